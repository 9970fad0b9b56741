import type { FastifyInstance, InjectOptions } from 'fastify'

type Method = NonNullable<InjectOptions['method']>

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addAccount } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'

// Every route takes its guard and cache rules from its audience's folder (src/routes/*/index.ts).
// These tests walk every route the app registers, so a route added later that missed its folder's
// guard fails here, whatever it does.

interface Route {
  method: Method
  url: string
}

/**
 * Every route of the app, from Fastify's own tree (`printRoutes`), its parameters filled with 1.
 * Each line is one node: `│   ├── /segment (GET, HEAD)`, four characters of indentation a level.
 */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = []
  const parents: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line)
    if (!match) continue
    const [, indent = '', segment = '', methods = ''] = match
    const depth = indent.length / 4
    const path = (parents[depth - 1] ?? '') + segment
    parents[depth] = path
    for (const method of methods.split(', ')) {
      if (method === 'OPTIONS' || method === 'HEAD') continue
      routes.push({ method: method as Method, url: path.replace(/:\w+/g, '1') })
    }
  }
  return routes
}

describe('routes by audience', () => {
  let context: TestContext
  let routes: Route[]

  beforeAll(async () => {
    context = await createTestContext({ contactRateLimit: 0 })
    routes = routesOf(context.app)
  })
  afterAll(async () => {
    await context.close()
  })

  const staffRoutes = () => routes.filter((route) => route.url.startsWith('/api/admin/'))
  const clientRoutes = () => routes.filter((route) => route.url.startsWith('/api/client/'))
  const publicRoutes = () =>
    routes.filter(
      (route) => !route.url.startsWith('/api/admin/') && !route.url.startsWith('/api/client/'),
    )
  /** The client routes open to nobody: asking for a code, signing in two ways, signing out. */
  const openClientRoutes = [
    'POST /api/client/sign-in/code',
    'POST /api/client/sign-in',
    'POST /api/client/sign-in/invitation',
    'POST /api/client/sign-out',
  ]

  it('finds the routes it checks: the public ones, every staff one and every client one', () => {
    // Counted by hand from the route files: public 18 (health 2, contact 2, projects 3,
    // testimonials 1, a quotation by its link 5: read, PDF, code, accept, decline; site visits 5:
    // the free slots, book, a visit by its link, move, cancel); staff 82
    // (sign-in 1, own account 3, the list 4, leads 7 (the list, its count and CSV, a lead, one
    // save of it, a contact attempt and its outcome), staff 1, alert status 1, projects 6,
    // photos 4, testimonials 6, accounts 4, audit log 1, client projects 12, their updates,
    // photos, documents and files 11, client access 2, the owner's settings 9: read, save the
    // details, save the rate card, save the quotations' defaults, save the sales desk, save the
    // site visits' availability, the history, a version, restore; quotations 9: a lead's list,
    // start, read, draft, send, revise, withdraw the link, a revision's PDF, the accepted PDF; the
    // owner's lead report 1);
    // client 10
    // (sign-in 3, me 2, sign-out 2, a project, its files, questions).
    expect(publicRoutes()).toHaveLength(18)
    expect(staffRoutes()).toHaveLength(82)
    expect(clientRoutes()).toHaveLength(10)
  })

  it('answers 401 and no-store to nobody, and to staff, on every client route but signing in', async () => {
    const owner = await context.login()
    const refused: string[] = []
    for (const route of clientRoutes()) {
      if (openClientRoutes.includes(`${route.method} ${route.url}`)) continue
      for (const cookie of [undefined, owner]) {
        const response = await context.app.inject({
          method: route.method,
          url: route.url,
          ...(cookie ? { headers: { cookie } } : {}),
        })
        if (response.statusCode !== 401 || response.headers['cache-control'] !== 'no-store') {
          refused.push(
            `${route.method} ${route.url} (${cookie ? 'staff' : 'nobody'}): ${response.statusCode}`,
          )
        }
      }
    }
    expect(refused).toEqual([])
  })

  it('answers 401 and no-store to nobody on every staff route but the sign-in', async () => {
    const refused: string[] = []
    for (const route of staffRoutes()) {
      if (route.url === '/api/admin/login') continue
      const response = await context.app.inject({ method: route.method, url: route.url })
      if (response.statusCode !== 401 || response.headers['cache-control'] !== 'no-store') {
        refused.push(`${route.method} ${route.url}: ${response.statusCode}`)
      }
    }
    expect(refused).toEqual([])
  })

  it("answers 403 to a staff member on every route of the owner's folder", async () => {
    const owner = await context.login()
    const staff = await addAccount(context.app, owner, { name: 'Ravi Kumar', username: 'ravi' })
    const ownerFolder = staffRoutes().filter(
      (route) =>
        route.url.startsWith('/api/admin/accounts') || route.url.startsWith('/api/admin/audit-log'),
    )
    // accounts: GET, POST, PATCH /:id, POST /:id/password; audit-log: GET.
    expect(ownerFolder).toHaveLength(5)
    const answers = await Promise.all(
      ownerFolder.map(async (route) => {
        const response = await context.app.inject({
          method: route.method,
          url: route.url,
          headers: { cookie: staff.cookie },
        })
        return `${route.method} ${route.url}: ${response.statusCode}`
      }),
    )
    expect(answers).toEqual(ownerFolder.map((route) => `${route.method} ${route.url}: 403`))
  })

  it('never reads or starts a session on a public route', async () => {
    const owner = await context.login()
    for (const route of publicRoutes()) {
      const response = await context.app.inject({
        method: route.method,
        url: route.url,
        headers: { cookie: owner },
      })
      // A session refreshed or started would send its cookie again.
      expect(response.headers['set-cookie'], `${route.method} ${route.url}`).toBeUndefined()
    }
  })
})
