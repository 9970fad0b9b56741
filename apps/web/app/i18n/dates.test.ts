import { describe, expect, it } from 'vitest'
import { formatDate, formatShortDate } from './dates'

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

describe('formatShortDate', () => {
  it('shortens the month in English and keeps its name in Hindi', () => {
    expect(formatShortDate('en', '2026-12-01')).toBe('1 Dec 2026')
    expect(formatShortDate('hi', '2026-12-01')).toBe('1 दिसंबर 2026')
  })

  it('gives the first and the last day of a year as written', () => {
    expect(formatShortDate('en', '2026-01-01')).toBe('1 Jan 2026')
    expect(formatShortDate('en', '2026-12-31')).toBe('31 Dec 2026')
  })
})
