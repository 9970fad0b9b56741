import {
  csvColumns,
  csvNo,
  csvYes,
  formatCompanyDateTime,
  type LeadFilter,
  leadStageLabels,
  quoteLanguageLabels,
  type StaffRef,
} from '@nirman/contract'
import Papa from 'papaparse'
import type { DataSource } from 'typeorm'
import { AdminUserEntity, ContactSubmissionEntity, type ContactSubmissionRow } from '../db/entities'
import { filteredLeads, type LeadQueryContext } from './lead-query'

/** Rows read per query: a few hundred kilobytes in memory whatever the size of the export. */
export const CSV_BATCH_ROWS = 500

/** Makes Excel read the file as UTF-8, so names in Devanagari show as written. */
const BYTE_ORDER_MARK = '\uFEFF'

/**
 * Characters that make a spreadsheet read a cell as a formula when they come first: = + - @, their
 * full-width forms, and tab or carriage return (Excel and LibreOffice skip those and look again).
 * Leading spaces are looked through too.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/

/**
 * An invisible LEFT-TO-RIGHT MARK (U+200E). Put in front of a cell that would start a formula, it
 * makes the cell's first character one that starts nothing, so Excel and LibreOffice read the cell
 * as text, and, having no width or glyph, it leaves the cell reading exactly as typed:
 * "+91 98765 43210" shows as "+91 98765 43210", not "'+91 98765 43210" (the apostrophe of the usual
 * guard is shown by LibreOffice and by Excel when it opens a CSV) and not a formula's result.
 */
export const FORMULA_GUARD = '\u200E'

/**
 * A cell no spreadsheet runs as a formula: anything a formula could start with is preceded by the
 * invisible FORMULA_GUARD.
 *
 * @example spreadsheetText('+91 98765 43210') // '\u200E+91 98765 43210'
 * @example spreadsheetText('9876543210') // '9876543210', unchanged
 */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `${FORMULA_GUARD}${value}` : value
}

/** The source columns of a row, in the order of quoteSourceFields. */
const sourceCells = (row: ContactSubmissionRow) => [
  row.sourceForm,
  row.sourcePage,
  row.landingPage,
  row.referrer,
  row.utmSource,
  row.utmMedium,
  row.utmCampaign,
  row.utmTerm,
  row.utmContent,
  row.gclid,
  row.fbclid,
  row.calculator,
]

// Read straight from the row: building the API's view of each row first (toContactSubmission, a
// rest spread of 40 fields) took the server's memory up by ~85 MB over 100,000 rows.
function csvRecord(row: ContactSubmissionRow, names: Map<number, StaffRef>): string[] {
  const assignee = row.assigneeId === null ? undefined : names.get(Number(row.assigneeId))
  const cells = [
    String(row.id),
    row.name,
    row.email,
    row.phone,
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
  ]
  return cells.map(spreadsheetText)
}

const toCsv = (records: string[][]) =>
  Papa.unparse(records, { newline: '\r\n', header: false, quotes: false })

/**
 * The CSV export of a filter, newest first, as text chunks: the byte order mark and the header,
 * then one chunk per CSV_BATCH_ROWS requests. Each batch is its own query, continuing below the
 * last id sent (keyset paging), so memory stays flat and no connection is held between batches.
 */
export async function* leadCsvChunks(
  dataSource: DataSource,
  filter: LeadFilter,
  context: LeadQueryContext,
): AsyncGenerator<string> {
  // Raw rows, each column converted by the driver as TypeORM would: its entity hydration makes
  // several objects a row, which took the server's memory up by ~90 MB over 100,000 rows.
  const columns = dataSource.getMetadata(ContactSubmissionEntity).columns.map((column) => ({
    column,
    key: `lead_${column.databaseName}`,
  }))
  const hydrate = (raw: Record<string, unknown>) => {
    const row: Record<string, unknown> = {}
    for (const { column, key } of columns) {
      row[column.propertyName] = dataSource.driver.prepareHydratedValue(raw[key], column)
    }
    return row as unknown as ContactSubmissionRow
  }
  const accounts = await dataSource
    .getRepository(AdminUserEntity)
    .find({ select: { id: true, name: true } })
  const names = new Map(
    accounts.map((account) => [account.id, { id: account.id, name: account.name }]),
  )
  yield `${BYTE_ORDER_MARK}${toCsv([[...csvColumns]])}\r\n`
  let below: number | undefined
  for (;;) {
    const query = filteredLeads(dataSource, filter, context)
    if (below !== undefined) query.andWhere('lead.id < :below', { below })
    const raw: Record<string, unknown>[] = await query
      .orderBy('lead.id', 'DESC')
      .limit(CSV_BATCH_ROWS)
      .getRawMany()
    const rows = raw.map(hydrate)
    if (rows.length === 0) return
    yield `${toCsv(rows.map((row) => csvRecord(row, names)))}\r\n`
    below = Number(rows[rows.length - 1]?.id)
    if (rows.length < CSV_BATCH_ROWS) return
  }
}
