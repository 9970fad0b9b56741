import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { DataSource } from 'typeorm'
import type { TrustProxy } from './env'
import {
  closeStalledRequests,
  defaultRequestTimeouts,
  type RequestTimeouts,
  requestTimeoutOptions,
} from './http-timeouts'
import type { MediaStorage } from './media/storage'
import { clientFilesPlugin } from './plugins/client-files'
import { databasePlugin } from './plugins/database'
import { errorsPlugin } from './plugins/errors'
import { jsonBodiesPlugin } from './plugins/json-bodies'
import { type LeadAlertsOptions, leadAlertsPlugin } from './plugins/lead-alerts'
import { type MailOptions, mailPlugin } from './plugins/mail'
import { mediaPlugin } from './plugins/media'
import { portfolioPlugin } from './plugins/portfolio'
import { quotationFilesPlugin } from './plugins/quotation-files'
import { securityPlugin } from './plugins/security'
import { sessionsPlugin } from './plugins/sessions'
import { siteSettingsPlugin } from './plugins/site-settings'
import { siteVisitRemindersPlugin } from './plugins/site-visit-reminders'
import { staticAppsPlugin } from './plugins/static-apps'
import { clientRoutes } from './routes/client'
import { publicRoutes } from './routes/public'
import { staffRoutes } from './routes/staff'
import type { SharedRateLimitStore } from './security/rate-limit-store'

/**
 * A malformed URL (`/%zz`) is refused by the router before the error handler runs; answer it in
 * the API's `{ message }` shape rather than Fastify's default body.
 */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.code(error.statusCode ?? 400).send({ message: error.message })
}

/** Request bodies above this size get 413: a quote request is a few hundred bytes. */
export const BODY_LIMIT_BYTES = 16 * 1024

export interface AppOptions {
  /** Initialised and migrated; the caller destroys it after closing the app. */
  dataSource: DataSource
  sessionSecret: string
  allowedOrigins?: string[]
  trustProxy?: TrustProxy
  loginRateLimit?: number
  /** A client's sign-in attempts (codes asked for, codes and links tried) from one address in 15 minutes (30). */
  clientSignInAttempts?: number
  /** Failed sign-ins from one address in 15 minutes, whatever usernames it types (30). */
  loginAddressLimit?: number
  /** Password checks running at once (2); more are answered 503 at once. */
  loginHashConcurrency?: number
  /** PUBLIC_URL: the site's public address, whose origin may always send forms. */
  publicUrl?: string | undefined
  contactRateLimit?: number
  /** How often site visits' reminders are looked for (a minute); false: only when asked (tests). */
  visitReminderLookMs?: number | false
  webDist?: string | undefined
  adminDist?: string | undefined
  /**
   * How e-mail goes out (SMTP_URL or .eml files), for every message; without it, .eml files in a
   * temporary folder removed when the app closes (tests of other things, tools).
   */
  mail?: MailOptions | undefined
  /** Lead alerts through the outbox; false (the default in tests) promises none. */
  alerts?: LeadAlertsOptions | false
  /** Rate-limit counters in Redis, shared by every instance (REDIS_URL); in memory without. */
  rateLimitStore?: SharedRateLimitStore | undefined
  /**
   * Where uploaded photos are kept (DATA_DIR/uploads in the server); without it, a temporary
   * folder removed when the app closes (tests, tools).
   */
  storage?: MediaStorage | undefined
  /** How often the owner's settings are looked for (2 s): a change saved elsewhere shows then. */
  settingsPollMs?: number | undefined
  /** Fastify's logger option: false in tests, a level in production. */
  logger?: boolean | { level: string }
  /** Photo uploads received or processed at once (8); more are answered 503 with Retry-After. */
  photoUploadsAtOnce?: number
  /** How long a client may take to send a request (http-timeouts.ts): 5 minutes, 30 s idle. */
  requestTimeouts?: RequestTimeouts
}

/**
 * Builds the API without listening, so tests can `inject` requests into it and server.ts can
 * `listen`. Plugins in order: external (errors, security, database, sessions), then the app's
 * (mail, alerts, media, portfolio, settings), then the routes by audience (each with its auth layer and guard),
 * then the built apps and the not-found answer.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const requestTimeouts = options.requestTimeouts ?? defaultRequestTimeouts
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // At shutdown Node's server.close() calls closeIdleConnections, which server.ts replaces
    // (http-drain.ts): requests read are answered, idle keep-alive connections closed safely.
    forceCloseConnections: 'idle',
    // A request that arrives during shutdown on a connection opened before it is answered (with
    // `Connection: close`), not refused with 503: a proxy would take a 503 as the answer, and the
    // visitor's quote request would be lost; the server drains (http-drain.ts).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    // A request that never finishes arriving is answered 408 within these bounds (Fastify's
    // defaults, 0, held its socket forever).
    ...requestTimeoutOptions(requestTimeouts),
  }).withTypeProvider<ZodTypeProvider>()
  closeStalledRequests(app.server, requestTimeouts.idleMs)

  // At shutdown, a request still in flight is answered with `Connection: close`, so its keep-alive
  // socket ends with the response instead of holding the closing server open until it times out.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // JSON only: a text/plain body gets 415 instead of being read as a string.
  app.removeContentTypeParser(['text/plain'])

  await app.register(errorsPlugin)
  await app.register(jsonBodiesPlugin)
  await app.register(securityPlugin, {
    allowedOrigins: options.allowedOrigins ?? [],
    publicUrl: options.publicUrl,
    rateLimitStore: options.rateLimitStore,
  })
  await app.register(databasePlugin, { dataSource: options.dataSource })
  await app.register(siteSettingsPlugin, {
    pollMs: options.settingsPollMs,
    publicUrl: options.publicUrl,
  })
  await app.register(mailPlugin, { mail: options.mail })
  await app.register(leadAlertsPlugin, { alerts: options.alerts ?? false })
  await app.register(siteVisitRemindersPlugin, {
    secret: options.sessionSecret,
    lookMs: options.visitReminderLookMs,
    webhook: options.alerts ? options.alerts.settings.webhook : undefined,
    timing: options.alerts ? options.alerts.timing : undefined,
  })
  await app.register(sessionsPlugin, { secret: options.sessionSecret })
  await app.register(mediaPlugin, {
    storage: options.storage,
    uploadsAtOnce: options.photoUploadsAtOnce,
  })
  await app.register(portfolioPlugin)
  await app.register(clientFilesPlugin)
  await app.register(quotationFilesPlugin)

  // The routes by audience, each folder with its guard and cache rules (routes/*/index.ts).
  await app.register(publicRoutes, {
    prefix: '/api',
    contactRateLimit: options.contactRateLimit ?? 30,
    secret: options.sessionSecret,
  })
  await app.register(staffRoutes, {
    prefix: '/api/admin',
    sessionSecret: options.sessionSecret,
    loginRateLimit: options.loginRateLimit ?? 10,
    loginAddressLimit: options.loginAddressLimit ?? 30,
    loginHashConcurrency: options.loginHashConcurrency ?? 2,
    rateLimitStore: options.rateLimitStore,
  })
  await app.register(clientRoutes, {
    prefix: '/api/client',
    sessionSecret: options.sessionSecret,
    rateLimitStore: options.rateLimitStore,
    clientSignInAttempts: options.clientSignInAttempts,
  })

  await app.register(staticAppsPlugin, { webDist: options.webDist, adminDist: options.adminDist })
  return app
}
