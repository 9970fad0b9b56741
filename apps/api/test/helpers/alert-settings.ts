import type { AlertSettings, OutboxTiming } from '../../src/alerts/alert-settings'
import type { LeadAlertsOptions } from '../../src/plugins/lead-alerts'

export const STAFF = ['leads@nirman.example', 'owner@nirman.example']

/** Alert settings that send through `smtpUrl` to STAFF, with a quick worker for the tests. */
export function testAlerts(
  mail: AlertSettings['mail'],
  overrides: Partial<AlertSettings> = {},
  timing: Partial<OutboxTiming> = {},
): LeadAlertsOptions {
  return {
    settings: {
      mail,
      from: 'Nirman Alerts <alerts@nirman.example>',
      to: STAFF,
      acknowledge: false,
      publicUrl: 'https://nirman.example',
      sendTimeoutMs: 5000,
      ...overrides,
    },
    // Retries 100 ms, 200 ms, 400 ms... apart instead of 30 s, 1 min, 2 min...
    timing: { pollIntervalMs: 100, retryBaseMs: 100, maxRetryDelayMs: 1000, ...timing },
  }
}
