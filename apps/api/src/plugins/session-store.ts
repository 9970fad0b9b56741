import type { SessionStore } from '@fastify/session'
import type { Session } from 'fastify'
import { LessThan, type Repository } from 'typeorm'
import type { SessionRow } from '../db/entities'

/** How long a staff session lives without a refresh; the cookie has the same lifetime. */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000
/** A client stays signed in on their phone this long after their last visit (30 days). */
export const CLIENT_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

/**
 * @fastify/session's store on a TypeORM entity, so sessions survive a restart and are shared by
 * every instance on the database. (The published TypeORM stores are unmaintained.) A row holds the
 * session as JSON and its expiry; an expired row is never returned and is purged by `purgeExpired`.
 */
export class TypeormSessionStore implements SessionStore {
  constructor(private readonly sessions: Repository<SessionRow>) {}

  set(sessionId: string, session: Session, callback: (error?: unknown) => void): void {
    const expires = session.cookie.expires
    const expiresAt = expires ? new Date(expires) : new Date(Date.now() + SESSION_LIFETIME_MS)
    this.sessions
      .upsert(
        {
          id: sessionId,
          data: JSON.stringify(session),
          expiresAt,
          adminUserId: session.adminUserId ?? null,
          clientId: session.clientId ?? null,
        },
        ['id'],
      )
      .then(() => callback(), callback)
  }

  get(sessionId: string, callback: (error: unknown, session?: Session | null) => void): void {
    this.sessions.findOneBy({ id: sessionId }).then((row) => {
      if (!row || row.expiresAt.getTime() <= Date.now()) {
        callback(null, null)
        return
      }
      callback(null, JSON.parse(row.data) as Session)
    }, callback)
  }

  destroy(sessionId: string, callback: (error?: unknown) => void): void {
    this.sessions.delete({ id: sessionId }).then(() => callback(), callback)
  }

  /**
   * Ends every session of an account at once (disabled, password reset), on every instance: the
   * rows are gone, so the cookies answer 401. `except` keeps one (the session changing its own
   * password).
   */
  async endSessionsOf(adminUserId: number, except?: string): Promise<number> {
    const query = this.sessions
      .createQueryBuilder()
      .delete()
      .where('adminUserId = :adminUserId', { adminUserId })
    if (except) query.andWhere('id != :except', { except })
    const result = await query.execute()
    return result.affected ?? 0
  }

  /**
   * Ends every session of a client at once (access revoked, signed out everywhere), on every
   * instance. `except` keeps one (the session that signs out the others).
   */
  async endClientSessions(clientId: number, except?: string): Promise<number> {
    const query = this.sessions
      .createQueryBuilder()
      .delete()
      .where('clientId = :clientId', { clientId })
    if (except) query.andWhere('id != :except', { except })
    const result = await query.execute()
    return result.affected ?? 0
  }

  /** Deletes every expired session; returns how many. */
  async purgeExpired(now = new Date()): Promise<number> {
    const result = await this.sessions.delete({ expiresAt: LessThan(now) })
    return result.affected ?? 0
  }
}
