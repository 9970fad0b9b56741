import { idParamSchema, projectListQuerySchema } from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpError } from '../../http-error'
import { portfolioNotFound } from '../../portfolio/project-changes'

/**
 * The published portfolio: `GET /api/projects[?type=]`, `/api/projects/featured`,
 * `/api/projects/:id`, in the staff's order, then the newest. A draft is answered like a project
 * that does not exist.
 */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.projectCatalog

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
    const project = await catalog.detail(request.params.id)
    if (!project) throw new HttpError(404, portfolioNotFound.project)
    return project
  })
}
