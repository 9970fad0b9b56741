import { createHmac, timingSafeEqual } from 'node:crypto'

// The keys a visitor holds without an account, signed with the session secret: nothing secret is
// stored. A visit's link names the visit and its link version; a move or a cancellation bumps the
// version, so each link works for one state of the visit and an earlier one is known as such.

const signature = (secret: string, subject: string, length: number) =>
  createHmac('sha256', secret).update(subject).digest('base64url').slice(0, length)

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The visitor's link token of visit `id` at `linkVersion`: "12.<32 characters>". */
export function visitToken(secret: string, id: number, linkVersion: number): string {
  return `${id}.${signature(secret, `site-visit:${id}:${linkVersion}`, 32)}`
}

/** The visit a token names (checked against its signature by `linkOfToken`). */
export const visitIdOfToken = (token: string) => Number(token.split('.')[0])

/**
 * Whether `token` is the current link of visit `id` (at `linkVersion`), the link of an earlier
 * state of it, or no link of it at all.
 */
export function linkOfToken(
  secret: string,
  token: string,
  id: number,
  linkVersion: number,
): 'current' | 'replaced' | null {
  for (let version = linkVersion; version >= 1; version -= 1) {
    if (sameText(visitToken(secret, id, version), token)) {
      return version === linkVersion ? 'current' : 'replaced'
    }
  }
  return null
}

/**
 * The key a quote request's receipt gives the visitor, so that the visit they book next joins
 * that request (and nobody else's: an id alone would let anyone book onto any lead).
 */
export function leadVisitKey(secret: string, leadId: number): string {
  return signature(secret, `site-visit-lead:${leadId}`, 22)
}

export function isLeadVisitKey(secret: string, leadId: number, key: string): boolean {
  return sameText(leadVisitKey(secret, leadId), key)
}
