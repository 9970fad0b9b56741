import { describe, expect, it } from 'vitest'
import { formatDate } from './dates'

describe('formatDate', () => {
  it('writes day, month name and year in English', () => {
    expect(formatDate('en', '2026-09-08')).toBe('8 September 2026')
    expect(formatDate('en', '2026-01-26')).toBe('26 January 2026')
  })

  it('writes the month in Hindi with Latin digits on Hindi pages', () => {
    expect(formatDate('hi', '2026-09-08')).toBe('8 सितंबर 2026')
    expect(formatDate('hi', '2026-02-15')).toBe('15 फ़रवरी 2026')
    expect(formatDate('hi', '2026-12-31')).toBe('31 दिसंबर 2026')
  })
})
