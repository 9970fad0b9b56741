import {
  type AdminProject,
  idParamSchema,
  orderSchema,
  projectInputSchema,
  projectUpdateSchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, ownerGuard } from '../../auth/principal'
import { ProjectAdmin } from '../../portfolio/project-admin'
import { SCHEMA_TODAY } from '../../portfolio/project-changes'

/**
 * The portfolio as the staff manage it (`/api/admin/projects`): every project, drafts too; a new
 * one is a draft unless published at once, and comes first in the order; changes carry the version
 * they were made on (409 when stale); deleting is for owners. Every change is one transaction with
 * its audit entry (portfolio/project-admin.ts), and the public lists forget what they kept.
 */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const projects = new ProjectAdmin(app.db, app.media.storage.files('portfolio'))

  app.get('/projects', async (): Promise<AdminProject[]> => projects.list())

  app.get('/projects/:id', { schema: { params: idParamSchema } }, (request) =>
    projects.byId(request.params.id),
  )

  app.post(
    '/projects',
    { schema: { body: projectInputSchema(SCHEMA_TODAY) } },
    async (request, reply) => {
      const id = await projects.create(actorOf(request), request.body)
      app.projectCatalog.invalidate()
      return reply.code(201).send(await projects.byId(id))
    },
  )

  app.put('/projects/order', { schema: { body: orderSchema } }, async (request) => {
    await projects.reorder(actorOf(request), request.body.ids)
    app.projectCatalog.invalidate()
    return projects.list()
  })

  app.put(
    '/projects/:id',
    { schema: { params: idParamSchema, body: projectUpdateSchema(SCHEMA_TODAY) } },
    async (request) => {
      const { id } = request.params
      await projects.update(actorOf(request), id, request.body)
      app.projectCatalog.invalidate()
      return projects.byId(id)
    },
  )

  app.delete(
    '/projects/:id',
    { schema: { params: idParamSchema }, onRequest: ownerGuard },
    async (request, reply) => {
      const { id } = request.params
      const files = await projects.remove(actorOf(request), id)
      app.projectCatalog.invalidate()
      // After the commit: a photo's files are never gone while its row is still there.
      await projects.removeUnusedFiles(files, request.log)
      request.log.info(`Project ${id} deleted by admin ${request.session.adminUserId}`)
      return reply.code(204).send()
    },
  )
}
