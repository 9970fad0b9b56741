import { BYTE_ORDER_MARK, spreadsheetText } from '@nirman/contract'
import Papa from 'papaparse'
import type { FigureTableData } from './figure-table'

const spreadsheetCell = (value: string | number) =>
  typeof value === 'string' ? spreadsheetText(value) : value

/**
 * A table's figures as CSV (RFC 4180: fields with a comma, a quote or a line break are quoted,
 * quotes doubled, lines ended by CRLF), its headers first.
 */
export function csvOfTable(table: FigureTableData): string {
  const fields = table.columns.map((column) => spreadsheetText(column.csvLabel ?? column.label))
  const data = table.rows.map((row) =>
    [row.header, ...row.cells].map((cell) => spreadsheetCell(cell.csv)),
  )
  return `${BYTE_ORDER_MARK}${Papa.unparse({ fields, data }, { newline: '\r\n' })}\r\n`
}

/**
 * The name of a table's file, its dates in it.
 *
 * @example reportFileName('leads-by-week', '2026-09-01', '2026-11-30') // 'leads-by-week-2026-09-01-to-2026-11-30.csv'
 */
export const reportFileName = (stem: string, from: string, to: string) =>
  `${stem}-${from}-to-${to}.csv`

/**
 * Saves `text` as a CSV file on the phone or computer, made here from what the page already has:
 * a temporary link to the text's Blob with `download`, clicked, as browsers allow downloads
 * started by a click, then forgotten.
 */
export function downloadCsv(fileName: string, text: string): void {
  const address = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = address
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after this turn: some browsers start reading the file only once the click returns.
  setTimeout(() => URL.revokeObjectURL(address), 0)
}
