import { Signer } from '@fastify/cookie'
import type { LightMyRequestResponse } from 'fastify'
import type { DataSource } from 'typeorm'
import { SessionEntity, type SessionRow } from '../../src/db/entities'
import { SESSION_COOKIE } from '../../src/plugins/sessions'
import { TEST_SESSION_SECRET } from './test-app'

// The session cookie's value is `<session id>.<signature>`, signed with the session secret. These
// helpers read the id behind a cookie (to look at its row in the sessions table) and make a
// correctly signed cookie for an id of the test's choosing (a planted id, as in session fixation).
const signer = new Signer(TEST_SESSION_SECRET)

type ResponseCookie = LightMyRequestResponse['cookies'][number]

/** The session cookie a response sets, with its attributes; undefined when it sets none. */
export function sessionCookieOf(response: LightMyRequestResponse): ResponseCookie | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)
}

/** The session id inside a `nirman.sid=<value>` Cookie header value. */
export function sessionIdOf(cookieHeader: string): string {
  const unsigned = signer.unsign(cookieHeader.slice(`${SESSION_COOKIE}=`.length))
  if (!unsigned.valid || unsigned.value === null) throw new Error('not a signed session cookie')
  return unsigned.value
}

/** A Cookie header value carrying `sessionId`, signed as the server would sign it. */
export function signedSessionCookie(sessionId: string): string {
  return `${SESSION_COOKIE}=${signer.sign(sessionId)}`
}

/** The sessions table row of the session behind a cookie, or null. */
export function sessionRowOf(
  dataSource: DataSource,
  cookieHeader: string,
): Promise<SessionRow | null> {
  return dataSource.getRepository(SessionEntity).findOneBy({ id: sessionIdOf(cookieHeader) })
}
