import type { ClientMe, ClientTrackerProject } from '@nirman/contract'
import { clientTrackerPaths } from '@nirman/contract/client-tracker-paths'
import { ApiRequestError } from '@nirman/contract/http'
import type { Lang } from '../i18n/lang'

// The clients' API of the project tracker (`/api/client/...`, apps/api's README: "Client projects
// and the project tracker"), as the tracker page calls it: with the client's session cookie
// (`credentials: 'include'`, as the quote client does), on the same origin or VITE_API_BASE_URL.
// Its own small fetch rather than the shared client (app/api/client.ts) because a refusal's wait
// is a header (Retry-After), which the page says in words. No data library here: the route's
// session check imports this module, and the page's first load stays small.

const apiBase = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')

/** A refusal of the clients' API: its status and body, and the seconds it asks to wait, if any. */
export class TrackerRequestError extends ApiRequestError {
  constructor(
    status: number,
    body: string,
    statusText: string,
    /** From the answer's Retry-After header (seconds, or a date); null without one. */
    readonly retryAfterSeconds: number | null,
  ) {
    super(status, body, statusText)
    this.name = 'TrackerRequestError'
  }
}

/** The seconds of a Retry-After header: a number of seconds, or an HTTP date. */
export function retryAfterSecondsOf(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const at = Date.parse(header)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000))
}

async function trackerRequest<T>(method: 'GET' | 'POST', path: string, payload?: unknown) {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    credentials: 'include',
    headers:
      payload === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  })
  if (!response.ok) {
    throw new TrackerRequestError(
      response.status,
      await response.text(),
      response.statusText,
      retryAfterSecondsOf(response.headers.get('retry-after')),
    )
  }
  return (await response.json()) as T
}

/** Who is signed in and their projects; a 401 (nobody, or access revoked) is thrown. */
export function fetchClientMe(): Promise<ClientMe> {
  return trackerRequest<ClientMe>('GET', clientTrackerPaths.me)
}

/** Asks for a six-digit code by e-mail, in `language`; answers 202 with the same words for any address. */
export function requestSignInCode(email: string, language: Lang): Promise<{ message: string }> {
  return trackerRequest('POST', clientTrackerPaths.requestCode, { email, language })
}

/** Signs in with the e-mailed code; the session cookie comes with the answer. */
export function signInWithCode(email: string, code: string): Promise<ClientMe> {
  return trackerRequest<ClientMe>('POST', clientTrackerPaths.signIn, { email, code })
}

/** Signs in once with the token of an invitation link (`?invite=<token>`). */
export function signInWithInvitation(token: string): Promise<ClientMe> {
  return trackerRequest<ClientMe>('POST', clientTrackerPaths.invitation, { token })
}

/** Signs out of this browser, or of every browser and phone of the client. */
export function signOutClient(everywhere: boolean): Promise<{ message: string }> {
  return trackerRequest(
    'POST',
    everywhere ? clientTrackerPaths.signOutEverywhere : clientTrackerPaths.signOut,
  )
}

/** A project of the signed-in client: published updates only, documents published to them. */
export function fetchTrackerProject(id: number): Promise<ClientTrackerProject> {
  return trackerRequest<ClientTrackerProject>('GET', clientTrackerPaths.project(id))
}

/** A question about the project or one of its updates; answers 201 with the project. */
export function askQuestion(
  projectId: number,
  question: { body: string; updateId: number | null },
): Promise<ClientTrackerProject> {
  return trackerRequest<ClientTrackerProject>(
    'POST',
    clientTrackerPaths.questions(projectId),
    question,
  )
}
