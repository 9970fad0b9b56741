import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError, createApiClient } from './http-client'

afterEach(() => vi.unstubAllGlobals())

/** Answers every request with `response` and records what was asked. */
function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_input: string, _init?: RequestInit) => response())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('the API client', () => {
  it('replaces a record with PUT: JSON sent with the session cookie, the answer parsed', async () => {
    const fetch = stubFetch(() => Response.json({ id: 3, title: 'Sharma residence' }))
    const api = createApiClient('https://api.nirman.example/')

    const saved = await api.request('PUT', '/api/admin/projects/3', { title: 'Sharma residence' })

    expect(saved).toEqual({ id: 3, title: 'Sharma residence' })
    const [address, init] = fetch.mock.calls[0] ?? []
    expect(address).toBe('https://api.nirman.example/api/admin/projects/3')
    expect(init).toMatchObject({
      method: 'PUT',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Sharma residence' }),
    })
  })

  it('throws a refused PUT as an ApiRequestError carrying the server’s message', async () => {
    stubFetch(() => Response.json({ message: 'Someone else changed it' }, { status: 409 }))
    const api = createApiClient('')

    const refused = await api.request('PUT', '/api/admin/projects/order', { ids: [2, 1] }).then(
      () => undefined,
      (error: unknown) => error,
    )

    expect(refused).toBeInstanceOf(ApiRequestError)
    expect(refused).toMatchObject({ status: 409, serverMessage: 'Someone else changed it' })
  })

  it('reads the fields a refusal names, each path as one dotted name', () => {
    const refused = new ApiRequestError(
      400,
      JSON.stringify({
        message: 'Please enter a title',
        issues: [
          { path: 'title', message: 'Please enter a title' },
          { path: ['hindi', 'quote'], message: 'Please write the words in Hindi' },
          { path: 'caption' },
        ],
      }),
      'Bad Request',
    )
    expect(refused.serverIssues).toEqual([
      { path: 'title', message: 'Please enter a title' },
      { path: 'hindi.quote', message: 'Please write the words in Hindi' },
    ])
    expect(
      new ApiRequestError(502, '<html>Bad Gateway</html>', 'Bad Gateway').serverIssues,
    ).toEqual([])
  })
})
