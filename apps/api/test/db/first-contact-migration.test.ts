import { describe, expect, it } from 'vitest'
import { FirstContact1795750000000 } from '../../src/db/migrations/1795750000000-first-contact'
import { insertEarlierRequest, migratedDatabase } from '../helpers/migrated-database'

// The first-contact clock's columns and the digests' table go down and up on both databases; a
// request worked before the clock existed was first contacted, at the latest, when it left New.

describe('the FirstContact migration', () => {
  const db = migratedDatabase()

  it('goes down and up again, taking a worked request’s first contact from when it was processed', async () => {
    // The migrations after it go down (and up) with it.
    expect(await db.undoFrom(FirstContact1795750000000)).toEqual([
      'FirstContact1795750000000',
      'LeadReports1795760000000',
      'SearchMessagesNotes1795770000000',
      'SiteVisits1795780000000',
    ])
    expect(await db.columnsOf('contact_submissions')).not.toContain('firstContactAt')
    expect(await db.columnsOf('admin_users')).not.toContain('email')
    await insertEarlierRequest(db.dataSource, {
      name: 'Worked',
      processed: true,
      createdAt: '2026-03-02 11:15:00.000',
    })
    await insertEarlierRequest(db.dataSource, { name: 'Never worked' })

    await db.dataSource.runMigrations({ transaction: 'each' })

    const rows: { name: string; firstContactAt: unknown; escalatedAt: unknown }[] =
      await db.dataSource.query(
        'SELECT name, firstContactAt, escalatedAt FROM contact_submissions ORDER BY id',
      )
    // insertEarlierRequest marks a processed request processed at its createdAt.
    const text = (value: unknown) =>
      value instanceof Date ? value.toISOString() : value === null ? null : String(value)
    expect(rows.map((row) => row.name)).toEqual(['Worked', 'Never worked'])
    expect(text(rows[0]?.firstContactAt)).toMatch(/^2026-03-02[ T]11:15:00/)
    expect(rows[1]?.firstContactAt).toBeNull()
    expect(rows.map((row) => row.escalatedAt)).toEqual([null, null])
    expect(await db.columnsOf('admin_users')).toContain('email')
    const runner = db.dataSource.createQueryRunner()
    expect(await runner.hasTable('staff_digests')).toBe(true)
    await runner.release()
  })
})
