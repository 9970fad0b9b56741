import { idParamSchema, messageInputSchema } from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientOf } from '../../auth/principal'
import { sendProjectFile } from '../../client-projects/client-files'
import { dayOf } from '../../client-projects/project-access'
import { trackerProject, writeQuestion } from '../../clients/client-tracker'
import { ClientUpdateEntity } from '../../db/client-entities'

const fileParamsSchema = idParamSchema.extend({ key: z.string().max(200) })

/**
 * A signed-in client's projects (`/api/client/projects/:id`): the project as they see it, its files
 * (checked against the session, never /uploads/), and their questions. Another client's project,
 * update, photo or document answers 404, as one that does not exist.
 */
export const clientProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/projects/:id', { schema: { params: idParamSchema } }, async (request) =>
    trackerProject(app.db.manager, clientOf(request).id, request.params.id),
  )

  app.get(
    '/projects/:id/files/:key',
    { schema: { params: fileParamsSchema } },
    async (request, reply) =>
      sendProjectFile(app, reply, request.params.id, request.params.key, {
        clientId: clientOf(request).id,
      }),
  )

  app.post(
    '/projects/:id/questions',
    { schema: { params: idParamSchema, body: messageInputSchema } },
    async (request, reply) => {
      const client = clientOf(request)
      const projectId = request.params.id
      const staff = app.leadAlerts.staff
      const now = new Date()
      await app.db.transaction(async (manager) => {
        const { projectTitle } = await writeQuestion(manager, client, projectId, request.body, now)
        if (!staff) return
        const update =
          request.body.updateId === null
            ? null
            : await manager.findOneBy(ClientUpdateEntity, { id: request.body.updateId })
        for (const to of staff.to) {
          await app.mail.queue(manager, {
            template: 'client-question',
            language: 'en',
            to,
            data: {
              projectTitle,
              clientName: client.name,
              question: request.body.body,
              updateVisitDate: update ? dayOf(update.visitDate) : null,
              link: `${staff.publicUrl}/admin/client-projects/${projectId}`,
            },
          })
        }
      })
      app.mail.committed()
      return reply.code(201).send(await trackerProject(app.db.manager, client.id, projectId, now))
    },
  )
}
