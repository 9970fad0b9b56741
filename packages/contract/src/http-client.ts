import type { ApiIssue } from './errors'

/**
 * A non-success HTTP answer. Its message is the status code, a colon and a space, then the response
 * body text, or the status text when the body is empty (website.md section 7).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiRequestError'
  }

  /** The `message` of the API's JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    const parsed = this.jsonBody
    return parsed && 'message' in parsed && typeof parsed.message === 'string'
      ? parsed.message
      : undefined
  }

  /**
   * The `issues` of the API's JSON error body (a 400 naming the fields at fault), each with its
   * path as a dotted string ("hindi.quote"); none when the body has no issues.
   */
  get serverIssues(): ApiIssue[] {
    const parsed = this.jsonBody
    if (!parsed || !('issues' in parsed) || !Array.isArray(parsed.issues)) return []
    return parsed.issues.flatMap((issue: unknown): ApiIssue[] => {
      if (!issue || typeof issue !== 'object' || !('message' in issue) || !('path' in issue)) {
        return []
      }
      const { message, path } = issue
      if (typeof message !== 'string') return []
      if (typeof path === 'string') return [{ path, message }]
      // A path as zod gives it (["hindi", "quote"]), from a server that sends it unjoined.
      return Array.isArray(path) ? [{ path: path.map(String).join('.'), message }] : []
    })
  }

  private get jsonBody(): object | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body)
      return parsed && typeof parsed === 'object' ? parsed : undefined
    } catch {
      // not JSON
      return undefined
    }
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401
}

/** The methods the API's routes answer: PUT replaces a whole record or an order. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** How a request is sent, beside its method, path and payload. */
export interface ApiRequestOptions {
  /**
   * Delivered even if the page is put away or unloaded meanwhile (a tap that also opens the
   * phone's dialler): `fetch`'s keepalive.
   */
  keepalive?: boolean
}

export interface ApiClient {
  request<T>(
    method: ApiMethod,
    path: string,
    payload?: unknown,
    options?: ApiRequestOptions,
  ): Promise<T>
  getJson<T>(path: string, options?: { on401?: 'throw' | 'returnNull' }): Promise<T | null>
}

/**
 * Calls the API with the session cookie. A payload is sent as JSON with a JSON content type; a
 * request without one sends no body. Any non-success answer is thrown as an ApiRequestError.
 */
async function apiRequest<T>(
  apiBase: string,
  method: ApiMethod,
  path: string,
  payload?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    credentials: 'include',
    ...(options.keepalive ? { keepalive: true } : {}),
    headers:
      payload === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  })
  if (!response.ok)
    throw new ApiRequestError(response.status, await response.text(), response.statusText)
  // 204 No Content (a deletion) has no body to parse.
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

/** GET and parse JSON; with `on401: 'returnNull'` a 401 yields null instead of failing. */
async function getJson<T>(
  apiBase: string,
  path: string,
  options: { on401?: 'throw' | 'returnNull' } = {},
): Promise<T | null> {
  try {
    return await apiRequest<T>(apiBase, 'GET', path)
  } catch (error) {
    if (options.on401 === 'returnNull' && isUnauthorized(error)) return null
    throw error
  }
}

/**
 * The browser client of the API at `base` (empty: the same origin), used by the website and the
 * staff dashboard (website.md section 7).
 */
export function createApiClient(base: string): ApiClient {
  const apiBase = base.replace(/\/$/, '')
  return {
    request: (method, path, payload, options) =>
      apiRequest(apiBase, method, path, payload, options),
    getJson: (path, options) => getJson(apiBase, path, options),
  }
}
