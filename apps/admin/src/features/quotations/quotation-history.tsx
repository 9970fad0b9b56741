import type { QuotationDetail, QuotationRevision } from '@nirman/contract'
import { buttonVariants } from '@nirman/ui'
import { Download } from 'lucide-react'
import { quotationPdfUrl } from '../../api/quotations'
import { quotationHistoryCopy } from '../../quotations-content'
import { formatDay } from '../client-projects/record-format'
import { formatDateTime } from '../lead-list/lead-format'
import { QuotationSection } from './quotation-section'
import { QuotationStatusBadge } from './quotation-status-badge'

const copy = quotationHistoryCopy

/** One line of a revision's story: what happened and when. */
function Row({ term, children }: { term: string; children: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

/** What happened to one revision, in the company's time, and its PDF once sent. */
function RevisionStory({
  quotationId,
  revision,
}: {
  quotationId: number
  revision: QuotationRevision
}) {
  const headingId = `quotation-history-${quotationId}-${revision.revision}`
  const made = formatDateTime(revision.createdAt)
  const { sentAt, viewedAt, decidedAt, emailedTo, status } = revision
  return (
    <li
      aria-labelledby={headingId}
      className="grid min-w-0 gap-2 rounded-md border border-border bg-background p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="font-semibold">
          {copy.revision(revision.revision)}
        </h4>
        <QuotationStatusBadge status={status} />
      </div>
      <dl className="grid gap-1.5 text-sm">
        <Row term={copy.made}>
          {revision.createdBy ? copy.madeBy(made, revision.createdBy.name) : made}
        </Row>
        {sentAt ? (
          <Row term={copy.sent}>
            {emailedTo
              ? copy.emailedTo(formatDateTime(sentAt), emailedTo)
              : copy.notEmailed(formatDateTime(sentAt))}
          </Row>
        ) : null}
        {sentAt ? (
          <Row term={copy.viewed}>{viewedAt ? formatDateTime(viewedAt) : copy.notViewed}</Row>
        ) : null}
        {status === 'accepted' && decidedAt ? (
          <Row term={copy.accepted}>{formatDateTime(decidedAt)}</Row>
        ) : null}
        {status === 'declined' && decidedAt ? (
          <>
            <Row term={copy.declined}>{formatDateTime(decidedAt)}</Row>
            <Row term={copy.reason}>
              {revision.declineReason ? `“${revision.declineReason}”` : copy.noReason}
            </Row>
          </>
        ) : null}
        <Row term={copy.validUntil}>{formatDay(revision.content.validUntil)}</Row>
      </dl>
      {sentAt ? (
        <div>
          <a
            href={quotationPdfUrl(quotationId, revision.revision)}
            download
            aria-label={copy.downloadLabel(revision.revision)}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            <Download aria-hidden />
            {copy.download}
          </a>
        </div>
      ) : null}
    </li>
  )
}

/**
 * Every revision of a sent quotation, oldest first, with its status and its times: made, sent
 * (and to which address), viewed by the client, accepted or declined (with the reason), valid
 * until; and "Download PDF" of each one sent, the bytes the client got.
 */
export function QuotationHistory({ quotation }: { quotation: QuotationDetail }) {
  return (
    <QuotationSection title={copy.title}>
      <ol aria-label={copy.listLabel} className="grid gap-3">
        {quotation.revisions.map((revision) => (
          <RevisionStory key={revision.revision} quotationId={quotation.id} revision={revision} />
        ))}
      </ol>
    </QuotationSection>
  )
}
