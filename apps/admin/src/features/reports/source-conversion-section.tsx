import { formatRupees, type LeadReport } from '@nirman/contract'
import { useMemo } from 'react'
import { reportsCopy } from '../../reports-content'
import { barsHeight, type ChartSpec } from './chart-spec'
import { countCell, type FigureTableData, shareCell, textCell } from './figure-table'
import { reportFileName } from './report-csv'
import { csvRupees } from './report-format'
import { ReportFigures, ReportSection } from './report-section'

const copy = reportsCopy.sources

/** Each source's leads, how many were contacted and won, its conversion and its won value. */
export function sourceConversionTable(report: LeadReport, dimension: string): FigureTableData {
  return {
    caption: copy.caption(dimension),
    columns: [
      { label: copy.source },
      { label: copy.leads },
      { label: copy.contacted },
      { label: copy.won },
      { label: copy.conversion, csvLabel: copy.csvConversion },
      { label: copy.wonValue, csvLabel: copy.csvWonValue },
    ],
    rows: report.sources.map((source) => ({
      key: source.source,
      header: textCell(source.source),
      cells: [
        countCell(source.leads),
        countCell(source.contacted),
        countCell(source.won),
        shareCell(source.won, source.leads),
        { text: formatRupees(source.wonValuePaise), csv: csvRupees(source.wonValuePaise) },
      ],
    })),
  }
}

/** c. Which sources bring leads that are won, and what they are worth. */
export function SourceConversionSection({
  report,
  dimension,
}: {
  report: LeadReport
  dimension: string
}) {
  const table = useMemo(() => sourceConversionTable(report, dimension), [report, dimension])
  const spec = useMemo<ChartSpec>(
    () => ({
      orientation: 'horizontal',
      labels: report.sources.map((source) => source.source),
      datasets: [
        {
          label: copy.wonValue,
          data: report.sources.map((source) => source.wonValuePaise / 100),
        },
      ],
      value: 'rupees',
    }),
    [report],
  )
  return (
    <ReportSection id="conversion-by-source" title={copy.title}>
      <ReportFigures
        chart={{ label: copy.chart(dimension), spec, height: barsHeight(report.sources.length) }}
        table={table}
        fileName={reportFileName(copy.file, report.from, report.to)}
      />
    </ReportSection>
  )
}
