import { describe, expect, it } from 'vitest'
import { LeadAssignment1795740000000 } from '../../src/db/migrations/1795740000000-lead-assignment'
import { migratedDatabase } from '../helpers/migrated-database'

// The turn counters of the assignment rules go down and up on both databases, and come with a row
// for every pool there is, at turn 0 (so a batch only updates one: leads/lead-assignment.ts).

describe('the LeadAssignment migration', () => {
  const db = migratedDatabase()

  it('goes down and up again, with a counter at 0 for everyone, the owners and each project type', async () => {
    expect(await db.undoFrom(LeadAssignment1795740000000)).toEqual([
      'LeadAssignment1795740000000',
      'FirstContact1795750000000',
      'LeadReports1795760000000',
      'SearchMessagesNotes1795770000000',
      'SiteVisits1795780000000',
    ])
    const runner = db.dataSource.createQueryRunner()
    expect(await runner.hasTable('lead_assignment_turns')).toBe(false)
    await runner.release()
    await db.dataSource.runMigrations({ transaction: 'each' })
    const rows: { pool: string; turn: unknown }[] = await db.dataSource.query(
      'SELECT pool, turn FROM lead_assignment_turns ORDER BY pool',
    )
    // 'all', 'owners' and the 8 project types of the two forms (6 + 6, 4 of them shared).
    expect(rows.map((row) => row.pool)).toEqual([
      'all',
      'owners',
      'type:Architectural Design',
      'type:Building Consultancy',
      'type:Commercial Construction',
      'type:Consultancy',
      'type:Interior Design',
      'type:Other',
      'type:Project Management',
      'type:Residential Construction',
    ])
    expect(rows.every((row) => Number(row.turn) === 0)).toBe(true)
  })
})
