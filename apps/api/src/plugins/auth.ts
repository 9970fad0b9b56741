import { type AdminUser, accountMessages } from '@nirman/contract'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http-error'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin` for the admin routes. */
    adminUser?: AdminUser
  }
  interface FastifyInstance {
    /**
     * onRequest hook of every admin route: 401 without a signed-in account, or when the account was
     * disabled (checked on every request, so a disabled account is out at once on every instance).
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>
    /** onRequest hook of owner routes: as requireAdmin, then 403 for a staff account. */
    requireOwner: (request: FastifyRequest) => Promise<void>
  }
}

/** The signed-in account of a request that passed requireAdmin. */
export function signedIn(request: FastifyRequest): AdminUser {
  const user = request.adminUser
  if (!user) throw new HttpError(401, 'Authentication required')
  return user
}

export const authPlugin = fp(
  async (app) => {
    const requireAdmin = async (request: FastifyRequest) => {
      const id = request.session.adminUserId
      const user =
        id === undefined
          ? null
          : await app.repositories.adminUsers.findOne({
              where: { id },
              select: { id: true, name: true, username: true, role: true, disabledAt: true },
            })
      if (!user) throw new HttpError(401, 'Authentication required')
      if (user.disabledAt) throw new HttpError(401, accountMessages.accountDisabled)
      request.adminUser = { id: user.id, name: user.name, username: user.username, role: user.role }
    }
    app.decorate('requireAdmin', requireAdmin)
    app.decorate('requireOwner', async (request: FastifyRequest) => {
      // Under a plugin that already ran requireAdmin, the account is known.
      if (!request.adminUser) await requireAdmin(request)
      if (request.adminUser?.role !== 'owner') throw new HttpError(403, accountMessages.ownerOnly)
    })
  },
  { name: 'auth', dependencies: ['database', 'sessions'], fastify: '5.x' },
)
