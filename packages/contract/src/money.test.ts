import { describe, expect, it } from 'vitest'
import { basisPointsOfPercent, formatPercent, formatRupees, paiseOfRupees } from './money'

describe('rupees as written in India', () => {
  it('writes paise as rupees in lakh and crore groups, paise only when there are some', () => {
    // 12,40,000 rupees = 1,24,00,000 paise.
    expect(formatRupees(124_000_000)).toBe('₹12,40,000')
    // 1,85,185 rupees and 5 paise.
    expect(formatRupees(18_518_505)).toBe('₹1,85,185.05')
    // 1 crore 25 lakh rupees.
    expect(formatRupees(1_250_000_000)).toBe('₹1,25,00,000')
    expect(formatRupees(0)).toBe('₹0')
    expect(formatRupees(-50_000)).toBe('-₹500')
  })

  it('reads what staff type, in figures or in lakh and crore, to the paisa', () => {
    expect(paiseOfRupees('12,40,000')).toBe(124_000_000)
    expect(paiseOfRupees('1240000')).toBe(124_000_000)
    expect(paiseOfRupees('1,240,000')).toBe(124_000_000)
    expect(paiseOfRupees('₹ 1,85,185.05')).toBe(18_518_505)
    expect(paiseOfRupees('Rs. 500.5')).toBe(50_050)
    // 12.4 lakh = 12,40,000 rupees; 1.25 crore = 1,25,00,000 rupees; 40 lac = 40,00,000.
    expect(paiseOfRupees('12.4 lakh')).toBe(124_000_000)
    expect(paiseOfRupees('1.25 crore')).toBe(1_250_000_000)
    expect(paiseOfRupees('40 lac')).toBe(400_000_000)
  })

  it('refuses what is not an amount rather than guess', () => {
    for (const typed of ['', 'twelve', '12,40,000.505', '12 dozen', '1.5.2', '-500', '12..4']) {
      expect(paiseOfRupees(typed), typed).toBeNull()
    }
  })

  it('writes and reads shares of the contract value', () => {
    expect(formatPercent(1500)).toBe('15 %')
    expect(formatPercent(750)).toBe('7.5 %')
    expect(formatPercent(3333)).toBe('33.33 %')
    expect(basisPointsOfPercent('15')).toBe(1500)
    expect(basisPointsOfPercent('7.5 %')).toBe(750)
    expect(basisPointsOfPercent('33.33')).toBe(3333)
    expect(basisPointsOfPercent('fifteen')).toBeNull()
  })
})
