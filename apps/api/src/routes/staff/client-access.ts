import {
  type ClientInvitation,
  clientProjectMessages,
  clientSignInLimits,
  idParamSchema,
  invitationRequestSchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IsNull } from 'typeorm'
import { writeAudit } from '../../audit/audit-log'
import { actorOf, staffOf } from '../../auth/principal'
import { adminClientProject } from '../../client-projects/client-project-view'
import { assertManages } from '../../client-projects/project-access'
import { trackerLink } from '../../client-projects/tracker-link'
import { ClientSignIn } from '../../clients/client-sign-in'
import {
  ClientAccountEntity,
  type ClientAccountRow,
  ClientInvitationEntity,
  ClientProjectClientEntity,
} from '../../db/client-entities'
import { HttpError } from '../../http-error'

const clientParamsSchema = idParamSchema.extend({ clientId: idParamSchema.shape.id })

export interface ClientAccessRoutesOptions {
  sessionSecret: string
}

/**
 * Letting a project's client in, and out (`/api/admin/client-projects/:id/clients/:clientId/...`),
 * for the owner and the project's staff: an invitation link (sent by e-mail, and given back to copy
 * into WhatsApp) that signs the client in once, and revoking their access, which ends their
 * sessions at once and voids their unused links. Revoking is the client's, across their projects;
 * a new invitation lets them in again.
 */
export const clientAccessRoutes: FastifyPluginAsyncZod<ClientAccessRoutesOptions> = async (
  app,
  { sessionSecret },
) => {
  const signIn = new ClientSignIn(app.db, sessionSecret)

  /** The client of a project; 404 when they are not on it. */
  const clientOnProject = async (
    manager: import('typeorm').EntityManager,
    projectId: number,
    clientId: number,
  ): Promise<ClientAccountRow> => {
    const link = await manager.findOneBy(ClientProjectClientEntity, { projectId, clientId })
    const client = link ? await manager.findOneBy(ClientAccountEntity, { id: clientId }) : null
    if (!client) throw new HttpError(404, clientProjectMessages.clientNotFound)
    return client
  }

  app.post(
    '/client-projects/:id/clients/:clientId/invitation',
    { schema: { params: clientParamsSchema, body: invitationRequestSchema } },
    async (request, reply): Promise<ClientInvitation> => {
      const { id: projectId, clientId } = request.params
      const actor = actorOf(request)
      const invitation = await app.db.transaction(async (manager) => {
        const project = await assertManages(manager, staffOf(request), projectId)
        const client = await clientOnProject(manager, projectId, clientId)
        // A new invitation lets a revoked client in again.
        await manager.update(ClientAccountEntity, { id: clientId }, { revokedAt: null })
        const { token, expiresAt } = await signIn.createInvitation(manager, {
          clientId,
          projectId,
          createdById: actor.id,
        })
        const link = trackerLink(app.websiteOrigin(request), client.language, { invite: token })
        if (request.body.email) {
          await app.mail.queue(manager, {
            template: 'client-invitation',
            language: client.language,
            to: client.email,
            data: {
              name: client.name,
              projectTitle: project.title,
              link,
              days: clientSignInLimits.invitationDays,
            },
          })
        }
        await writeAudit(manager, {
          actor,
          action: 'client_project.client_invite',
          targetType: 'client_project',
          targetId: projectId,
          details: { clientId, emailed: request.body.email, restored: client.revokedAt !== null },
        })
        return { link, expiresAt: expiresAt.toISOString(), emailed: request.body.email }
      })
      if (invitation.emailed) app.mail.committed()
      return reply.code(201).send(invitation)
    },
  )

  app.post(
    '/client-projects/:id/clients/:clientId/revoke',
    { schema: { params: clientParamsSchema } },
    async (request) => {
      const { id: projectId, clientId } = request.params
      const now = new Date()
      await app.db.transaction(async (manager) => {
        await assertManages(manager, staffOf(request), projectId)
        await clientOnProject(manager, projectId, clientId)
        await manager.update(ClientAccountEntity, { id: clientId }, { revokedAt: now })
        // Links not used yet stop working too.
        await manager.update(
          ClientInvitationEntity,
          { clientId, usedAt: IsNull() },
          { usedAt: now },
        )
        await writeAudit(manager, {
          actor: actorOf(request),
          action: 'client_project.client_revoke',
          targetType: 'client_project',
          targetId: projectId,
          details: { clientId },
          at: now,
        })
      })
      // After the commit, on every instance: the sessions' rows are gone, and each request reads
      // the client's row anyway (auth/auth-plugin.ts).
      await app.sessionStore.endClientSessions(clientId)
      return adminClientProject(app.db.manager, projectId, staffOf(request))
    },
  )
}
