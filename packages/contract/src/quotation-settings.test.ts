import { describe, expect, it } from 'vitest'
import { quotationMessages } from './quotation'
import {
  quotationSettingsMessages,
  quotationSettingsSaveSchema,
  quotationSettingsSchema,
} from './quotation-settings'
import { defaultQuotationSettings } from './site-settings'

const igst = {
  taxLines: [{ label: 'IGST', rateBasisPoints: 1800 }],
  pricesIncludeTax: true,
  validityDays: 15,
  terms: { en: '1. Valid for 15 days.', hi: '' },
}

/** The first message at each path of what the schema refuses. */
const refusalsOf = (settings: unknown) => {
  const parsed = quotationSettingsSchema.safeParse(settings)
  if (parsed.success) return {}
  const found: Record<string, string> = {}
  for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message
  return found
}

describe('the owner’s quotation settings', () => {
  it('take the built-in settings, IGST 18 % with prices including it, and no tax at all', () => {
    expect(quotationSettingsSchema.safeParse(defaultQuotationSettings).success).toBe(true)
    expect(quotationSettingsSchema.parse(igst)).toEqual(igst)
    expect(quotationSettingsSchema.safeParse({ ...igst, taxLines: [] }).success).toBe(true)
    expect(quotationSettingsSaveSchema.safeParse({ quotations: igst, version: 3 }).success).toBe(
      true,
    )
  })

  it('refuse a rate of 0 %, over 100 % or in fractions of a basis point, and a line with no name', () => {
    expect(refusalsOf({ ...igst, taxLines: [{ label: 'IGST', rateBasisPoints: 0 }] })).toEqual({
      'taxLines.0.rateBasisPoints': quotationMessages.taxRate,
    })
    expect(refusalsOf({ ...igst, taxLines: [{ label: 'IGST', rateBasisPoints: 10_001 }] })).toEqual(
      { 'taxLines.0.rateBasisPoints': quotationMessages.taxRate },
    )
    expect(refusalsOf({ ...igst, taxLines: [{ label: 'IGST', rateBasisPoints: 900.5 }] })).toEqual({
      'taxLines.0.rateBasisPoints': quotationMessages.taxRate,
    })
    expect(refusalsOf({ ...igst, taxLines: [{ label: ' ', rateBasisPoints: 900 }] })).toEqual({
      'taxLines.0.label': quotationMessages.taxLabel,
    })
  })

  it('refuse more than four tax lines', () => {
    const line = { label: 'CGST', rateBasisPoints: 900 }
    expect(refusalsOf({ ...igst, taxLines: [line, line, line, line] })).toEqual({})
    expect(refusalsOf({ ...igst, taxLines: [line, line, line, line, line] })).toEqual({
      taxLines: quotationSettingsMessages.taxLines,
    })
  })

  it('refuse a validity of 0 or 366 days, or of part of a day', () => {
    for (const validityDays of [0, 366, 7.5, '15']) {
      expect(refusalsOf({ ...igst, validityDays })).toEqual({
        validityDays: quotationSettingsMessages.validityDays,
      })
    }
    expect(refusalsOf({ ...igst, validityDays: 1 })).toEqual({})
    expect(refusalsOf({ ...igst, validityDays: 365 })).toEqual({})
  })

  it('refuse terms longer than a quotation takes, and a key it does not know', () => {
    expect(refusalsOf({ ...igst, terms: { en: '', hi: 'क'.repeat(5001) } })).toEqual({
      'terms.hi': quotationSettingsMessages.termsHi,
    })
    expect(quotationSettingsSchema.safeParse({ ...igst, schedule: [] }).success).toBe(false)
  })
})
