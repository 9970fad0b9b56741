import type { AlertSettings } from '../../src/alerts/alert-settings'
import type { AppOptions } from '../../src/app'
import type { MailSettings } from '../../src/mail/mail-settings'
import type { OutboxTiming } from '../../src/outbox/outbox-timing'

export const STAFF = ['leads@nirman.example', 'owner@nirman.example']

/**
 * The app's mail service through `transport` and lead alerts to STAFF, with quick workers for the
 * tests (spread into createTestContext's options). `sendTimeoutMs` is the mail server's and the
 * webhook's; `worker: false` sends nothing from this instance. The sales desk's clock is off
 * unless `deskClock` says how often it looks (a test of other alerts gets no escalation or digest).
 */
export function testAlerts(
  transport: MailSettings['transport'],
  overrides: Partial<Omit<AlertSettings, 'webhook'>> & {
    webhook?: { url: string; secret: string }
    sendTimeoutMs?: number
  } = {},
  timing: Partial<OutboxTiming> = {},
  {
    worker = true,
    deskClock = false,
  }: { worker?: boolean; deskClock?: { intervalMs: number } | false } = {},
): Required<Pick<AppOptions, 'mail' | 'alerts'>> {
  const { sendTimeoutMs = 5000, webhook, ...alerts } = overrides
  // Retries 100 ms, 200 ms, 400 ms... apart instead of 5 s, 10 s, 20 s...
  const quick = { pollIntervalMs: 100, retryBaseMs: 100, maxRetryDelayMs: 1000, ...timing }
  return {
    mail: {
      settings: { transport, from: 'Nirman Alerts <alerts@nirman.example>', sendTimeoutMs },
      timing: quick,
      worker,
    },
    alerts: {
      settings: {
        to: STAFF,
        acknowledge: false,
        publicUrl: 'https://nirman.example',
        ...alerts,
        webhook: webhook && { ...webhook, timeoutMs: sendTimeoutMs },
      },
      timing: quick,
      worker,
      deskClock,
    },
  }
}
