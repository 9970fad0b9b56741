import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

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
 * Answers every path no route matched. Serves the built apps next to the API, so one `pnpm start` runs the whole product. A path
 * without a file gets its prerendered page when there is one (`/about` -> `about/index.html`), or
 * the app's index.html, and the single-page app routes it. A missing folder is skipped: each app
 * can also be deployed on its own host.
 */
export const staticAppsPlugin = fp<StaticAppsOptions>(
  async (app, { webDist, adminDist }) => {
    const web = webDist && existsSync(join(webDist, 'index.html')) ? webDist : undefined
    const admin = adminDist && existsSync(join(adminDist, 'index.html')) ? adminDist : undefined

    if (web) {
      await app.register(fastifyStatic, {
        root: web,
        prefix: '/',
        wildcard: false,
        index: 'index.html',
      })
    }
    if (admin) {
      await app.register(fastifyStatic, {
        root: admin,
        prefix: '/admin/',
        decorateReply: !web,
        wildcard: false,
        index: 'index.html',
      })
    }
    app.log.info({ web: web ?? 'not built', admin: admin ?? 'not built' }, 'Serving the built apps')

    // cacheControl: false, or @fastify/static replaces our no-cache with `public, max-age=0`.
    const sendPage = (reply: FastifyReply, root: string, file: string) =>
      reply.header('cache-control', 'no-cache').sendFile(file, root, { cacheControl: false })

    app.setNotFoundHandler((request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/')
      if (wantsHtml(request) && !path.includes('..')) {
        if (admin && (path === '/admin' || path.startsWith('/admin/'))) {
          return sendPage(reply, admin, 'index.html')
        }
        if (web) {
          const prerendered = join(path, 'index.html')
          return sendPage(
            reply,
            web,
            existsSync(join(web, prerendered)) ? prerendered : 'index.html',
          )
        }
      }
      return reply.code(404).send({ message: `Route ${request.method} ${path} not found` })
    })
  },
  { name: 'static-apps', fastify: '5.x' },
)
