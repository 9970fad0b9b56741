import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createWebPages } from './web-pages'

export interface StaticAppsOptions {
  /** Built public website (apps/web/dist/client), served at `/`. */
  webDist: string | undefined
  /** Built staff dashboard (apps/admin/dist), served at `/admin/`. */
  adminDist: string | undefined
}

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

    // A page (HTML) is only sent by sendPage below, with its policy; a request for a bare .html
    // file goes to the not-found handler, which answers it as a page.
    const sendingPage = new WeakSet<FastifyRequest>()
    const notHtml = (pathName: string, _root: string, request: FastifyRequest) =>
      sendingPage.has(request) || (!pathName.endsWith('.html') && !pathName.endsWith('/'))
    // Built files: a `.br`/`.gz` twin written by the build is sent to browsers that accept it, and
    // the content-hashed files under assets/ never change, so browsers keep them for a year.
    const files = {
      wildcard: false,
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
    // A database that cannot answer is not a reason to call a project missing.
    const projectExists = (id: number) =>
      app.repositories.projects.existsBy({ id }).catch(() => true)
    const webPage = web ? createWebPages(web, projectExists) : undefined
    app.log.info({ web: web ?? 'not built', admin: admin ?? 'not built' }, 'Serving the built apps')

    // cacheControl: false, or @fastify/static replaces our no-cache with `public, max-age=0`.
    const sendPage = (request: FastifyRequest, reply: FastifyReply, root: string, file: string) => {
      sendingPage.add(request)
      return reply.header('cache-control', 'no-cache').sendFile(file, root, { cacheControl: false })
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/')
      if (wantsHtml(request) && !path.includes('..')) {
        if (admin && (path === '/admin' || path.startsWith('/admin/'))) {
          return sendPage(request, reply, admin, 'index.html')
        }
        if (web && webPage) {
          const page = await webPage(path)
          return sendPage(request, reply.code(page.status), web, page.file)
        }
      }
      return reply.code(404).send({ message: `Route ${request.method} ${path} not found` })
    })
  },
  { name: 'static-apps', fastify: '5.x' },
)
