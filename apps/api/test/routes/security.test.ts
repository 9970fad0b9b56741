import type { ApiError } from '@nirman/contract'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import {
  createTestContext,
  TEST_ADMIN,
  TEST_SESSION_SECRET,
  type TestContext,
} from '../helpers/test-app'

const adminOrigin = 'https://admin.example.in'
const foreignOrigin = 'https://evil.example'

const quote = {
  name: 'Anita Sinha',
  phone: '9876543210',
  email: 'anita@example.in',
  projectType: 'Interior Design',
  message: '',
  source: { form: 'hero' },
}

const postQuote = (headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/contact',
  payload: quote,
  headers,
})

/** An error answer as a client sees it: JSON `{ message }` and nothing of the server's insides. */
function expectCleanError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const body = response.json<ApiError>()
  expect(body.message).toEqual(expect.any(String))
  expect(Object.keys(body).filter((key) => key !== 'issues')).toEqual(['message'])
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|\/src\/|stack|QueryFailedError/i)
  return body
}

describe('security of the public API', () => {
  let context: TestContext
  const storedCount = () => context.repositories.contactSubmissions.count()

  beforeAll(async () => {
    context = await createTestContext({ allowedOrigins: [adminOrigin], contactRateLimit: 0 })
  })
  afterAll(async () => {
    await context.close()
  })

  describe('security headers', () => {
    it.each([
      ['a JSON answer', '/api/projects'],
      ['an error answer', '/api/nope'],
    ])('are sent with %s', async (_case, url) => {
      const response = await context.app.inject({ method: 'GET', url })

      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
        'cross-origin-opener-policy': 'same-origin',
      })
      const policy = String(response.headers['content-security-policy'])
      expect(policy).toContain("default-src 'self'")
      expect(policy).toContain("object-src 'none'")
      expect(policy).toContain("frame-ancestors 'self'")
      expect(response.headers).not.toHaveProperty('x-powered-by')
    })

    // Worked out once at start-up (plugins/security.ts), not by helmet on each request: every
    // answer, whatever its route or outcome, carries exactly helmet's headers for our policy.
    const helmetHeaders = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' https: 'unsafe-inline';" +
        "frame-src 'self' https://www.google.com https://maps.google.com",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    }
    it.each([
      ['a stored quote request (201)', postQuote(), 201],
      ['a refused origin (403)', postQuote({ origin: foreignOrigin }), 403],
      ['an unknown address (404)', { method: 'GET', url: '/api/nope' } as InjectOptions, 404],
      [
        'a signed-out admin call (401)',
        { method: 'GET', url: '/api/admin/user' } as InjectOptions,
        401,
      ],
    ])('are the same full set on %s', async (_case, request, status) => {
      const response = await context.app.inject(request)
      expect(response.statusCode).toBe(status)
      expect(response.headers).toMatchObject(helmetHeaders)
    })
  })

  describe('CORS', () => {
    it('lets an allowed origin send a preflight for a quote request, with credentials', async () => {
      const response = await context.app.inject({
        method: 'OPTIONS',
        url: '/api/contact',
        headers: {
          origin: adminOrigin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })

      expect(response.statusCode).toBe(204)
      expect(response.headers).toMatchObject({
        'access-control-allow-origin': adminOrigin,
        'access-control-allow-credentials': 'true',
      })
      expect(String(response.headers['access-control-allow-methods'])).toContain('POST')
    })

    it('lets an allowed origin read the API with credentials', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/projects',
        headers: { origin: adminOrigin },
      })

      expect(response.statusCode).toBe(200)
      expect(response.headers).toMatchObject({
        'access-control-allow-origin': adminOrigin,
        'access-control-allow-credentials': 'true',
      })
      expect(String(response.headers.vary)).toMatch(/origin/i)
    })

    it.each([
      foreignOrigin,
      'http://admin.example.in',
      'https://admin.example.in.evil.example',
      'null',
    ])('gives the origin %s no CORS headers', async (origin) => {
      const read = await context.app.inject({
        method: 'GET',
        url: '/api/projects',
        headers: { origin },
      })
      const preflight = await context.app.inject({
        method: 'OPTIONS',
        url: '/api/contact',
        headers: { origin, 'access-control-request-method': 'POST' },
      })

      for (const response of [read, preflight]) {
        expect(response.headers).not.toHaveProperty('access-control-allow-origin')
        expect(response.headers).not.toHaveProperty('access-control-allow-credentials')
      }
    })
  })

  describe('unsafe requests from another origin', () => {
    it('refuses a quote request from a foreign origin with 403 { message } and stores nothing', async () => {
      const before = await storedCount()
      const response = await context.app.inject(postQuote({ origin: foreignOrigin }))

      expect(expectCleanError(response, 403)).toEqual({
        message: 'Requests from this origin are not allowed',
      })
      expect(await storedCount()).toBe(before)
    })

    it('refuses a sign-in from a foreign origin with 403 and starts no session', async () => {
      const sessionsBefore = await context.repositories.sessions.count()
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: foreignOrigin },
        payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      })

      expectCleanError(response, 403)
      expect(response.headers).not.toHaveProperty('set-cookie')
      expect(await context.repositories.sessions.count()).toBe(sessionsBefore)
    })

    it('refuses an origin of "null" (sandboxed frames, privacy redirects)', async () => {
      expectCleanError(await context.app.inject(postQuote({ origin: 'null' })), 403)
    })

    it('accepts a quote request from an allowed origin', async () => {
      const response = await context.app.inject(postQuote({ origin: adminOrigin }))
      expect(response.statusCode).toBe(201)
    })

    it("accepts a quote request from the API's own origin, as inject addresses it", async () => {
      // inject sends `host: localhost:80`, which Fastify reads as request.host.
      const response = await context.app.inject(postQuote({ origin: 'http://localhost:80' }))
      expect(response.statusCode).toBe(201)
    })

    it('accepts a quote request from the origin its Host header names', async () => {
      const response = await context.app.inject(
        postQuote({ host: 'nirman.example', origin: 'http://nirman.example' }),
      )
      expect(response.statusCode).toBe(201)
    })

    it('accepts a quote request without an Origin header (curl, server-to-server)', async () => {
      const response = await context.app.inject(postQuote())
      expect(response.statusCode).toBe(201)
    })

    it('accepts the https origin behind a trusted proxy that forwards the scheme and host', async () => {
      const proxied = await context.startSecondInstance({ trustProxy: true })
      const headers = {
        origin: 'https://nirman.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'nirman.example',
      }

      expect((await proxied.inject(postQuote(headers))).statusCode).toBe(201)
      // Without TRUST_PROXY the forwarded headers are not believed.
      expect((await context.app.inject(postQuote(headers))).statusCode).toBe(403)
    })

    describe('given PUBLIC_URL, behind an https proxy that rewrites Host and says nothing', () => {
      // nginx's default: `Host: <upstream name>`, plain http to the API, no X-Forwarded-* headers.
      const behindProxy = { host: 'nirman_api', origin: 'https://nirman.example' }
      let configured: FastifyInstance
      beforeAll(async () => {
        configured = await context.startSecondInstance({ publicUrl: 'https://nirman.example/' })
      })

      it("accepts the site's own forms from the public origin", async () => {
        expect((await configured.inject(postQuote(behindProxy))).statusCode).toBe(201)
        // The fault it fixes: without PUBLIC_URL the same request was refused.
        expect((await context.app.inject(postQuote(behindProxy))).statusCode).toBe(403)
      })

      it('still refuses other origins, and http:// where the public address is https://', async () => {
        for (const origin of [foreignOrigin, 'http://nirman.example']) {
          expectCleanError(await configured.inject(postQuote({ host: 'nirman_api', origin })), 403)
        }
      })
    })
  })

  describe('request bodies', () => {
    const postRaw = (payload: string, headers: Record<string, string> = {}): InjectOptions => ({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    })

    it.each([
      ['__proto__', `{"__proto__":{"isAdmin":true},"name":"Anita"}`],
      ['constructor.prototype', `{"constructor":{"prototype":{"isAdmin":true}}}`],
    ])('refuses a %s key with a message that names it, and stores nothing', async (_key, body) => {
      const before = await storedCount()
      const response = await context.app.inject(postRaw(body))
      expect(expectCleanError(response, 400)).toEqual({
        message:
          'The request body must not contain the keys "__proto__" or "constructor.prototype"',
      })
      expect(await storedCount()).toBe(before)
    })

    it('answers 415 to a gzip-encoded body instead of calling it malformed', async () => {
      const response = await context.app.inject(
        postRaw(JSON.stringify(quote), { 'content-encoding': 'gzip' }),
      )
      expect(expectCleanError(response, 415)).toEqual({
        message: 'Compressed request bodies are not accepted: send the JSON uncompressed',
      })
    })

    it('still says plainly when the JSON is malformed', async () => {
      expect(expectCleanError(await context.app.inject(postRaw('{"name":')), 400)).toEqual({
        message: 'The request body is not valid JSON',
      })
    })
  })

  describe('staff answers', () => {
    it.each([
      ['GET', '/api/admin/user'],
      ['GET', '/api/admin/dashboard/contact-forms'],
    ] as const)('marks %s %s no-store, signed in or not', async (method, url) => {
      const signedOut = await context.app.inject({ method, url })
      expect(signedOut.headers['cache-control']).toBe('no-store')
      const cookie = await context.login()
      const signedIn = await context.app.inject({ method, url, headers: { cookie } })
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.headers['cache-control']).toBe('no-store')
    })

    it('marks the sign-in answer no-store', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      })
      expect(response.headers['cache-control']).toBe('no-store')
    })
  })

  describe('error answers', () => {
    it.each([
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/contact'],
      ['GET', '/'],
    ] as const)('answers %s %s 404 JSON { message }', async (method, url) => {
      const body = expectCleanError(await context.app.inject({ method, url }), 404)
      expect(body.message).toMatch(/not found/)
    })

    it.each<[string, InjectOptions, number]>([
      ['invalid quote', { method: 'POST', url: '/api/contact', payload: {} }, 400],
      [
        'malformed JSON',
        {
          method: 'POST',
          url: '/api/contact',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        },
        400,
      ],
      ['bad id', { method: 'GET', url: '/api/projects/abc' }, 400],
      ['malformed URL', { method: 'GET', url: '/api/projects/%zz' }, 400],
      [
        'body over 16 KB',
        { method: 'POST', url: '/api/contact', payload: { message: 'x'.repeat(20_000) } },
        413,
      ],
      ['text/plain body', { method: 'POST', url: '/api/contact', payload: 'hello' }, 415],
      ['missing project', { method: 'GET', url: '/api/projects/99999' }, 404],
      ['signed out', { method: 'GET', url: '/api/admin/user' }, 401],
    ])('answers a %s as JSON without internals', async (_case, request, status) => {
      expectCleanError(await context.app.inject(request), status)
    })
  })

  describe('an unexpected failure', () => {
    let app: FastifyInstance
    beforeAll(async () => {
      // The real app with two routes that fail the way a bug would: a thrown error carrying
      // internal detail, and a failing SQL statement.
      app = await buildApp({ dataSource: context.dataSource, sessionSecret: TEST_SESSION_SECRET })
      app.get('/api/failing/throw', async () => {
        throw new Error('secret internal detail: password=hunter2 at /srv/nirman/src/app.ts')
      })
      app.get('/api/failing/sql', async () => app.db.query('SELECT secret FROM no_such_table'))
      await app.ready()
    })
    afterAll(async () => {
      await app.close()
    })

    it.each(['/api/failing/throw', '/api/failing/sql'])(
      'answers %s with a bare 500 { message: "Internal Server Error" }',
      async (url) => {
        const response = await app.inject({ method: 'GET', url })

        expect(expectCleanError(response, 500)).toEqual({ message: 'Internal Server Error' })
        expect(response.body).not.toMatch(/secret|hunter2|no_such_table/)
      },
    )
  })
})
