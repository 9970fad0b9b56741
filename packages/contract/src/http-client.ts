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
    try {
      const parsed: unknown = JSON.parse(this.body)
      if (
        parsed &&
        typeof parsed === 'object' &&
        'message' in parsed &&
        typeof parsed.message === 'string'
      ) {
        return parsed.message
      }
    } catch {
      // not JSON
    }
    return undefined
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401
}

export interface ApiClient {
  request<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
  ): Promise<T>
  getJson<T>(path: string, options?: { on401?: 'throw' | 'returnNull' }): Promise<T | null>
}

/**
 * Calls the API with the session cookie. A payload is sent as JSON with a JSON content type; a
 * request without one sends no body. Any non-success answer is thrown as an ApiRequestError.
 */
async function apiRequest<T>(
  apiBase: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    credentials: 'include',
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
    request: (method, path, payload) => apiRequest(apiBase, method, path, payload),
    getJson: (path, options) => getJson(apiBase, path, options),
  }
}
