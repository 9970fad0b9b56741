import fastifyCors from '@fastify/cors'
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import fastifyRateLimit from '@fastify/rate-limit'
import { tooManyRequestsAnswer, waitOf } from '@nirman/contract'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http-error'
import type { SharedRateLimitStore } from '../security/rate-limit-store'
import { redisOrMemoryStore } from './rate-limit-fallback'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the rate limits are counted now, for /api/health. */
    rateLimitStatus: RateLimitStatus
  }
}

export interface RateLimitStatus {
  /**
   * 'redis' while Redis answers, 'memory (redis not answering)' while it does not (each instance
   * then counts on its own); undefined without REDIS_URL, where memory is the only place.
   */
  counting(): 'redis' | 'memory (redis not answering)' | undefined
}

export interface SecurityPluginOptions {
  /** Origins of separately deployed web or admin apps allowed to call the API with cookies. */
  allowedOrigins: string[]
  /** PUBLIC_URL: the address the public reaches the site at; its origin may always send forms. */
  publicUrl?: string | undefined
  /** Counters in Redis, shared by every instance; in this process's memory without. */
  rateLimitStore?: SharedRateLimitStore | undefined
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The headers helmet sets with `options`, read once from an answer of a throwaway Fastify instance
 * (helmet itself is a dependency of @fastify/helmet, not of this package). Only for options with no
 * per-request part: no CSP nonces.
 */
async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<[string, string | string[]][]> {
  const probe = Fastify()
  try {
    await probe.register(fastifyHelmet, options)
    probe.get('/', async () => '')
    const response = await probe.inject({ method: 'GET', url: '/' })
    const fastifyOwn = new Set([
      'content-type',
      'content-length',
      'date',
      'connection',
      'keep-alive',
    ])
    return Object.entries(response.headers)
      .filter(([name, value]) => !fastifyOwn.has(name) && value !== undefined)
      .map(([name, value]) => [
        name,
        typeof value === 'number' ? String(value) : (value as string | string[]),
      ])
  } finally {
    await probe.close()
  }
}

/**
 * Security headers, CORS for the configured origins only (with credentials), a 403 for unsafe
 * requests from any other origin (the session cookie is SameSite=Lax; this closes the rest of the
 * cross-site request gap), and the rate limiter that the contact and login routes use.
 */
export const securityPlugin = fp<SecurityPluginOptions>(
  async (app, { allowedOrigins, publicUrl, rateLimitStore }) => {
    const allowed = new Set(allowedOrigins)
    // Behind a proxy that rewrites Host (nginx's default) or terminates https without telling us,
    // the request's own origin is not the one the browser saw: PUBLIC_URL says which one it is.
    const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined
    const sameSite = new Set(publicOrigin ? [publicOrigin] : [])
    app.log.info(
      {
        acceptedOrigins: [...sameSite, ...allowed],
        ownOrigin: publicOrigin
          ? 'also the address each request arrived at'
          : 'the address each request arrived at (set PUBLIC_URL behind a proxy)',
      },
      'Forms are accepted from these origins',
    )

    // The same headers on every answer, worked out once: @fastify/helmet builds helmet's middleware
    // again on every request (parsing the policy each time), a cost on every quote request.
    const securityHeaders = await helmetHeaders({
      // Our own pages' forms post to this site with its origin (under helmet's no-referrer a
      // browser posts a plain form with `Origin: null`, refused below as another site's); other
      // sites are told nothing.
      referrerPolicy: { policy: 'same-origin' },
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:'],
          // The contact page embeds a map.
          'frame-src': ["'self'", 'https://www.google.com', 'https://maps.google.com'],
          // The product also runs over plain http on a developer's machine; TLS is the proxy's job.
          'upgrade-insecure-requests': null,
        },
      },
    })
    // On the raw response, as helmet itself does, so that an answer written outside Fastify's
    // reply (a hijacked stream) carries them too.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value)
      done()
    })

    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    })

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return
      const origin = request.headers.origin
      if (origin === undefined) return
      const ownOrigin = `${request.protocol}://${request.host}`
      if (origin !== ownOrigin && !sameSite.has(origin) && !allowed.has(origin)) {
        throw new HttpError(403, 'Requests from this origin are not allowed')
      }
    })

    if (rateLimitStore) {
      rateLimitStore.availability.useLog(app.log)
      // A Redis that is down at start-up does not stop the site: it counts in memory meanwhile.
      await rateLimitStore.availability.waitForConnection(2000)
    }
    app.decorate('rateLimitStatus', {
      counting: () => {
        if (!rateLimitStore) return undefined
        return rateLimitStore.availability.isAway() ? 'memory (redis not answering)' : 'redis'
      },
    })

    await app.register(fastifyRateLimit, {
      global: false,
      // In Redis while it answers, in memory while it does not: a rate limit never costs a lead.
      ...(rateLimitStore ? { store: redisOrMemoryStore(rateLimitStore) } : {}),
      // The English, and the code and wait a page in another language words itself: the wait
      // is the whole seconds of the Retry-After header, as the plugin's own `after` counts them.
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        ...tooManyRequestsAnswer(waitOf(Math.ceil(context.ttl / 1000) * 1000)),
      }),
    })
  },
  { name: 'security', fastify: '5.x' },
)
