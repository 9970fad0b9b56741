import type { LeadReport } from '@nirman/contract'
import { useMemo } from 'react'
import { formatCount } from '../../count-format'
import { reportsCopy } from '../../reports-content'
import { type ChartSpec, legendChartHeight } from './chart-spec'
import { countCell, type FigureTableData } from './figure-table'
import { reportFileName } from './report-csv'
import { formatReportDay, formatWeekLabel } from './report-format'
import { ReportFigures, ReportSection } from './report-section'

const copy = reportsCopy.weekly

/** Each week's leads of each source (the week's counts follow the report's sources). */
const countsOf = (report: LeadReport, week: LeadReport['weeks'][number]) =>
  report.sources.map((_, index) => week.counts[index] ?? 0)

/** One row per week, one column per source, and the week's total. */
export function weeklyTable(report: LeadReport, dimension: string): FigureTableData {
  return {
    caption: copy.caption(dimension),
    columns: [
      { label: copy.week, csvLabel: copy.csvWeek },
      ...report.sources.map((source) => ({ label: source.source })),
      { label: copy.total },
    ],
    rows: report.weeks.map((week) => {
      const counts = countsOf(report, week)
      return {
        key: week.start,
        header: { text: copy.weekOf(formatReportDay(week.start)), csv: week.start },
        cells: [...counts.map(countCell), countCell(counts.reduce((sum, count) => sum + count, 0))],
      }
    }),
  }
}

/** a. The leads of each week, piled by source, and how many arrived in all. */
export function WeeklyLeadsSection({
  report,
  dimension,
}: {
  report: LeadReport
  dimension: string
}) {
  const table = useMemo(() => weeklyTable(report, dimension), [report, dimension])
  const spec = useMemo<ChartSpec>(
    () => ({
      orientation: 'vertical',
      stacked: true,
      labels: report.weeks.map((week) => formatWeekLabel(week.start)),
      datasets: report.sources.map((source, index) => ({
        label: source.source,
        data: report.weeks.map((week) => week.counts[index] ?? 0),
      })),
      value: 'count',
    }),
    [report],
  )
  return (
    <ReportSection id="leads-by-week" title={copy.title}>
      <p className="font-medium">
        {reportsCopy.leadsInRange(
          report.leads,
          formatCount(report.leads),
          formatReportDay(report.from),
          formatReportDay(report.to),
        )}
      </p>
      <ReportFigures
        chart={{
          label: copy.chart(dimension),
          spec,
          height: legendChartHeight(report.sources.length),
        }}
        table={table}
        fileName={reportFileName(copy.file, report.from, report.to)}
      />
    </ReportSection>
  )
}
