import type { DataSource } from 'typeorm'
import { describe, expect, it } from 'vitest'
import {
  backfillLandSizeSquareFeet,
  LandSizeSquareFeet1795720000000,
} from '../../src/db/migrations/1795720000000-land-size-square-feet'
import { insertEarlierRequest, migratedDatabase } from '../helpers/migrated-database'

// The migration that gives each request its land size's square feet (issue 25) goes down and up
// on both databases, and fills them for the requests stored before it: the earlier schema stored
// every readable size as a number of sq ft ("1800"; "30x40" was stored as "1200"), and older rows
// hold whatever was typed.

/** Stores a request as the earlier schema did, with only its name and land size of interest. */
const insertRequest = (dataSource: DataSource, name: string, landSize: string) =>
  insertEarlierRequest(dataSource, { name, landSize })

describe('the LandSizeSquareFeet migration', () => {
  const db = migratedDatabase()

  const squareFeetOf = async () => {
    const rows: { name: string; landSizeSqFt: number | null }[] = await db.dataSource.query(
      'SELECT name, landSizeSqFt FROM contact_submissions ORDER BY id',
    )
    return Object.fromEntries(rows.map((row) => [row.name, row.landSizeSqFt]))
  }

  it('goes down and up again, filling the square feet of every request stored before it that it can read', async () => {
    const again = await db.undoFrom(LandSizeSquareFeet1795720000000)
    expect(await db.columnsOf('contact_submissions')).not.toContain('landSizeSqFt')
    await insertRequest(db.dataSource, 'Stored as sq ft', '1800')
    await insertRequest(db.dataSource, 'Typed with a separator', '1,200 sq ft')
    await insertRequest(db.dataSource, 'Typed in katha', '2 katha')
    await insertRequest(db.dataSource, 'Unreadable', 'ask on the phone')
    await insertRequest(db.dataSource, 'Hero form', '')

    const applied = await db.dataSource.runMigrations({ transaction: 'each' })

    expect(applied.map((migration) => migration.name)).toEqual(again)
    expect(await db.columnsOf('contact_submissions')).toContain('landSizeSqFt')
    // Read as a new request's land size is, with Patna's katha (1,361.25 sq ft): 2 katha =
    // 2 x 1,361.25 = 2,722.5 sq ft. A number from both databases, never a string.
    expect(await squareFeetOf()).toEqual({
      'Stored as sq ft': 1800,
      'Typed with a separator': 1200,
      'Typed in katha': 2722.5,
      Unreadable: null,
      'Hero form': null,
    })
  })

  it('fills a table a batch at a time, past the end of a batch', async () => {
    for (const name of ['Fourth', 'Fifth']) await insertRequest(db.dataSource, name, '900')
    await db.dataSource.query('UPDATE contact_submissions SET landSizeSqFt = NULL')
    const runner = db.dataSource.createQueryRunner()
    let filled: number
    try {
      // Seven requests, two a batch: four batches, the last of one request.
      filled = await backfillLandSizeSquareFeet(runner, 2)
    } finally {
      await runner.release()
    }
    // Every request with a readable size: 1800, 1,200 sq ft, 2 katha and the two of 900.
    expect(filled).toBe(5)
    expect(await squareFeetOf()).toMatchObject({
      'Stored as sq ft': 1800,
      'Typed in katha': 2722.5,
      Unreadable: null,
      Fourth: 900,
      Fifth: 900,
    })
  })
})
