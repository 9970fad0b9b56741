import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureStartupAdmin } from './accounts/startup-admin'
import { alertSettingsFromEnv, describeAlertSettings } from './alerts/alert-settings'
import { buildApp } from './app'
import { prepareDataDir, resolveDatabaseUrl } from './db/data-dir'
import { openDatabase } from './db/open-database'
import { type Env, parseOrigins, parseTrustProxy, readEnv } from './env'
import { drainConnectionsOnClose } from './http-drain'
import { mailSettingsFromEnv } from './mail/mail-settings'
import { LocalMediaStorage } from './media/storage'
import { createRateLimitStore } from './security/rate-limit-store'
import { loadSessionSecret } from './security/session-secret'

// The workspace's apps, relative to this file (src/ in development, dist/ when built).
const appsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * At shutdown, a keep-alive connection idle this long is closed; a request arriving on it sooner is
 * answered. Longer than the upstream `keepalive_timeout 4s` of deploy/nginx/nirman.conf, so nginx
 * has always closed such a connection itself first and never sends a request down one being closed
 * (which it would answer 502, as it never retries a POST).
 */
const IDLE_CLOSE_AT_SHUTDOWN_MS = 6_000

async function main() {
  const env = readEnv()
  const app = await buildAppFromEnv(env)
  drainConnectionsOnClose(app.server, {
    graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    idleCloseMs: IDLE_CLOSE_AT_SHUTDOWN_MS,
    onDraining: ({ requests, connections }) =>
      app.log.info(
        `Closing: answering ${requests} request(s) in flight on ${connections} open connection(s); ` +
          `idle ones close after ${IDLE_CLOSE_AT_SHUTDOWN_MS / 1000} s without a request (at most ${env.SHUTDOWN_GRACE_SECONDS} s in all)`,
      ),
  })
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received: finishing requests in flight, then stopping`)
    // Fastify stops accepting connections, answers every request read, waits for the answers to
    // be written out and the connections to close (see http-drain.ts), then runs onClose hooks.
    await app.close()
    await app.db.destroy()
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
  await app.listen({ host: env.HOST, port: env.PORT })
}

async function buildAppFromEnv(env: Env) {
  const logger = { level: env.LOG_LEVEL }
  // A logger for the start-up steps that run before Fastify's own exists.
  const { pino } = await import('pino')
  const log = pino(logger)
  const dataDir = prepareDataDir(env.DATA_DIR)
  const databaseUrl = resolveDatabaseUrl(env.DATABASE_URL, dataDir)
  log.info(
    databaseUrl.startsWith('sqlite:')
      ? `Database: SQLite file ${databaseUrl.slice('sqlite:'.length)} (data folder ${dataDir})`
      : `Database: MySQL/MariaDB at ${new URL(databaseUrl).host} (data folder ${dataDir})`,
  )
  if (env.TRUST_PROXY === 'true') {
    log.warn(
      'TRUST_PROXY=true believes every X-Forwarded-For a client sends, so anyone can reset the ' +
        'sign-in limit of their address: set the number of proxies (TRUST_PROXY=1) or their addresses',
    )
  }
  // Checked before the database opens: bad alert settings stop the start-up naming the variable.
  const mailSettings = mailSettingsFromEnv(env, dataDir)
  const alertSettings = alertSettingsFromEnv(env)
  const alertsOn = env.LEAD_ALERTS === 'true'
  log.info(
    alertsOn
      ? describeAlertSettings(alertSettings, mailSettings)
      : 'Lead alerts are off (LEAD_ALERTS=false)',
  )
  const startupLog = {
    info: (message: string) => log.info(message),
    warn: (message: string) => log.warn(message),
  }
  const dataSource = await openDatabase({
    url: databaseUrl,
    poolSize: env.DB_POOL_SIZE,
    afterMigrations: (opened) => ensureStartupAdmin(opened, env, startupLog),
    log: startupLog,
  })
  const rateLimitStore = env.REDIS_URL ? createRateLimitStore(env.REDIS_URL) : undefined
  if (rateLimitStore) log.info('Rate limits are counted in Redis (REDIS_URL)')
  const uploads = new LocalMediaStorage(join(dataDir, 'uploads'), join(dataDir, 'private'))
  log.info(
    `Photos are stored in ${uploads.root} and served under /uploads/; private files in ${uploads.privateRoot}`,
  )
  const app = await buildApp({
    dataSource,
    storage: uploads,
    mail: { settings: mailSettings },
    alerts: alertsOn
      ? { settings: alertSettings, deskClock: { intervalMs: env.DESK_CLOCK_SECONDS * 1000 } }
      : false,
    rateLimitStore,
    logger,
    sessionSecret: loadSessionSecret(env.SESSION_SECRET, dataDir),
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: env.PUBLIC_URL,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    loginAddressLimit: env.LOGIN_ADDRESS_LIMIT,
    loginHashConcurrency: env.LOGIN_HASH_CONCURRENCY,
    contactRateLimit: env.CONTACT_RATE_LIMIT,
    webDist: env.WEB_DIST ?? resolve(appsDir, 'web/dist/client'),
    adminDist: env.ADMIN_DIST ?? resolve(appsDir, 'admin/dist'),
    requestTimeouts: {
      requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      idleMs: env.REQUEST_IDLE_SECONDS * 1000,
    },
    photoUploadsAtOnce: env.PHOTO_UPLOADS_AT_ONCE,
  })
  if (rateLimitStore) app.addHook('onClose', () => rateLimitStore.close())
  return app
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
