import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import {
  type PortfolioProjectDetail,
  quotationTokenSchema,
  visitTokenSchema,
} from '@nirman/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type BuiltPage, loadBuiltPages, sendBuiltPage } from '../pages/built-pages'
import { FilledPages } from '../pages/filled-pages'
import { createWebPages, fillProjectShell } from '../pages/web-pages'
import { siteIdentityOf } from '../portfolio/project-page'

export interface StaticAppsOptions {
  /** Built public website (apps/web/dist/client), served at `/`. */
  webDist: string | undefined
  /** Built staff dashboard (apps/admin/dist), served at `/admin/`. */
  adminDist: string | undefined
}

const isPageOrMap = (pathName: string) => pathName.endsWith('.html') || pathName.endsWith('.map')

/** A page opened by a link that holds a token: one prerendered shell answers every token. */
interface LinkShell {
  /** The page's addresses; the token is the first group. */
  address: RegExp
  /** The shell's file in the built website. */
  file: string
  /** Whether a token has the link's shape (else the shell answers with status 404). */
  wellFormed: (token: string) => boolean
}

const visitToken = (token: string) => visitTokenSchema.safeParse({ token }).success

/**
 * A client's quotation page, `/q/<token>` (apps/web routes/quotation.tsx), and a site visit's own
 * page, `/site-visit/<token>` and `/hi/site-visit/<token>` (routes/site-visit-link.tsx): the
 * website prerenders one shell for all of them (the quotation's in both languages at once, the
 * visit's one per language; nothing of a token), and the page asks the API for what the link
 * opens in the browser.
 */
const linkShells: readonly LinkShell[] = [
  {
    address: /^\/q\/([^/]+)(?:\/|\/index\.html)?$/,
    file: 'q/__shell__/index.html',
    wellFormed: (token) => quotationTokenSchema.safeParse({ token }).success,
  },
  {
    address: /^\/site-visit\/([^/]+)(?:\/|\/index\.html)?$/,
    file: 'site-visit/__shell__/index.html',
    wellFormed: visitToken,
  },
  {
    address: /^\/hi\/site-visit\/([^/]+)(?:\/|\/index\.html)?$/,
    file: 'hi/site-visit/__shell__/index.html',
    wellFormed: visitToken,
  },
]

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')
}

/**
 * Answers every path no route matched. Serves the built apps next to the API, so one `pnpm start`
 * runs the whole product. A path without a file of the website gets the page web-pages.ts picks:
 * its prerendered page, the single-page fallback for an existing project, or a not-found page with
 * status 404. The admin app routes every /admin path in the browser. A missing folder is skipped:
 * each app can also be deployed on its own host.
 *
 * HTML pages are always answered here (never as static files), revalidated on every visit.
 */
