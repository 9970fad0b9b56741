import type { AdminUser } from '@nirman/contract'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http-error'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin` for the admin routes. */
    adminUser?: AdminUser
  }
  interface FastifyInstance {
    /** onRequest hook of every admin route: 401 without a signed-in admin, before any validation. */
    requireAdmin: (request: FastifyRequest) => Promise<void>
  }
}

export const authPlugin = fp(
  async (app) => {
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const id = request.session.adminUserId
      const user =
        id === undefined
          ? null
          : await app.repositories.adminUsers.findOne({
              where: { id },
              select: { id: true, name: true, username: true },
            })
      if (!user) throw new HttpError(401, 'Authentication required')
      request.adminUser = { id: user.id, name: user.name, username: user.username }
    })
  },
  { name: 'auth', dependencies: ['database', 'sessions'], fastify: '5.x' },
)
