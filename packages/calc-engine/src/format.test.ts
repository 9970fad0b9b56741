import { describe, expect, it } from 'vitest'
import { formatINR } from './format'

describe('formatINR', () => {
  it.each([
    // Indian grouping: the last three digits, then groups of two (lakh, crore).
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [100000, '₹1,00,000'], // one lakh
    [1234567, '₹12,34,567'],
    [10000000, '₹1,00,00,000'], // one crore
    [-45000, '-₹45,000'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatINR(amount)).toBe(expected)
  })

  it('rounds to whole rupees by default, half away from zero', () => {
    expect(formatINR(1499.5)).toBe('₹1,500')
    expect(formatINR(1499.4)).toBe('₹1,499')
  })

  it('shows paise when asked', () => {
    expect(formatINR(1500.5, { fractionDigits: 2 })).toBe('₹1,500.50')
    expect(formatINR(14347.086, { fractionDigits: 2 })).toBe('₹14,347.09')
  })

  it('never shows minus zero', () => {
    expect(formatINR(-0)).toBe('₹0')
    expect(formatINR(-0.3)).toBe('₹0')
  })

  it('refuses amounts that are not finite numbers', () => {
    expect(() => formatINR(Number.NaN)).toThrow(RangeError)
    expect(() => formatINR(Number.POSITIVE_INFINITY)).toThrow('formatINR expects a finite number')
    expect(() => formatINR(1, { fractionDigits: -1 })).toThrow(RangeError)
  })
})