export const staticAppsPlugin = fp<StaticAppsOptions>(
  async (app, { webDist, adminDist }) => {
    const web = webDist && existsSync(join(webDist, 'index.html')) ? webDist : undefined
    const admin = adminDist && existsSync(join(adminDist, 'index.html')) ? adminDist : undefined

    // A page (HTML) is only sent by sendBuiltPage, from memory, with its policy; a request for a
    // bare .html file goes to the not-found handler, which answers it as a page. Source maps are
    // not published: they would hand out the apps' whole source.
    const notHtml = (pathName: string) => !isPageOrMap(pathName) && !pathName.endsWith('/')
    // Built files: a `.br`/`.gz` twin written by the build is sent to browsers that accept it, and
    // the content-hashed files under assets/ never change, so browsers keep them for a year.
    const files = {
      wildcard: false,
      // sitemap.xml and robots.txt name the site's address: answered below, with the owner's.
      globIgnore: [
        'sitemap.xml',
        'sitemap.xml.br',
        'sitemap.xml.gz',
        'robots.txt',
        'robots.txt.br',
        'robots.txt.gz',
      ] as string[],
      index: false,
      allowedPath: notHtml,
      preCompressed: true,
      setHeaders: (reply: FastifyReply, path: string) => {
        if (/[\\/]assets[\\/]/.test(path))
          reply.header('cache-control', 'public, max-age=31536000, immutable')
      },
    } as const
    if (web) {
      await app.register(fastifyStatic, { root: web, prefix: '/', ...files })
    }
    if (admin) {
      await app.register(fastifyStatic, {
        root: admin,
        prefix: '/admin/',
        decorateReply: !web,
        ...files,
      })
    }
    const webPages = web ? loadBuiltPages(web) : new Map<string, BuiltPage>()
    const adminPages = admin ? loadBuiltPages(admin) : new Map<string, BuiltPage>()
    const adminIndex = adminPages.get('index.html')
    // A database that cannot answer is not a reason to call a project missing: the page is sent
    // as built.
    const findProject = (id: number) =>
      app.projectCatalog.detail(id).catch(() => undefined as PortfolioProjectDetail | undefined)
    const webPage = createWebPages(new Set(webPages.keys()), findProject)
    const filled = new FilledPages(
      siteIdentityOf(
        webPages.get('index.html')?.html.toString('utf8'),
        webPages.get('hi/index.html')?.html.toString('utf8'),
        'http://localhost:3000',
      ),
    )

    const builtSitemap =
      web && existsSync(join(web, 'sitemap.xml'))
        ? readFileSync(join(web, 'sitemap.xml'), 'utf8')
        : undefined
    if (builtSitemap !== undefined) {
      app.get('/sitemap.xml', async (request, reply) => {
        const projects = await app.projectCatalog.publishedProjects().catch(() => undefined)
        const settings = app.siteSettings.current()
        const sitemap = await filled.sitemap(settings, builtSitemap, projects)
        return sendBuiltPage(request, reply, sitemap, 'application/xml; charset=utf-8')
      })
    }
    const builtRobots =
      web && existsSync(join(web, 'robots.txt'))
        ? readFileSync(join(web, 'robots.txt'), 'utf8')
        : undefined
    if (builtRobots !== undefined) {
      app.get('/robots.txt', async (_request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(filled.robots(app.siteSettings.current(), builtRobots)),
      )
    }
    app.log.info({ web: web ?? 'not built', admin: admin ?? 'not built' }, 'Serving the built apps')

    app.setNotFoundHandler(async (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/')
      if (wantsHtml(request) && !path.includes('..') && !path.endsWith('.map')) {
        if (adminIndex && (path === '/admin' || path.startsWith('/admin/'))) {
          return sendBuiltPage(request, reply, adminIndex)
        }
        const settings = app.siteSettings.current()
        for (const shell of linkShells) {
          const address = shell.address.exec(path)
          const page = address ? webPages.get(shell.file) : undefined
          if (!address || !page) continue
          // 200 for a token of the link's shape, whether or not the API knows it (the page says
          // so); 404 for any other address under the page's. The address holds the token: no
          // referrer from this page to any site, and never in a search engine.
          reply
            .code(shell.wellFormed(address[1] ?? '') ? 200 : 404)
            .header('referrer-policy', 'no-referrer')
            .header('x-robots-tag', 'noindex, nofollow')
          return sendBuiltPage(request, reply, await filled.page(settings, shell.file, page))
        }
        const { file, status, project, lang, projectId } = await webPage(path)
        const page = webPages.get(file)
        if (page && project) {
          const rendered = await filled.projectPage(
            settings,
            file,
            page,
            project,
            lang ?? 'en',
            projectId,
          )
          return sendBuiltPage(request, reply.code(status), rendered)
        }
        // No such project (or the database cannot say): the shell as it is, named for the address
        // (not compressed: any id can be asked for, and each would be compressed anew).
        if (page && projectId) {
          const shell = fillProjectShell(page.html.toString('utf8'), projectId)
          const html = Buffer.from(filled.pageOnce(settings, shell), 'utf8')
          return sendBuiltPage(request, reply.code(status), { html })
        }
        if (page) {
          return sendBuiltPage(request, reply.code(status), await filled.page(settings, file, page))
        }
      }
      return reply.code(404).send({ message: `Route ${request.method} ${path} not found` })
    })
  },
  { name: 'static-apps', fastify: '5.x', dependencies: ['site-settings'] },
)
