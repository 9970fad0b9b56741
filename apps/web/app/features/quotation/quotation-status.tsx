import type { ClientQuotation } from '@nirman/contract'
import { cn } from '@nirman/ui'
import { CircleCheck, CircleX, Clock, Download } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { quotationPageCopy } from '../../content/quotation'
import { formatDate } from '../../i18n/dates'
import type { Lang } from '../../i18n/lang'
import { clientQuotationMessages } from './client-quotation-words'
import { quotationPdfUrl } from './quotation-api'
import { dayInIndia, inIndia } from './quotation-format'

export interface QuotationStatusProps {
  quotation: ClientQuotation
  token: string
  lang: Lang
  copy: typeof quotationPageCopy
  /** The client has just answered on this page: the focus comes here, to say what happened. */
  justAnswered: boolean
}

const tones = {
  open: 'border-primary/30 bg-secondary text-secondary-foreground',
  accepted: 'border-success bg-success-subtle text-success-subtle-foreground',
  declined: 'border-border bg-muted text-foreground',
  expired: 'border-destructive bg-destructive-subtle text-destructive-subtle-foreground',
} as const

/**
 * Where the quotation stands, under its heading: valid until a day, accepted by a name at a time
 * (with the accepted PDF and its certificate), declined (with the reason given) or expired.
 */
export function QuotationStatus({
  quotation,
  token,
  lang,
  copy,
  justAnswered,
}: QuotationStatusProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (justAnswered) ref.current?.focus()
  }, [justAnswered])
  const { status } = quotation
  const validUntil = formatDate(lang, quotation.content.validUntil)
  const Icon = { open: Clock, accepted: CircleCheck, declined: CircleX, expired: CircleX }[status]
  return (
    <div
      ref={ref}
      // The focus comes here once the client has answered, so a screen reader reads what happened.
      tabIndex={-1}
      data-state={status}
      className={cn(
        'flex gap-3 rounded-lg border px-4 py-3 outline-none focus-visible:outline-2 focus-visible:outline-ring',
        tones[status],
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-2">
        <p className="font-semibold">{statusText(quotation, lang, copy, validUntil)}</p>
        {status === 'declined' && quotation.declined?.reason ? (
          <p>
            <span className="font-medium">{copy.status.declinedReason}: </span>
            <span className="whitespace-pre-wrap break-words">{quotation.declined.reason}</span>
          </p>
        ) : null}
        {status === 'accepted' ? (
          <a
            href={quotationPdfUrl(token)}
            download
            className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
          >
            <Download aria-hidden="true" className="size-4 shrink-0" />
            {copy.status.acceptedPdf}
          </a>
        ) : null}
      </div>
    </div>
  )
}

function statusText(
  quotation: ClientQuotation,
  lang: Lang,
  copy: typeof quotationPageCopy,
  validUntil: string,
): string {
  switch (quotation.status) {
    case 'accepted': {
      if (!quotation.accepted) return clientQuotationMessages[lang].decided
      const at = inIndia(quotation.accepted.at)
      return copy.status.accepted(
        quotation.accepted.name,
        dayInIndia(lang, quotation.accepted.at),
        copy.time(at.hour, at.minutes),
      )
    }
    case 'declined':
      return quotation.declined
        ? copy.status.declined(dayInIndia(lang, quotation.declined.at))
        : clientQuotationMessages[lang].decided
    case 'expired':
      return copy.status.expired(validUntil)
    default:
      return copy.status.open(validUntil)
  }
}
