import {
  type QuotationStart,
  quotationFinishes,
  quotationPropertyTypes,
  quotationStartSchema,
} from '@nirman/contract'
import { fieldErrorsOf } from '../forms/refusal'
import { quantityMilliOf } from './typed-figures'

/** How a quotation is started: blank, from the request's estimate, or from the rate card. */
export type QuotationStartKind = QuotationStart['from']
export type PropertyType = (typeof quotationPropertyTypes)[number]
export type Finish = (typeof quotationFinishes)[number]

/** The start form as typed: the built-up area as people write it ("1,200"). */
export interface QuotationStartValues {
  from: QuotationStartKind
  builtUpArea: string
  propertyType: PropertyType
  finish: Finish
}

export const emptyQuotationStart: QuotationStartValues = {
  from: 'blank',
  builtUpArea: '',
  propertyType: 'residential',
  finish: 'standard',
}

export const isPropertyType = (value: string): value is PropertyType =>
  quotationPropertyTypes.some((type) => type === value)
export const isFinish = (value: string): value is Finish =>
  quotationFinishes.some((finish) => finish === value)

/**
 * The body of `POST …/leads/:id/quotations`, checked with the contract's schema as the server
 * checks it, or the refused fields by the body's names (`builtUpSqFt`). Only a start from the rate
 * card has fields of its own.
 *
 * @example startBodyOf({ from: 'rate_card', builtUpArea: '1,200', propertyType: 'residential', finish: 'premium' })
 * // { ok: true, body: { from: 'rate_card', builtUpSqFt: 1200, propertyType: 'residential', finish: 'premium' } }
 */
export function startBodyOf(
  values: QuotationStartValues,
):
  | { readonly ok: true; readonly body: QuotationStart }
  | { readonly ok: false; readonly errors: Record<string, string> } {
  const milli = quantityMilliOf(values.builtUpArea)
  const parsed = quotationStartSchema.safeParse(
    values.from === 'rate_card'
      ? {
          from: values.from,
          // An area that cannot be read is no number: the schema says what it must be.
          builtUpSqFt: milli === null ? undefined : milli / 1000,
          propertyType: values.propertyType,
          finish: values.finish,
        }
      : { from: values.from },
  )
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error.issues) }
}
