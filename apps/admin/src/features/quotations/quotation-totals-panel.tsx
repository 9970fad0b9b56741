import {
  formatPercent,
  formatRupees,
  type QuotationTotals,
  type QuoteLanguage,
  rupeesInWords,
} from '@nirman/contract'
import { useId } from 'react'
import { quotationCopy } from '../../quotations-content'

const copy = quotationCopy.totals

/** One figure of the panel: its name and its amount, the total's in bold. */
function Figure({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
      <dt className={strong ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
      <dd className={strong ? 'text-lg font-semibold tabular-nums' : 'tabular-nums'}>{amount}</dd>
    </div>
  )
}

/**
 * A quotation's totals as the client will read them: the items, the optional items beside the
 * total, the discount, the taxable amount, each tax, the total in figures and in words (in the
 * quotation's language), and what each stage of the schedule comes to. Live in the editor (worked
 * out from what is typed) and the server's for a saved revision.
 */
export function QuotationTotalsPanel({
  totals,
  language,
  pricesIncludeTax,
}: {
  totals: QuotationTotals
  language: QuoteLanguage
  pricesIncludeTax: boolean
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-2 rounded-lg border border-border bg-background p-3 sm:p-4"
    >
      <h3 id={headingId} className="font-semibold">
        {quotationCopy.sections.totals}
      </h3>
      <dl className="divide-y divide-border text-sm">
        <Figure label={copy.subtotal} amount={formatRupees(totals.subtotalPaise)} />
        {totals.optionalPaise > 0 ? (
          <Figure label={copy.optional} amount={formatRupees(totals.optionalPaise)} />
        ) : null}
        {totals.discountPaise !== 0 ? (
          <Figure label={copy.discount} amount={formatRupees(-totals.discountPaise)} />
        ) : null}
        <Figure label={copy.taxable} amount={formatRupees(totals.taxablePaise)} />
        {totals.taxes.map((tax, index) => (
          <Figure
            key={index}
            label={copy.tax(tax.label, formatPercent(tax.rateBasisPoints), pricesIncludeTax)}
            amount={formatRupees(tax.amountPaise)}
          />
        ))}
        <Figure label={copy.total} amount={formatRupees(totals.totalPaise)} strong />
      </dl>
      {totals.totalPaise >= 0 ? (
        <p className="text-sm break-words">
          <span className="sr-only">{copy.inWords}: </span>
          <span lang={language}>{rupeesInWords(totals.totalPaise, language)}</span>
        </p>
      ) : null}
      {totals.schedule.length > 0 ? (
        <>
          <h4 className="mt-2 text-sm font-semibold">{copy.schedule}</h4>
          <dl className="divide-y divide-border text-sm">
            {totals.schedule.map((stage, index) => (
              <Figure
                key={index}
                label={copy.stage(stage.label, formatPercent(stage.percentBasisPoints))}
                amount={formatRupees(stage.amountPaise)}
              />
            ))}
          </dl>
        </>
      ) : null}
    </section>
  )
}
