import fastifySession from '@fastify/session'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AdminUserEntity } from '../db/entities'
import { SESSION_LIFETIME_MS } from '../plugins/session-store'
import { SESSION_COOKIE, SESSION_REFRESH_INTERVAL_MS } from '../plugins/sessions'
import { NOBODY, type Principal } from './principal'

export interface AuthPluginOptions {
  secret: string
}

/**
 * The one auth layer, registered by each audience that has users (routes/staff/index.ts): it gives
 * the audience's routes `request.session` and sets `request.principal` from it before any route's
 * guard runs. The account is read on every request, so a disabled account is out at once on every
 * instance.
 *
 * Only a signed-in session is ever stored (`saveUninitialized: false`), and it is written again only
 * when it changes: at login, and when its expiry is refreshed, at most every five minutes of
 * activity. Kept off the public routes because @fastify/session makes and signs a new session id on
 * every request that carries no cookie, before knowing whether it will be used: a cost on each
 * quote request for nothing.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { secret }) => {
    await app.register(fastifySession, {
      secret,
      store: app.sessionStore,
      cookieName: SESSION_COOKIE,
      saveUninitialized: false,
      rolling: false,
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        // Secure over https (as Fastify sees it through TRUST_PROXY), and still usable on plain
        // http on a developer's machine; the plugin's default (true) never sets a cookie over http.
        secure: 'auto',
        maxAge: SESSION_LIFETIME_MS,
      },
    })

    const accounts = app.db.getRepository(AdminUserEntity)
    const resolvePrincipal = async (request: FastifyRequest): Promise<Principal> => {
      const id = request.session.adminUserId
      if (id === undefined) return NOBODY
      const account = await accounts.findOne({
        where: { id },
        select: { id: true, name: true, username: true, role: true, disabledAt: true },
      })
      if (!account) return NOBODY
      if (account.disabledAt) return { kind: 'nobody', refusal: 'disabled' }
      const { name, username, role } = account
      return { kind: 'staff', account: { id: account.id, name, username, role } }
    }
    app.addHook('onRequest', async (request) => {
      request.principal = await resolvePrincipal(request)
    })

    app.addHook('preHandler', async (request) => {
      const session = request.session
      if (session.adminUserId === undefined) return
      const now = Date.now()
      if (
        session.refreshedAt === undefined ||
        now - session.refreshedAt >= SESSION_REFRESH_INTERVAL_MS
      ) {
        // Changing the data makes @fastify/session save the row and send the cookie again.
        session.refreshedAt = now
        session.touch()
      }
    })
  },
  { name: 'auth', dependencies: ['database', 'sessions'], fastify: '5.x' },
)
