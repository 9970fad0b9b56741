import { formatWorkingSeconds, type LeadReport } from '@nirman/contract'
import { useMemo } from 'react'
import { formatCount } from '../../count-format'
import { reportsCopy } from '../../reports-content'
import { barsHeight, type ChartSpec } from './chart-spec'
import { countCell, type FigureTableData, shareCell, textCell } from './figure-table'
import { reportFileName } from './report-csv'
import { formatShare } from './report-format'
import { ReportFigures, ReportSection } from './report-section'

const copy = reportsCopy.firstContact

const nameOf = (figures: LeadReport['firstContact'][number]) => figures.staff?.name ?? copy.nobody

/**
 * Who made the first contacts, how fast (the median, in working time) and how many within five
 * minutes: "3 of 4 (75.0 %)" on screen, the count and the share in columns of their own in the CSV.
 */
export function firstContactTable(report: LeadReport): FigureTableData {
  return {
    caption: copy.caption,
    columns: [
      { label: copy.staff },
      { label: copy.contacts },
      { label: copy.median, csvLabel: copy.csvMedian },
      { label: copy.quick, csvLabel: copy.csvQuick },
      { label: copy.csvQuickShare, csvOnly: true },
    ],
    rows: report.firstContact.map((figures) => ({
      key: String(figures.staff?.id ?? 'nobody'),
      header: textCell(nameOf(figures)),
      cells: [
        countCell(figures.leads),
        {
          text: formatWorkingSeconds(figures.medianSeconds),
          csv: Math.round(figures.medianSeconds),
        },
        {
          text: copy.quickOf(
            formatCount(figures.quick),
            formatCount(figures.leads),
            formatShare(figures.quick, figures.leads),
          ),
          csv: figures.quick,
        },
        shareCell(figures.quick, figures.leads),
      ],
    })),
  }
}

/** d. How fast each member of staff made first contact, and how many leads wait for one. */
export function FirstContactSection({ report }: { report: LeadReport }) {
  const table = useMemo(() => firstContactTable(report), [report])
  const spec = useMemo<ChartSpec>(
    () => ({
      orientation: 'horizontal',
      labels: report.firstContact.map(nameOf),
      datasets: [
        {
          label: copy.chartQuickShare,
          data: report.firstContact.map((figures) =>
            figures.leads === 0 ? 0 : (figures.quick / figures.leads) * 100,
          ),
        },
      ],
      value: 'percent',
    }),
    [report],
  )
  return (
    <ReportSection id="first-contact" title={copy.title}>
      {report.firstContact.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ReportFigures
          chart={{ label: copy.chart, spec, height: barsHeight(report.firstContact.length) }}
          table={table}
          fileName={reportFileName(copy.file, report.from, report.to)}
        />
      )}
      <p>{copy.notContacted(report.notContacted, formatCount(report.notContacted))}</p>
      <p className="text-sm text-muted-foreground">{copy.workingTime}</p>
    </ReportSection>
  )
}
