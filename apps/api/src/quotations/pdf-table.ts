import { colours, type PdfWriter, type TextStyle } from './pdf-writer'

// A table across the page's width for the API's papers: a header row, rows whose text cells wrap
// (a row is never split), and summary rows (a label, its figure in the last column). A table that
// goes on over a page starts the next one with its heading, marked as continued, and its header
// row again.

export interface TableColumn {
  width: number
  /** Text cells wrap; figures (right) stay on one line, made smaller if they must. */
  align: 'left' | 'right'
}

export interface TableRow {
  cells: readonly string[]
  /** An item offered beside the total: drawn in grey. */
  muted?: boolean
}

export interface SummaryRow {
  label: string
  value: string
}

export interface Table {
  columns: readonly TableColumn[]
  header: readonly string[]
  rows: readonly TableRow[]
  summary?: readonly SummaryRow[]
  /** Draws the table's heading at the writer's `y` and moves it below; `continued` on a new page. */
  heading?: { height: number; draw: (continued: boolean) => void }
}

const padX = 4
const padY = 3
const cellStyle: TextStyle = { size: 9 }
const headerStyle: TextStyle = { size: 8.5, bold: true, color: colours.brand }
const summaryStyle: TextStyle = { size: 9, bold: true }

interface PreparedRow {
  lines: string[][]
  styles: TextStyle[]
  height: number
}

export function drawTable(w: PdfWriter, table: Table): void {
  const starts: number[] = []
  table.columns.reduce((x, column) => {
    starts.push(x)
    return x + column.width
  }, w.left)
  const inner = (index: number) => (table.columns[index]?.width ?? 0) - 2 * padX

  const prepare = (row: TableRow): PreparedRow => {
    const base: TextStyle = row.muted ? { ...cellStyle, color: colours.muted } : cellStyle
    const styles: TextStyle[] = []
    const lines = table.columns.map((column, index) => {
      const text = row.cells[index] ?? ''
      if (column.align === 'right') {
        styles.push(w.fitted(text, inner(index), base))
        return [text]
      }
      styles.push(base)
      return w.wrap(text, inner(index), base)
    })
    const tallest = Math.max(
      ...lines.map((cell, index) => cell.length * w.lineHeight(styles[index] ?? base)),
    )
    return { lines, styles, height: tallest + 2 * padY }
  }

  const headerHeight = w.lineHeight(headerStyle) + 2 * padY
  const drawHeader = () => {
    w.fill(w.left, w.y, w.width, headerHeight, colours.brandLight)
    table.columns.forEach((column, index) => {
      w.line(table.header[index] ?? '', (starts[index] ?? 0) + padX, w.y + padY, headerStyle, {
        width: inner(index),
        align: column.align,
      })
    })
    w.y += headerHeight
  }

  const drawRow = (row: PreparedRow) => {
    table.columns.forEach((column, index) => {
      const style = row.styles[index] ?? cellStyle
      const x = (starts[index] ?? 0) + padX
      // A figure made smaller sits on the baseline of the text beside it.
      const lift = (w.lineHeight(cellStyle) - w.lineHeight(style)) / 2
      ;(row.lines[index] ?? []).forEach((text, line) => {
        w.line(text, x, w.y + padY + lift + line * w.lineHeight(style), style, {
          width: inner(index),
          align: column.align,
        })
      })
    })
    w.y += row.height
    w.rule(w.y)
  }

  const rows = table.rows.map(prepare)
  const heading = table.heading
  const summaryHeight = w.lineHeight(summaryStyle) + 2 * padY
  const summaries = table.summary ?? []
  /** The height that must stay with a row: the summary rows, after the last row. */
  const withRow = (index: number) =>
    (rows[index]?.height ?? 0) + (index >= rows.length - 1 ? summaries.length * summaryHeight : 0)
  // The heading and header row go with the first row.
  w.ensure((heading?.height ?? 0) + headerHeight + withRow(0))
  heading?.draw(false)
  drawHeader()
  const before = w.onNewPage
  w.onNewPage = () => {
    heading?.draw(true)
    drawHeader()
  }
  rows.forEach((row, index) => {
    // The last row goes with the summary rows: no page of a heading, a header row and a total.
    w.ensure(withRow(index))
    drawRow(row)
  })
  const last = table.columns.length - 1
  const labelWidth = (starts[last] ?? 0) - w.left - 2 * padX
  for (const summary of summaries) {
    w.ensure(summaryHeight)
    w.line(summary.label, w.left + padX, w.y + padY, summaryStyle, {
      width: labelWidth,
      align: 'right',
    })
    const style = w.fitted(summary.value, inner(last), summaryStyle)
    w.line(summary.value, (starts[last] ?? 0) + padX, w.y + padY, style, {
      width: inner(last),
      align: 'right',
    })
    w.y += summaryHeight
  }
  w.onNewPage = before
}
