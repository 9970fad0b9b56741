import fastifyCookie from '@fastify/cookie'
import fastifySession from '@fastify/session'
import fp from 'fastify-plugin'
import { KnownDevices } from '../security/known-devices'
import { SESSION_LIFETIME_MS, TypeormSessionStore } from './session-store'

declare module 'fastify' {
  interface Session {
    /** The signed-in admin; absent for visitors. */
    adminUserId?: number
    /** When the expiry was last pushed forward (ms since the epoch). */
    refreshedAt?: number
  }
  interface FastifyInstance {
    /** The sessions table: `endSessionsOf` signs an account out everywhere. */
    sessionStore: TypeormSessionStore
    /** Signs and reads the "known device" cookie of the sign-in (security/known-devices.ts). */
    knownDevices: KnownDevices
  }
}

export const SESSION_COOKIE = 'nirman.sid'
/** A signed-in session's expiry moves forward at most this often: no write on every request. */
export const SESSION_REFRESH_INTERVAL_MS = 5 * 60 * 1000
const PURGE_INTERVAL_MS = 15 * 60 * 1000

export interface SessionsPluginOptions {
  secret: string
}

/**
 * Cookie sessions stored in the database: the store, the cookie parser and the purge of expired
 * rows, for the whole app. The sessions themselves are read and written only on the admin routes
 * (`adminSessionsPlugin`): a visitor's request never pays for one.
 */
export const sessionsPlugin = fp<SessionsPluginOptions>(
  async (app, { secret }) => {
    const store = new TypeormSessionStore(app.repositories.sessions)
    app.decorate('sessionStore', store)
    app.decorate('knownDevices', new KnownDevices(secret))
    await app.register(fastifyCookie)

    const purge = () => {
      store
        .purgeExpired()
        .catch((error: unknown) => app.log.warn({ err: error }, 'Could not purge expired sessions'))
    }
    const timer = setInterval(purge, PURGE_INTERVAL_MS)
    timer.unref()
    app.addHook('onReady', async () => purge())
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'sessions', dependencies: ['database'], fastify: '5.x' },
)

/**
 * `request.session` for the routes registered beside it (the admin routes, app.ts). Only a
 * signed-in session is ever stored (`saveUninitialized: false`), and it is written again only when
 * it changes: at login, and when its expiry is refreshed, at most every five minutes of activity.
 * Kept off the public routes because @fastify/session makes and signs a new session id on every
 * request that carries no cookie, before knowing whether it will be used: a cost on each quote
 * request for nothing.
 */
export const adminSessionsPlugin = fp<SessionsPluginOptions>(
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
  { name: 'admin-sessions', dependencies: ['sessions'], fastify: '5.x' },
)
