import type { LeadAlertChannel } from '@nirman/contract'
import { z } from 'zod'
import type { Env } from '../env'
import { describeMailTransport, type MailSettings } from '../mail/mail-settings'

/**
 * Who lead alerts go to, and how. Built once at start-up from the environment (or by a test);
 * their e-mails go out through the mail service (app.mail, mail/mail-settings.ts).
 */
export interface AlertSettings {
  /** Staff addresses that get every lead alert. */
  to: string[]
  /** Also acknowledge the visitor when they gave an e-mail. */
  acknowledge: boolean
  /** The dashboard's public address, without a trailing slash. */
  publicUrl: string
  /** A JSON POST per lead; an attempt that takes longer than `timeoutMs` fails (and is retried). */
  webhook?: { url: string; secret: string; timeoutMs: number } | undefined
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
 * The alert settings of the environment: to LEAD_ALERT_TO, or staff@localhost when alerts are .eml
 * files (no SMTP_URL); with SMTP_URL, LEAD_ALERT_TO is required; LEAD_WEBHOOK_URL needs
 * LEAD_WEBHOOK_SECRET. Errors name the variable.
 */
export function alertSettingsFromEnv(env: Env): AlertSettings {
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
    to: to.length > 0 ? to : ['staff@localhost'],
    acknowledge: env.LEAD_ACK === 'true',
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    webhook:
      env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
        ? {
            url: env.LEAD_WEBHOOK_URL,
            secret: env.LEAD_WEBHOOK_SECRET,
            timeoutMs: env.ALERT_SEND_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
  }
}

/** The alerts a new request promises: the staff e-mail, the acknowledgement, the webhook. */
export function channelsFor(settings: AlertSettings, visitorEmail: string): LeadAlertChannel[] {
  const channels: LeadAlertChannel[] = ['email']
  if (settings.acknowledge && visitorEmail !== '') channels.push('acknowledgement')
  if (settings.webhook) channels.push('webhook')
  return channels
}

/** The alerts of a lead escalated for waiting: the owner's e-mail, and the webhook when one is set. */
export function escalationChannels(settings: AlertSettings): LeadAlertChannel[] {
  return settings.webhook ? ['escalation', 'escalation_webhook'] : ['escalation']
}

/** What the start-up log says about where alerts go (by the mail service `mail`). */
export function describeAlertSettings(settings: AlertSettings, mail: MailSettings): string {
  const recipients = 'smtpUrl' in mail.transport ? ` to ${settings.to.join(', ')}` : ''
  const where = `${describeMailTransport(mail)}${recipients}`
  const webhook = settings.webhook ? `; posted to ${new URL(settings.webhook.url).origin}` : ''
  return `Lead alerts are ${where}${webhook}`
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
  /**
   * Where staff alerts other than leads go (a client's question): LEAD_ALERT_TO and the
   * dashboard's address; null when no alerts are promised (tests of other things).
   */
  staff: Pick<AlertSettings, 'to' | 'publicUrl'> | null
}
