import {
  basisPointsOfPercent,
  defaultQuotationSettings,
  type QuotationSettings,
  type QuotationSettingsSave,
  quotationLimits,
  quotationMessages,
  quotationSettingsSaveSchema,
} from '@nirman/contract'
import type { RefusedIssue } from '../forms/refusal'

/**
 * What the quotation settings form holds: four tax lines (a row left empty is no line), each with
 * its name and its rate in per cent as typed, whether the prices include GST, the days a quotation
 * is valid as typed, and the terms in English and in Hindi (empty: the built-in terms).
 */
export interface QuotationSettingsFormValues {
  readonly [field: string]: string | boolean
  pricesIncludeTax: boolean
  validityDays: string
  'terms.en': string
  'terms.hi': string
}

/** The rows of tax lines the form shows: as many as a quotation takes. */
export const taxLineRows = Array.from({ length: quotationLimits.taxLines }, (_, index) => index)

/** The names of a row's boxes, as the API's paths name them. */
export const taxLabelName = (row: number) => `taxLines.${row}.label`
export const taxRateName = (row: number) => `taxLines.${row}.rateBasisPoints`
/** A refusal of the lines together (more than four). */
export const taxLinesName = 'taxLines'
export const validityDaysName = 'validityDays'
export const pricesIncludeTaxName = 'pricesIncludeTax'
export const termsName = (language: 'en' | 'hi') => `terms.${language}` as const

/** The fields the form shows a message beside. */
export const quotationSettingsFieldNames: readonly string[] = [
  ...taxLineRows.flatMap((row) => [taxLabelName(row), taxRateName(row)]),
  taxLinesName,
  pricesIncludeTaxName,
  validityDaysName,
  termsName('en'),
  termsName('hi'),
]

/** "18" for 1800 bp, "7.5" for 750: a rate as its box shows it. */
const percentText = (basisPoints: number) => String(basisPoints / 100)

/** The form's values of the settings in use (the built-in ones when the owner saved none). */
export function quotationSettingsFormValuesOf(
  quotations: QuotationSettings | undefined,
): QuotationSettingsFormValues {
  const settings = quotations ?? defaultQuotationSettings
  const values: Record<string, string | boolean> = {
    pricesIncludeTax: settings.pricesIncludeTax,
    validityDays: String(settings.validityDays),
    'terms.en': settings.terms.en,
    'terms.hi': settings.terms.hi,
  }
  for (const row of taxLineRows) {
    const line = settings.taxLines[row]
    values[taxLabelName(row)] = line?.label ?? ''
    values[taxRateName(row)] = line ? percentText(line.rateBasisPoints) : ''
  }
  return values as QuotationSettingsFormValues
}

const text = (values: QuotationSettingsFormValues, name: string) => {
  const value = values[name]
  return typeof value === 'string' ? value : ''
}

/** The rows holding a line (a name or a rate typed), in order: the lines sent are these. */
export const filledRows = (values: QuotationSettingsFormValues) =>
  taxLineRows.filter(
    (row) =>
      text(values, taxLabelName(row)).trim() !== '' || text(values, taxRateName(row)).trim() !== '',
  )

/**
 * The form's fields of the contract's issues (the form's own check, or the API's 400, whose paths
 * start with `quotations.`), for the values sent: the n-th line sent is the n-th filled row.
 */
export function quotationSettingsFieldErrorsOf(
  issues: readonly RefusedIssue[],
  values: QuotationSettingsFormValues,
): Record<string, string> {
  const rows = filledRows(values)
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const parts = (
      typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)
    ).filter((part, index) => !(index === 0 && part === 'quotations'))
    let field = parts.join('.')
    if (parts[0] === 'taxLines' && parts.length > 1) {
      const row = rows[Number(parts[1])]
      field =
        row === undefined
          ? taxLinesName
          : parts[2] === 'label'
            ? taxLabelName(row)
            : taxRateName(row)
    }
    if (!quotationSettingsFieldNames.includes(field)) field = taxLinesName
    errors[field] ??= issue.message
  }
  return errors
}

type Checked<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: Record<string, string> }

/**
 * The body of `PUT /api/admin/settings/quotations` for the settings' `version` the form was opened
 * on: the filled rows as tax lines (a rate typed in per cent: "18", "7.5"), checked with the
 * contract's schema as the API checks it; or the first message of each refused field.
 */
export function quotationSettingsBody(
  values: QuotationSettingsFormValues,
  version: number,
): Checked<QuotationSettingsSave> {
  const errors: Record<string, string> = {}
  const rows = filledRows(values)
  const taxLines = rows.map((row) => {
    const rate = basisPointsOfPercent(text(values, taxRateName(row)))
    if (rate === null) errors[taxRateName(row)] = quotationMessages.taxRate
    return { label: text(values, taxLabelName(row)), rateBasisPoints: rate ?? 0 }
  })
  const days = text(values, validityDaysName).trim()
  const parsed = quotationSettingsSaveSchema.safeParse({
    quotations: {
      taxLines,
      pricesIncludeTax: values.pricesIncludeTax,
      validityDays: /^\d+$/.test(days) ? Number(days) : Number.NaN,
      terms: { en: values['terms.en'], hi: values['terms.hi'] },
    },
    version,
  })
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data }
  return {
    ok: false,
    errors: {
      ...(parsed.success ? {} : quotationSettingsFieldErrorsOf(parsed.error.issues, values)),
      ...errors,
    },
  }
}
