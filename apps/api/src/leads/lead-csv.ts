import { setImmediate as nextTurn } from 'node:timers/promises'
import {
  BYTE_ORDER_MARK,
  csvColumns,
  csvNo,
  csvYes,
  FORMULA_GUARD,
  formatCompanyDateTime,
  type LeadFilter,
  leadStageLabels,
  quoteLanguageLabels,
  quoteRequestFields,
  type StaffRef,
  spreadsheetText,
} from '@nirman/contract'
import Papa from 'papaparse'
import type { DataSource } from 'typeorm'
import {
  AdminUserEntity,
  ContactSubmissionEntity,
  type ContactSubmissionRow,
  sourceColumns,
} from '../db/entities'
import { filteredLeads, type LeadQueryContext } from './lead-query'

/**
 * Ids each query of the export covers: a query reads at most this many rows, whatever the filter.
 * On SQLite every query runs on the event loop (better-sqlite3 is synchronous): 50 rows are read
 * and written as CSV in about 2 ms of CPU on the 2-core machine, so the website and the quote form
 * wait about that long for a turn. MySQL's queries run off the event loop, but its driver's
 * reading of the rows and the CSV do not: 100 a window keep that near 3 ms, and took less time in
 * all than 500 (fewer rows waiting on the loop at once, 10 s against 12.5 s for 100,000).
 */
export const CSV_BATCH_IDS = { sqlite: 50, mysql: 100 } as const

export const csvBatchIds = (dataSource: DataSource) =>
  dataSource.options.type === 'mysql' ? CSV_BATCH_IDS.mysql : CSV_BATCH_IDS.sqlite

/**
 * A phone number as text in every spreadsheet: the invisible FORMULA_GUARD in front of every
 * number, not only of those starting with +. A cell of digits alone is read as a number, so
 * "09431099999" would show as 9431099999 and "919876543210" as 9.19877E+11; after the mark the
 * cell is text and reads exactly as typed. (A leading tab is dropped by LibreOffice and Google
 * Sheets, which then read a number again; `="0943..."` is a formula, which the guard exists to
 * keep out of the file.)
 *
 * @example phoneText('09431099999') // '\u200E09431099999'
 */
export function phoneText(value: string): string {
  return value === '' ? value : `${FORMULA_GUARD}${value}`
}

/** The columns the CSV shows: only these are read (each column read costs on SQLite). */
const csvFields = [
  'id',
  ...quoteRequestFields,
  'createdAt',
  'isProcessed',
  ...sourceColumns,
  'stage',
  'lostReason',
  'assigneeId',
  'followUpAt',
  'language',
  'landSizeSqFt',
] as const satisfies readonly (keyof ContactSubmissionRow)[]

/** The row of the CSV: what csvRecord reads. */
type CsvRow = Pick<ContactSubmissionRow, (typeof csvFields)[number]>

/** The source columns of a row, in the order of quoteSourceFields. */
const sourceCells = (row: CsvRow) => sourceColumns.map((column) => row[column])

/** The Phone column's place among the specification's columns (ID, Name, Email, Phone...). */
const PHONE_COLUMN = csvColumns.indexOf('Phone')

// Read straight from the row: building the API's view of each row first (toContactSubmission, a
// rest spread of 40 fields) took the server's memory up by ~85 MB over 100,000 rows.
function csvRecord(row: CsvRow, names: Map<number, StaffRef>): string[] {
  const assignee = row.assigneeId === null ? undefined : names.get(Number(row.assigneeId))
  const cells = [
    String(row.id),
    row.name,
    row.email,
    phoneText(row.phone),
    row.city,
    row.landSize,
    row.landDimensionNorthFeet,
    row.landDimensionNorthInches,
    row.landDimensionSouthFeet,
    row.landDimensionSouthInches,
    row.landDimensionEastFeet,
    row.landDimensionEastInches,
    row.landDimensionWestFeet,
    row.landDimensionWestInches,
    row.landFacing,
    row.projectType,
    row.message,
    formatCompanyDateTime(row.createdAt),
    row.isProcessed ? csvYes : csvNo,
    ...sourceCells(row),
    leadStageLabels[row.stage],
    row.lostReason,
    assignee?.name ?? '',
    row.followUpAt ? formatCompanyDateTime(row.followUpAt) : '',
    quoteLanguageLabels[row.language] ?? row.language,
    // Plain digits ("2722.5"), which every spreadsheet reads as a number.
    row.landSizeSqFt === null ? '' : String(row.landSizeSqFt),
  ]
  // The phone is text already (its guard in front); every other cell is guarded if it needs it.
  return cells.map((cell, index) => (index === PHONE_COLUMN ? cell : spreadsheetText(cell)))
}

