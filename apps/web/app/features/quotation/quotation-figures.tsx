import type { ClientQuotation, QuotationItem } from '@nirman/contract'
import { formatPercent, formatRupees } from '@nirman/contract/money'
import { rupeesInWords } from '@nirman/contract/rupees-in-words'
import { cn } from '@nirman/ui'
import type { ReactNode } from 'react'
import type { quotationPageCopy } from '../../content/quotation'
import type { Lang } from '../../i18n/lang'
import { formatQuantity } from './quotation-format'

// The figures of a quotation, as its PDF has them (apps/api quotation-pdf.ts): the items by group
// with each group's subtotal, the totals with the taxes and the total in words, the payment
// schedule. Items are cards (a phone's screen has no room for a table of six columns); the
// schedule's three columns fit one.

interface FiguresProps {
  quotation: ClientQuotation
  lang: Lang
  copy: typeof quotationPageCopy
}

/** A section of the page under its heading. */
export function PageSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="font-bold text-xl tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}

interface ItemCardProps {
  item: QuotationItem
  amountPaise: number
  copy: typeof quotationPageCopy
}

/** One item: its description, quantity × rate, and amount. */
function ItemCard({ item, amountPaise, copy }: ItemCardProps) {
  return (
    <li
      className={cn(
        'rounded-lg border p-4',
        item.optional ? 'border-dashed border-border bg-muted/40' : 'border-border bg-card',
      )}
    >
      <p className="break-words font-medium">
        {item.description}
        {item.optional ? (
          <span className="ml-2 inline-block rounded-full border border-border px-2 text-muted-foreground text-xs">
            {copy.optional}
          </span>
        ) : null}
      </p>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-muted-foreground text-sm">
          {formatQuantity(item.quantityMilli)} {item.unit} × {formatRupees(item.ratePaise)}
        </p>
        <p className="font-semibold tabular-nums">
          <span className="sr-only">{copy.amount}: </span>
          {formatRupees(amountPaise)}
        </p>
      </div>
    </li>
  )
}

/** The items by group, the optional ones apart at the end of their group. */
export function QuotationItems({ quotation, copy }: FiguresProps) {
  const { content, totals } = quotation
  return (
    <PageSection id="quotation-items" title={copy.items}>
      {content.groups.map((group, groupIndex) => {
        const amounts = totals.groups[groupIndex]
        const items = group.items.map((item, index) => ({
          item,
          amountPaise: amounts?.itemAmountsPaise[index] ?? 0,
          key: `${groupIndex}-${index}`,
        }))
        const counted = items.filter(({ item }) => !item.optional)
        const optional = items.filter(({ item }) => item.optional)
        const headingId = `quotation-group-${groupIndex}`
        return (
          <section key={headingId} aria-labelledby={headingId} className="space-y-3">
            <h3 id={headingId} className="break-words font-semibold text-lg">
              {group.title}
            </h3>
            {counted.length > 0 ? (
              <ul className="space-y-2">
                {counted.map(({ key, ...card }) => (
                  <ItemCard key={key} {...card} copy={copy} />
                ))}
              </ul>
            ) : null}
            {optional.length > 0 ? (
              <>
                <p className="font-medium text-muted-foreground text-sm">{copy.optionalItems}</p>
                <ul className="space-y-2">
                  {optional.map(({ key, ...card }) => (
                    <ItemCard key={key} {...card} copy={copy} />
                  ))}
                </ul>
              </>
            ) : null}
            <p className="flex justify-between gap-4 border-border border-t pt-2 font-medium">
              <span>{copy.groupSubtotal(group.title)}</span>
              <span className="shrink-0 tabular-nums">
                {formatRupees(amounts?.subtotalPaise ?? 0)}
              </span>
            </p>
          </section>
        )
      })}
    </PageSection>
  )
}

/** One line of the totals: a label and an amount. */
function Figure({ label, paise, strong }: { label: string; paise: number; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4 py-1.5',
        strong && 'rounded-md bg-secondary px-3 py-2 font-bold text-lg text-primary',
      )}
    >
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{formatRupees(paise)}</dd>
    </div>
  )
}

/**
 * Subtotal, discount, the amount the taxes are worked on, each tax line, the total in figures and
 * in words, the optional items beside it, and whether the prices include GST.
 */
export function QuotationTotals({ quotation, lang, copy }: FiguresProps) {
  const { content, totals } = quotation
  const taxes = totals.taxes.reduce((sum, tax) => sum + tax.amountPaise, 0)
  return (
    <PageSection id="quotation-totals" title={copy.summary}>
      <dl className="divide-y divide-border">
        <Figure label={copy.subtotal} paise={totals.subtotalPaise} />
        {totals.discountPaise > 0 ? (
          <Figure label={copy.discount} paise={-totals.discountPaise} />
        ) : null}
        {totals.taxes.length > 0 ? (
          <Figure
            label={content.pricesIncludeTax ? copy.beforeTax : copy.taxable}
            paise={totals.totalPaise - taxes}
          />
        ) : null}
        {totals.taxes.map((tax) => (
          <Figure
            key={tax.label}
            label={`${tax.label} ${formatPercent(tax.rateBasisPoints)}`}
            paise={tax.amountPaise}
          />
        ))}
        <Figure label={copy.total} paise={totals.totalPaise} strong />
        {totals.optionalPaise > 0 ? (
          <Figure label={copy.optionalTotal} paise={totals.optionalPaise} />
        ) : null}
      </dl>
      <p className="font-semibold">
        {copy.inWords}: {rupeesInWords(totals.totalPaise, lang)}
      </p>
      {content.pricesIncludeTax ? (
        <p className="text-muted-foreground">{copy.pricesIncludeTax}</p>
      ) : null}
    </PageSection>
  )
}

/** The payment schedule: each stage, its share and its amount. */
export function QuotationSchedule({ quotation, copy }: FiguresProps) {
  const stages = quotation.totals.schedule
  if (stages.length === 0) return null
  return (
    <PageSection id="quotation-schedule" title={copy.schedule}>
      <table className="w-full border-collapse text-sm sm:text-base">
        <thead>
          <tr className="border-border border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-2 font-medium">
              {copy.stage}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {copy.share}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {copy.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {stages.map((stage, index) => (
            <tr key={`${index}-${stage.label}`} className="border-border border-b">
              <td className="break-words py-2 pr-2">{stage.label}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">
                {formatPercent(stage.percentBasisPoints)}
              </td>
              <td className="whitespace-nowrap py-2 pl-2 text-right tabular-nums">
                {formatRupees(stage.amountPaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageSection>
  )
}
