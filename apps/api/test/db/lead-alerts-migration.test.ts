import type { DataSource } from 'typeorm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContactSubmissionEntity } from '../../src/db/entities'
import { migrations } from '../../src/db/migrations'
import { LeadAlertsAndSources1764000000000 } from '../../src/db/migrations/1764000000000-lead-alerts-and-sources'
import { openDatabase } from '../../src/db/open-database'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

// The migration of issue 14 (lead sources, spam, idempotency keys, the lead_alerts outbox) goes up
// and down on both databases, and a request stored before it keeps working after it.

describe('the LeadAlertsAndSources migration', () => {
  let database: TestDatabase
  let dataSource: DataSource

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

  const columnsOf = async (table: string) =>
    (await dataSource.createQueryRunner().getTable(table))?.columns.map((column) => column.name) ??
    []

  // This migration and the ones that came after it, undone latest first and applied again.
  const fromThisOne = migrations.slice(migrations.indexOf(LeadAlertsAndSources1764000000000))

  it('goes down to the earlier schema, keeping the requests, and up again', async () => {
    for (const _ of fromThisOne) await dataSource.undoLastMigration({ transaction: 'each' })
    expect(await dataSource.createQueryRunner().hasTable('lead_alerts')).toBe(false)
    expect(await columnsOf('contact_submissions')).not.toContain('utmSource')

    // A request stored under the old schema.
    await dataSource.query(
      'INSERT INTO contact_submissions (name, phone, email, city, landSize, landDimensionNorthFeet, landDimensionNorthInches, landDimensionSouthFeet, landDimensionSouthInches, landDimensionEastFeet, landDimensionEastInches, landDimensionWestFeet, landDimensionWestInches, landFacing, projectType, message, createdAt, isProcessed) ' +
        "VALUES ('Old Lead', '9876543210', '', 'Patna', '', '', '0', '', '0', '', '0', '', '0', '', 'Consultancy', '', '2026-01-01 10:00:00.000', 0)",
    )

    const applied = await dataSource.runMigrations({ transaction: 'each' })
    expect(applied.map((migration) => migration.name)).toEqual(
      fromThisOne.map((migration) => migration.name),
    )
    expect(applied[0]?.name).toBe('LeadAlertsAndSources1764000000000')
    expect(await dataSource.createQueryRunner().hasTable('lead_alerts')).toBe(true)
    expect(await columnsOf('contact_submissions')).toEqual(
      expect.arrayContaining(['sourceForm', 'utmSource', 'gclid', 'isSpam', 'idempotencyKey']),
    )
    const old = await dataSource.getRepository(ContactSubmissionEntity).findOneByOrFail({
      name: 'Old Lead',
    })
    expect(old).toMatchObject({
      sourceForm: '',
      utmSource: '',
      isSpam: false,
      idempotencyKey: null,
    })
  })
})
