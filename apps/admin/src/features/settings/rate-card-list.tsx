import { cardRateOf, defaultRateOf, rateCardFields, type SiteSettings } from '@nirman/contract'
import { rateCardListCopy } from '../../settings-content'
import { formatDay } from '../client-projects/record-format'
import { formatFigure } from './rate-card-form-values'

/**
 * What a version's rate card says, each as a label and its text: its "as of" day, its katha, then
 * every figure other than the specification's (label, figure and unit), in the form's order.
 */
export function rateCardRows(
  settings: Pick<SiteSettings, 'rateCard' | 'rateCardAsOf' | 'landUnits'>,
): [string, string][] {
  const figures = rateCardFields.flatMap((field): [string, string][] => {
    const figure = cardRateOf(settings.rateCard, field)
    return figure === undefined || figure === defaultRateOf(field)
      ? []
      : [[field.label, rateCardListCopy.figure(formatFigure(figure), field.unit)]]
  })
  const katha = settings.landUnits?.kathaSqFt
  return [
    [
      rateCardListCopy.asOf,
      settings.rateCardAsOf ? formatDay(settings.rateCardAsOf) : rateCardListCopy.noAsOf,
    ],
    [
      rateCardListCopy.katha,
      katha === undefined
        ? rateCardListCopy.patnaKatha
        : rateCardListCopy.kathaValue(formatFigure(katha)),
    ],
    ...figures,
  ]
}

/** The rate card of a saved version, read-only: its day, its katha and its own figures. */
export function RateCardList({
  settings,
}: {
  settings: Pick<SiteSettings, 'rateCard' | 'rateCardAsOf' | 'landUnits'>
}) {
  const rows = rateCardRows(settings)
  return (
    <>
      <dl className="divide-y divide-border">
        {rows.map(([name, value]) => (
          <div key={name} className="grid gap-1 py-2 sm:grid-cols-[16rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm font-medium text-muted-foreground">{name}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {rows.length === 2 ? (
        <p className="text-sm text-muted-foreground">{rateCardListCopy.noFigures}</p>
      ) : null}
    </>
  )
}
