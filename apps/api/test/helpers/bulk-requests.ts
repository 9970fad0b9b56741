import Database from 'better-sqlite3'
import mysql from 'mysql2/promise'
import { testDialect } from './test-database'

/**
 * Stores `count` quote requests (at most 100,000) straight into the test's database in one
 * INSERT ... SELECT that the database itself generates, on a connection of its own (the app's
 * MySQL connections stop a query after 2.5 s). About 4 s for 100,000 on SQLite with every index of
 * the list; the form would take an hour. Request `i` (from 0) is "Bulk Lead <i>" from the phone
 * "0" + (9400000000 + i) (eleven digits, a leading 0 as some families type it), received `i`
 * minutes after 1 Jan 2025 UTC, so ids and times grow together; none is spam, all are New.
 *
 * @param url the test database's url (`sqlite:<file>` or `mysql://...`)
 */
export async function insertBulkRequests(url: string, count: number): Promise<void> {
  if (count > 100_000) throw new Error('insertBulkRequests makes at most 100,000 requests')
  const digit = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `SELECT ${d} AS d`).join(' UNION ALL ')
  // i from 0 to 99,999: five tables of the ten digits, crossed.
  const numbers = `SELECT a.d + 10 * b.d + 100 * c.d + 1000 * e.d + 10000 * f.d AS i
    FROM (${digit}) a, (${digit}) b, (${digit}) c, (${digit}) e, (${digit}) f`
  const sqlite = testDialect === 'sqlite'
  const text = (...parts: string[]) => (sqlite ? parts.join(' || ') : `CONCAT(${parts.join(', ')})`)
  const minutesAfter = (expression: string) =>
    sqlite
      ? `strftime('%Y-%m-%d %H:%M:%f', '2025-01-01', '+' || (${expression}) || ' minutes')`
      : `DATE_ADD('2025-01-01 00:00:00.000', INTERVAL (${expression}) MINUTE)`
  const national = sqlite ? 'CAST(9400000000 + i AS TEXT)' : 'CAST(9400000000 + i AS CHAR)'
  const sql = `INSERT INTO contact_submissions (name, phone, email, city, landSize,
      landDimensionNorthFeet, landDimensionNorthInches, landDimensionSouthFeet,
      landDimensionSouthInches, landDimensionEastFeet, landDimensionEastInches,
      landDimensionWestFeet, landDimensionWestInches, landFacing, projectType, message, createdAt,
      isProcessed, stage, phoneDigits, phoneNational, phoneNationalReversed, updatedAt)
    SELECT ${text("'Bulk Lead '", sqlite ? 'CAST(i AS TEXT)' : 'i')}, ${text("'0'", national)}, '',
      'Patna', '1800', '40', '0', '40', '0', '45', '0', '45', '0', 'North-East',
      'Residential Construction', 'Two-storey house, four bedrooms, parking below.',
      ${minutesAfter('i')}, 0, 'new', ${text("'0'", national)}, ${national}, '', ${minutesAfter('i')}
    FROM (${numbers}) generated WHERE i < ${count} ORDER BY i`
  if (sqlite) {
    const file = new Database(url.slice('sqlite:'.length))
    try {
      file.exec(sql)
    } finally {
      file.close()
    }
    return
  }
  const connection = await mysql.createConnection(url)
  try {
    await connection.query(sql)
  } finally {
    await connection.end()
  }
}
