import { describe, expect, it } from 'vitest'
import { AdminUserEntity, ContactSubmissionEntity, SessionEntity } from '../../src/db/entities'
import { LeadPipeline1795535700000 } from '../../src/db/migrations/1795535700000-lead-pipeline'
import { insertEarlierRequest, migratedDatabase } from '../helpers/migrated-database'

// The migration of issue 15 goes up and down on both databases; requests, accounts and sessions
// stored before it come out of it as the sales desk needs them.

describe('the LeadPipeline migration', () => {
  const db = migratedDatabase()

  const insertOld = (name: string, phone: string, createdAt: string, processed: boolean) =>
    insertEarlierRequest(db.dataSource, { name, phone, createdAt, processed })

  it('goes down to the earlier schema and up again, filling the new columns from the old rows', async () => {
    const again = await db.undoFrom(LeadPipeline1795535700000)
    expect(await db.dataSource.createQueryRunner().hasTable('lead_events')).toBe(false)
    expect(await db.dataSource.createQueryRunner().hasTable('audit_log')).toBe(false)
    expect(await db.columnsOf('contact_submissions')).not.toContain('stage')
    expect(await db.columnsOf('admin_users')).not.toContain('role')

    await insertOld('Old New', '+91 98765 43210', '2026-01-01 10:00:00.000', false)
    await insertOld('Old Processed', '98765-43210', '2026-01-20 10:00:00.000', true)
    // 31 days after the first, 12 after the second: a repeat of the second.
    await insertOld('Old Third', '9876543210', '2026-02-01 10:00:00.000', false)
    // 31 days after the third and nothing in between: not a repeat.
    await insertOld('Old Fourth', '(98765) 43210', '2026-03-04 10:00:00.000', false)
    await db.dataSource.query(
      "INSERT INTO admin_users (username, name, passwordHash, createdAt) VALUES ('ravi', 'Ravi', 'x', '2026-01-01 10:00:00.000')",
    )
    const [{ id: adminId } = { id: 0 }] = (await db.dataSource.query(
      "SELECT id FROM admin_users WHERE username = 'ravi'",
    )) as { id: number }[]
    await db.dataSource.query('INSERT INTO sessions (id, data, expiresAt) VALUES (?, ?, ?)', [
      'old-session',
      JSON.stringify({ cookie: {}, adminUserId: adminId }),
      '2099-01-01 00:00:00.000',
    ])

    const applied = await db.dataSource.runMigrations({ transaction: 'each' })
    expect(applied.map((migration) => migration.name)).toEqual(again)
    const requests = await db.dataSource.getRepository(ContactSubmissionEntity).find({
      order: { id: 'ASC' },
    })
    expect(
      requests.map((row) => [row.name, row.stage, row.isRepeat, row.phoneNational, row.version]),
    ).toEqual([
      ['Old New', 'new', false, '9876543210', 1],
      ['Old Processed', 'contacted', true, '9876543210', 1],
      ['Old Third', 'new', true, '9876543210', 1],
      ['Old Fourth', 'new', false, '9876543210', 1],
    ])
    expect(requests[0]?.phoneNationalReversed).toBe('0123456789')
    // The words each request is found by: its name, city and national number.
    const terms = (await db.dataSource.query(
      'SELECT term FROM lead_search_terms WHERE submissionId = ? ORDER BY term',
      [requests[0]?.id],
    )) as { term: string }[]
    expect(terms.map((row) => row.term)).toEqual(['9876543210', 'new', 'old', 'patna'])
    expect(requests[0]?.updatedAt?.toISOString()).toBe('2026-01-01T10:00:00.000Z')
    // Every account so far was the all-powerful admin: each is an owner.
    expect(
      await db.dataSource.getRepository(AdminUserEntity).findOneBy({ username: 'ravi' }),
    ).toMatchObject({ role: 'owner', disabledAt: null })
    // A session signed in before names its account, so it can be ended.
    expect(
      (await db.dataSource.getRepository(SessionEntity).findOneBy({ id: 'old-session' }))
        ?.adminUserId,
    ).toBe(adminId)
  })

  it('keeps a lead moved on since as processed after going down', async () => {
    await db.dataSource
      .getRepository(ContactSubmissionEntity)
      .update({ name: 'Old New' }, { stage: 'won', isProcessed: true })
    await db.undoFrom(LeadPipeline1795535700000)
    const rows = (await db.dataSource.query(
      'SELECT name, isProcessed FROM contact_submissions ORDER BY id',
    )) as { name: string; isProcessed: number | boolean }[]
    expect(rows.map((row) => [row.name, Number(row.isProcessed)])).toEqual([
      ['Old New', 1],
      ['Old Processed', 1],
      ['Old Third', 0],
      ['Old Fourth', 0],
    ])
    expect(await db.columnsOf('sessions')).not.toContain('adminUserId')
    await db.dataSource.runMigrations({ transaction: 'each' })
    expect(await db.columnsOf('contact_submissions')).toContain('stage')
  })
})
