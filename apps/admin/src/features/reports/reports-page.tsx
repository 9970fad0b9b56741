import {
  companyDate,
  type LeadReport,
  reportDimensionLabels,
  reportMessages,
} from '@nirman/contract'
import { Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { leadReportQuery } from '../../api/queries'
import { reportsCopy } from '../../reports-content'
import { refusalOf } from '../forms/refusal'
import { FirstContactSection } from './first-contact-section'
import { FunnelSection } from './funnel-section'
import { LostReasonsSection } from './lost-reasons-section'
import { isReportField, type ReportFieldErrors, ReportFilters } from './report-filters'
import { formatReportDay } from './report-format'
import { reportQueryOf, reportSearchOf } from './report-range'
import { SourceConversionSection } from './source-conversion-section'
import { WeeklyLeadsSection } from './weekly-leads-section'

/** The API's refusal of the report asked for (400), by the fields of the form it names. */
function refusedFields(error: unknown): ReportFieldErrors | null {
  const refusal = refusalOf(error, reportMessages.loadError, [400])
  const fields = Object.entries(refusal.fields).filter(([field]) => isReportField(field))
  return fields.length > 0 ? Object.fromEntries(fields) : null
}

/**
 * The owner's report of the leads of a range of company dates: the range and grouping live in the
 * address (`?from=2026-09-01&to=2026-11-30&by=channel`), so a report can be bookmarked and Back
 * shows the one before; without them, the last 12 weeks by channel.
 */
export function LeadReports() {
  const [params, setParams] = useSearchParams()
  // Today in Patna, once per visit: the default range and the quick ranges end with it.
  const today = useMemo(() => companyDate(new Date()), [])
  const query = reportQueryOf(params, today)
  const report = useQuery(leadReportQuery(query))
  const refused = report.isError ? refusedFields(report.error) : null

  return (
    <div className="grid min-w-0 gap-4 sm:gap-6">
      <div className="grid gap-4 rounded-lg border border-border bg-card p-3 sm:p-6">
        <p className="text-muted-foreground">{reportsCopy.description}</p>
        <ReportFilters
          key={params.toString()}
          query={query}
          today={today}
          refused={refused ?? {}}
          onApply={(next) => setParams(reportSearchOf(next))}
        />
      </div>
      {report.isPending ? <Spinner label={reportsCopy.loading} className="text-2xl" /> : null}
      {report.isError && !refused ? (
        <Notice variant="destructive">
          <NoticeDescription>{reportMessages.loadError}</NoticeDescription>
        </Notice>
      ) : null}
      {report.data ? <ReportSections report={report.data} /> : null}
    </div>
  )
}

function ReportSections({ report }: { report: LeadReport }) {
  if (report.leads === 0) {
    return (
      <p className="rounded-lg border border-border bg-card p-3 sm:p-6">
        {reportsCopy.noLeads(formatReportDay(report.from), formatReportDay(report.to))}
      </p>
    )
  }
  const dimension = reportDimensionLabels[report.by].toLowerCase()
  return (
    <div className="grid min-w-0 gap-4 sm:gap-6">
      <WeeklyLeadsSection report={report} dimension={dimension} />
      <FunnelSection report={report} />
      <SourceConversionSection report={report} dimension={dimension} />
      <FirstContactSection report={report} />
      <LostReasonsSection report={report} />
    </div>
  )
}
