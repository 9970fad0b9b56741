import type { LeadReport } from '@nirman/contract'
import { useMemo } from 'react'
import { reportsCopy } from '../../reports-content'
import { barsHeight, type ChartSpec } from './chart-spec'
import { countCell, type FigureTableData, textCell } from './figure-table'
import { reportFileName } from './report-csv'
import { ReportFigures, ReportSection } from './report-section'

const copy = reportsCopy.lostReasons

/** The reasons lost leads were lost, commonest first, as the API ranks them. */
export function lostReasonsTable(report: LeadReport): FigureTableData {
  return {
    caption: copy.caption,
    columns: [{ label: copy.reason }, { label: copy.leads }],
    rows: report.lostReasons.map((lost) => ({
      key: lost.reason,
      header: textCell(lost.reason),
      cells: [countCell(lost.leads)],
    })),
  }
}

/** e. Why leads were lost. */
export function LostReasonsSection({ report }: { report: LeadReport }) {
  const table = useMemo(() => lostReasonsTable(report), [report])
  const spec = useMemo<ChartSpec>(
    () => ({
      orientation: 'horizontal',
      labels: report.lostReasons.map((lost) => lost.reason),
      datasets: [{ label: copy.leads, data: report.lostReasons.map((lost) => lost.leads) }],
      value: 'count',
    }),
    [report],
  )
  return (
    <ReportSection id="lost-reasons" title={copy.title}>
      {report.lostReasons.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ReportFigures
          chart={{ label: copy.chart, spec, height: barsHeight(report.lostReasons.length) }}
          table={table}
          fileName={reportFileName(copy.file, report.from, report.to)}
        />
      )}
    </ReportSection>
  )
}
