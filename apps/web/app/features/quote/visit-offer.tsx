import type { QuoteReceipt } from '@nirman/contract'
import type { ToastActionOptions } from '@nirman/ui'
import { Button } from '@nirman/ui'
import { CalendarCheck } from 'lucide-react'
import { useNavigate } from 'react-router'
import { visitOfferCopy as englishCopy } from '../../content/quote'
import { pathIn } from '../../i18n/lang'
import { Link } from '../../i18n/link'
import { fromPart, usePageText } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { visitEntryAfterQuote } from '../site-visit/visit-entry'

// Content in the language of the page being shown (app/i18n/page-text.ts).
const hindiCopy = fromPart('forms', (hindi) => hindi.quote.visitOfferCopy)

/** What the visitor typed into the request, carried to the booking page so it is not typed again. */
export interface TypedContact {
  name?: string | undefined
  phone?: string | undefined
  email?: string | undefined
}

/** How long a success toast with the visit's button stays: long enough to read and tap it. */
export const visitOfferToastMs = 12_000

/**
 * "Book a free site visit" after a quote request is sent (issue 28): a toast's button that opens
 * the booking page with the request's receipt (the visit joins that lead) and the name, phone and
 * e-mail just typed, in the history entry's state (never in the address).
 */
export function useVisitOffer(): (
  receipt: QuoteReceipt,
  typed: TypedContact,
) => ToastActionOptions {
  const navigate = useNavigate()
  const lang = useLang()
  const copy = usePageText(englishCopy, hindiCopy)
  return (receipt, typed) => ({
    label: copy.book,
    altText: copy.altText,
    onClick: () =>
      navigate(pathIn(lang, '/site-visit'), { state: visitEntryAfterQuote(receipt, typed) }),
  })
}

/** The same as a link, under the contact page's "Message Sent Successfully!" notice. */
export function VisitOfferLink({ receipt, typed }: { receipt: QuoteReceipt; typed: TypedContact }) {
  const copy = usePageText(englishCopy, hindiCopy)
  return (
    <Button asChild variant="accent" className="h-auto min-h-11 whitespace-normal">
      <Link to="/site-visit" state={visitEntryAfterQuote(receipt, typed)}>
        <CalendarCheck aria-hidden="true" />
        {copy.book}
      </Link>
    </Button>
  )
}
