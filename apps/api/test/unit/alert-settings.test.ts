import { describe, expect, it } from 'vitest'
import { alertSettingsFromEnv, describeAlertSettings } from '../../src/alerts/alert-settings'
import { readEnv } from '../../src/env'
import { mailSettingsFromEnv } from '../../src/mail/mail-settings'
import { defaultOutboxTiming, retryDelayMs, worstAlertWaitMs } from '../../src/outbox/outbox-timing'

const settingsOf = (env: Record<string, string>) => alertSettingsFromEnv(readEnv(env))
const mailOf = (env: Record<string, string>) => mailSettingsFromEnv(readEnv(env))

describe('alert settings from the environment', () => {
  it('writes .eml files into DATA_DIR/outbox with no SMTP_URL, and says so', () => {
    const settings = settingsOf({ DATA_DIR: '/srv/nirman' })
    const mail = mailOf({ DATA_DIR: '/srv/nirman' })
    expect(mail.transport).toEqual({ emlFolder: '/srv/nirman/outbox' })
    expect(settings.publicUrl).toBe('http://localhost:3000')
    expect(describeAlertSettings(settings, mail)).toBe(
      'Lead alerts are written as .eml files to /srv/nirman/outbox (SMTP_URL is not set)',
    )
  })

  it('sends through SMTP_URL to every LEAD_ALERT_TO address', () => {
    const env = {
      SMTP_URL: 'smtps://user:pass@mail.example.in:465',
      LEAD_ALERT_TO: 'sales@example.in, owner@example.in',
      LEAD_ACK: 'true',
      PUBLIC_URL: 'https://nirman.example/',
    }
    const settings = settingsOf(env)
    expect(mailOf(env).transport).toEqual({ smtpUrl: 'smtps://user:pass@mail.example.in:465' })
    expect(settings).toMatchObject({
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
  it('retries 5, 10, 20 s after a failure, then every 30 s, so a day holds about 2,900 attempts', () => {
    expect(
      [1, 2, 3, 4, 5, 6, 20].map((attempt) => retryDelayMs(defaultOutboxTiming, attempt) / 1000),
    ).toEqual([5, 10, 20, 30, 30, 30, 30])
    // 26 hours of retries: 5 + 10 + 20 s, then (26 x 3600 - 35) / 30 = 3,118 more, about 3,100.
    expect(defaultOutboxTiming.giveUpAfterMs).toBe(26 * 3_600_000)
  })

  it('keeps every lead’s wait under a minute after a kill and after a mail server outage', () => {
    const sendTimeoutMs = mailOf({}).sendTimeoutMs
    expect(sendTimeoutMs).toBe(30_000)
    // After a kill: the lease (20 s) runs out, then the next poll of another instance (2 s).
    // After an outage: an attempt is at most 30 s after the one before started (the retry delay,
    // and the send timeout is no longer), found by the next poll (2 s).
    expect(worstAlertWaitMs(defaultOutboxTiming, sendTimeoutMs)).toEqual({
      afterKill: 22_000,
      afterMailServerBack: 32_000,
    })
  })
})
