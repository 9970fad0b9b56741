import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateStaircase, staircaseHandrails, staircaseMaterials, staircaseTypes } from './index'

const stair = fc.record({
  floorHeight: fc.double({ min: 24, max: 200, noNaN: true }),
  spaceLength: fc.double({ min: 24, max: 400, noNaN: true }),
  spaceWidth: fc.double({ min: 24, max: 400, noNaN: true }),
  type: fc.constantFrom(...staircaseTypes),
  riserHeight: fc.double({ min: 4, max: 8, noNaN: true }),
  treadDepth: fc.double({ min: 9, max: 14, noNaN: true }),
  stairWidth: fc.double({ min: 24, max: 72, noNaN: true }),
  material: fc.constantFrom(...staircaseMaterials),
  handrail: fc.constantFrom(...staircaseHandrails),
})

describe('calculateStaircase laws', () => {
  it('splits the floor height into risers no taller than chosen, with one tread fewer', () => {
    fc.assert(
      fc.property(stair, (input) => {
        const result = calculateStaircase(input)
        expect(Number.isInteger(result.risers)).toBe(true)
        expect(result.actualRiser).toBeLessThanOrEqual(input.riserHeight + 1e-9)
        expect(result.risers * result.actualRiser).toBeCloseTo(input.floorHeight, 9)
        expect(result.treads).toBe(result.risers - 1)
        expect(result.totalRun).toBeCloseTo(result.treads * input.treadDepth, 9)
      }),
    )
  })

  it('never gives a negative or non-finite quantity or cost', () => {
    fc.assert(
      fc.property(stair, (input) => {
        const result = calculateStaircase(input)
        for (const value of [
          result.totalRun,
          result.stairLength,
          result.stairWidthTotal,
          result.angleDegrees,
          result.headroom,
          result.handrailFeet,
          result.balusters,
          result.volumeCubicFeet,
          result.cost,
        ]) {
          expect(Number.isFinite(value)).toBe(true)
          expect(value).toBeGreaterThan(0)
        }
        expect(result.angleDegrees).toBeLessThan(90)
      }),
    )
  })

  it('ends the notes with the comfort reminder and is compliant exactly when nothing else is noted', () => {
    fc.assert(
      fc.property(stair, (input) => {
        const { notes, compliant } = calculateStaircase(input)
        expect(notes.at(-1)).toMatch(/^Comfort rule: 2 × riser \+ tread = /)
        expect(notes.slice(0, -1).some((note) => note.startsWith('Comfort rule'))).toBe(false)
        expect(compliant).toBe(notes.length === 1)
      }),
    )
  })

  it('costs more, never less, for a wider stair', () => {
    fc.assert(
      fc.property(stair, fc.double({ min: 0, max: 20, noNaN: true }), (input, extra) => {
        const wider = { ...input, stairWidth: Math.min(72, input.stairWidth + extra) }
        expect(calculateStaircase(wider).cost).toBeGreaterThanOrEqual(
          calculateStaircase(input).cost - 1e-6,
        )
      }),
    )
  })

  it('needs more risers, never fewer, for a taller floor', () => {
    fc.assert(
      fc.property(stair, fc.double({ min: 0, max: 50, noNaN: true }), (input, extra) => {
        const taller = { ...input, floorHeight: Math.min(200, input.floorHeight + extra) }
        expect(calculateStaircase(taller).risers).toBeGreaterThanOrEqual(
          calculateStaircase(input).risers,
        )
      }),
    )
  })

  it('does not change the input it is given', () => {
    fc.assert(
      fc.property(stair, (input) => {
        const copy = structuredClone(input)
        calculateStaircase(input)
        expect(input).toEqual(copy)
      }),
    )
  })
})
