import { join } from 'node:path'
import type { Env } from '../env'

/** How the API sends e-mail, whatever the message. Built once at start-up (or by a test). */
export interface MailSettings {
  /** SMTP server, or where .eml files are written when there is none. */
  transport: { smtpUrl: string } | { emlFolder: string }
  /** The sender of every message: `Nirman Constructions <leads@example.in>` or an address. */
  from: string
  /** A send that takes longer fails (and is retried by its outbox). */
  sendTimeoutMs: number
}

/**
 * The mail settings of the environment: SMTP_URL, or .eml files in `dataDir`/outbox (the resolved
 * DATA_DIR) without it; MAIL_FROM; ALERT_SEND_TIMEOUT_SECONDS.
 */
export function mailSettingsFromEnv(env: Env, dataDir: string = env.DATA_DIR): MailSettings {
  return {
    transport: env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : { emlFolder: join(dataDir, 'outbox') },
    from: env.MAIL_FROM,
    sendTimeoutMs: env.ALERT_SEND_TIMEOUT_SECONDS * 1000,
  }
}

/** Where mail goes, for the start-up log: "e-mailed through mail.example.in:465". */
export function describeMailTransport(settings: MailSettings): string {
  return 'smtpUrl' in settings.transport
    ? `e-mailed through ${new URL(settings.transport.smtpUrl).host}`
    : `written as .eml files to ${settings.transport.emlFolder} (SMTP_URL is not set)`
}
