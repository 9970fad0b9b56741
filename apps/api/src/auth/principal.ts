import {
  type AdminUser,
  accountMessages,
  clientSignInMessages,
  type QuoteLanguage,
  type StaffRef,
} from '@nirman/contract'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../http-error'

/** A signed-in client, as the tracker's routes know them. */
export interface ClientRef {
  id: number
  name: string
  email: string
  language: QuoteLanguage
}

/**
 * Who a request comes from, as the auth layer of its audience (auth/auth-plugin.ts) found it: a
 * signed-in staff member with their role (routes/staff), a signed-in client following their
 * projects (routes/client), or nobody (a visitor, a session that ended, an account since disabled,
 * a client whose access was revoked). Each audience reads its own cookie: a client's session never
 * resolves to staff, nor the reverse.
 */
export type Principal =
  | { kind: 'staff'; account: AdminUser }
  | { kind: 'client'; client: ClientRef }
  | {
      kind: 'nobody'
      /**
       * Why a session that named someone no longer signs them in: a staff account disabled, a
       * client's access revoked.
       */
      refusal?: 'disabled' | 'revoked'
    }

export const NOBODY: Principal = Object.freeze({ kind: 'nobody' })

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by the auth layer on the routes of an audience that reads sessions (routes/staff);
     * null on the public routes, which never read one.
     */
    principal: Principal | null
  }
}

/**
 * The signed-in staff member of a request; 401 unless a staff member (not disabled) is signed in.
 * The staff guard of every staff route.
 */
export function staffOf(request: FastifyRequest): AdminUser {
  const principal = request.principal ?? NOBODY
  if (principal.kind === 'staff') return principal.account
  if (principal.kind === 'nobody' && principal.refusal === 'disabled')
    throw new HttpError(401, accountMessages.accountDisabled)
  throw new HttpError(401, 'Authentication required')
}

/**
 * The signed-in client of a request; 401 unless a client (whose access was not revoked) is signed
 * in. The guard of every client route but signing in.
 */
export function clientOf(request: FastifyRequest): ClientRef {
  const principal = request.principal ?? NOBODY
  if (principal.kind === 'client') return principal.client
  if (principal.kind === 'nobody' && principal.refusal === 'revoked') {
    throw new HttpError(401, clientSignInMessages.revoked)
  }
  throw new HttpError(401, clientSignInMessages.signInFirst)
}

/** The onRequest hook of the client routes that need a signed-in client (routes/client). */
export const clientGuard = async (request: FastifyRequest) => {
  clientOf(request)
}

/** The onRequest hook of the staff routes (routes/staff/index.ts). */
export const staffGuard = async (request: FastifyRequest) => {
  staffOf(request)
}

/**
 * The onRequest hook of owner routes (the routes/staff/owner folder, and single owner routes): as
 * the staff guard, then 403 for a staff account.
 */
export const ownerGuard = async (request: FastifyRequest) => {
  if (staffOf(request).role !== 'owner') throw new HttpError(403, accountMessages.ownerOnly)
}

/** Who made a change, as the audit log and a lead's timeline name them. */
export function actorOf(request: FastifyRequest): StaffRef {
  const { id, name } = staffOf(request)
  return { id, name }
}
