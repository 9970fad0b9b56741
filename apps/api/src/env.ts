import { z } from 'zod'

/**
 * Everything the server reads from its environment, validated once at start-up. Nothing else in
 * the code reads `process.env`.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `mysql://user:pass@host:3306/db`, or `sqlite:<file>`; by default `sqlite:nirman.sqlite` in
   * DATA_DIR. A relative SQLite file is resolved against DATA_DIR, not the working directory.
   */
  DATABASE_URL: z.string().min(1).default('sqlite:nirman.sqlite'),
  /** Connections in this process's MySQL pool. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Where the SQLite file and a generated session secret are kept. */
  DATA_DIR: z.string().min(1).default('.data'),
  SESSION_SECRET: z
    .string()
    .min(32, { error: 'SESSION_SECRET must be at least 32 characters' })
    .optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(10, { error: 'ADMIN_PASSWORD must be at least 10 characters' })
    .max(200)
    .optional(),
  ADMIN_NAME: z.string().trim().min(1).max(100).optional(),
  /** Fastify's trustProxy: `true`, a hop count, or a list of addresses/CIDRs. Off by default. */
  TRUST_PROXY: z.string().optional(),
  /** Origins (scheme://host[:port]) of separately deployed web or admin apps, comma-separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Failed sign-ins of one account in 15 minutes before each further attempt must wait. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins from one address in 15 minutes, whatever usernames it types. */
  LOGIN_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Password checks (scrypt) running at once; more are answered 503 at once. */
  LOGIN_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * The address the public reaches the site at (`https://nirmanbihar.in`): its origin may POST, and
   * lead alerts link to the dashboard under it (http://localhost:3000 when unset).
   */
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_URL must be an http(s) URL such as https://example.in',
    })
    .optional(),
  /** Seconds a SIGTERM waits for responses in flight to finish before the process exits. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(30),
  /** A request (headers and body) must have arrived within this many seconds, or 408. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(300),
  /** Headers slower than this, or a body from which no byte comes for this long: 408. */
  REQUEST_IDLE_SECONDS: z.coerce.number().min(1).max(600).default(30),
  /** Photo uploads received or processed at once by this process; more are answered 503. */
  PHOTO_UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(32).default(8),
  /** Quote requests per IP a minute; 0 turns the limit off. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
  /** Built apps served by this server; by default the workspace's apps/web/dist/client and apps/admin/dist. */
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  // Lead alerts (issue 14); checked together by alertSettingsFromEnv in alerts/alert-settings.ts.
  /** `false`: promise no lead alerts at all (no outbox rows, no e-mail, no .eml, no webhook). */
  LEAD_ALERTS: z
    .enum(['true', 'false'], { error: 'LEAD_ALERTS must be true or false' })
    .default('true'),
  /** `smtp://user:pass@host:port` or `smtps://...`; without it alerts are .eml files in DATA_DIR/outbox. */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'SMTP_URL must look like smtp://user:pass@host:port or smtps://user:pass@host:port',
    })
    .optional(),
  /** The sender of alerts: `Nirman Constructions <leads@example.in>` or an address. */
  MAIL_FROM: z.string().trim().min(3).default('Nirman Constructions <no-reply@localhost>'),
  /** Who gets the lead alerts: addresses, comma-separated. */
  LEAD_ALERT_TO: z.string().default(''),
  /** `true`: a short acknowledgement to a visitor who gave an e-mail. */
  LEAD_ACK: z.enum(['true', 'false'], { error: 'LEAD_ACK must be true or false' }).default('false'),
  /** A JSON POST per lead, signed with LEAD_WEBHOOK_SECRET (HMAC-SHA256). */
  LEAD_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: 'LEAD_WEBHOOK_URL must be an http(s) address' })
    .optional(),
  LEAD_WEBHOOK_SECRET: z
    .string()
    .min(16, { error: 'LEAD_WEBHOOK_SECRET must be at least 16 characters' })
    .optional(),
  /** Seconds an SMTP server or webhook receiver may take before the attempt counts as failed. */
  ALERT_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * How often the sales desk's clock looks for leads waiting past their first-contact time and for
   * morning digests due: a lead is escalated at most this long after its time.
   */
  DESK_CLOCK_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /** `redis://host:6379`: rate-limit counters shared by every instance; in memory without it. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must look like redis://host:6379' })
    .optional(),
})

export type Env = z.output<typeof envSchema>

/** Reads and validates the environment; throws one readable error listing every bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`)
}

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean)

/** TRUST_PROXY as Fastify's trustProxy option takes it. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) {
    // A hop count: trust that many proxies in front of the server.
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean)
}
