import {
  type AccountChangeAnswer,
  type AccountWithPassword,
  type AuditEntry,
  auditLogQuerySchema,
  createAccountSchema,
  idParamSchema,
  type Page,
  type StaffAccount,
  updateAccountSchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StaffAccounts } from '../../../accounts/staff-accounts'
import { auditLogPage } from '../../../audit/audit-log'
import { actorOf } from '../../../auth/principal'

/**
 * The owner's routes: staff accounts (list, add with an initial password shown once, rename, change
 * role, disable or enable (a disabled account's open leads go to others by the sales desk's rules),
 * reset a password) and the audit log. Staff get 403 (owner/index.ts).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new StaffAccounts(app.db)

  app.get('/accounts', async (): Promise<StaffAccount[]> => accounts.list())

  app.post('/accounts', { schema: { body: createAccountSchema } }, async (request, reply) => {
    const answer: AccountWithPassword = await accounts.add(actorOf(request), request.body)
    return reply.code(201).send(answer)
  })

  app.patch(
    '/accounts/:id',
    { schema: { params: idParamSchema, body: updateAccountSchema } },
    async (request): Promise<AccountChangeAnswer> => {
      const { id } = request.params
      const rules = app.siteSettings.salesDesk()
      const changed = await accounts.change(actorOf(request), id, request.body, rules)
      // Out at once: its sessions are gone (and the auth layer refuses a disabled account anyway).
      if (changed.disabled) await app.sessionStore.endSessionsOf(id)
      return changed.disabled
        ? { ...changed.account, reassignedLeads: changed.reassignedLeads }
        : changed.account
    },
  )

  app.post(
    '/accounts/:id/password',
    { schema: { params: idParamSchema } },
    async (request): Promise<AccountWithPassword> => {
      const { id } = request.params
      const answer = await accounts.resetPassword(actorOf(request), id)
      // Whoever knew the old password is signed out; the owner's own session stays.
      await app.sessionStore.endSessionsOf(id, request.session.sessionId)
      return answer
    },
  )

  app.get(
    '/audit-log',
    { schema: { querystring: auditLogQuerySchema } },
    async (request): Promise<Page<AuditEntry>> => auditLogPage(app.db, request.query),
  )
}
