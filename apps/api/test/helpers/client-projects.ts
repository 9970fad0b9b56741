import type { AdminClientProject, ClientProjectCreate } from '@nirman/contract'
import type { FastifyInstance } from 'fastify'

/** A new client project's fields as the dashboard sends them; `staffIds` names who manages it. */
export function newClientProject(staffIds: number[]): Partial<ClientProjectCreate> {
  return {
    title: 'House of Ravi Kumar, Danapur',
    siteAddress: 'Plot 14, Saguna More, Danapur, Patna 801503',
    city: 'Patna',
    projectType: 'Residential Construction',
    // ₹40,00,000
    contractValuePaise: 40_00_000_00,
    startDate: '2026-12-01',
    staffIds,
    floors: 2,
  }
}

/** Creates a client project through the API as `cookie`; fails the test unless it is 201. */
export async function createClientProject(
  app: FastifyInstance,
  cookie: string,
  fields: Partial<ClientProjectCreate> & { staffIds: number[] },
): Promise<AdminClientProject> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/client-projects',
    headers: { cookie },
    payload: { ...newClientProject(fields.staffIds), ...fields },
  })
  if (response.statusCode !== 201) {
    throw new Error(`creating a client project failed: ${response.statusCode} ${response.body}`)
  }
  return response.json<AdminClientProject>()
}
