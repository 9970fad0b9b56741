import { type ContactSubmission, quoteSourceFields } from '@nirman/contract'
import Papa from 'papaparse'
import { csvCopy } from '../../content'

/** Makes Excel read the file as UTF-8, so names in Devanagari show as written. */
const byteOrderMark = '\uFEFF'

/**
 * A cell beginning with one of these is a formula to a spreadsheet. Papa Parse's own pattern for
 * `escapeFormulae: true` only matches single-line cells, so a message such as "=HYPERLINK(...)"
 * followed by a second line would slip through; this one looks at the first character alone.
 */
const formulaStart = /^[=+\-@\t\r]/

/**
 * The CSV export of website.md section 9: a header row and one row per submission, in the 19
 * columns of the specification, then the 12 of the lead's source. Quoted as RFC 4180 says (CRLF line ends, quotes doubled), prefixed
 * with a byte order mark, and with every text cell that a spreadsheet would run as a formula
 * prefixed with an apostrophe.
 *
 * @param rows the submissions to export, in the order they are shown
 * @returns the file's text, starting with the byte order mark
 * @example
 * downloadCsv(buildSubmissionsCsv(shownRows), csvFileName(new Date()))
 */
export function buildSubmissionsCsv(rows: readonly ContactSubmission[]): string {
  const csv = Papa.unparse(
    {
      fields: [...csvCopy.columns],
      data: rows.map((row) => [
        row.id,
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
        new Date(row.createdAt).toISOString(),
        row.isProcessed ? csvCopy.yes : csvCopy.no,
        ...quoteSourceFields.map((field) => row.source[field]),
      ]),
    },
    { newline: '\r\n', escapeFormulae: formulaStart },
  )
  return `${byteOrderMark}${csv}`
}

/**
 * The export's file name with the staff member's local date, e.g. "contact-forms-2026-11-18.csv".
 *
 * @param date when the export is made
 */
export function csvFileName(date: Date): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
  return csvCopy.fileName(day)
}

/**
 * Saves `text` as a file through a temporary link, as browsers allow downloads started by a click.
 *
 * @param text the CSV text (see buildSubmissionsCsv)
 * @param fileName the name the browser saves it under
 */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click() returns; give them a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
