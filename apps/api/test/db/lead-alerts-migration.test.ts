import { describe, expect, it } from 'vitest'
import { ContactSubmissionEntity } from '../../src/db/entities'
import { LeadAlertsAndSources1764000000000 } from '../../src/db/migrations/1764000000000-lead-alerts-and-sources'
import { insertEarlierRequest, migratedDatabase } from '../helpers/migrated-database'

// The migration of issue 14 (lead sources, spam, idempotency keys, the lead_alerts outbox) goes up
// and down on both databases, and a request stored before it keeps working after it.

describe('the LeadAlertsAndSources migration', () => {
  const db = migratedDatabase()

  it('goes down to the earlier schema, keeping the requests, and up again', async () => {
    const again = await db.undoFrom(LeadAlertsAndSources1764000000000)
    expect(await db.dataSource.createQueryRunner().hasTable('lead_alerts')).toBe(false)
    expect(await db.columnsOf('contact_submissions')).not.toContain('utmSource')

    // A request stored under the old schema.
    await insertEarlierRequest(db.dataSource, { name: 'Old Lead' })

    const applied = await db.dataSource.runMigrations({ transaction: 'each' })
    expect(applied.map((migration) => migration.name)).toEqual(again)
    expect(applied[0]?.name).toBe('LeadAlertsAndSources1764000000000')
    expect(await db.dataSource.createQueryRunner().hasTable('lead_alerts')).toBe(true)
    expect(await db.columnsOf('contact_submissions')).toEqual(
      expect.arrayContaining(['sourceForm', 'utmSource', 'gclid', 'isSpam', 'idempotencyKey']),
    )
    const old = await db.dataSource.getRepository(ContactSubmissionEntity).findOneByOrFail({
      name: 'Old Lead',
    })
    expect(old).toMatchObject({
      sourceForm: '',
      utmSource: '',
      isSpam: false,
      idempotencyKey: null,
    })
  }, 60_000) // every migration since goes down and up: some 15 on MariaDB, more on a busy machine
})
