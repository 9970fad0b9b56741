import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculatePaint, paintQualities } from './index'

const room = fc.record({
  length: fc.double({ min: 1, max: 200, noNaN: true }),
  width: fc.double({ min: 1, max: 200, noNaN: true }),
  height: fc.double({ min: 1, max: 40, noNaN: true }),
  doors: fc.integer({ min: 0, max: 5 }),
  windows: fc.integer({ min: 0, max: 6 }),
  quality: fc.constantFrom(...paintQualities),
  coats: fc.constantFrom(1 as const, 2 as const, 3 as const),
})

describe('calculatePaint laws', () => {
  it('never gives a negative quantity or cost', () => {
    fc.assert(
      fc.property(room, (input) => {
        const result = calculatePaint(input)
        expect(result.paintableArea).toBeGreaterThanOrEqual(0)
        expect(result.paintableArea).toBeLessThanOrEqual(result.wallArea)
        expect(result.litres).toBeGreaterThanOrEqual(0)
        expect(result.cost).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('buys cans holding at least the paint needed, within one litre of it', () => {
    fc.assert(
      fc.property(room, (input) => {
        const { litres, cans } = calculatePaint(input)
        const bought = cans.reduce((sum, can) => sum + can.sizeLitres * can.count, 0)
        expect(bought).toBeGreaterThanOrEqual(litres - 1e-9)
        expect(bought - litres).toBeLessThan(1)
        expect(new Set(cans.map((can) => can.sizeLitres)).size).toBe(cans.length)
        for (const can of cans) expect(can.count).toBeGreaterThan(0)
      }),
    )
  })

  it('needs more paint, never less, for a longer room or another coat', () => {
    fc.assert(
      fc.property(room, fc.double({ min: 0, max: 50, noNaN: true }), (input, extra) => {
        const base = calculatePaint(input)
        expect(
          calculatePaint({ ...input, length: input.length + extra }).cost,
        ).toBeGreaterThanOrEqual(base.cost)
        if (input.coats < 3) {
          const more = calculatePaint({ ...input, coats: (input.coats + 1) as 2 | 3 })
          expect(more.litres).toBeGreaterThanOrEqual(base.litres)
        }
      }),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(room, (input) => {
        const copy = structuredClone(input)
        calculatePaint(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
