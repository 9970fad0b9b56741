import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** One HTML page of a build, read once at start-up with the compressed twins the build wrote. */
export interface BuiltPage {
  html: Buffer
  brotli?: Buffer
  gzip?: Buffer
}

/**
 * Every HTML page of a build, by path relative to it (`about/index.html`). Pages are kept in memory
 * and sent from there: reading them per request would go through libuv's four threads, which a
 * flood of sign-ins (scrypt) or a slow disk can hold, and the home page must answer regardless.
 */
export function loadBuiltPages(root: string): Map<string, BuiltPage> {
  const pages = new Map<string, BuiltPage>()
  const twin = (path: string) => (existsSync(path) ? readFileSync(path) : undefined)
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.html')) {
        const html = readFileSync(path)
        const brotli = twin(`${path}.br`)
        const gzip = twin(`${path}.gz`)
        pages.set(relative(root, path).split(sep).join('/'), {
          html,
          ...(brotli ? { brotli } : {}),
          ...(gzip ? { gzip } : {}),
        })
      }
    }
  }
  walk(root)
  return pages
}

/** The encodings a request accepts (`br`, `gzip`), ignoring those refused with q=0. */
function acceptedEncodings(request: FastifyRequest): Set<string> {
  const header = request.headers['accept-encoding']
  const accepted = new Set<string>()
  for (const part of (typeof header === 'string' ? header : '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    if (parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter))) continue
    accepted.add(name.trim())
  }
  return accepted
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * A page made by the server (a project page, the sitemap) with its compressed twins, made off the
 * event loop at a middle level: quick, and a fifth of the size of the text.
 */
export async function compressedPage(text: string): Promise<BuiltPage> {
  const html = Buffer.from(text, 'utf8')
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipAsync(html, { level: 6 }),
  ])
  return { html, brotli: br, gzip: gz }
}

/**
 * Sends a page from memory with `no-cache` (a new deployment reaches the browser at once) and the
 * compressed twin the browser accepts.
 */
export function sendBuiltPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: BuiltPage,
  contentType = 'text/html; charset=utf-8',
) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding')
  reply.type(contentType)
  const accepted = acceptedEncodings(request)
  if (page.brotli && accepted.has('br'))
    return reply.header('content-encoding', 'br').send(page.brotli)
  if (page.gzip && accepted.has('gzip'))
    return reply.header('content-encoding', 'gzip').send(page.gzip)
  return reply.send(page.html)
}
