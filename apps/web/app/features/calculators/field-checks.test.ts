import { describe, expect, it } from 'vitest'
import { boundWithUnit, englishFieldCheck } from './field-checks'

/** A number input as NumberField draws it: `max`, the unit in `data-unit`, a value typed. */
function numberInput(max: string, unit: string | undefined, value: string): HTMLInputElement {
  const input = document.createElement('input')
  input.type = 'number'
  input.max = max
  if (unit) input.dataset.unit = unit
  input.value = value
  return input
}

describe('the message of a value above its maximum', () => {
  it('gives the maximum with Indian digit grouping and the unit as its field shows it', () => {
    expect(boundWithUnit(1000, 'ft')).toBe('1,000 ft')
    expect(boundWithUnit(2_000_000, 'sq ft')).toBe('20,00,000 sq ft')
    expect(boundWithUnit(10_000_000_000, '₹')).toBe('₹10,00,00,00,000')
    expect(boundWithUnit(25, '%')).toBe('25%')
    expect(boundWithUnit(30, '% a year')).toBe('30% a year')
    expect(boundWithUnit(1000, 'फ़ीट')).toBe('1,000 फ़ीट')
    expect(boundWithUnit(5, undefined)).toBe('5')
  })

  it('is ours on an English page for a value above the maximum only', () => {
    expect(englishFieldCheck(numberInput('1000', 'ft', '99999999999'))).toBe(
      'Enter at most 1,000 ft.',
    )
    expect(englishFieldCheck(numberInput('6', undefined, '7'))).toBe('Enter at most 6.')
    // Within bounds, or refused for another reason: the browser keeps its own words.
    expect(englishFieldCheck(numberInput('1000', 'ft', '12'))).toBe('')
    const blank = numberInput('1000', 'ft', '')
    blank.required = true
    expect(englishFieldCheck(blank)).toBe('')
  })
})
