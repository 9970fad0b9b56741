import { describe, expect, it } from 'vitest'
import { Quotations1795730000000 } from '../../src/db/migrations/1795730000000-quotations'
import { migratedDatabase } from '../helpers/migrated-database'

// The quotations migration goes down and up on both databases, and the database itself keeps one
// row per revision number of a quotation: two staff starting revision 2 at once make one of them.

describe('the Quotations migration', () => {
  const db = migratedDatabase()

  const insertRevision = (quotationId: number, revision: number) =>
    db.dataSource.query(
      "INSERT INTO quotation_revisions (quotationId, revision, status, content, totalPaise, createdAt, declineReason) VALUES (?, ?, 'draft', '{}', 0, ?, '')",
      [quotationId, revision, '2026-11-28 10:00:00.000'],
    )

  it('goes down and up again, with its tables and their columns', async () => {
    // The migrations after it go down (and up) with it.
    expect(await db.undoFrom(Quotations1795730000000)).toEqual([
      'Quotations1795730000000',
      'LeadAssignment1795740000000',
      'FirstContact1795750000000',
      'LeadReports1795760000000',
      'SearchMessagesNotes1795770000000',
      'SiteVisits1795780000000',
    ])
    const runner = db.dataSource.createQueryRunner()
    expect(await runner.hasTable('quotations')).toBe(false)
    expect(await runner.hasTable('quotation_revisions')).toBe(false)
    await runner.release()
    await db.dataSource.runMigrations({ transaction: 'each' })
    expect(await db.columnsOf('quotations')).toEqual(
      expect.arrayContaining(['id', 'leadId', 'version', 'createdAt', 'updatedAt']),
    )
    expect(await db.columnsOf('quotation_revisions')).toEqual(
      expect.arrayContaining([
        'quotationId',
        'revision',
        'status',
        'content',
        'totalPaise',
        'sentAt',
      ]),
    )
  })

  it('refuses a second row of one revision number of a quotation', async () => {
    await insertRevision(7, 1)
    await insertRevision(7, 2)
    await insertRevision(8, 1)
    await expect(insertRevision(7, 2)).rejects.toThrow()
  })
})
