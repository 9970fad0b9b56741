import fastifySession from '@fastify/session'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { DataSource } from 'typeorm'
import { ClientAccountEntity } from '../db/client-entities'
import { AdminUserEntity } from '../db/entities'
import { CLIENT_SESSION_LIFETIME_MS, SESSION_LIFETIME_MS } from '../plugins/session-store'
import {
  CLIENT_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_REFRESH_INTERVAL_MS,
} from '../plugins/sessions'
import { NOBODY, type Principal } from './principal'

/** The audiences with users, each with its own cookie, lifetime and kind of principal. */
export type SessionAudience = 'staff' | 'client'

export interface AuthPluginOptions {
  secret: string
  /** Staff (the default) or clients. */
  audience?: SessionAudience
}

type Resolve = (request: FastifyRequest) => Promise<Principal>

/** Staff: the account of `adminUserId`, read on every request, so a disabled one is out at once. */
function staffResolver(db: DataSource): Resolve {
  const accounts = db.getRepository(AdminUserEntity)
  return async (request) => {
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
}

/** Clients: the client of `clientId`, read on every request, so a revoked one is out at once. */
function clientResolver(db: DataSource): Resolve {
  const clients = db.getRepository(ClientAccountEntity)
  return async (request) => {
    const id = request.session.clientId
    if (id === undefined) return NOBODY
    const client = await clients.findOneBy({ id })
    if (!client) return NOBODY
    if (client.revokedAt) return { kind: 'nobody', refusal: 'revoked' }
    const { name, email, language } = client
    return { kind: 'client', client: { id: Number(client.id), name, email, language } }
  }
}

const audiences = {
  staff: { cookieName: SESSION_COOKIE, lifetimeMs: SESSION_LIFETIME_MS, resolver: staffResolver },
  client: {
    cookieName: CLIENT_SESSION_COOKIE,
    lifetimeMs: CLIENT_SESSION_LIFETIME_MS,
    resolver: clientResolver,
  },
} as const satisfies Record<
  SessionAudience,
  { cookieName: string; lifetimeMs: number; resolver: (db: DataSource) => Resolve }
>

/**
 * The one auth layer, registered by each audience that has users (routes/staff/index.ts,
 * routes/client/index.ts): it gives the audience's routes `request.session` under the audience's
 * own cookie and sets `request.principal` from it before any route's guard runs. The account is
 * read on every request, so a disabled account or a revoked client is out at once on every
 * instance. A staff session lasts 8 hours from its last use; a client's 30 days, so a client stays
 * signed in on their phone.
 *
 * Only a signed-in session is ever stored (`saveUninitialized: false`), and it is written again only
 * when it changes: at sign-in, and when its expiry is refreshed, at most every five minutes of
 * activity. Kept off the public routes because @fastify/session makes and signs a new session id on
 * every request that carries no cookie, before knowing whether it will be used: a cost on each
 * quote request for nothing.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { secret, audience = 'staff' }) => {
    const { cookieName, lifetimeMs, resolver } = audiences[audience]
    await app.register(fastifySession, {
      secret,
      store: app.sessionStore,
      cookieName,
      saveUninitialized: false,
      rolling: false,
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        // Secure over https (as Fastify sees it through TRUST_PROXY), and still usable on plain
        // http on a developer's machine; the plugin's default (true) never sets a cookie over http.
        secure: 'auto',
        maxAge: lifetimeMs,
      },
    })

    const resolvePrincipal = resolver(app.db)
    app.addHook('onRequest', async (request) => {
      request.principal = await resolvePrincipal(request)
    })

    app.addHook('preHandler', async (request) => {
      const session = request.session
      if (session.adminUserId === undefined && session.clientId === undefined) return
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
