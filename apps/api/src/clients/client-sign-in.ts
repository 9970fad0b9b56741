import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { clientSignInLimits, clientSignInMessages } from '@nirman/contract'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { type DataSource, type EntityManager, IsNull, MoreThan } from 'typeorm'
import {
  ClientAccountEntity,
  type ClientAccountRow,
  ClientInvitationEntity,
  ClientSignInCodeEntity,
} from '../db/client-entities'
import { HttpError } from '../http-error'
import { type Counter, counter, LoginRefusedError } from '../security/login-throttle'
import type { SharedRateLimitStore } from '../security/rate-limit-store'

const MINUTE_MS = 60 * 1000
const DAY_MS = 24 * 60 * MINUTE_MS

/** Sign-in attempts (codes asked for, codes and links tried) one address may make in 15 minutes. */
export const CLIENT_ADDRESS_ATTEMPTS = 30

/** The SHA-256 of an invitation link's token, as stored. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * How clients get into the project tracker without a password:
 * - an **invitation link** that staff send by e-mail or copy into WhatsApp: a random token (256
 *   bits) of which only the SHA-256 is stored, good once, for seven days;
 * - afterwards a **six-digit code** sent to their e-mail: good for 10 minutes, once, for five tries
 *   (each try is counted before the code is compared, so tries sent at once cannot exceed it),
 *   stored as its HMAC under the session secret (a copy of the database does not give the codes
 *   away) and compared in constant time; only the latest code of an address counts; at most three
 *   are sent to one address in an hour.
 * Every attempt also counts against the address it comes from (Redis when there is one, shared by
 * every instance). An address that has no project, or whose access was revoked, gets the same
 * answer as any other and no e-mail, so the page does not tell who our clients are.
 */
export class ClientSignIn {
  private readonly addresses: Counter

  constructor(
    private readonly db: DataSource,
    private readonly secret: string,
    options: { store?: SharedRateLimitStore | undefined; addressAttempts?: number } = {},
  ) {
    this.addresses = counter(options.store, {
      keyPrefix: 'client-sign-in',
      points: options.addressAttempts ?? CLIENT_ADDRESS_ATTEMPTS,
      duration: 15 * 60,
    })
  }

  /** Counts one attempt from `address`; 429 with a wait once it has made too many. */
  async countAttempt(address: string): Promise<void> {
    try {
      await this.addresses.consume(address)
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
      throw new LoginRefusedError(429, clientSignInMessages.tooManyRequests, seconds)
    }
  }

  /** A new invitation link's token for a client of a project, stored in `manager`'s transaction. */
  async createInvitation(
    manager: EntityManager,
    invitation: { clientId: number; projectId: number; createdById: number | null },
    now: Date = new Date(),
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url')
    const expiresAt = new Date(now.getTime() + clientSignInLimits.invitationDays * DAY_MS)
    await manager.insert(ClientInvitationEntity, {
      ...invitation,
      tokenHash: tokenHashOf(token),
      createdAt: now,
      expiresAt,
      usedAt: null,
    })
    return { token, expiresAt }
  }

  /** The client an invitation link signs in, once; 401 with what went wrong otherwise. */
  async signInWithInvitation(token: string, now: Date = new Date()): Promise<number> {
    return this.db.transaction(async (manager) => {
      const invitation = await manager.findOneBy(ClientInvitationEntity, {
        tokenHash: tokenHashOf(token),
      })
      if (!invitation) throw new HttpError(401, clientSignInMessages.invitationUnknown)
      if (invitation.usedAt) throw new HttpError(401, clientSignInMessages.invitationUsed)
      if (invitation.expiresAt.getTime() <= now.getTime()) {
        throw new HttpError(401, clientSignInMessages.invitationExpired)
      }
      // Used once, even by two requests at the same moment: only one of them changes the row.
      const used = await manager.update(
        ClientInvitationEntity,
        { id: invitation.id, usedAt: IsNull() },
        { usedAt: now },
      )
      if (!used.affected) throw new HttpError(401, clientSignInMessages.invitationUsed)
      const client = await this.activeClient(manager, Number(invitation.clientId))
      await this.recordSignIn(manager, Number(client.id), now)
      return Number(client.id)
    })
  }

