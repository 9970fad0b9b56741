import { formatRupees } from '@nirman/contract'
import { Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { leadQuotationsQuery } from '../../api/quotations'
import { leadQuotationsCopy } from '../../quotations-content'
import { QuotationStartForm } from './quotation-start-form'
import { QuotationStatusBadge } from './quotation-status-badge'

const copy = leadQuotationsCopy

/**
 * A request's quotations, in its details: each with its revision, status ("Draft", "Sent", "Viewed
 * by the client", "Accepted" …) and total, a link to its page; and the form that starts a new one.
 */
export function LeadQuotations({ leadId }: { leadId: number }) {
  const headingId = `lead-${leadId}-quotations`
  const list = useQuery(leadQuotationsQuery(leadId))
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-md border border-border p-3"
    >
      <h3
        id={headingId}
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {copy.title}
      </h3>
      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {copy.loadError}
        </p>
      ) : !list.data ? (
        <Spinner label={copy.loading} />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul aria-label={copy.listLabel} className="grid gap-2">
          {list.data.map((quotation) => (
            <li
              key={quotation.id}
              className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border bg-background p-2"
            >
              <Link
                to={`/quotations/${quotation.id}`}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {quotation.number}
              </Link>
              <span className="text-sm text-muted-foreground">
                {copy.revision(quotation.revision)}
              </span>
              <QuotationStatusBadge status={quotation.status} />
              <span className="ms-auto text-sm font-semibold tabular-nums">
                {copy.total(formatRupees(quotation.totalPaise))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <QuotationStartForm leadId={leadId} />
    </section>
  )
}
