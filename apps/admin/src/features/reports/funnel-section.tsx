import { funnelStepLabels, type LeadReport } from '@nirman/contract'
import { useMemo } from 'react'
import { formatCount } from '../../count-format'
import { reportsCopy } from '../../reports-content'
import { barsHeight, type ChartSpec } from './chart-spec'
import { countCell, emptyCell, type FigureTableData, shareCell, textCell } from './figure-table'
import { reportFileName } from './report-csv'
import { ReportFigures, ReportSection } from './report-section'

const copy = reportsCopy.funnel

/** Each step's leads, as a share of the step before and of every lead of the range. */
export function funnelTable(report: LeadReport): FigureTableData {
  return {
    caption: copy.caption,
    columns: [
      { label: copy.step },
      { label: copy.leads },
      { label: copy.ofStepBefore, csvLabel: copy.csvOfStepBefore },
      { label: copy.ofAllLeads, csvLabel: copy.csvOfAllLeads },
    ],
    rows: report.funnel.map((step, index) => {
      const before = report.funnel[index - 1]
      return {
        key: step.step,
        header: textCell(funnelStepLabels[step.step]),
        cells: [
          countCell(step.leads),
          before ? shareCell(step.leads, before.leads) : emptyCell,
          shareCell(step.leads, report.leads),
        ],
      }
    }),
  }
}

/** b. How far the range's leads got, from New to Won, and how many are lost. */
export function FunnelSection({ report }: { report: LeadReport }) {
  const table = useMemo(() => funnelTable(report), [report])
  const spec = useMemo<ChartSpec>(
    () => ({
      orientation: 'horizontal',
      labels: report.funnel.map((step) => funnelStepLabels[step.step]),
      datasets: [{ label: copy.leads, data: report.funnel.map((step) => step.leads) }],
      value: 'count',
    }),
    [report],
  )
  return (
    <ReportSection id="funnel" title={copy.title}>
      <ReportFigures
        chart={{ label: copy.chart, spec, height: barsHeight(report.funnel.length) }}
        table={table}
        fileName={reportFileName(copy.file, report.from, report.to)}
      />
      <p>{copy.lost(report.lost, formatCount(report.lost))}</p>
    </ReportSection>
  )
}
