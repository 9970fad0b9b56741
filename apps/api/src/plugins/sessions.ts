import fastifyCookie from '@fastify/cookie'
import fp from 'fastify-plugin'
import { SessionEntity } from '../db/entities'
import { KnownDevices } from '../security/known-devices'
import { TypeormSessionStore } from './session-store'

declare module 'fastify' {
  interface Session {
    /** The signed-in admin; absent for visitors (and in a client's session). */
    adminUserId?: number
    /** The signed-in client (the project tracker's sessions, routes/client); absent otherwise. */
    clientId?: number
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

/** The staff's session cookie (routes/staff). */
export const SESSION_COOKIE = 'nirman.sid'
/** A client's session cookie (routes/client): another cookie, so neither opens the other's routes. */
export const CLIENT_SESSION_COOKIE = 'nirman.client'
/** A signed-in session's expiry moves forward at most this often: no write on every request. */
export const SESSION_REFRESH_INTERVAL_MS = 5 * 60 * 1000
const PURGE_INTERVAL_MS = 15 * 60 * 1000

export interface SessionsPluginOptions {
  secret: string
}

/**
 * Cookie sessions stored in the database: the store, the cookie parser and the purge of expired
 * rows, for the whole app. The sessions themselves are read and written only on the routes of an
 * audience with users (auth/auth-plugin.ts): a visitor's request never pays for one.
 */
export const sessionsPlugin = fp<SessionsPluginOptions>(
  async (app, { secret }) => {
    const store = new TypeormSessionStore(app.db.getRepository(SessionEntity))
    app.decorate('sessionStore', store)
    app.decorate('knownDevices', new KnownDevices(secret))
    // Who a request comes from: null until the auth layer of an audience with users sets it.
    app.decorateRequest('principal', null)
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
