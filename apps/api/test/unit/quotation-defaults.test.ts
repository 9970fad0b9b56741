import { describe, expect, it } from 'vitest'
import {
  defaultSchedule,
  defaultTerms,
  quotationDefaults,
  quotationValidityDays,
  validUntilFrom,
} from '../../src/quotations/quotation-defaults'

// What a new quotation is filled with: 30 days' validity, CGST 9 % and SGST 9 % on top of the
// prices, the usual house schedule and the usual terms, in English and in Hindi.

describe('the validity of a new quotation', () => {
  it('runs 30 days on the calendar, across the end of the year', () => {
    // 15 Dec 2026 + 30 days: 16 days left in December (16..31), 14 more into January: 14 Jan 2027.
    expect(quotationValidityDays).toBe(30)
    expect(validUntilFrom('2026-12-15')).toBe('2027-01-14')
  })

  it('counts 29 February in a leap year and not otherwise', () => {
    // 10 Feb + 30: 2028 has 29 days in February (19 more to the 29th, 11 into March): 11 Mar.
    expect(validUntilFrom('2028-02-10')).toBe('2028-03-11')
    // 2027 has 28 (18 more to the 28th, 12 into March): 12 Mar.
    expect(validUntilFrom('2027-02-10')).toBe('2027-03-12')
  })

  it('refuses a day that is not one', () => {
    expect(() => validUntilFrom('2026-02-30')).toThrow(RangeError)
    expect(() => validUntilFrom('15/12/2026')).toThrow(RangeError)
  })
})

describe('the default payment schedule', () => {
  it('adds up to exactly 100 % in both languages, stage for stage', () => {
    for (const language of ['en', 'hi'] as const) {
      const schedule = defaultSchedule(language)
      // 10 + 10 + 15 + 10 + 15 + 10 + 10 + 10 + 10 = 100 %
      expect(schedule.map((stage) => stage.percentBasisPoints)).toEqual([
        1000, 1000, 1500, 1000, 1500, 1000, 1000, 1000, 1000,
      ])
      expect(schedule.reduce((sum, stage) => sum + stage.percentBasisPoints, 0)).toBe(10_000)
    }
  })

  it('names the stages of a house in English and in Hindi', () => {
    expect(defaultSchedule('en').map((stage) => stage.label)).toEqual([
      'Booking',
      'Foundation',
      'Ground-floor roof slab',
      'Brickwork and lintel',
      'First-floor roof slab',
      'Plaster and internal work',
      'Flooring and woodwork',
      'Painting',
      'Handover',
    ])
    const hindi = defaultSchedule('hi').map((stage) => stage.label)
    expect(hindi.slice(0, 3)).toEqual(['बुकिंग', 'नींव', 'भूतल की छत की ढलाई'])
    expect(hindi.join(' ')).not.toMatch(/[A-Za-z]{3}/)
  })
})

describe('the default terms and taxes', () => {
  it('are a short numbered list in each language', () => {
    for (const language of ['en', 'hi'] as const) {
      const lines = defaultTerms(language).split('\n')
      expect(lines.length).toBeLessThanOrEqual(8)
      lines.forEach((line, index) => {
        expect(line.startsWith(`${index + 1}. `)).toBe(true)
      })
    }
    expect(defaultTerms('en')).toContain('valid for 30 days')
    expect(defaultTerms('hi')).toContain('30 दिन')
    expect(defaultTerms('hi')).toContain('लिखित मंज़ूरी')
  })

  it('fill a quotation with GST on top of the prices and the validity of its day', () => {
    const defaults = quotationDefaults('hi', '2026-12-15')
    expect(defaults.taxLines).toEqual([
      { label: 'CGST', rateBasisPoints: 900 },
      { label: 'SGST', rateBasisPoints: 900 },
    ])
    expect(defaults.pricesIncludeTax).toBe(false)
    expect(defaults.validUntil).toBe('2027-01-14')
    expect(defaults.schedule[0]?.label).toBe('बुकिंग')
    expect(defaults.terms).toBe(defaultTerms('hi'))
  })

  it('take the owner’s tax lines, prices, validity and terms, the built-in terms where the owner left none', () => {
    const quotations = {
      taxLines: [{ label: 'IGST', rateBasisPoints: 1800 }],
      pricesIncludeTax: true,
      validityDays: 15,
      terms: { en: '  1. Valid for 15 days.  ', hi: '' },
    }
    const english = quotationDefaults('en', '2026-12-15', { quotations })
    expect(english).toMatchObject({
      taxLines: [{ label: 'IGST', rateBasisPoints: 1800 }],
      pricesIncludeTax: true,
      validUntil: '2026-12-30',
      terms: '1. Valid for 15 days.',
    })
    // A copy: a quotation's lines never change the settings.
    expect(english.taxLines[0]).not.toBe(quotations.taxLines[0])
    const hindi = quotationDefaults('hi', '2026-12-15', { quotations })
    expect(hindi.terms).toBe(defaultTerms('hi', 15))
    expect(hindi.terms).toContain('15 दिन')
  })
})
