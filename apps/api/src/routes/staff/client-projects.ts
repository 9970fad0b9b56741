import {
  type AdminClientProject,
  type ClientProjectSummary,
  clientAddSchema,
  clientProjectCreateSchema,
  clientProjectUpdateSchema,
  idParamSchema,
  messageInputSchema,
  paymentScheduleInputSchema,
  receiptInputSchema,
  scheduleInputSchema,
  versionQuerySchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownerGuard, staffOf } from '../../auth/principal'
import { ClientProjectAdmin } from '../../client-projects/client-project-admin'

const paymentParamsSchema = idParamSchema.extend({ paymentId: idParamSchema.shape.id })
const clientParamsSchema = idParamSchema.extend({ clientId: idParamSchema.shape.id })

/**
 * Client projects as the staff manage them (`/api/admin/client-projects`): every staff member
 * reads every project; the owner and the project's own staff change it (403 for the others);
 * deleting is for the owner. Each change is one transaction with its audit entry, made on the
 * project's version (409 when stale), and answered with the project whole, as it now is
 * (client-projects/client-project-admin.ts). Updates, photos and documents: client-project-files.ts.
 */
export const clientProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const projects = new ClientProjectAdmin(app.db, app.media.storage.files('client-files'))

  app.get(
    '/client-projects',
    async (request): Promise<ClientProjectSummary[]> => projects.list(staffOf(request)),
  )

  app.get(
    '/client-projects/:id',
    { schema: { params: idParamSchema } },
    async (request): Promise<AdminClientProject> =>
      projects.byId(staffOf(request), request.params.id),
  )

  app.post(
    '/client-projects',
    { schema: { body: clientProjectCreateSchema } },
    async (request, reply) => {
      const viewer = staffOf(request)
      const id = await projects.create(viewer, request.body)
      request.log.info(`Client project ${id} created by admin ${viewer.id}`)
      return reply.code(201).send(await projects.byId(viewer, id))
    },
  )

  app.put(
    '/client-projects/:id',
    { schema: { params: idParamSchema, body: clientProjectUpdateSchema } },
    async (request): Promise<AdminClientProject> => {
      const { id } = request.params
      await projects.update(staffOf(request), id, request.body)
      return projects.byId(staffOf(request), id)
    },
  )

  app.delete(
    '/client-projects/:id',
    { schema: { params: idParamSchema }, onRequest: ownerGuard },
    async (request, reply) => {
      const { id } = request.params
      const files = await projects.remove(staffOf(request), id)
      // After the commit: a file is never gone while a row still points to it.
      await projects.removeFiles(files, request.log)
      request.log.info(`Client project ${id} deleted by admin ${staffOf(request).id}`)
      return reply.code(204).send()
    },
  )

  app.put(
    '/client-projects/:id/stages',
    { schema: { params: idParamSchema, body: scheduleInputSchema } },
    async (request): Promise<AdminClientProject> => {
      const { id } = request.params
      await projects.replaceStages(staffOf(request), id, request.body)
      return projects.byId(staffOf(request), id)
    },
  )

  app.put(
    '/client-projects/:id/payments',
    { schema: { params: idParamSchema, body: paymentScheduleInputSchema } },
    async (request): Promise<AdminClientProject> => {
      const { id } = request.params
      await projects.replacePayments(staffOf(request), id, request.body)
      return projects.byId(staffOf(request), id)
    },
  )

  app.put(
    '/client-projects/:id/payments/:paymentId/receipt',
    { schema: { params: paymentParamsSchema, body: receiptInputSchema } },
    async (request): Promise<AdminClientProject> => {
      const { id, paymentId } = request.params
      await projects.recordReceipt(staffOf(request), id, paymentId, request.body)
      return projects.byId(staffOf(request), id)
    },
  )

  app.delete(
    '/client-projects/:id/payments/:paymentId/receipt',
    { schema: { params: paymentParamsSchema, querystring: versionQuerySchema } },
    async (request): Promise<AdminClientProject> => {
      const { id, paymentId } = request.params
      await projects.undoReceipt(staffOf(request), id, paymentId, request.query.version)
      return projects.byId(staffOf(request), id)
    },
  )

  app.post(
    '/client-projects/:id/clients',
    { schema: { params: idParamSchema, body: clientAddSchema } },
    async (request, reply) => {
      const { id } = request.params
      await projects.addClient(staffOf(request), id, request.body)
      return reply.code(201).send(await projects.byId(staffOf(request), id))
    },
  )

  app.delete(
    '/client-projects/:id/clients/:clientId',
    { schema: { params: clientParamsSchema, querystring: versionQuerySchema } },
    async (request): Promise<AdminClientProject> => {
      const { id, clientId } = request.params
      await projects.removeClient(staffOf(request), id, clientId, request.query.version)
      return projects.byId(staffOf(request), id)
    },
  )

  app.post(
    '/client-projects/:id/messages',
    { schema: { params: idParamSchema, body: messageInputSchema } },
    async (request, reply) => {
      const { id } = request.params
      await projects.addMessage(staffOf(request), id, request.body)
      return reply.code(201).send(await projects.byId(staffOf(request), id))
    },
  )
}
