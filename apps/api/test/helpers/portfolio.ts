import type { AdminProject, ProjectInput } from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import { photoForm } from './photos'

/** A finished house as the staff type it into the project form. */
export const newProject = (overrides: Partial<ProjectInput> = {}) => ({
  title: 'Mishra Residence, Bailey Road',
  description:
    'A three-storey family home on a 2,400 sq ft plot: RCC frame, a rooftop garden and solar water heating.',
  projectType: 'residential',
  completedDate: '2025-10-02',
  location: 'Bailey Road, Patna',
  highlights: ['G+2, 3,200 sq ft', 'Earthquake-resistant frame'],
  services: ['Design', 'Construction'],
  featured: false,
  status: 'draft',
  ...overrides,
})

/** Creates a project through the API; fails the test on anything but 201. */
export async function createProject(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<ProjectInput> = {},
): Promise<AdminProject> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/projects',
    headers: { cookie },
    payload: newProject(overrides),
  })
  if (response.statusCode !== 201) {
    throw new Error(`creating a project failed: ${response.statusCode} ${response.body}`)
  }
  return response.json<AdminProject>()
}

/** Uploads a photo through the API, as the dashboard's form sends it. */
export function uploadPhoto(
  app: FastifyInstance,
  cookie: string,
  projectId: number,
  data: Buffer,
  options: Parameters<typeof photoForm>[1] = {},
) {
  const { payload, headers } = photoForm(data, options)
  return app.inject({
    method: 'POST',
    url: `/api/admin/projects/${projectId}/photos`,
    headers: { ...headers, cookie },
    payload,
  })
}
