import { Button, Card, CardContent, CardHeader, CardTitle } from '@nirman/ui'
import { Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { reportsCopy } from '../../reports-content'
import type { ChartSpec } from './chart-spec'
import type { FigureTableData } from './figure-table'
import { ReportChart } from './report-chart'
import { csvOfTable, downloadCsv } from './report-csv'
import { ReportTable } from './report-table'

/**
 * A part of the report: a card titled by a level-2 heading, its sides narrower on a phone so a
 * table of four columns fits a 360 px screen.
 */
export function ReportSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0">
      <Card>
        <CardHeader className="px-3 sm:px-6">
          <CardTitle as="h2" id={`${id}-title`}>
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid min-w-0 gap-4 px-3 sm:px-6">{children}</CardContent>
      </Card>
    </section>
  )
}

/**
 * A chart, the table of its figures and the button that saves the table as CSV: the chart for the
 * eye, the table for screen readers and exact figures, the file for a spreadsheet.
 */
export function ReportFigures({
  chart,
  table,
  fileName,
}: {
  chart: { label: string; spec: ChartSpec; height?: number }
  table: FigureTableData
  fileName: string
}) {
  return (
    <div className="grid min-w-0 gap-4">
      <ReportChart label={chart.label} spec={chart.spec} height={chart.height} />
      <ReportTable table={table} />
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={reportsCopy.downloadCsvOf(table.caption)}
          onClick={() => downloadCsv(fileName, csvOfTable(table))}
        >
          <Download aria-hidden />
          {reportsCopy.downloadCsv}
        </Button>
      </div>
    </div>
  )
}
