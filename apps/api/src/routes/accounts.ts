import {
  type AccountWithPassword,
  type AuditEntry,
  accountMessages,
  auditLogQuerySchema,
  createAccountSchema,
  idParamSchema,
  type Page,
  type StaffAccount,
  updateAccountSchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IsNull, Not } from 'typeorm'
import { AdminUserEntity, type AdminUserRow, AuditLogEntity } from '../db/entities'
import { fieldError, HttpError } from '../http-error'
import { toAuditEntry, writeAudit } from '../leads/audit-log'
import { signedIn } from '../plugins/auth'
import { generatePassword, hashPassword } from '../security/passwords'
import { normalizeUsername } from '../security/usernames'

function toStaffAccount(row: AdminUserRow): StaffAccount {
  return {
    id: Number(row.id),
    name: row.name,
    username: row.username,
    role: row.role,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  }
}

/**
 * The owner's routes: staff accounts (list, add with an initial password shown once, rename, change
 * role, disable or enable, reset a password) and the audit log. Staff get 403.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireOwner)
  const accounts = app.repositories.adminUsers

  const findAccount = async (id: number) => {
    const account = await accounts.findOneBy({ id })
    if (!account) throw new HttpError(404, accountMessages.notFound)
    return account
  }
  const actorOf = (request: Parameters<typeof signedIn>[0]) => {
    const { id, name } = signedIn(request)
    return { id, name }
  }

  app.get('/accounts', async (): Promise<StaffAccount[]> => {
    const rows = await accounts.find({ order: { name: 'ASC', id: 'ASC' } })
    return rows.map(toStaffAccount)
  })

  app.post('/accounts', { schema: { body: createAccountSchema } }, async (request, reply) => {
    const username = normalizeUsername(request.body.username)
    if (username === null) throw fieldError('username', accountMessages.usernameCharacters)
    if (username === '') throw fieldError('username', accountMessages.username)
    // Compared in the stored spelling: MySQL's collation would also match "stäff" to "staff".
    const existing = await accounts.findOneBy({ username })
    if (existing && existing.username === username) {
      throw new HttpError(409, accountMessages.usernameTaken)
    }
    const initialPassword = generatePassword()
    const passwordHash = await hashPassword(initialPassword)
    const id = await app.db.transaction(async (manager) => {
      const result = await manager.insert(AdminUserEntity, {
        name: request.body.name,
        username,
        passwordHash,
        role: request.body.role,
        createdAt: new Date(),
        lastLoginAt: null,
        disabledAt: null,
      })
      const newId = Number(result.identifiers[0]?.id)
      await writeAudit(manager, {
        actor: actorOf(request),
        action: 'account.create',
        targetType: 'account',
        targetId: newId,
        details: { username, role: request.body.role },
      })
      return newId
    })
    const answer: AccountWithPassword = {
      account: toStaffAccount(await findAccount(id)),
      initialPassword,
    }
    return reply.code(201).send(answer)
  })

  app.patch(
    '/accounts/:id',
    { schema: { params: idParamSchema, body: updateAccountSchema } },
    async (request): Promise<StaffAccount> => {
      const { id } = request.params
      const { name, role, disabled } = request.body
      const me = signedIn(request)
      const account = await findAccount(id)
      const disabling = disabled === true && account.disabledAt === null
      const demoting = role === 'staff' && account.role === 'owner'
      if (id === me.id && (disabled === true || (role !== undefined && role !== account.role))) {
        throw new HttpError(400, accountMessages.ownSelf)
      }
      await app.db.transaction(async (manager) => {
        if ((disabling || demoting) && account.role === 'owner') {
          const otherOwners = await manager.countBy(AdminUserEntity, {
            role: 'owner',
            disabledAt: IsNull(),
            id: Not(id),
          })
          if (otherOwners === 0) throw new HttpError(409, accountMessages.lastOwner)
        }
        const changes: Partial<AdminUserRow> = {}
        if (name !== undefined && name !== account.name) changes.name = name
        if (role !== undefined && role !== account.role) changes.role = role
        if (disabled !== undefined && disabled !== (account.disabledAt !== null)) {
          changes.disabledAt = disabled ? new Date() : null
        }
        if (Object.keys(changes).length === 0) return
        await manager.update(AdminUserEntity, { id }, changes)
        const action =
          changes.disabledAt !== undefined
            ? changes.disabledAt
              ? 'account.disable'
              : 'account.enable'
            : 'account.update'
        await writeAudit(manager, {
          actor: actorOf(request),
          action,
          targetType: 'account',
          targetId: id,
          details: {
            ...(changes.name !== undefined ? { name: changes.name } : {}),
            ...(changes.role !== undefined ? { role: changes.role } : {}),
            ...(changes.disabledAt !== undefined ? { disabled: changes.disabledAt !== null } : {}),
          },
        })
      })
      // Out at once: its sessions are gone (and requireAdmin refuses a disabled account anyway).
      if (disabling) await app.sessionStore.endSessionsOf(id)
      return toStaffAccount(await findAccount(id))
    },
  )

  app.post(
    '/accounts/:id/password',
    { schema: { params: idParamSchema } },
    async (request): Promise<AccountWithPassword> => {
      const { id } = request.params
      const account = await findAccount(id)
      const initialPassword = generatePassword()
      const passwordHash = await hashPassword(initialPassword)
      await app.db.transaction(async (manager) => {
        await manager.update(AdminUserEntity, { id }, { passwordHash })
        await writeAudit(manager, {
          actor: actorOf(request),
          action: 'account.reset_password',
          targetType: 'account',
          targetId: id,
        })
      })
      // Whoever knew the old password is signed out; the owner's own session stays.
      await app.sessionStore.endSessionsOf(id, request.session.sessionId)
      return { account: toStaffAccount(account), initialPassword }
    },
  )

  app.get(
    '/audit-log',
    { schema: { querystring: auditLogQuerySchema } },
    async (request): Promise<Page<AuditEntry>> => {
      const { page, pageSize, action, targetType, targetId, actorId } = request.query
      const [rows, total] = await app.db.getRepository(AuditLogEntity).findAndCount({
        where: {
          ...(action ? { action } : {}),
          ...(targetType ? { targetType } : {}),
          ...(targetId ? { targetId } : {}),
          ...(actorId ? { actorId } : {}),
        },
        order: { id: 'DESC' },
        skip: (page - 1) * pageSize,
        take: pageSize,
      })
      return { items: rows.map(toAuditEntry), total, page, pageSize }
    },
  )
}
