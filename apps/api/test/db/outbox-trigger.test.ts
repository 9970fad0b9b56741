import type { DataSource } from 'typeorm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ContactSubmissionEntity,
  LeadAlertEntity,
  type NewRequestRow,
  newLeadColumns,
} from '../../src/db/entities'
import { migrations } from '../../src/db/migrations'
import { OutboxTrigger1795550000000 } from '../../src/db/migrations/1795550000000-outbox-trigger'
import { openDatabase } from '../../src/db/open-database'
import { noLandGiven } from '../helpers/lead-rows'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

// The outbox rows of a request are written by the database, in the statement that stores it. This
// runs on the schema every migration leaves behind, on both databases: a later migration that
// rebuilds contact_submissions on SQLite (which drops the table's triggers) fails here.

const request = (name: string, alertChannels: string): NewRequestRow & { isRepeat?: boolean } => ({
  ...newLeadColumns,
  name,
  phone: '9876543210',
  email: '',
  city: '',
  ...noLandGiven,
  landSizeSqFt: null,
  projectType: 'Consultancy',
  message: '',
  createdAt: new Date('2026-11-24T10:15:30.250Z'),
  updatedAt: new Date('2026-11-24T10:15:30.250Z'),
  isProcessed: false,
  processedAt: null,
  sourceForm: 'hero',
  sourcePage: '/',
  landingPage: '/',
  referrer: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  utmTerm: '',
  utmContent: '',
  gclid: '',
  fbclid: '',
  calculator: '',
  phoneDigits: '9876543210',
  phoneNational: '9876543210',
  phoneNationalReversed: '0123456789',
  isRepeat: false,
  isSpam: false,
  idempotencyKey: null,
  alertChannels,
  language: 'en',
})

describe('the outbox trigger', () => {
  let database: TestDatabase
  let dataSource: DataSource
  const alertsOf = (submissionId: number) =>
    dataSource
      .getRepository(LeadAlertEntity)
      .find({ where: { submissionId }, order: { id: 'ASC' } })
  const store = async (name: string, channels: string) => {
    const result = await dataSource
      .getRepository(ContactSubmissionEntity)
      .insert(request(name, channels))
    return Number(result.identifiers[0]?.id)
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    dataSource = await openDatabase({
      url: database.url,
      log: { info: () => {}, warn: () => {} },
      attempts: 1,
    })
  })
  afterAll(async () => {
    await dataSource.destroy()
    await database.drop()
  })
  beforeEach(async () => {
    await dataSource.getRepository(LeadAlertEntity).clear()
  })

  it('writes one pending alert per channel a request names, due at once', async () => {
    const id = await store('Three Channels', 'email,acknowledgement,webhook')
    const alerts = await alertsOf(id)
    expect(alerts.map((alert) => alert.channel)).toEqual(['email', 'acknowledgement', 'webhook'])
    for (const alert of alerts) {
      expect(alert).toMatchObject({ status: 'pending', attempts: 0, lastError: null, sentAt: null })
      expect(alert.lockedUntil).toBeNull()
      // Created and due when the request was: 2026-11-24 10:15:30.250 UTC, to the millisecond.
      expect(alert.createdAt.toISOString()).toBe('2026-11-24T10:15:30.250Z')
      expect(alert.nextAttemptAt.toISOString()).toBe('2026-11-24T10:15:30.250Z')
    }
  })

  it('writes only the channels named, and none for a request that promises none', async () => {
    const webhookOnly = await store('Webhook Only', 'webhook')
    const none = await store('No Alerts', '')
    expect((await alertsOf(webhookOnly)).map((alert) => alert.channel)).toEqual(['webhook'])
    expect(await alertsOf(none)).toEqual([])
  })

  it('is removed by the migration going down, and comes back with it going up', async () => {
    const later = migrations.slice(migrations.indexOf(OutboxTrigger1795550000000))
    for (const _ of later) await dataSource.undoLastMigration({ transaction: 'each' })
    const columns = (await dataSource.createQueryRunner().getTable('contact_submissions'))?.columns
    expect(columns?.map((column) => column.name)).not.toContain('alertChannels')

    const applied = await dataSource.runMigrations({ transaction: 'each' })
    expect(applied.map((migration) => migration.name)).toEqual(later.map((each) => each.name))
    const id = await store('After Up Again', 'email')
    expect((await alertsOf(id)).map((alert) => alert.channel)).toEqual(['email'])
  })
})
