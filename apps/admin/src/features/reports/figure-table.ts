import { formatCount } from '../../count-format'
import { reportsCopy } from '../../reports-content'
import { csvShare, formatShare } from './report-format'

/**
 * One table of the report as data: what the page shows and what its CSV holds come from the same
 * rows, so the two never disagree. Each cell has its text for the screen ("1,234", "60.0 %",
 * "₹12,40,000") and its value for a spreadsheet (1234, "60.0", "1240000.00"): no grouping, no
 * units, empty where the screen reads "—".
 */
export interface FigureCell {
  text: string
  csv: string | number
}

export interface FigureColumn {
  /** The header on screen. */
  label: string
  /** The header in the CSV, when it says more than the screen's (a unit). */
  csvLabel?: string
  /** A column of the CSV only: a figure the screen shows within another column's text. */
  csvOnly?: boolean
}

export interface FigureRow {
  /** Unique within the table: React's key. */
  key: string
  /** The row's header, the first column (a week, a step, a source, a member of staff). */
  header: FigureCell
  cells: FigureCell[]
}

export interface FigureTableData {
  caption: string
  /** Every column, the row headers' first. */
  columns: FigureColumn[]
  rows: FigureRow[]
}

/** A cell whose text is its value: a name, a reason. */
export const textCell = (text: string): FigureCell => ({ text, csv: text })

/** A count: "1,234" on screen, 1234 in the CSV. */
export const countCell = (count: number): FigureCell => ({ text: formatCount(count), csv: count })

/** `part` as a percentage of `whole`: "60.0 %" on screen, 60.0 in the CSV; "—" and empty without a whole. */
export const shareCell = (part: number, whole: number): FigureCell => ({
  text: formatShare(part, whole),
  csv: csvShare(part, whole),
})

/** Nothing to show: "—" on screen, empty in the CSV. */
export const emptyCell: FigureCell = { text: reportsCopy.notApplicable, csv: '' }
