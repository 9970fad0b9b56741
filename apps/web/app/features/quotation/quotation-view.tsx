import type { ClientQuotation, ClientQuotationCompany } from '@nirman/contract'
import { formatRupees } from '@nirman/contract/money'
import { dialOf } from '@nirman/contract/site-settings'
import { buttonVariants, cn, Notice, NoticeDescription } from '@nirman/ui'
import { Download } from 'lucide-react'
import { defaultCompany } from '../../content/company'
import { quotationPageCopy as hindiCopy } from '../../content/hi/quotation'
import { quotationPageCopy as englishCopy } from '../../content/quotation'
import { formatDate } from '../../i18n/dates'
import { htmlLang } from '../../i18n/lang'
import { textIn } from '../../i18n/page-text'
import { AcceptForm } from './accept-form'
import { clientQuotationMessages } from './client-quotation-words'
import { DeclineForm } from './decline-form'
import { quotationPdfUrl } from './quotation-api'
import {
  PageSection,
  QuotationItems,
  QuotationSchedule,
  QuotationTotals,
} from './quotation-figures'
import { QuotationStatus } from './quotation-status'

export interface QuotationViewProps {
  quotation: ClientQuotation
  token: string
  /** The client has just accepted or declined on this page. */
  justAnswered: boolean
  onAnswered: (quotation: ClientQuotation) => void
  /** Loads the quotation again from the API. */
  onReload: () => void
}

type Copy = typeof englishCopy

/** The words of a quotation's page in its language (the quotation's, not the address's). */
export function quotationCopy(quotation: ClientQuotation): Copy {
  return textIn(quotation.content.language, englishCopy, hindiCopy)
}

/**
 * The company's name on its quotation: the owner's, else the website's own (as its header shows
 * it before the owner gives one).
 */
export function companyNameOf(quotation: ClientQuotation): string {
  return quotation.company.name.trim() || defaultCompany.name
}

/**
 * A quotation as its client reads it on their phone, in the quotation's language: the letterhead,
 * what and for whom, where it stands, the items, the totals, the payment schedule, the terms, the
 * PDF, and while it is open, accepting or declining it.
 */
export function QuotationView({
  quotation,
  token,
  justAnswered,
  onAnswered,
  onReload,
}: QuotationViewProps) {
  const lang = quotation.content.language
  const copy = quotationCopy(quotation)
  const { content } = quotation
  const answer = { quotation, token, lang, copy, onAnswered, onReload }
  return (
    <div lang={htmlLang[lang]} className="mx-auto max-w-3xl space-y-8 px-4 py-6 sm:py-10">
      <Letterhead company={{ ...quotation.company, name: companyNameOf(quotation) }} copy={copy} />
      <div className="space-y-4">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">{copy.heading(quotation.number)}</h1>
          <p className="mt-1 text-muted-foreground">{copy.revision(quotation.revision)}</p>
          {content.title ? (
            <p className="mt-3 break-words font-semibold text-lg">{content.title}</p>
          ) : null}
        </div>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <Detail label={copy.issuedOn} value={formatDate(lang, quotation.issuedOn)} />
          <Detail label={copy.validUntil} value={formatDate(lang, content.validUntil)} />
          <Detail label={copy.client} value={content.clientName} />
          {content.siteAddress ? <Detail label={copy.site} value={content.siteAddress} /> : null}
        </dl>
        <a
          href={quotationPdfUrl(token)}
          download
          className={cn(buttonVariants(), 'h-auto min-h-11 whitespace-normal')}
        >
          <Download aria-hidden="true" />
          {copy.downloadPdf}
        </a>
      </div>
      <QuotationStatus
        quotation={quotation}
        token={token}
        lang={lang}
        copy={copy}
        justAnswered={justAnswered}
      />
      <QuotationItems quotation={quotation} lang={lang} copy={copy} />
      <QuotationTotals quotation={quotation} lang={lang} copy={copy} />
      <QuotationSchedule quotation={quotation} lang={lang} copy={copy} />
      {content.terms ? (
        <PageSection id="quotation-terms" title={copy.terms}>
          <p className="whitespace-pre-wrap break-words">{content.terms}</p>
        </PageSection>
      ) : null}
      {quotation.status === 'open' ? (
        <PageSection id="quotation-answer" title={copy.answer.title}>
          <p>
            {copy.answer.meaning(
              quotation.number,
              quotation.revision,
              formatRupees(quotation.totals.totalPaise),
            )}
          </p>
          <p className="text-muted-foreground text-xs">
            {copy.answer.fingerprint}:{' '}
            <span className="break-all font-mono">{quotation.pdfSha256}</span>
          </p>
          {quotation.codeTo ? (
            <AcceptForm {...answer} codeTo={quotation.codeTo} />
          ) : (
            <Notice>
              <NoticeDescription>{clientQuotationMessages[lang].noEmail}</NoticeDescription>
            </Notice>
          )}
          <DeclineForm {...answer} />
        </PageSection>
      ) : null}
    </div>
  )
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  )
}

/** The company as the quotation's PDF heads it: its name, phones, e-mail and GSTIN. */
function Letterhead({ company, copy }: { company: ClientQuotationCompany; copy: Copy }) {
  return (
    <header className="border-primary border-b-4 pb-4">
      <p className="break-words font-bold text-2xl text-primary">{company.name}</p>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {company.phones.map((phone) => (
          <li key={phone}>
            <span className="text-muted-foreground">{copy.letterhead.phone}: </span>
            <a
              href={`tel:${dialOf(phone)}`}
              className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
            >
              {phone}
            </a>
          </li>
        ))}
        {company.email ? (
          <li className="min-w-0">
            <span className="text-muted-foreground">{copy.letterhead.email}: </span>
            <a
              href={`mailto:${company.email}`}
              className="inline-flex min-h-11 items-center break-all font-medium text-primary underline-offset-4 hover:underline"
            >
              {company.email}
            </a>
          </li>
        ) : null}
        {company.gstin ? (
          <li className="flex min-h-11 items-center">
            <span className="text-muted-foreground">{copy.letterhead.gstin}:&nbsp;</span>
            <span className="font-medium">{company.gstin}</span>
          </li>
        ) : null}
      </ul>
    </header>
  )
}
