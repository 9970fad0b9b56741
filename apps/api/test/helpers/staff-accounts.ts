import type { AccountWithPassword, StaffRole } from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import { sessionCookie } from './test-app'

export interface SignedInStaff {
  id: number
  name: string
  username: string
  password: string
  /** The Cookie header value of a session of this account. */
  cookie: string
}

/** Signs in through the API and returns the session's Cookie header value. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
  })
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`)
  }
  return sessionCookie(response)
}

/** The owner adds an account through the API; it signs in with its initial password. */
export async function addAccount(
  app: FastifyInstance,
  ownerCookie: string,
  account: { name: string; username: string; role?: StaffRole; email?: string },
): Promise<SignedInStaff> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/accounts',
    headers: { cookie: ownerCookie },
    payload: account,
  })
  if (response.statusCode !== 201) {
    throw new Error(`adding ${account.username} failed: ${response.statusCode} ${response.body}`)
  }
  const created = response.json<AccountWithPassword>()
  return {
    id: created.account.id,
    name: created.account.name,
    username: created.account.username,
    password: created.initialPassword,
    cookie: await signIn(app, created.account.username, created.initialPassword),
  }
}
