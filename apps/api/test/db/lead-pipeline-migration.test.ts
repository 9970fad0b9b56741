import type { DataSource } from 'typeorm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminUserEntity, ContactSubmissionEntity, SessionEntity } from '../../src/db/entities'
import { migrations } from '../../src/db/migrations'
import { LeadPipeline1795535700000 } from '../../src/db/migrations/1795535700000-lead-pipeline'
import { openDatabase } from '../../src/db/open-database'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

// The migration of issue 15 goes up and down on both databases; requests, accounts and sessions
// stored before it come out of it as the sales desk needs them.

describe('the LeadPipeline migration', () => {
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
  const fromThisOne = migrations.slice(migrations.indexOf(LeadPipeline1795535700000))
  const undoFromThisOne = async () => {
    for (const _ of fromThisOne) await dataSource.undoLastMigration({ transaction: 'each' })
  }
  const insertOld = (name: string, phone: string, createdAt: string, processed: boolean) =>
    dataSource.query(
      'INSERT INTO contact_submissions (name, phone, email, city, landSize, landDimensionNorthFeet, landDimensionNorthInches, landDimensionSouthFeet, landDimensionSouthInches, landDimensionEastFeet, landDimensionEastInches, landDimensionWestFeet, landDimensionWestInches, landFacing, projectType, message, createdAt, isProcessed, processedAt) ' +
        "VALUES (?, ?, '', 'Patna', '', '', '0', '', '0', '', '0', '', '0', '', 'Consultancy', '', ?, ?, ?)",
      [name, phone, createdAt, processed ? 1 : 0, processed ? createdAt : null],
    )

  it('goes down to the earlier schema and up again, filling the new columns from the old rows', async () => {
    await undoFromThisOne()
    expect(await dataSource.createQueryRunner().hasTable('lead_events')).toBe(false)
    expect(await dataSource.createQueryRunner().hasTable('audit_log')).toBe(false)
    expect(await columnsOf('contact_submissions')).not.toContain('stage')
    expect(await columnsOf('admin_users')).not.toContain('role')

    await insertOld('Old New', '+91 98765 43210', '2026-01-01 10:00:00.000', false)
    await insertOld('Old Processed', '98765-43210', '2026-01-20 10:00:00.000', true)
    // 31 days after the first, 12 after the second: a repeat of the second.
    await insertOld('Old Third', '9876543210', '2026-02-01 10:00:00.000', false)
    // 31 days after the third and nothing in between: not a repeat.
    await insertOld('Old Fourth', '(98765) 43210', '2026-03-04 10:00:00.000', false)
    await dataSource.query(
      "INSERT INTO admin_users (username, name, passwordHash, createdAt) VALUES ('ravi', 'Ravi', 'x', '2026-01-01 10:00:00.000')",
    )
    const [{ id: adminId } = { id: 0 }] = (await dataSource.query(
      "SELECT id FROM admin_users WHERE username = 'ravi'",
    )) as { id: number }[]
    await dataSource.query('INSERT INTO sessions (id, data, expiresAt) VALUES (?, ?, ?)', [
      'old-session',
      JSON.stringify({ cookie: {}, adminUserId: adminId }),
      '2099-01-01 00:00:00.000',
    ])

    const applied = await dataSource.runMigrations({ transaction: 'each' })
    expect(applied.map((migration) => migration.name)).toEqual(
      fromThisOne.map((migration) => migration.name),
    )
    const requests = await dataSource.getRepository(ContactSubmissionEntity).find({
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
    const terms = (await dataSource.query(
      'SELECT term FROM lead_search_terms WHERE submissionId = ? ORDER BY term',
      [requests[0]?.id],
    )) as { term: string }[]
    expect(terms.map((row) => row.term)).toEqual(['9876543210', 'new', 'old', 'patna'])
    expect(requests[0]?.updatedAt?.toISOString()).toBe('2026-01-01T10:00:00.000Z')
    // Every account so far was the all-powerful admin: each is an owner.
    expect(
      await dataSource.getRepository(AdminUserEntity).findOneBy({ username: 'ravi' }),
    ).toMatchObject({ role: 'owner', disabledAt: null })
    // A session signed in before names its account, so it can be ended.
    expect(
      (await dataSource.getRepository(SessionEntity).findOneBy({ id: 'old-session' }))?.adminUserId,
    ).toBe(adminId)
  })

  it('keeps a lead moved on since as processed after going down', async () => {
    await dataSource
      .getRepository(ContactSubmissionEntity)
      .update({ name: 'Old New' }, { stage: 'won', isProcessed: true })
    await undoFromThisOne()
    const rows = (await dataSource.query(
      'SELECT name, isProcessed FROM contact_submissions ORDER BY id',
    )) as { name: string; isProcessed: number | boolean }[]
    expect(rows.map((row) => [row.name, Number(row.isProcessed)])).toEqual([
      ['Old New', 1],
      ['Old Processed', 1],
      ['Old Third', 0],
      ['Old Fourth', 0],
    ])
    expect(await columnsOf('sessions')).not.toContain('adminUserId')
    await dataSource.runMigrations({ transaction: 'each' })
    expect(await columnsOf('contact_submissions')).toContain('stage')
  })
})
