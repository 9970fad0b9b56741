import { idParamSchema, projectListQuerySchema } from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../http-error'
import { ProjectCatalog, toProject } from './project-catalog'

/** The portfolio: `GET /api/projects[?type=]`, `/api/projects/featured`, `/api/projects/:id`. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = new ProjectCatalog(app.repositories.projects)

  app.get(
    '/projects',
    { schema: { querystring: projectListQuerySchema } },
    async (request, reply) => {
      const json = await catalog.listJson(request.query.type ?? 'all')
      return reply.type('application/json; charset=utf-8').send(json)
    },
  )

  app.get('/projects/featured', async (_request, reply) => {
    const json = await catalog.listJson('featured')
    return reply.type('application/json; charset=utf-8').send(json)
  })

  app.get('/projects/:id', { schema: { params: idParamSchema } }, async (request) => {
    const row = await app.repositories.projects.findOneBy({ id: request.params.id })
    if (!row) throw new HttpError(404, 'Project not found')
    return toProject(row)
  })
}