const toCsv = (records: string[][]) =>
  Papa.unparse(records, { newline: '\r\n', header: false, quotes: false })

/** How far an export has got: rows sent, and whether the last one was. */
export interface CsvExportProgress {
  rows: number
  complete: boolean
}

const sqliteTable = (name: string) => `FROM "${name}" "lead"`
const mysqlTable = (name: string) => `FROM \`${name}\` \`lead\``

/**
 * The query of one window read along the primary key, whatever other index the filter could use.
 * Without the hint SQLite takes the (isSpam, ...) index of the filter, reads every request below
 * the window and sorts them in a temporary B-tree (about 0.3 s a query at 100,000 requests, all of
 * it on the event loop); along the key a window costs what its own rows cost.
 */
function alongPrimaryKey(dataSource: DataSource, sql: string): string {
  const table = dataSource.getMetadata(ContactSubmissionEntity).tableName
  const isMysql = dataSource.options.type === 'mysql'
  const from = isMysql ? mysqlTable(table) : sqliteTable(table)
  if (!sql.includes(from)) throw new Error(`The export's query does not read ${from}: ${sql}`)
  return sql.replace(from, `${from} ${isMysql ? 'FORCE INDEX (PRIMARY)' : 'NOT INDEXED'}`)
}

/**
 * A bound of a window as a parameter. SQLite's driver writes numbers into the SQL text, which
 * would make each window a statement of its own to prepare (and push the site's own statements
 * out of TypeORM's cache of 100): its bounds go as text, which SQLite compares with the integer key
 * as numbers. MySQL's driver sends numbers as parameters.
 */
const windowBound = (dataSource: DataSource, id: number) =>
  dataSource.options.type === 'mysql' ? id : String(id)

/**
 * The SQL of one window of the export: the filter's requests with `bottom <= id < top`, newest
 * first, read along the primary key. Exported for the test that checks the plan of each database.
 */
export function exportWindowQuery(
  dataSource: DataSource,
  filter: LeadFilter,
  context: LeadQueryContext,
  window: { top: number; bottom: number },
): [string, unknown[]] {
  const [sql, parameters] = filteredLeads(dataSource, filter, context)
    .select(csvFields.map((field) => `lead.${field}`))
    .andWhere('lead.id < :top', { top: windowBound(dataSource, window.top) })
    .andWhere('lead.id >= :bottom', { bottom: windowBound(dataSource, window.bottom) })
    .orderBy('lead.id', 'DESC')
    .getQueryAndParameters()
  return [alongPrimaryKey(dataSource, sql), parameters]
}

/**
 * The query of every window, built once (TypeORM takes about 0.5 ms to build it, a fifth of a
 * window's time on SQLite): the SQL, and its parameters with the window's two bounds put in.
 */
