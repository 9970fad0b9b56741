import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginThrottleMessages } from '../../src/security/login-throttle'
import { createTestContext, type TestContext } from '../helpers/test-app'

const homePage = '<!doctype html><title>Nirman</title><main>home</main>'
const FLOOD = 40
const HASHING_SLOTS = 2

// Each scenario checks several passwords (scrypt, 32 MiB): seconds apiece on a busy machine.
describe('given 40 sign-ins with invented usernames arriving at once', { timeout: 60_000 }, () => {
  let folder: string
  let context: TestContext
  const finished: string[] = []
  const statuses: number[] = []
  const busyAnswers: { message: string; retryAfter: unknown }[] = []

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-flood-'))
    mkdirSync(join(folder, 'web'))
    writeFileSync(join(folder, 'web', 'index.html'), homePage)
    context = await createTestContext({
      webDist: join(folder, 'web'),
      loginHashConcurrency: HASHING_SLOTS,
    })

    // Each from an address of its own: the per-address limit is not what answers them here.
    const logins = Array.from({ length: FLOOD }, (_, index) =>
      context.app
        .inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: `invented-${index}`, password: 'a guess' },
          remoteAddress: `203.0.113.${index + 1}`,
        })
        .then((response) => {
          finished.push(`login ${response.statusCode}`)
          statuses.push(response.statusCode)
          if (response.statusCode === 503) {
            busyAnswers.push({
              message: response.json<{ message: string }>().message,
              retryAfter: response.headers['retry-after'],
            })
          }
        }),
    )
    // ...and a visitor opening the home page while they are being checked.
    const home = context.app.inject({ method: 'GET', url: '/' }).then((response) => {
      finished.push(`home ${response.statusCode}`)
    })
    await Promise.all([...logins, home])
  })
  afterAll(async () => {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('checks no more passwords at once than there are hashing slots and answers the rest 503 at once', () => {
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true)
    // All 40 reach the check within milliseconds while one scrypt takes tens of them: about
    // HASHING_SLOTS are checked (401) and the rest refused. Half is a bound a loaded machine keeps.
    const checked = statuses.filter((status) => status === 401).length
    expect(checked).toBeGreaterThanOrEqual(1)
    expect(checked).toBeLessThanOrEqual(FLOOD / 2)
    expect(busyAnswers).toHaveLength(FLOOD - checked)
    for (const answer of busyAnswers) {
      expect(answer).toEqual({ message: loginThrottleMessages.busy, retryAfter: '1' })
    }
  })

  it('answers the home page before the checked sign-ins finish: the page does not queue behind scrypt', () => {
    const home = finished.indexOf('home 200')
    const lastChecked = finished.lastIndexOf('login 401')
    expect(home).toBeGreaterThanOrEqual(0)
    expect(home).toBeLessThan(lastChecked)
  })
})
