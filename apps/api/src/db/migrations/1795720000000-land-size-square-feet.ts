import { readLandSize } from '@nirman/contract/quote-fields'
import type { MigrationInterface, QueryRunner } from 'typeorm'

// Issue 25 (land sizes in the units Bihar buys land in): a request keeps its land size as the
// visitor typed it ("2 katha", "30x40"), and its square feet beside it, read with the company's
// sizes of the units when it arrived, for staff and the CSV. Plain ALTER TABLE: the same statement
// on MySQL and SQLite (no table rebuilt); DOUBLE is a REAL on SQLite, and both drivers give it
// back as a JavaScript number.

/** Requests read and updated per statement of the backfill: 500 rows make 1,500 parameters. */
const BACKFILL_BATCH_ROWS = 500

interface StoredLandSize {
  id: number | string
  landSize: string
}

/**
 * Fills the square feet of the requests stored before the column: the earlier schema stored every
 * land size as a number of square feet ("1200", a plot of 30x40 included), and rows older than it
 * may hold anything, so each is read as a new request's is (readLandSize, Patna's sizes of the
 * units, the only ones there were). What cannot be read stays NULL, shown to staff as typed. Read
 * and written a batch at a time along the primary key, so a large table is never held in memory;
 * one UPDATE a batch.
 *
 * @param queryRunner - the migration's
 * @param batchRows - requests a batch (default 500)
 * @returns how many requests got their square feet
 */
export async function backfillLandSizeSquareFeet(
  queryRunner: QueryRunner,
  batchRows = BACKFILL_BATCH_ROWS,
): Promise<number> {
  let filled = 0
  let after = 0
  for (;;) {
    const rows: StoredLandSize[] = await queryRunner.query(
      `SELECT id, landSize FROM contact_submissions WHERE id > ? AND landSize <> '' AND landSizeSqFt IS NULL ORDER BY id LIMIT ${batchRows}`,
      [after],
    )
    const last = rows.at(-1)
    if (!last) return filled
    after = Number(last.id)
    const readable: [id: number, squareFeet: number][] = []
    for (const row of rows) {
      const reading = readLandSize(row.landSize)
      if ('squareFeet' in reading) readable.push([Number(row.id), reading.squareFeet])
    }
    if (readable.length > 0) {
      // One statement for the batch: CASE id WHEN ... THEN ... END reads alike on both databases.
      await queryRunner.query(
        `UPDATE contact_submissions SET landSizeSqFt = CASE id ${readable.map(() => 'WHEN ? THEN ?').join(' ')} END WHERE id IN (${readable.map(() => '?').join(', ')})`,
        [...readable.flat(), ...readable.map(([id]) => id)],
      )
      filled += readable.length
    }
    if (rows.length < batchRows) return filled
  }
}

export class LandSizeSquareFeet1795720000000 implements MigrationInterface {
  name = 'LandSizeSquareFeet1795720000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contact_submissions ADD COLUMN landSizeSqFt double NULL')
    await backfillLandSizeSquareFeet(queryRunner)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contact_submissions DROP COLUMN landSizeSqFt')
  }
}
