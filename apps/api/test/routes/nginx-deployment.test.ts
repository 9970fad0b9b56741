import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustProxy } from '../../src/env'
import { NGINX_CONFIG_FILE, PUBLIC_HOST, type RunningNginx, startNginx } from '../helpers/nginx'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'

// The README's deployment, for real: Debian's nginx with deploy/nginx/nirman.conf in front of two
// API instances configured as the README says (TRUST_PROXY=127.0.0.1, PUBLIC_URL), a browser
// talking https to nginx.

const PUBLIC_URL = `https://${PUBLIC_HOST}`
const quote = {
  name: 'Anita Sinha',
  phone: '9876543210',
  email: 'anita@example.in',
  projectType: 'Interior Design',
  message: 'Sent through nginx',
  source: { form: 'hero' },
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

describe('deployed behind nginx as the README says', () => {
  let folder: string
  let context: TestContext
  let instances: FastifyInstance[]
  let nginx: RunningNginx

  /** A request as a browser on the public site sends it, over https to nginx. */
  const browser = (
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) => browserThrough(nginx, method, path, options)
  const browserThrough = (
    through: RunningNginx,
    method: string,
    path: string,
    { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    new Promise<Answer>((settle, fail) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: through.httpsPort,
          servername: PUBLIC_HOST,
          ca: through.certificate,
          method,
          path,
          agent: false,
          headers: {
            host: PUBLIC_HOST,
            ...(payload ? { 'content-type': 'application/json', origin: PUBLIC_URL } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            settle({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          )
        },
      )
      outgoing.on('error', fail)
      outgoing.end(payload)
    })

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-nginx-'))
    context = await createTestContext({
      trustProxy: parseTrustProxy('127.0.0.1'),
      publicUrl: PUBLIC_URL,
      loginAddressLimit: 2,
    })
    instances = [context.app, await context.startSecondInstance()]
    const ports = await Promise.all(
      instances.map(async (instance) => {
        await instance.listen({ host: '127.0.0.1', port: 0 })
        return (instance.server.address() as AddressInfo).port
      }),
    )
    nginx = await startNginx(folder, [ports[0] ?? 0, ports[1] ?? 0])
  })
  afterAll(async () => {
    await nginx?.stop()
    await context?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('is the configuration printed in the README', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../../../README.md'), 'utf8')
    expect(readme).toContain(readFileSync(NGINX_CONFIG_FILE, 'utf8'))
  })

  it("accepts the site's own quote form over https", async () => {
    const answer = await browser('POST', '/api/contact', { body: quote })
    expect(answer.status, answer.body).toBe(201)
    const { id } = JSON.parse(answer.body) as { id: number }
    expect(await context.repositories.contactSubmissions.existsBy({ id })).toBe(true)
  })

  it("lets a 1 MB photo through to the API's photo route, and stops 1 MB anywhere else", async () => {
    // 1 MB: far over the 64 KB of every other route, well under the photos' 20 MB.
    const megabyte = 'x'.repeat(1024 * 1024)
    const headers = { 'content-type': 'multipart/form-data; boundary=nirman' }
    const photo = await browser('POST', '/api/admin/projects/1/photos', {
      body: megabyte,
      headers,
    })
    // The API's own answer (no staff session), not nginx's 413 at the door.
    expect(photo.status, photo.body).toBe(401)
    const elsewhere = await browser('POST', '/api/admin/projects/1', { body: megabyte, headers })
    expect(elsewhere.status).toBe(413)
  })

  it('refuses a form posted from another site', async () => {
    const answer = await browser('POST', '/api/contact', {
      body: quote,
      headers: { origin: 'https://evil.example' },
    })
    expect(answer.status).toBe(403)
  })

  it('signs staff in with a Secure cookie, since the browser used https', async () => {
    const answer = await browser('POST', '/api/admin/login', {
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    })
    expect(answer.status, answer.body).toBe(200)
    expect(String(answer.headers['set-cookie'])).toMatch(/; Secure/i)
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('does not let a forged X-Forwarded-For reset the sign-in limit of an address', async () => {
    // loginAddressLimit is 2 here, counted by each instance in its memory; nginx alternates the
    // two, so each sees 3 of these 6 guesses: its 3rd (guesses 5 and 6) is refused. Each guess
    // claims to come from a new address: believed, it would never be refused at all.
    const statuses: number[] = []
    for (let guess = 1; guess <= 6; guess += 1) {
      const answer = await browser('POST', '/api/admin/login', {
        body: { username: `invented-${guess}`, password: 'a guess' },
        headers: { 'x-forwarded-for': `10.0.0.${guess}` },
      })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429])
  }, 60_000)

  describe("given nginx's defaults (Host rewritten to the upstream's name, no X-Forwarded-*) and no TRUST_PROXY", () => {
    let defaults: RunningNginx
    let instance: FastifyInstance
    beforeAll(async () => {
      instance = await context.startSecondInstance({ trustProxy: false, publicUrl: PUBLIC_URL })
      await instance.listen({ host: '127.0.0.1', port: 0 })
      const port = (instance.server.address() as AddressInfo).port
      defaults = await startNginx(join(folder, 'defaults'), [port, port], (config) =>
        config.replace(/^\s*proxy_set_header (Host|X-Forwarded-\w+) .*$/gm, ''),
      )
    })
    afterAll(async () => {
      await defaults?.stop()
    })

    it("still accepts the site's own quote form, because PUBLIC_URL names the site (it was 403)", async () => {
      const answer = await browserThrough(defaults, 'POST', '/api/contact', { body: quote })
      expect(answer.status, answer.body).toBe(201)
    })
  })

  it('keeps serving when one instance stops', async () => {
    await instances[0]?.close()
    for (let request = 0; request < 4; request += 1) {
      const answer = await browser('GET', '/api/projects/featured')
      expect(answer.status).toBe(200)
    }
    expect((await browser('POST', '/api/contact', { body: quote })).status).toBe(201)
  })
})
