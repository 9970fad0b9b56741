import { vi } from 'vitest'

// What the site visit's component tests share: a fake API in place of `fetch`.

export type FakeAnswer = { status: number; body?: unknown } | 'offline' | 'never'

interface SentRequest {
  method: string
  path: string
  body: unknown
}

/**
 * Puts a fake API in place of `fetch`: each `'METHOD /path'` gives its answer (a list: one in
 * turn, the last from then on; 'offline' rejects as a lost connection; 'never' never answers);
 * anything else is a 404. Keeps every request with its JSON body.
 */
export function fakeVisitApi(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  const requests: SentRequest[] = []
  const served = new Map<string, number>()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const path = url.replace(/^https?:\/\/[^/]+/, '')
      const method = init?.method ?? 'GET'
      const key = `${method} ${path}`
      requests.push({
        method,
        path,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      })
      const turn = served.get(key) ?? 0
      served.set(key, turn + 1)
      const listed = answers[key]
      const answer = Array.isArray(listed) ? listed[Math.min(turn, listed.length - 1)] : listed
      if (answer === 'offline') throw new TypeError('Failed to fetch')
      if (answer === 'never') return new Promise<Response>(() => {})
      const { status, body } = answer ?? { status: 404, body: { message: 'Not Found' } }
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return {
    sent: (key: string) =>
      requests.filter((request) => `${request.method} ${request.path}` === key),
  }
}
