import { describe, expect, it } from 'vitest'
import { describeLandArea, formatLandArea, type LandArea, parseLandArea } from './index'

const read = (text: string): LandArea => {
  const area = parseLandArea(text)
  if (!area.ok) throw new Error(area.message)
  return area
}

describe('describeLandArea: the line a form shows while typing', () => {
  it('converts what was typed into square feet, with Indian digit grouping', () => {
    // 2 × 1,361.25 = 2,722.5
    expect(describeLandArea(read('2 katha'))).toBe('2 katha = 2,722.5 sq ft')
    // 27,225 + 6,806.25 = 34,031.25
    expect(describeLandArea(read('1 bigha 5 katha'))).toBe('1 bigha 5 katha = 34,031.25 sq ft')
    // 2.5 × 43,560 = 1,08,900 (one lakh eight thousand nine hundred)
    expect(describeLandArea(read('2.5 acre'))).toBe('2.5 acres = 1,08,900 sq ft')
    expect(describeLandArea(read('1 acre'))).toBe('1 acre = 43,560 sq ft')
    // 10 × 68.0625 = 680.625, shown with two decimals: 680.63
    expect(describeLandArea(read('10 dhur'))).toBe('10 dhur = 680.63 sq ft')
  })

  it('shows an area typed in the target unit once, or converts it into another', () => {
    expect(describeLandArea(read('1500'))).toBe('1,500 sq ft')
    // 1,500 ÷ 1,361.25 = 1.1019 katha, shown 1.1
    expect(describeLandArea(read('1500'), { unit: 'katha' })).toBe('1,500 sq ft = 1.1 katha')
  })

  it('words it in Hindi', () => {
    expect(describeLandArea(read('2 कट्ठा'), { language: 'hi' })).toBe('2 कट्ठा = 2,722.5 वर्ग फुट')
    // 1 × 27,225 + 2 × 1,361.25 = 29,947.5
    expect(describeLandArea(read('1 bigha 2 katha'), { language: 'hi' })).toBe(
      '1 बीघा 2 कट्ठा = 29,947.5 वर्ग फुट',
    )
  })
})

describe('formatLandArea', () => {
  it('writes a figure and its unit', () => {
    expect(formatLandArea(2722.5, 'sqft')).toBe('2,722.5 sq ft')
    expect(formatLandArea(200000, 'sqft', { language: 'hi' })).toBe('2,00,000 वर्ग फुट')
    // 0.0344 acre (1,500 ÷ 43,560) shown with four decimals
    expect(formatLandArea(1500 / 43560, 'acre', { maximumFractionDigits: 4 })).toBe('0.0344 acres')
    expect(formatLandArea(1, 'acre', { language: 'hi' })).toBe('1 एकड़')
  })
})
