import { join } from 'node:path'
import type { LeadAlertChannel } from '@nirman/contract'
import { z } from 'zod'
import type { Env } from '../env'

/** How lead alerts go out. Built once at start-up from the environment (or by a test). */
export interface AlertSettings {
  /** SMTP server, or where .eml files are written when there is none. */
  mail: { smtpUrl: string } | { emlFolder: string }
  from: string
  /** Staff addresses that get every lead alert. */
  to: string[]
  /** Also acknowledge the visitor when they gave an e-mail. */
  acknowledge: boolean
  /** The dashboard's public address, without a trailing slash. */
  publicUrl: string
  webhook?: { url: string; secret: string } | undefined
  /** An attempt that takes longer fails (and is retried). */
  sendTimeoutMs: number
}

/** How the worker paces itself; tests shorten these. */
export interface OutboxTiming {
  /** How often the worker looks for due alerts written by other instances or left by a crash. */
  pollIntervalMs: number
  /**
   * How long a claimed alert is held for the worker that claimed it. The worker renews the lease
   * every quarter of it while an attempt is on its way, however long the attempt takes; a worker
   * that dies stops renewing, and another instance takes the alert at most this long after.
   */
  leaseMs: number
  /** The first retry waits this long; each next one twice as long, up to `maxRetryDelayMs`. */
  retryBaseMs: number
  maxRetryDelayMs: number
  /** After this long since the request, a failing alert is given up (status failed). */
  giveUpAfterMs: number
}

const MINUTE = 60_000
/**
 * What a lead can wait for its alert, worked out from these values (apps/api/README.md, "Lead
 * alerts"): after an instance is killed mid-send, its alerts are taken by another instance within
 * leaseMs + pollIntervalMs = 22 s; after a mail server that refused or failed comes back, the next
 * attempt is at most maxRetryDelayMs after the one before it started, found within a poll, so an
 * alert goes out within 30 + 2 = 32 s (plus the attempt itself). Both under a minute.
 */
export const defaultOutboxTiming: OutboxTiming = {
  pollIntervalMs: 2000,
  leaseMs: 20_000,
  // 5, 10, 20, then every 30 s: a mail server away for minutes or hours is tried twice a minute
  // (one connection for up to 25 staff alerts), so a lead waits at most half a minute once it is back.
  retryBaseMs: 5000,
  maxRetryDelayMs: 30_000,
  // At least a day of retries, as the issue asks: a mail server down for a weekend day still
  // gets every alert once it returns.
  giveUpAfterMs: 26 * 60 * MINUTE,
}

/**
 * The longest a lead waits for its alert, by the schedule of `timing`, not counting the attempt
 * itself: after the instance that claimed it was killed, and after the mail server that failed it
 * is back (an attempt that timed out is retried `maxRetryDelayMs` after it started, or at once if
 * it took longer, so the send timeout adds nothing when it is shorter than the retry delay).
 */
export function worstAlertWaitMs(timing: OutboxTiming, sendTimeoutMs: number) {
  return {
    afterKill: timing.leaseMs + timing.pollIntervalMs,
    afterMailServerBack: Math.max(timing.maxRetryDelayMs, sendTimeoutMs) + timing.pollIntervalMs,
  }
}

const address = z.email()

/** `a@x.in, b@y.in` as a list; throws naming LEAD_ALERT_TO when one is not an address. */
export function parseAlertRecipients(value: string): string[] {
  const recipients = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const bad = recipients.filter((recipient) => !address.safeParse(recipient).success)
  if (bad.length > 0) {
    throw new Error(
      `Invalid environment:\n  LEAD_ALERT_TO: not e-mail addresses: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
    )
  }
  return recipients
}

/**
 * The alert settings of the environment. Without SMTP_URL alerts become .eml files in
 * `dataDir`/outbox (the resolved DATA_DIR) (to LEAD_ALERT_TO, or staff@localhost). With SMTP_URL, LEAD_ALERT_TO is required;
 * LEAD_WEBHOOK_URL needs LEAD_WEBHOOK_SECRET. Errors name the variable.
 */
export function alertSettingsFromEnv(env: Env, dataDir: string = env.DATA_DIR): AlertSettings {
  const to = parseAlertRecipients(env.LEAD_ALERT_TO)
  if (env.SMTP_URL && to.length === 0) {
    throw new Error(
      'Invalid environment:\n  LEAD_ALERT_TO: set the addresses that get lead alerts when SMTP_URL is set',
    )
  }
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid environment:\n  LEAD_WEBHOOK_SECRET: required with LEAD_WEBHOOK_URL (at least 16 characters)',
    )
  }
  return {
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : { emlFolder: join(dataDir, 'outbox') },
    from: env.MAIL_FROM,
    to: to.length > 0 ? to : ['staff@localhost'],
    acknowledge: env.LEAD_ACK === 'true',
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    webhook:
      env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
        ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }
        : undefined,
    sendTimeoutMs: env.ALERT_SEND_TIMEOUT_SECONDS * 1000,
  }
}

/** The alerts a new request promises: the staff e-mail, the acknowledgement, the webhook. */
export function channelsFor(settings: AlertSettings, visitorEmail: string): LeadAlertChannel[] {
  const channels: LeadAlertChannel[] = ['email']
  if (settings.acknowledge && visitorEmail !== '') channels.push('acknowledgement')
  if (settings.webhook) channels.push('webhook')
  return channels
}

/** What the start-up log says about where alerts go. */
export function describeAlertSettings(settings: AlertSettings): string {
  const mail =
    'smtpUrl' in settings.mail
      ? `e-mailed through ${new URL(settings.mail.smtpUrl).host} to ${settings.to.join(', ')}`
      : `written as .eml files to ${settings.mail.emlFolder} (SMTP_URL is not set)`
  const webhook = settings.webhook ? `; posted to ${new URL(settings.webhook.url).origin}` : ''
  return `Lead alerts are ${mail}${webhook}`
}

/** What the rest of the app asks of the lead alerts (app.leadAlerts, plugins/lead-alerts.ts). */
export interface LeadAlerts {
  /** Tells this instance's worker that alerts were just committed. */
  committed(): void
  /**
   * The alerts a new request promises, stored with it in `alertChannels`: the database's outbox
   * trigger writes one pending row per channel in the statement that stores the request.
   */
  channels(visitorEmail: string): LeadAlertChannel[]
}
