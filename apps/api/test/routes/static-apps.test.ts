import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { ApiError } from '@nirman/contract'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../helpers/test-app'

const webIndex = '<!doctype html><title>Nirman</title><div id="root">web index</div>'
const aboutPage = `<!doctype html><title>About Nirman</title><main>prerendered about</main><script src="/assets/boot.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>`
const notFoundPage = '<!doctype html><title>404 Page Not Found</title><h1>404 Page Not Found</h1>'
const serviceNotFoundPage =
  '<!doctype html><title>Service Not Found</title><h1>Service Not Found</h1>'
const spaFallback = '<!doctype html><title>Nirman</title><div>loading the app</div>'
const quotationShell =
  '<!doctype html><title>Quotation / कोटेशन</title><p>Opening your quotation...</p>'
/** A quotation link's token: 43 base64url characters. */
const quotationToken = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB'
const visitShell = '<!doctype html><title>Your site visit</title><p>Opening your site visit...</p>'
const hindiVisitShell = '<!doctype html><title>आपकी साइट विज़िट</title><p>खुल रही है...</p>'
/** A visit link's token: the visit's number, a dot and 32 base64url characters. */
const visitToken = '12.Abc_-0123456789abcdefghijklmnopq'
const appScript = 'console.log("nirman web app")'
const adminIndex = '<!doctype html><title>Nirman staff</title><div id="root">admin index</div>'
const adminScript = 'console.log("nirman admin app")'

/** A built app's folder with the given files (path relative to it -> contents). */
function writeBuild(root: string, files: Record<string, string>) {
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), contents)
  }
}

function expectHtml(response: LightMyRequestResponse, body: string, status = 200) {
  expect(response.statusCode, response.body).toBe(status)
  expect(response.headers['content-type']).toMatch(/^text\/html/)
  expect(response.body).toBe(body)
}

function expectJsonNotFound(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(404)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  expect(response.json<ApiError>().message).toMatch(/not found/)
}

