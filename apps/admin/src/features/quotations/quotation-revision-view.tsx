import { formatRupees, type QuotationRevision } from '@nirman/contract'
import { Badge } from '@nirman/ui'
import { quotationCopy, quotationLanguageLabels } from '../../quotations-content'
import { formatDay } from '../client-projects/record-format'
import { QuotationSection } from './quotation-section'
import { QuotationTotalsPanel } from './quotation-totals-panel'
import { quantityText } from './typed-figures'

const fields = quotationCopy.fields
const item = quotationCopy.item

/** One line of a definition list: a field's name and what it holds ("—" when nothing). */
function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value || item.unreadable}</dd>
    </div>
  )
}

/**
 * A revision as it was saved, to read: a sent one (frozen), or an earlier one. Its totals are the
 * server's.
 */
export function QuotationRevisionView({ revision }: { revision: QuotationRevision }) {
  const { content, totals } = revision
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="grid min-w-0 gap-4">
        <QuotationSection title={quotationCopy.sections.client}>
          <dl className="divide-y divide-border">
            <Detail label={fields.title} value={content.title} />
            <Detail label={fields.clientName} value={content.clientName} />
            <Detail label={fields.clientPhone} value={content.clientPhone} />
            <Detail label={fields.clientEmail} value={content.clientEmail} />
            <Detail label={fields.siteAddress} value={content.siteAddress} />
            <Detail label={fields.language} value={quotationLanguageLabels[content.language]} />
            <Detail label={fields.validUntil} value={formatDay(content.validUntil)} />
          </dl>
        </QuotationSection>
        <QuotationSection title={quotationCopy.sections.items}>
          {content.groups.length === 0 ? (
            <p className="text-sm text-muted-foreground">{quotationCopy.noGroups}</p>
          ) : (
            content.groups.map((group, groupIndex) => {
              const amounts = totals.groups[groupIndex]?.itemAmountsPaise ?? []
              const headingId = `quotation-view-group-${revision.revision}-${groupIndex}`
              return (
                <section
                  key={groupIndex}
                  aria-labelledby={headingId}
                  className="grid min-w-0 gap-2"
                >
                  <h4 id={headingId} className="font-semibold break-words">
                    {quotationCopy.groupHeading(groupIndex + 1, group.title)}
                  </h4>
                  <ol className="divide-y divide-border rounded-md border border-border bg-background">
                    {group.items.map((line, index) => (
                      <li
                        key={index}
                        className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3"
                      >
                        <span className="min-w-0 basis-full break-words sm:basis-auto sm:flex-1">
                          {line.description}
                          {line.optional ? (
                            <Badge variant="outline" className="ms-2">
                              {item.optional}
                            </Badge>
                          ) : null}
                        </span>
                        <span className="text-sm text-muted-foreground tabular-nums">
                          {`${quantityText(line.quantityMilli)} ${line.unit} × ${formatRupees(line.ratePaise)}`}
                        </span>
                        <span className="font-semibold tabular-nums">
                          {formatRupees(amounts[index] ?? 0)}
                        </span>
                      </li>
                    ))}
                  </ol>
                </section>
              )
            })
          )}
        </QuotationSection>
        {content.terms ? (
          <QuotationSection title={quotationCopy.sections.terms}>
            <p className="break-words whitespace-pre-wrap">{content.terms}</p>
          </QuotationSection>
        ) : null}
      </div>
      <QuotationTotalsPanel
        totals={totals}
        language={content.language}
        pricesIncludeTax={content.pricesIncludeTax}
      />
    </div>
  )
}
