import { type AdminUser, accountMessages, type StaffRef } from '@nirman/contract'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../http-error'

/**
 * Who a request comes from, as the auth layer (auth/auth-plugin.ts) found it: a signed-in staff
 * member with their role, or nobody (a visitor, a session that ended, an account since disabled).
 * A new kind of user (a client following their project) is one more member of this union, read
 * from the session by `resolvePrincipal` and guarded by its audience's folder under routes/.
 */
export type Principal =
  | { kind: 'staff'; account: AdminUser }
  | {
      kind: 'nobody'
      /** Why a session that named an account no longer signs it in: it was disabled. */
      refusal?: 'disabled'
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
  if (principal.refusal === 'disabled') throw new HttpError(401, accountMessages.accountDisabled)
  throw new HttpError(401, 'Authentication required')
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
