import { describe, expect, it } from 'vitest'
import { roundMoney, roundRupees, roundTo, roundUp } from './rounding'

describe('roundUp', () => {
  it('rounds a fractional quantity up', () => {
    expect(roundUp(6.224)).toBe(7)
    expect(roundUp(0.0001)).toBe(1)
  })

  it('keeps whole numbers, even with floating-point noise above them', () => {
    expect(roundUp(7)).toBe(7)
    expect(roundUp(0.1 * 3 * 10)).toBe(3) // 3.0000000000000004
    expect(roundUp(0)).toBe(0)
  })
})

describe('roundTo and roundMoney', () => {
  it('rounds half away from zero, even where binary floating point falls short', () => {
    // 1.005 is stored as 1.00499999999999989..., a naive Math.round(x * 100) / 100 gives 1
    expect(roundMoney(1.005)).toBe(1.01)
    expect(roundMoney(-1.005)).toBe(-1.01)
    expect(roundMoney(166666.666666)).toBe(166666.67)
    expect(roundTo(12.345, 1)).toBe(12.3)
    expect(roundTo(12.35, 1)).toBe(12.4)
  })

  it('never returns minus zero', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true)
  })
})

describe('roundRupees', () => {
  it('rounds to whole rupees, half away from zero', () => {
    // 2,112 bricks at ₹12.67 = ₹26,759.04 -> ₹26,759; 917 at ₹12.50 = ₹11,462.50 -> ₹11,463
    expect(roundRupees(2112 * 12.67)).toBe(26_759)
    expect(roundRupees(917 * 12.5)).toBe(11_463)
    expect(roundRupees(6804.388)).toBe(6804)
    expect(Object.is(roundRupees(-0.2), 0)).toBe(true)
  })
})
