import type { DataSource } from 'typeorm'
import { afterAll, beforeAll } from 'vitest'
import { migrations } from '../../src/db/migrations'
import { openDatabase } from '../../src/db/open-database'
import { createTestDatabase, type TestDatabase } from './test-database'

// The frame of a migration's test: a database of the file's own at the newest schema, taken down
// to the schema before the migration, given rows as the older code wrote them, and brought up
// again.

type Migration = (typeof migrations)[number]

export interface MigratedDatabase {
  /** The open database, once the file's tests run. */
  readonly dataSource: DataSource
  /** The names of `table`'s columns, as the schema has them now. */
  columnsOf(table: string): Promise<string[]>
  /**
   * Undoes `migration` and every later one, newest first: the schema as it was before it. Returns
   * their names in the order they run again (what runMigrations then applies).
   */
  undoFrom(migration: Migration): Promise<string[]>
}

/** A database of its own for the test file (describe block): opened before, dropped after. */
export function migratedDatabase(): MigratedDatabase {
  let database: TestDatabase | undefined
  let opened: DataSource | undefined
  beforeAll(async () => {
    database = await createTestDatabase()
    opened = await openDatabase({
      url: database.url,
      log: { info: () => {}, warn: () => {} },
      attempts: 1,
    })
  })
  afterAll(async () => {
    if (opened?.isInitialized) await opened.destroy()
    await database?.drop()
  })
  const dataSource = () => {
    if (!opened) throw new Error('the database opens before the tests of the file')
    return opened
  }
  return {
    get dataSource() {
      return dataSource()
    },
    columnsOf: async (table) =>
      (await dataSource().createQueryRunner().getTable(table))?.columns.map(
        (column) => column.name,
      ) ?? [],
    undoFrom: async (migration) => {
      const fromIt = migrations.slice(migrations.indexOf(migration))
      for (const _ of fromIt) await dataSource().undoLastMigration({ transaction: 'each' })
      return fromIt.map((undone) => undone.name)
    },
  }
}

/** A quote request as the first schema stored it; the fields of interest given, the rest blank. */
export interface EarlierRequest {
  name: string
  phone?: string
  landSize?: string
  /** `YYYY-MM-DD hh:mm:ss.sss`; 1 January 2026 at 10:00 by default. */
  createdAt?: string
  /** Marked processed, at its `createdAt`. */
  processed?: boolean
}

/**
 * Stores `request` with the first schema's columns only (every later schema keeps them), as the
 * code of the time did, for a migration to carry over.
 */
export function insertEarlierRequest(dataSource: DataSource, request: EarlierRequest) {
  const createdAt = request.createdAt ?? '2026-01-01 10:00:00.000'
  return dataSource.query(
    'INSERT INTO contact_submissions (name, phone, email, city, landSize, landDimensionNorthFeet, landDimensionNorthInches, landDimensionSouthFeet, landDimensionSouthInches, landDimensionEastFeet, landDimensionEastInches, landDimensionWestFeet, landDimensionWestInches, landFacing, projectType, message, createdAt, isProcessed, processedAt) ' +
      "VALUES (?, ?, '', 'Patna', ?, '', '0', '', '0', '', '0', '', '0', '', 'Consultancy', '', ?, ?, ?)",
    [
      request.name,
      request.phone ?? '9876543210',
      request.landSize ?? '',
      createdAt,
      request.processed ? 1 : 0,
      request.processed ? createdAt : null,
    ],
  )
}
