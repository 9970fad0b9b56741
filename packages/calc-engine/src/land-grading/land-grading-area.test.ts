import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import { explanationLine } from '../explanation/explanation'
import { calculateLandGrading, landGradingInputSchema, parseLandGradingForm } from './index'

/** The issues `calculateLandGrading` reports for `input` ([] when it accepts it). */
function issuesOf(input: unknown) {
  try {
    calculateLandGrading(input as never)
    return []
  } catch (error) {
    if (error instanceof CalcInputError) return error.issues
    throw error
  }
}

const levels = { currentElevation: 0, targetElevation: 1 }
const levelsAsTyped = { currentElevation: '0', targetElevation: '1' }

describe('calculateLandGrading with the plot given by its area', () => {
  it('fills 2 katha of Patna (2,722.5 sq ft) by 1 ft with the defaults (loam, excavator, 800)', () => {
    // area     = 2 × 1,361.25         = 2722.5 sq ft, as given
    // acres    = 2722.5 / 43560       = 0.0625
    // diff     = 0 - 1 = -1 ft below the target: fill
    // fill     = 2722.5 × 1 / 27      = 100.8333 cu yd; cut = 0
    // adjusted = 100.8333 × 1.10      = 110.9167 cu yd
    // trucks   = ceil(110.9167 / 10)  = ceil(11.09) = 12
    // cost     = 110.9167 × 800       = 88733.33 rupees
    // hours    = 110.9167 / 100       = 1.109 h (excavator)
    const result = calculateLandGrading({ area: 2722.5, ...levels })
    expect(result.area).toBe(2722.5)
    expect(result.acres).toBe(0.0625)
    expect(result.cutVolume).toBe(0)
    expect(result.fillVolume).toBeCloseTo(100.83333, 5)
    expect(result.adjustedVolume).toBeCloseTo(110.91667, 5)
    expect(result.trucks).toBe(12)
    expect(result.cost).toBeCloseTo(88733.33, 2)
    expect(result.hours).toBeCloseTo(1.10917, 5)
  })

  it('cuts the same 2,722.5 sq ft of clay down 2 ft with a grader at 650 per cu yd', () => {
    // cut      = 2722.5 × 2 / 27      = 201.6667 cu yd
    // adjusted = 201.6667 × 1.35      = 272.25 cu yd (clay bulks 35 %)
    // trucks   = ceil(27.225)         = 28
    // cost     = 272.25 × 650         = 176962.5 rupees
    // hours    = 272.25 / 80          = 3.403 h (grader)
    const result = calculateLandGrading({
      area: 2722.5,
      currentElevation: 12,
      targetElevation: 10,
      soil: 'clay',
      equipment: 'grader',
      pricePerCubicYard: 650,
    })
    expect(result.cutVolume).toBeCloseTo(201.66667, 5)
    expect(result.adjustedVolume).toBeCloseTo(272.25, 9)
    expect(result.trucks).toBe(28)
    expect(result.cost).toBeCloseTo(176962.5, 6)
    expect(result.hours).toBeCloseTo(3.403125, 9)
  })

  it('uses the area instead of length × width when both are given', () => {
    // 5,000 sq ft given beside 10 × 10 ft: the 5,000 counts, as for a 100 × 50 ft plot.
    const byArea = calculateLandGrading({ area: 5000, length: 10, width: 10, ...levels })
    const bySides = calculateLandGrading({ length: 100, width: 50, ...levels })
    expect(byArea).toEqual(bySides)
  })

  it('explains the area as given', () => {
    const { explanation } = calculateLandGrading({ area: 2722.5, ...levels }, { explain: true })
    expect(explanation?.[0]).toMatchObject({ id: 'plotAreaGiven', values: { area: '2,722.5' } })
    expect(explanation?.map(explanationLine)).toEqual([
      'Plot area: 2,722.5 = 2,722.5 sq ft',
      'Earth to move: 2,722.5 × |0 − 1| ÷ 27 = 100.83 cu yd (fill)',
      'With compaction: 100.83 × 1.1 = 110.92 cu yd',
      'Trucks: 110.92 ÷ 10 = 12 trucks',
      'Cost: 110.92 × ₹800 = ₹88,733.33',
      'Machine hours: 110.92 ÷ 100 = 1.1 hours',
    ])
    expect(explanation?.[0]?.formula).toBe('as given')
  })
})

describe('the bounds of the area', () => {
  it('accepts 1 sq ft and the 10,00,00,000 sq ft of a 10,000 × 10,000 ft plot, nothing beyond', () => {
    expect(landGradingInputSchema.limits.area).toEqual({ min: 1, max: 100_000_000, unit: 'sq ft' })
    expect(issuesOf({ area: 1, ...levels })).toEqual([])
    expect(issuesOf({ area: 100_000_000, ...levels })).toEqual([])
    expect(issuesOf({ area: 100_000_000.01, ...levels })).toEqual([
      { path: 'area', message: 'area must be at most 10,00,00,000 sq ft' },
    ])
    expect(issuesOf({ area: 0.5, ...levels })).toEqual([
      { path: 'area', message: 'area must be at least 1' },
    ])
    expect(issuesOf({ area: '2 katha', ...levels })).toEqual([
      { path: 'area', message: 'area must be a number' },
    ])
  })

  it('asks for length and width when no area is given, and for neither with one', () => {
    expect(issuesOf(levels)).toEqual([
      { path: 'length', message: 'length is required' },
      { path: 'width', message: 'width is required' },
    ])
    expect(issuesOf({ width: 50, ...levels })).toEqual([
      { path: 'length', message: 'length is required' },
    ])
    expect(issuesOf({ area: 5000, ...levels })).toEqual([])
  })

  it('still checks a length given beside an area', () => {
    expect(issuesOf({ area: 5000, length: 0, ...levels })).toEqual([
      { path: 'length', message: 'length must be at least 1' },
    ])
  })
})

describe('parseLandGradingForm with an area', () => {
  it('reads the area in sq ft and leaves blank sides out', () => {
    expect(
      parseLandGradingForm({
        area: ' 2722.5 ',
        length: '',
        width: '',
        currentElevation: '0',
        targetElevation: '1',
      }),
    ).toEqual({
      area: 2722.5,
      length: undefined,
      width: undefined,
      currentElevation: 0,
      targetElevation: 1,
      soil: 'loam',
      bulking: undefined,
      equipment: 'excavator',
      pricePerCubicYard: 800,
    })
  })

  it('reads a blank or unreadable area as none: the sides count, blank ones as 0', () => {
    for (const area of ['', '2 katha']) {
      const input = parseLandGradingForm({ area, length: '', width: '30', ...levelsAsTyped })
      expect(input).toMatchObject({ length: 0, width: 30 })
      expect(input.area).toBeUndefined()
    }
  })
})
