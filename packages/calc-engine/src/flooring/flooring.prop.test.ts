import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateFlooring, defaultFlooringRates, flooringPatterns, flooringTypes } from './index'

const pieceSize = fc.double({ min: 1, max: 96, noNaN: true })

const floor = fc.record({
  length: fc.double({ min: 0.1, max: 200, noNaN: true }),
  width: fc.double({ min: 0.1, max: 200, noNaN: true }),
  type: fc.constantFrom(...flooringTypes),
  tileLength: pieceSize,
  tileWidth: pieceSize,
  plankLength: pieceSize,
  plankWidth: pieceSize,
  wastage: fc.double({ min: 0, max: 25, noNaN: true }),
  pattern: fc.constantFrom(...flooringPatterns),
  price: fc.double({ min: 0, max: 10_000, noNaN: true }),
})

describe('calculateFlooring laws', () => {
  it('never gives a negative quantity or cost, and totals material and labour', () => {
    fc.assert(
      fc.property(floor, (input) => {
        const result = calculateFlooring(input)
        expect(result.area).toBeGreaterThan(0)
        expect(result.areaWithWastage).toBeGreaterThanOrEqual(result.area)
        expect(result.materialCost).toBeGreaterThanOrEqual(0)
        expect(result.laborCost).toBeGreaterThan(0)
        expect(result.totalCost).toBe(result.materialCost + result.laborCost)
      }),
    )
  })

  it('buys boxes covering at least the floor with wastage', () => {
    fc.assert(
      fc.property(floor, (input) => {
        const { boxes, areaWithWastage } = calculateFlooring(input)
        const coverage = defaultFlooringRates.boxCoverage[input.type]
        // roundUp forgives 1e-9 of a box as floating-point noise.
        expect(boxes * coverage).toBeGreaterThanOrEqual(areaWithWastage - 1e-9 * coverage)
        expect((boxes - 1) * coverage).toBeLessThan(areaWithWastage)
      }),
    )
  })

  it('counts pieces for tiles and planks only', () => {
    fc.assert(
      fc.property(floor, (input) => {
        const { pieces } = calculateFlooring(input)
        if (input.type === 'carpet' || input.type === 'other') expect(pieces).toBeNull()
        else expect(pieces).toBeGreaterThan(0)
      }),
    )
  })

  it('costs more, never less, for a longer room', () => {
    fc.assert(
      fc.property(floor, fc.double({ min: 0, max: 50, noNaN: true }), (input, extra) => {
        const base = calculateFlooring(input)
        const longer = calculateFlooring({ ...input, length: input.length + extra })
        expect(longer.totalCost).toBeGreaterThanOrEqual(base.totalCost)
        expect(longer.boxes).toBeGreaterThanOrEqual(base.boxes)
      }),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(floor, (input) => {
        const copy = structuredClone(input)
        calculateFlooring(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
