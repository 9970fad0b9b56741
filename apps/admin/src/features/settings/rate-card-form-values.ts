import {
  cardRateOf,
  defaultRateOf,
  type PresetRate,
  patnaMarketRates,
  type RateCard,
  type RateCardField,
  type RateCardSave,
  rateCardFields,
  rateCardMessages,
  rateCardSaveSchema,
  type SiteSettings,
  withCardRate,
} from '@nirman/contract'
import type { RefusedIssue } from '../forms/refusal'

/**
 * What the rate card form holds: each figure as typed, under its field's id
 * (`costEstimate.ratePerSqFt.residential`; empty: the specification's figure), the day the rates
 * are as of and the company's katha in sq ft (empty: Patna's).
 */
export interface RateCardFormValues {
  readonly [fieldId: string]: string
  asOf: string
  kathaSqFt: string
}

/** The names the form keeps messages under besides the figures' ids, as the API's paths give them. */
export const asOfFieldName = 'asOf'
export const kathaFieldName = 'landUnits.kathaSqFt'
/** A refusal of the card that names no field of the form (it shows under the form). */
export const wholeCardFieldName = 'rateCard'

/** The fields the form shows a message beside. */
export const rateCardFieldNames: readonly string[] = [
  asOfFieldName,
  ...rateCardFields.map((field) => field.id),
  kathaFieldName,
]

const fieldsById = new Map(rateCardFields.map((field) => [field.id, field]))

/**
 * The field an issue's path inside the card names: its own path, or the path where another
 * calculator keeps the same price (`concrete.prices.cementBag` is the cement of the materials).
 */
const fieldIdOfCardPath = new Map<string, string>(
  rateCardFields.flatMap((field) => [
    [field.id, field.id],
    ...(field.mirrors ?? []).map((mirror): [string, string] => [
      [mirror.calculator, ...mirror.path].join('.'),
      field.id,
    ]),
  ]),
)

/**
 * A figure as the owner types it: "1900", "1,900" or "7.42". Undefined when the box is empty
 * (the specification's figure), NaN when it is not a figure.
 */
export function figureOf(typed: string): number | undefined {
  const text = typed.trim().replace(/[,\s]/g, '')
  if (text === '') return undefined
  return /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN
}

const figureFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 })

/**
 * A figure as Bihar writes it (Indian grouping).
 *
 * @example formatFigure(150000) // '1,50,000'
 */
export const formatFigure = (figure: number) => figureFormat.format(figure)

/** The text of a figure in its box: as the API keeps it, without grouping ("1361.25"). */
const boxText = (figure: number | undefined) => (figure === undefined ? '' : String(figure))

/** The card's own figure of `field`; a renovation project at its default cost is not the card's. */
export function cardFigureOf(card: RateCard, field: RateCardField): number | undefined {
  const figure = cardRateOf(card, field)
  // The engine takes the renovation projects as one list: the card holds all ten when one changed.
  if (field.calculator === 'renovationRoi' && figure === defaultRateOf(field)) return undefined
  return figure
}

/** The form's values of saved settings; a card never saved is as of `today`. */
export function rateCardFormValuesOf(
  settings: Pick<SiteSettings, 'rateCard' | 'rateCardAsOf' | 'landUnits'>,
  today: string,
): RateCardFormValues {
  const figures = Object.fromEntries(
    rateCardFields.map((field) => [field.id, boxText(cardFigureOf(settings.rateCard, field))]),
  )
  return {
    ...figures,
    asOf: settings.rateCardAsOf ?? today,
    kathaSqFt: boxText(settings.landUnits?.kathaSqFt),
  }
}

/** Whether the box holds a figure other than the specification's (shown on its row). */
export function differsFromSpecification(field: RateCardField, typed: string): boolean {
  const figure = figureOf(typed)
  return figure !== undefined && !Number.isNaN(figure) && figure !== defaultRateOf(field)
}

/** The figures of the "Patna market rates" preset the form has a box for. */
export const patnaPreset: readonly PresetRate[] = patnaMarketRates.filter((rate) =>
  fieldsById.has(rate.id),
)

/** The preset's figure of a field, with its source, if the preset has one. */
export const presetRateOf = (fieldId: string) => patnaPreset.find((rate) => rate.id === fieldId)

/** The text the preset puts in a box. */
export const presetText = (rate: PresetRate) => boxText(rate.value)

type Checked<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: Record<string, string> }

/**
 * The form's fields of the contract's issues (the form's own check, or the API's 400). Inside the
 * card an issue's path is the field's id (`rateCard.costEstimate.ratePerSqFt.residential`), or a
 * mirror of it; the day and the katha are their own. The paths are matched whole: a pipe's size
 * has a dot of its own (`plumbing.pricePerFoot.upvc.0.5`).
 */
export function rateCardFieldErrorsOf(issues: readonly RefusedIssue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.')
    const field =
      path === asOfFieldName || path === kathaFieldName
        ? path
        : path === 'landUnits'
          ? kathaFieldName
          : path.startsWith(`${wholeCardFieldName}.`)
            ? (fieldIdOfCardPath.get(path.slice(wholeCardFieldName.length + 1)) ??
              wholeCardFieldName)
            : wholeCardFieldName
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * The body of `PUT /api/admin/settings/rate-card` for the settings' `version` the form was opened
 * on: the card built from the boxes filled in (`withCardRate`: mirrors and the renovation list
 * included; an empty box is not in the card), checked with the contract's schema as the API checks
 * it; or the first message of each refused field.
 */
export function rateCardBody(values: RateCardFormValues, version: number): Checked<RateCardSave> {
  const errors: Record<string, string> = {}
  let rateCard: RateCard = {}
  for (const field of rateCardFields) {
    const figure = figureOf(values[field.id] ?? '')
    if (figure === undefined) continue
    if (Number.isNaN(figure)) errors[field.id] = rateCardMessages.number(field.label)
    else rateCard = withCardRate(rateCard, field, figure)
  }
  const katha = figureOf(values.kathaSqFt)
  if (katha !== undefined && Number.isNaN(katha))
    errors[kathaFieldName] = rateCardMessages.kathaSqFt
  const parsed = rateCardSaveSchema.safeParse({
    rateCard,
    asOf: values.asOf,
    ...(katha === undefined ? {} : { landUnits: { kathaSqFt: katha } }),
    version,
  })
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data }
  return {
    ok: false,
    errors: { ...(parsed.success ? {} : rateCardFieldErrorsOf(parsed.error.issues)), ...errors },
  }
}