function exportWindows(dataSource: DataSource, filter: LeadFilter, context: LeadQueryContext) {
  // Bounds no id has, to find where they stand among the parameters.
  const marks = { top: -1_000_001, bottom: -1_000_002 }
  const [sql, parameters] = exportWindowQuery(dataSource, filter, context, marks)
  const bound = (id: number) => windowBound(dataSource, id)
  const topAt = parameters.indexOf(bound(marks.top))
  const bottomAt = parameters.indexOf(bound(marks.bottom))
  if (topAt < 0 || bottomAt < 0) throw new Error(`The window's bounds are not parameters: ${sql}`)
  return (top: number, bottom: number): [string, unknown[]] => {
    const values = [...parameters]
    values[topAt] = bound(top)
    values[bottomAt] = bound(bottom)
    return [sql, values]
  }
}

/** The highest id below `below` (or of all), or null when there is none: one step of the key. */
async function highestIdBelow(dataSource: DataSource, below?: number): Promise<number | null> {
  const query = dataSource
    .getRepository(ContactSubmissionEntity)
    .createQueryBuilder('lead')
    .select('MAX(lead.id)', 'highest')
  if (below !== undefined)
    query.where('lead.id < :below', { below: windowBound(dataSource, below) })
  const found = await query.getRawOne<{ highest: number | string | null }>()
  return found?.highest == null ? null : Number(found.highest)
}

/**
 * The CSV export of a filter, newest first, as text chunks: the byte order mark and the header,
 * then the requests window by window down the primary key, `csvBatchIds` ids a query (keyset
 * paging on the key, which serves the order: no sort, no temporary B-tree). A query therefore
 * reads a bounded number of rows whatever the filter matches, no connection is held between
 * queries, and memory stays flat. Between two queries the export gives the event loop a turn
 * (setImmediate), so on SQLite, where each query runs on the loop, other requests are answered
 * every few milliseconds instead of after the whole export. Requests that arrive during the export
 * are not in it: it covers the ids that existed when it started. `progress` counts what was sent.
 */
export async function* leadCsvChunks(
  dataSource: DataSource,
  filter: LeadFilter,
  context: LeadQueryContext,
  progress: CsvExportProgress = { rows: 0, complete: false },
): AsyncGenerator<string> {
  // Raw rows, each column converted by the driver as TypeORM would: its entity hydration makes
  // several objects a row, which took the server's memory up by ~90 MB over 100,000 rows.
  const columns = dataSource
    .getMetadata(ContactSubmissionEntity)
    .columns.filter((column) => csvFields.some((field) => field === column.propertyName))
    .map((column) => ({ column, key: `lead_${column.databaseName}` }))
  const hydrate = (raw: Record<string, unknown>) => {
    const row: Record<string, unknown> = {}
    for (const { column, key } of columns) {
      row[column.propertyName] = dataSource.driver.prepareHydratedValue(raw[key], column)
    }
    return row as CsvRow
  }
  const accounts = await dataSource
    .getRepository(AdminUserEntity)
    .find({ select: { id: true, name: true } })
  const names = new Map(
    accounts.map((account) => [account.id, { id: account.id, name: account.name }]),
  )
  yield `${BYTE_ORDER_MARK}${toCsv([[...csvColumns]])}\r\n`
  const size = csvBatchIds(dataSource)
  const windowQuery = exportWindows(dataSource, filter, context)
  const highest = await highestIdBelow(dataSource)
  // Ids start at 1: a window reaching 0 is the last.
  let top = highest === null ? 0 : highest + 1
  while (top > 0) {
    const bottom = Math.max(0, top - size)
    const [sql, parameters] = windowQuery(top, bottom)
    const raw: Record<string, unknown>[] = await dataSource.query(sql, parameters)
    if (raw.length > 0) {
      const records = raw.map((values) => csvRecord(hydrate(values), names))
      progress.rows += records.length
      yield `${toCsv(records)}\r\n`
      top = bottom
    } else if (bottom > 0) {
      // Nothing here: the next window starts at the highest id below, so a gap in the ids (requests
      // deleted for good) is stepped over in one lookup of the key, not window by empty window.
      top = ((await highestIdBelow(dataSource, bottom)) ?? -1) + 1
    } else top = 0
    // A turn for everything else that is waiting, before the next window.
    await nextTurn()
  }
  progress.complete = true
}
