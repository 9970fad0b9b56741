import {
  basisPointsOfPercent,
  paiseOfRupees,
  type QuotationContent,
  type QuotationDraftBody,
  type QuoteLanguage,
  quotationDraftBodySchema,
  quotationMessages,
} from '@nirman/contract'
import { fieldNames, quotationFieldErrorsOf } from './quotation-field-names'
import { percentText, quantityMilliOf, quantityText, rupeesText } from './typed-figures'

/**
 * A quotation's draft as its editor holds it: text as typed (quantities "1,200", rates "1,950" or
 * "12.4 lakh", shares "7.5"), each row of a list with a `key` of its own that names it on screen
 * and in the messages beside its fields.
 */
export interface ItemValues {
  key: number
  description: string
  quantity: string
  unit: string
  rate: string
  optional: boolean
}
export interface GroupValues {
  key: number
  title: string
  items: ItemValues[]
}
export interface TaxLineValues {
  key: number
  label: string
  rate: string
}
export interface StageValues {
  key: number
  label: string
  percent: string
}
export interface QuotationValues {
  language: QuoteLanguage
  title: string
  clientName: string
  clientPhone: string
  clientEmail: string
  siteAddress: string
  /** `YYYY-MM-DD`. */
  validUntil: string
  groups: GroupValues[]
  /** Rupees as typed; empty for none. */
  discount: string
  taxLines: TaxLineValues[]
  pricesIncludeTax: boolean
  terms: string
  schedule: StageValues[]
}

// Rows added in the editor get negative keys, never one of a saved row's (1, 2, 3 … by position).
let lastNewKey = 0
/** A key for a row added in the editor. */
export const newKey = () => --lastNewKey

export const newItem = (): ItemValues => ({
  key: newKey(),
  description: '',
  quantity: '',
  unit: '',
  rate: '',
  optional: false,
})
/** A new group, with the one item a group needs. */
export const newGroup = (): GroupValues => ({ key: newKey(), title: '', items: [newItem()] })
export const newTaxLine = (): TaxLineValues => ({ key: newKey(), label: '', rate: '' })
export const newStage = (): StageValues => ({ key: newKey(), label: '', percent: '' })

/** The editor's values of a saved draft, each row keyed by its position among its kind. */
export function quotationValuesOf(content: QuotationContent): QuotationValues {
  let itemKey = 0
  return {
    language: content.language,
    title: content.title,
    clientName: content.clientName,
    clientPhone: content.clientPhone,
    clientEmail: content.clientEmail,
    siteAddress: content.siteAddress,
    validUntil: content.validUntil,
    groups: content.groups.map((group, groupIndex) => ({
      key: groupIndex + 1,
      title: group.title,
      items: group.items.map((item) => ({
        key: ++itemKey,
        description: item.description,
        quantity: quantityText(item.quantityMilli),
        unit: item.unit,
        rate: rupeesText(item.ratePaise),
        optional: item.optional,
      })),
    })),
    discount: content.discountPaise === 0 ? '' : rupeesText(content.discountPaise),
    taxLines: content.taxLines.map((line, index) => ({
      key: index + 1,
      label: line.label,
      rate: percentText(line.rateBasisPoints),
    })),
    pricesIncludeTax: content.pricesIncludeTax,
    terms: content.terms,
    schedule: content.schedule.map((stage, index) => ({
      key: index + 1,
      label: stage.label,
      percent: percentText(stage.percentBasisPoints),
    })),
  }
}

/** The discount typed, in paise: none when empty, null when it cannot be read. */
const discountPaiseOf = (typed: string) => (typed.trim() === '' ? 0 : paiseOfRupees(typed))

/**
 * The draft as typed, for the totals and the checks shown while typing: a figure that cannot be
 * read counts as 0 (its field says why when the draft is saved).
 */
export const previewContentOf = (values: QuotationValues): QuotationContent =>
  contentOf(values, (figure) => figure ?? 0)

/**
 * The content the values make, each figure read from its text and given to `figure` (which
 * decides what an unreadable one is).
 */
function contentOf(
  values: QuotationValues,
  figure: (value: number | null) => number,
): QuotationContent {
  return {
    language: values.language,
    title: values.title,
    clientName: values.clientName,
    clientPhone: values.clientPhone,
    clientEmail: values.clientEmail.trim(),
    siteAddress: values.siteAddress,
    validUntil: values.validUntil,
    groups: values.groups.map((group) => ({
      title: group.title,
      items: group.items.map((item) => ({
        description: item.description,
        quantityMilli: figure(quantityMilliOf(item.quantity)),
        unit: item.unit,
        ratePaise: figure(paiseOfRupees(item.rate)),
        optional: item.optional,
      })),
    })),
    discountPaise: figure(discountPaiseOf(values.discount)),
    taxLines: values.taxLines.map((line) => ({
      label: line.label,
      rateBasisPoints: figure(basisPointsOfPercent(line.rate)),
    })),
    pricesIncludeTax: values.pricesIncludeTax,
    terms: values.terms,
    schedule: values.schedule.map((stage) => ({
      label: stage.label,
      percentBasisPoints: figure(basisPointsOfPercent(stage.percent)),
    })),
  }
}

/**
 * The body of `PUT …/draft`, checked with the contract's schema as the server checks it; or the
 * messages of the refused fields, by the editor's names. A figure typed that cannot be read (a
 * rate "abc", a quantity with four decimals) is refused with the contract's words for it.
 */
export function draftBodyOf(
  values: QuotationValues,
  version: number,
):
  | { readonly ok: true; readonly body: QuotationDraftBody & { content: QuotationContent } }
  | { readonly ok: false; readonly errors: Record<string, string> } {
  const unreadable: Record<string, string> = {}
  for (const group of values.groups) {
    for (const item of group.items) {
      if (quantityMilliOf(item.quantity) === null) {
        unreadable[fieldNames.item(item.key, 'quantity')] = quotationMessages.quantity
      }
      if (paiseOfRupees(item.rate) === null) {
        unreadable[fieldNames.item(item.key, 'rate')] = quotationMessages.rate
      }
    }
  }
  if (discountPaiseOf(values.discount) === null) unreadable.discount = quotationMessages.discount
  for (const line of values.taxLines) {
    if (basisPointsOfPercent(line.rate) === null) {
      unreadable[fieldNames.tax(line.key, 'rate')] = quotationMessages.taxRate
    }
  }
  for (const stage of values.schedule) {
    if (basisPointsOfPercent(stage.percent) === null) {
      unreadable[fieldNames.stage(stage.key, 'percent')] = quotationMessages.stagePercent
    }
  }
  // An unreadable figure goes to the check as -1, below every figure's least: the schema refuses it
  // (a whole number, so the check of the total's size can still work the others out).
  const parsed = quotationDraftBodySchema.safeParse({
    content: contentOf(values, (figure) => figure ?? -1),
    version,
  })
  if (parsed.success && Object.keys(unreadable).length === 0) {
    return { ok: true, body: parsed.data }
  }
  const errors = parsed.success ? {} : quotationFieldErrorsOf(parsed.error.issues, values)
  return { ok: false, errors: { ...errors, ...unreadable } }
}