  /**
   * Makes a code for the client of `email` and hands it to `send` (which queues the e-mail) in the
   * same transaction; nothing for an address that has no project or was revoked. 429 when three
   * codes went to the address in the last hour.
   */
  async issueCode(
    email: string,
    send: (manager: EntityManager, client: ClientAccountRow, code: string) => Promise<void>,
    now: Date = new Date(),
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      const client = await manager.findOneBy(ClientAccountEntity, { email })
      if (!client || client.revokedAt) return
      const recent = await manager.countBy(ClientSignInCodeEntity, {
        clientId: client.id,
        createdAt: MoreThan(new Date(now.getTime() - 60 * MINUTE_MS)),
      })
      if (recent >= clientSignInLimits.codesPerHour) {
        throw new HttpError(429, clientSignInMessages.tooManyCodes)
      }
      const code = String(randomInt(0, 1_000_000)).padStart(clientSignInLimits.codeDigits, '0')
      await manager.insert(ClientSignInCodeEntity, {
        clientId: client.id,
        codeHash: this.codeHash(Number(client.id), code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + clientSignInLimits.codeMinutes * MINUTE_MS),
        usedAt: null,
        attempts: 0,
      })
      await send(manager, client, code)
    })
  }

  /** The client the code of `email` signs in; 401 with what went wrong otherwise. */
  async signInWithCode(email: string, code: string, now: Date = new Date()): Promise<number> {
    return this.db
      .transaction(async (manager) => {
        const client = await manager.findOneBy(ClientAccountEntity, { email })
        if (client?.revokedAt) throw new HttpError(401, clientSignInMessages.revoked)
        const latest = client
          ? await manager.findOne(ClientSignInCodeEntity, {
              where: { clientId: client.id },
              order: { createdAt: 'DESC', id: 'DESC' },
            })
          : null
        // Someone who typed an address we do not know is told what someone with a wrong code is.
        if (!client || !latest) throw new HttpError(401, clientSignInMessages.wrongCode)
        if (latest.usedAt || latest.expiresAt.getTime() <= now.getTime()) {
          throw new HttpError(401, clientSignInMessages.expiredCode)
        }
        // The try is counted before the comparison, in one statement: tries sent at the same moment
        // cannot together go past the limit.
        const counted = await manager
          .createQueryBuilder()
          .update(ClientSignInCodeEntity)
          .set({ attempts: () => 'attempts + 1' })
          .where('id = :id AND attempts < :tries AND usedAt IS NULL', {
            id: latest.id,
            tries: clientSignInLimits.codeTries,
          })
          .execute()
        if (!counted.affected) throw new HttpError(401, clientSignInMessages.tooManyTries)
        const expected = Buffer.from(latest.codeHash, 'hex')
        const typed = Buffer.from(this.codeHash(Number(client.id), code), 'hex')
        if (expected.length !== typed.length || !timingSafeEqual(expected, typed)) {
          // Committed, so the try stays counted: the refusal is an answer, not a rollback.
          return null
        }
        const used = await manager.update(
          ClientSignInCodeEntity,
          { id: latest.id, usedAt: IsNull() },
          { usedAt: now },
        )
        if (!used.affected) throw new HttpError(401, clientSignInMessages.expiredCode)
        await this.recordSignIn(manager, Number(client.id), now)
        return Number(client.id)
      })
      .then((clientId) => {
        if (clientId === null) throw new HttpError(401, clientSignInMessages.wrongCode)
        return clientId
      })
  }

  /** The client's row unless their access was revoked (401). */
  private async activeClient(manager: EntityManager, clientId: number): Promise<ClientAccountRow> {
    const client = await manager.findOneBy(ClientAccountEntity, { id: clientId })
    if (!client) throw new HttpError(401, clientSignInMessages.invitationUnknown)
    if (client.revokedAt) throw new HttpError(401, clientSignInMessages.revoked)
    return client
  }

  private async recordSignIn(manager: EntityManager, clientId: number, now: Date): Promise<void> {
    await manager.update(ClientAccountEntity, { id: clientId }, { lastSignInAt: now })
  }

  /** The HMAC-SHA256 of a code under the session secret, bound to its client. */
  private codeHash(clientId: number, code: string): string {
    return createHmac('sha256', this.secret).update(`${clientId}:${code}`).digest('hex')
  }
}
