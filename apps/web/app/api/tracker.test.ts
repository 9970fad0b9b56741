import { clientSignInMessages, clientTrackerPaths } from '@nirman/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeTrackerApi } from '../features/tracker/test-utils'
import { fetchClientMe, retryAfterSecondsOf, signOutClient, TrackerRequestError } from './tracker'

afterEach(() => {
  vi.restoreAllMocks()
})

describe("the clients' API", () => {
  it('sends the session cookie, and a body only with a payload', async () => {
    const api = fakeTrackerApi({
      [`POST ${clientTrackerPaths.signOut}`]: {
        status: 200,
        body: { message: clientSignInMessages.signedOut },
      },
    })
    await signOutClient(false)
    const [call] = api.spy.mock.calls
    expect(call?.[1]).toMatchObject({ method: 'POST', credentials: 'include', body: undefined })
    expect(call?.[1]?.headers).toEqual({ accept: 'application/json' })
  })

  it('throws a refusal with its message and the wait of its Retry-After', async () => {
    fakeTrackerApi({
      [`GET ${clientTrackerPaths.me}`]: {
        status: 429,
        body: { message: clientSignInMessages.tooManyRequests },
        headers: { 'retry-after': '120' },
      },
    })
    const refusal = await fetchClientMe().catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(TrackerRequestError)
    expect(refusal).toMatchObject({ status: 429, retryAfterSeconds: 120 })
    expect((refusal as TrackerRequestError).serverMessage).toBe(
      clientSignInMessages.tooManyRequests,
    )
  })

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-06-01T10:00:00Z')
    expect(retryAfterSecondsOf('30', now)).toBe(30)
    expect(retryAfterSecondsOf('Mon, 01 Jun 2026 10:05:00 GMT', now)).toBe(300)
    expect(retryAfterSecondsOf(null, now)).toBeNull()
    expect(retryAfterSecondsOf('soon', now)).toBeNull()
  })
})
