import type {
  ClientQuotation,
  QuotationAccept,
  QuotationCodeSent,
  QuotationDecline,
} from '@nirman/contract'
import { clientQuotationPaths } from './client-quotation-words'

// The client's quotation routes of the API (`/api/quotations/<token>...`), as the quotation page
// calls them: no account and no cookie, on the same origin or VITE_API_BASE_URL. Its own small
// fetch, as the project tracker's, so that the page's code stays small: a refusal's message and
// its issues are all the page needs of an answer.

const apiBase = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')

/** The link's token as the API makes it: 32 random bytes, base64url (`quotationTokenSchema`). */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/** Whether `token` can be a quotation link's at all (anything else opens nothing). */
export function isQuotationToken(token: string | undefined): token is string {
  return token !== undefined && tokenPattern.test(token)
}

/** One field's refusal in a 400 answer. */
export interface QuotationIssue {
  path: string
  message: string
}

/**
 * A refusal of the API (status 400 to 429, with its `message` and a 400's `issues`) or no answer
 * at all (status 0: no connection, or the server is down and something else answered).
 */
export class QuotationRequestError extends Error {
  constructor(
    readonly status: number,
    /** The API's message; null when it gave none (a fault, or no answer). */
    readonly apiMessage: string | null,
    readonly issues: readonly QuotationIssue[] = [],
  ) {
    super(apiMessage ?? `The quotation API answered ${status}`)
    this.name = 'QuotationRequestError'
  }
}

function issuesOf(body: unknown): QuotationIssue[] {
  if (typeof body !== 'object' || body === null || !('issues' in body)) return []
  const { issues } = body
  if (!Array.isArray(issues)) return []
  return issues.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return []
    const { path, message } = issue as { path?: unknown; message?: unknown }
    if (typeof message !== 'string') return []
    const field = Array.isArray(path) ? path[0] : path
    return [{ path: typeof field === 'string' ? field : '', message }]
  })
}

async function refusalOf(response: Response): Promise<QuotationRequestError> {
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  const message =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined
  // A 5xx is the server's fault whatever it says: the page words it as no answer.
  const status = response.status >= 500 ? 0 : response.status
  return new QuotationRequestError(
    status,
    typeof message === 'string' ? message : null,
    issuesOf(body),
  )
}

async function quotationRequest<T>(path: string, payload?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(
      `${apiBase}${path}`,
      payload === undefined
        ? { headers: { accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            body: JSON.stringify(payload),
            // The page sends no referrer anywhere (its address holds the token: a
            // <meta name="referrer" content="no-referrer">), and under that policy a browser sends
            // a POST with `Origin: null`, which the API refuses as another site's. This request's
            // own policy keeps the origin for our API and still sends nothing to another site.
            referrerPolicy: 'same-origin',
          },
    )
  } catch {
    throw new QuotationRequestError(0, null)
  }
  if (!response.ok) throw await refusalOf(response)
  return (await response.json()) as T
}

/** The latest revision sent, as its client reads it (its first reading marks it viewed). */
export function fetchQuotation(token: string): Promise<ClientQuotation> {
  return quotationRequest<ClientQuotation>(clientQuotationPaths.view(token))
}

/** E-mails a six-digit code for accepting revision `revision`. */
export function requestAcceptCode(token: string, revision: number): Promise<QuotationCodeSent> {
  return quotationRequest<QuotationCodeSent>(clientQuotationPaths.code(token), { revision })
}

/** Accepts revision `accept.revision` with the name typed and the code; answers the quotation. */
export function acceptQuotation(token: string, accept: QuotationAccept): Promise<ClientQuotation> {
  return quotationRequest<ClientQuotation>(clientQuotationPaths.accept(token), accept)
}

/** Declines revision `decline.revision` with the reason given; answers the quotation. */
export function declineQuotation(
  token: string,
  decline: QuotationDecline,
): Promise<ClientQuotation> {
  return quotationRequest<ClientQuotation>(clientQuotationPaths.decline(token), decline)
}

/** The quotation's PDF (once accepted, with its certificate of acceptance as the last page). */
export function quotationPdfUrl(token: string): string {
  return `${apiBase}${clientQuotationPaths.pdf(token)}`
}
