/**
 * The CSV export (`GET /api/admin/dashboard/leads/export.csv`), made by the server as a stream for
 * the list's current filter. The 19 columns of the specification come first in its order, then the
 * 12 of the lead's source (issue 14), then the sales desk's, the visitor's language (issue 12) and
 * the land size's square feet (issue 25). A column is only ever added after the others, so a
 * spreadsheet that reads columns by their place keeps working. The specification's "Land Size" is
 * the size as the visitor typed it ("2 katha", "30x40", "1800"); "Land Size (sq ft)" is its square
 * feet as plain digits with a point ("2722.5", no thousands separator, so a spreadsheet reads a
 * number), empty when no size was given or it could not be read.
 */
export const specificationCsvColumns = [
  'ID',
  'Name',
  'Email',
  'Phone',
  'City',
  'Land Size',
  'North Feet',
  'North Inches',
  'South Feet',
  'South Inches',
  'East Feet',
  'East Inches',
  'West Feet',
  'West Inches',
  'Facing',
  'Project Type',
  'Message',
  'Created At',
  'Processed',
] as const

export const sourceCsvColumns = [
  'Form',
  'Page',
  'Landing Page',
  'Referrer',
  'UTM Source',
  'UTM Medium',
  'UTM Campaign',
  'UTM Term',
  'UTM Content',
  'GCLID',
  'FBCLID',
  'Calculator',
] as const

export const leadCsvColumns = ['Stage', 'Lost Reason', 'Assigned To', 'Follow-up At'] as const

/** After every earlier column: the website's language the visitor used (issue 12). */
export const languageCsvColumns = ['Language'] as const

/** After every earlier column: the land size's square feet, "2722.5" for "2 katha" (issue 25). */
export const landSizeCsvColumns = ['Land Size (sq ft)'] as const

export const csvColumns = [
  ...specificationCsvColumns,
  ...sourceCsvColumns,
  ...leadCsvColumns,
  ...languageCsvColumns,
  ...landSizeCsvColumns,
] as const

/** "Yes" / "No" of the Processed column. */
export const csvYes = 'Yes'
export const csvNo = 'No'

/** contact-forms-2026-11-18.csv, with the company's date of the export. */
export const csvFileName = (companyDate: string) => `contact-forms-${companyDate}.csv`

/** Makes Excel read the file as UTF-8, so names in Devanagari show as written. */
export const BYTE_ORDER_MARK = '\uFEFF'

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
