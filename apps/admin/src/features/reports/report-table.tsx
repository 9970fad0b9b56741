import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@nirman/ui'
import type { FigureTableData } from './figure-table'

/**
 * A table of the report: its caption names it (and its scroll box, when it is wider than a phone:
 * the box then takes the focus so the arrow keys scroll it), a header per column, and each row
 * started by its header cell. Figures are aligned right so their digits line up. On a phone the
 * columns may narrow (their headers wrap), so a table of four fits a 360 px screen whole.
 */
export function ReportTable({ table }: { table: FigureTableData }) {
  // The CSV's own columns (a figure the screen words inside another) are left out here.
  const shown = table.columns.map((column) => !column.csvOnly)
  const [first, ...figures] = table.columns.filter((_, index) => shown[index])
  return (
    <Table>
      <TableCaption className="caption-top mt-0 mb-2 text-left">{table.caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="px-2 sm:px-3">{first?.label}</TableHead>
          {figures.map((column) => (
            // A source's name may be long and without spaces (a campaign): it wraps anywhere.
            <TableHead
              key={column.label}
              className="h-auto min-w-16 px-2 py-2 text-right whitespace-normal [overflow-wrap:anywhere] sm:min-w-32 sm:px-3"
            >
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {table.rows.map((row) => (
          <TableRow key={row.key}>
            <TableHead
              scope="row"
              className="h-auto min-w-20 px-2 py-2 font-medium whitespace-normal sm:min-w-36 sm:px-3"
            >
              {row.header.text}
            </TableHead>
            {row.cells.map((cell, index) =>
              shown[index + 1] ? (
                <TableCell
                  key={index}
                  className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-3"
                >
                  {cell.text}
                </TableCell>
              ) : null,
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
