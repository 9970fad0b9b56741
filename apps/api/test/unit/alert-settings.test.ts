import { describe, expect, it } from 'vitest'
import { alertSettingsFromEnv, describeAlertSettings } from '../../src/alerts/alert-settings'
import { retryDelayMs } from '../../src/alerts/outbox-store'
import { readEnv } from '../../src/env'

const settingsOf = (env: Record<string, string>) => alertSettingsFromEnv(readEnv(env))

describe('alert settings from the environment', () => {
  it('writes .eml files into DATA_DIR/outbox with no SMTP_URL, and says so', () => {
    const settings = settingsOf({ DATA_DIR: '/srv/nirman' })
    expect(settings.mail).toEqual({ emlFolder: '/srv/nirman/outbox' })
    expect(settings.publicUrl).toBe('http://localhost:3000')
    expect(describeAlertSettings(settings)).toBe(
      'Lead alerts are written as .eml files to /srv/nirman/outbox (SMTP_URL is not set)',
    )
  })

  it('sends through SMTP_URL to every LEAD_ALERT_TO address', () => {
    const settings = settingsOf({
      SMTP_URL: 'smtps://user:pass@mail.example.in:465',
      LEAD_ALERT_TO: 'sales@example.in, owner@example.in',
      LEAD_ACK: 'true',
      PUBLIC_URL: 'https://nirman.example/',
    })
    expect(settings).toMatchObject({
      mail: { smtpUrl: 'smtps://user:pass@mail.example.in:465' },
      to: ['sales@example.in', 'owner@example.in'],
      acknowledge: true,
      publicUrl: 'https://nirman.example',
    })
  })

  it.each([
    [{ SMTP_URL: 'mail.example.in:25' }, 'SMTP_URL: SMTP_URL must look like smtp://'],
    [{ SMTP_URL: 'http://mail.example.in' }, 'SMTP_URL: SMTP_URL must look like smtp://'],
    [
      { LEAD_ALERT_TO: 'sales@example.in, not-an-address' },
      'LEAD_ALERT_TO: not e-mail addresses: "not-an-address"',
    ],
    [{ SMTP_URL: 'smtp://mail.example.in:587' }, 'LEAD_ALERT_TO: set the addresses'],
    [{ LEAD_WEBHOOK_URL: 'https://hooks.example.in/lead' }, 'LEAD_WEBHOOK_SECRET: required'],
    [
      { LEAD_WEBHOOK_URL: 'ftp://hooks.example.in' },
      'LEAD_WEBHOOK_URL: LEAD_WEBHOOK_URL must be an http(s) address',
    ],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: REDIS_URL must look like redis://'],
    [{ LEAD_ACK: 'yes' }, 'LEAD_ACK: LEAD_ACK must be true or false'],
  ])('stops the start-up naming the variable for %o', (env, message) => {
    expect(() => settingsOf(env)).toThrow(message)
  })
})

describe('the retry schedule', () => {
  it('doubles from 30 s up to an hour, so a day holds about 30 attempts', () => {
    const timing = {
      pollIntervalMs: 2000,
      retryBaseMs: 30_000,
      maxRetryDelayMs: 3_600_000,
      giveUpAfterMs: 0,
    }
    // 30 s, 1, 2, 4, 8, 16, 32 min, then capped at 60 min.
    expect(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempt) => retryDelayMs(timing, attempt) / 1000),
    ).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600])
  })
})
