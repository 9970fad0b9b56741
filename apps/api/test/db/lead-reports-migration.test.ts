import { describe, expect, it } from 'vitest'
import { LeadReports1795760000000 } from '../../src/db/migrations/1795760000000-lead-reports'
import { insertEarlierRequest, migratedDatabase } from '../helpers/migrated-database'

// The report columns go down and up on both databases. Leads worked before them get the furthest
// step their timeline or their stage shows, and the working seconds to their first contact by
// the built-in desk (9:00 to 19:00, Monday to Saturday, in Patna).

describe('the LeadReports migration', () => {
  const db = migratedDatabase()

  it('goes down and up again, filling the furthest step and the first contact’s working seconds', async () => {
    expect(await db.undoFrom(LeadReports1795760000000)).toEqual([
      'LeadReports1795760000000',
      'SearchMessagesNotes1795770000000',
      'SiteVisits1795780000000',
    ])
    expect(await db.columnsOf('contact_submissions')).not.toContain('furthestStage')
    const ids: Record<string, number> = {}
    for (const name of ['Lost after a quotation', 'Won', 'Moved back', 'Never worked']) {
      await insertEarlierRequest(db.dataSource, { name })
      const [row] = await db.dataSource.query('SELECT MAX(id) AS id FROM contact_submissions')
      ids[name] = Number(row.id)
    }
    const set = (name: string, sql: string, values: unknown[]) =>
      db.dataSource.query(`UPDATE contact_submissions SET ${sql} WHERE id = ?`, [
        ...values,
        ids[name],
      ])
    const moved = (name: string, to: string) =>
      db.dataSource.query(
        "INSERT INTO lead_events (submissionId, at, actorId, actorName, kind, data) VALUES (?, '2026-11-30 04:00:00.000', NULL, NULL, 'stage', ?)",
        [ids[name], JSON.stringify({ from: 'contacted', to, lostReason: '' })],
      )
    // Arrived 18:58 IST on Saturday 28 Nov 2026 (13:28 UTC), called 9:03 IST on Monday 30 Nov
    // (03:33 UTC): 2 working minutes on Saturday and 3 on Monday, 300 s.
    await set('Lost after a quotation', "stage = 'lost', createdAt = ?, firstContactAt = ?", [
      '2026-11-28 13:28:00.000',
      '2026-11-30 03:33:00.000',
    ])
    await moved('Lost after a quotation', 'site_visit_scheduled')
    await moved('Lost after a quotation', 'quotation_sent')
    await moved('Lost after a quotation', 'lost')
    // Arrived 10:00 IST on Wednesday 25 Nov (04:30 UTC), first contacted 10:04:30 IST: 270 s.
    await set('Won', "stage = 'won', createdAt = ?, firstContactAt = ?", [
      '2026-11-25 04:30:00.000',
      '2026-11-25 04:34:30.000',
    ])
    await set('Moved back', "stage = 'contacted'", [])
    await moved('Moved back', 'site_visit_scheduled')
    await moved('Moved back', 'contacted')

    await db.dataSource.runMigrations({ transaction: 'each' })

    const rows: { name: string; furthestStage: string; firstContactSeconds: unknown }[] =
      await db.dataSource.query(
        'SELECT name, furthestStage, firstContactSeconds FROM contact_submissions ORDER BY id',
      )
    expect(
      rows.map((row) => [
        row.name,
        row.furthestStage,
        row.firstContactSeconds === null ? null : Number(row.firstContactSeconds),
      ]),
    ).toEqual([
      ['Lost after a quotation', 'quotation_sent', 300],
      ['Won', 'won', 270],
      ['Moved back', 'site_visit_scheduled', null],
      ['Never worked', 'new', null],
    ])
  })
})
