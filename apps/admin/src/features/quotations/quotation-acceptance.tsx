import type { QuotationAcceptance } from '@nirman/contract'
import { buttonVariants, cn } from '@nirman/ui'
import { CircleCheck, Download } from 'lucide-react'
import { useId } from 'react'
import { acceptedQuotationPdfUrl } from '../../api/quotations'
import { quotationAcceptanceCopy, quotationHistoryCopy } from '../../quotations-content'
import { formatDateTime } from '../lead-list/lead-format'

const copy = quotationAcceptanceCopy

/** One line of the record: what it keeps and its value (a hash in a fixed-width font). */
function Row({ term, value, code = false }: { term: string; value: string; code?: boolean }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[16rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-semibold">{term}</dt>
      <dd className={code ? 'min-w-0 font-mono text-xs break-all' : 'min-w-0 break-words'}>
        {value}
      </dd>
    </div>
  )
}

/**
 * The client's acceptance, at the top of an accepted quotation's page: "Accepted by <the name
 * typed> on <when>", the record kept (the revision, the time, the internet address and browser,
 * the SHA-256 of the PDF accepted and of the PDF with its certificate), and the accepted PDF
 * with its certificate of acceptance to download.
 */
export function QuotationAcceptancePanel({
  quotationId,
  acceptance,
}: {
  quotationId: number
  acceptance: QuotationAcceptance
}) {
  const headingId = useId()
  const at = formatDateTime(acceptance.at)
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-lg border border-success bg-success-subtle p-3 text-success-subtle-foreground sm:p-4"
    >
      <div className="flex items-start gap-2">
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0" />
        <h3 id={headingId} className="text-xl leading-tight font-semibold break-words">
          {copy.title(acceptance.name, at)}
        </h3>
      </div>
      <p className="text-sm">{copy.description(acceptance.revision)}</p>
      <dl aria-label={copy.recordLabel} className="grid gap-1.5 text-sm">
        <Row term={copy.revision} value={quotationHistoryCopy.revision(acceptance.revision)} />
        <Row term={copy.name} value={acceptance.name} />
        <Row term={copy.at} value={at} />
        <Row term={copy.ipAddress} value={acceptance.ipAddress} />
        <Row term={copy.userAgent} value={acceptance.userAgent} />
        <Row term={copy.pdfSha256} value={acceptance.pdfSha256} code />
        <Row term={copy.certifiedPdfSha256} value={acceptance.certifiedPdfSha256} code />
      </dl>
      <div>
        <a
          href={acceptedQuotationPdfUrl(quotationId)}
          download
          className={cn(buttonVariants({ size: 'sm' }), 'h-auto min-h-9 py-1.5 whitespace-normal')}
        >
          <Download aria-hidden />
          {copy.download}
        </a>
      </div>
    </section>
  )
}
