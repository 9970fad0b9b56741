import { formatINR } from '@nirman/calc-engine'
import { describe, expect, it } from 'vitest'
import { amountInFiguresAndWords, amountInWords } from './amounts'

describe('amounts in words', () => {
  it('speaks of lakh and crore in Hindi', () => {
    // 12,00,000 = 12 x 1,00,000: 12 lakh; 1,50,00,000 = 1.5 x 1,00,00,000: 1.5 crore
    expect(amountInWords('hi', 1_200_000)).toBe('₹12 लाख')
    expect(amountInWords('hi', 15_000_000)).toBe('₹1.5 करोड़')
    // 12,34,567 / 1,00,000 = 12.34567, two decimals: 12.35
    expect(amountInWords('hi', 1_234_567)).toBe('₹12.35 लाख')
    expect(amountInWords('hi', 45_000)).toBe('₹45 हज़ार')
  })

  it('speaks of lakh and crore in English too', () => {
    expect(amountInWords('en', 1_200_000)).toBe('₹12 lakh')
    // 2,50,00,00,000 / 1,00,00,000 = 250 crore (never "2.5 arab")
    expect(amountInWords('en', 2_500_000_000)).toBe('₹250 crore')
    expect(amountInWords('en', 850)).toBe('₹850')
  })

  it('gives a summary line the figure and, from a lakh up, the words', () => {
    // 25,35,000 / 1,00,000 = 25.35 lakh; 2,178 is below a lakh: the figure alone
    const amount = (value: number) => ({ value, text: formatINR(value) })
    expect(amountInFiguresAndWords('hi', amount(2_535_000))).toBe('₹25,35,000 (₹25.35 लाख)')
    expect(amountInFiguresAndWords('en', amount(2_535_000))).toBe('₹25,35,000 (₹25.35 lakh)')
    expect(amountInFiguresAndWords('hi', amount(2_178))).toBe('₹2,178')
  })

  it('groups figures the Indian way', () => {
    expect(formatINR(1_234_567)).toBe('₹12,34,567')
  })
})