describe('the built web and admin apps served next to the API', () => {
  let folder: string
  let context: TestContext
  const get = (url: string) => context.app.inject({ method: 'GET', url })

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-static-'))
    writeBuild(join(folder, 'web'), {
      'index.html': webIndex,
      'about/index.html': aboutPage,
      '__spa-fallback.html': spaFallback,
      '404/index.html': notFoundPage,
      'services/404/index.html': serviceNotFoundPage,
      'q/__shell__/index.html': quotationShell,
      'site-visit/__shell__/index.html': visitShell,
      'hi/site-visit/__shell__/index.html': hindiVisitShell,
      'assets/app.js': appScript,
      'assets/app.js.map': '{"version":3,"sources":["../../app/secret-source.tsx"]}',
      // The build's compressed twins (here with marker contents, to see which file was sent).
      'assets/app.js.br': 'brotli bytes of app.js',
      'about/index.html.gz': 'gzip bytes of about',
    })
    writeBuild(join(folder, 'admin'), {
      'index.html': adminIndex,
      'assets/admin.js': adminScript,
      'assets/admin.js.map': '{"version":3,"sources":["../src/secret-source.tsx"]}',
    })
    writeFileSync(join(folder, 'secret.txt'), 'outside the web build')
    context = await createTestContext({
      webDist: join(folder, 'web'),
      adminDist: join(folder, 'admin'),
    })
  })
  afterAll(async () => {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('serves the web index at /', async () => {
    expectHtml(await get('/'), webIndex)
  })

  it.each(['/about', '/about/'])('serves the prerendered page at %s', async (url) => {
    expectHtml(await get(url), aboutPage)
  })

  it('serves the files of the build', async () => {
    const response = await get('/assets/app.js')

    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.body).toBe(appScript)
  })

  it('sends the compressed twin of a file to a browser that accepts it, and the file to others', async () => {
    const compressed = await context.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.body).toBe('brotli bytes of app.js')
    expect(compressed.headers.vary).toMatch(/accept-encoding/i)

    const plain = await context.app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(appScript)
  })

  it('compresses prerendered pages too, and keeps them revalidated', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.body).toBe('gzip bytes of about')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('lets browsers keep the content-hashed assets for a year', async () => {
    const response = await get('/assets/app.js')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('lets pages run scripts of the site only, never inline ones', async () => {
    const policy = String((await get('/about')).headers['content-security-policy'])
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self'")
  })

  it.each(['/index.html', '/about/index.html'])(
    'answers %s through the page handler, revalidated like every page',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it.each(['/projects/3', '/projects/3/'])(
    'answers the page of an existing project (%s) with the single-page fallback',
    async (url) => {
      const response = await get(url)
      expectHtml(response, spaFallback)
      // A new deployment must reach the browser: the shell is revalidated every time.
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it('ignores the query of a prerendered page', async () => {
    expectHtml(await get('/about?utm_source=whatsapp&fbclid=abc'), aboutPage)
  })

  it.each(['/projects/999999', '/projects/abc', '/projects/0'])(
    'answers a project that does not exist (%s) with 404 and the fallback',
    async (url) => {
      expectHtml(await get(url), spaFallback, 404)
    },
  )

  it.each(['/no-such-page', '/resources/articles/nope', '/contact/extra', '/404'])(
    'answers the unknown address %s with 404 and the not-found card',
    async (url) => {
      const response = await get(url)
      expectHtml(response, notFoundPage, 404)
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it.each([`/q/${quotationToken}`, `/q/${quotationToken}/`])(
    "answers a quotation link (%s) with the quotation page's shell, sending no referrer",
    async (url) => {
      const response = await get(url)
      expectHtml(response, quotationShell)
      expect(response.headers['referrer-policy']).toBe('no-referrer')
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it.each(['/q/short', `/q/${quotationToken}x`, '/q/__shell__', '/q/__shell__/index.html'])(
    'answers %s, no link of the right shape, with 404 and the same shell',
    async (url) => {
      const response = await get(url)
      expectHtml(response, quotationShell, 404)
      expect(response.headers['referrer-policy']).toBe('no-referrer')
    },
  )

  it.each([
    [`/site-visit/${visitToken}`, visitShell],
    [`/hi/site-visit/${visitToken}/`, hindiVisitShell],
  ])(
    "answers a site visit's link (%s) with the shell of its language, sending no referrer",
    async (url, shell) => {
      const response = await get(url)
      expectHtml(response, shell)
      expect(response.headers['referrer-policy']).toBe('no-referrer')
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    },
  )

  it.each([
    ['/site-visit/12.short', visitShell],
    [`/site-visit/0${visitToken}`, visitShell],
    ['/hi/site-visit/__shell__', hindiVisitShell],
  ])('answers %s, no visit link of the right shape, with 404 and the shell', async (url, shell) => {
    expectHtml(await get(url), shell, 404)
  })

  it('answers an address deeper under a quotation link with 404 and the not-found card', async () => {
    expectHtml(await get(`/q/${quotationToken}/pdf`), notFoundPage, 404)
  })

  it('answers an unknown service with 404 and the "Service Not Found" page', async () => {
    expectHtml(await get('/services/nope'), serviceNotFoundPage, 404)
  })

  it.each(['/admin/', '/admin', '/admin/dashboard', '/admin/logout-success'])(
    'answers %s with the admin index',
    async (url) => {
      expectHtml(await get(url), adminIndex)
    },
  )

  it('serves the files of the admin build', async () => {
    const response = await get('/admin/assets/admin.js')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(adminScript)
  })

  it.each(['/assets/app.js.map', '/admin/assets/admin.js.map'])(
    'does not publish the source map %s: a JSON 404, not the map and not a page',
    async (url) => {
      const response = await get(url)
      expectJsonNotFound(response)
      expect(response.body).not.toContain('secret-source')
    },
  )

  it.each(['/api/nope', '/api/projects/1/nope'])(
    'still answers the unknown API route %s with JSON 404',
    async (url) => {
      expectJsonNotFound(await get(url))
    },
  )

  it('answers other methods on a client route with JSON 404, not a page', async () => {
    expectJsonNotFound(await context.app.inject({ method: 'POST', url: '/about' }))
  })

  it('keeps the API routes working', async () => {
    const response = await get('/api/projects')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt'])(
    'never serves a file outside the build (%s)',
    async (url) => {
      const response = await get(url)
      expect(response.body).not.toContain('outside the web build')
    },
  )
})

describe('without built apps', () => {
  it.each([
    ['not configured', {}],
    [
      'configured but missing',
      { webDist: '/nonexistent/web/dist', adminDist: '/nonexistent/admin/dist' },
    ],
  ])('still runs the API when the folders are %s, and / is a JSON 404', async (_case, folders) => {
    const context = await createTestContext(folders)
    try {
      expect((await context.app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(
        200,
      )
      expectJsonNotFound(await context.app.inject({ method: 'GET', url: '/' }))
      expectJsonNotFound(await context.app.inject({ method: 'GET', url: '/admin/dashboard' }))
    } finally {
      await context.close()
    }
  })
})
