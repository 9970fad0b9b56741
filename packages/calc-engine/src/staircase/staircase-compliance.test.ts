import { describe, expect, it } from 'vitest'
import { calculateStaircase, type StaircaseInput } from './index'

// A roomy space, so only the check under test can fail.
const roomy = { spaceLength: 2000, spaceWidth: 100 } as const

describe('staircase compliance notes', () => {
  it('gives one note per failed check in the order space, riser, tread, angle, width', () => {
    // 24 in at 8: 3 risers of 8 in (> 7.75), 2 treads of 9 in (< 10), run 18
    // angle atan(24 / 18) = 53.13 degrees (> 45); width 30 (< 36); footprint 18 x 30 > 24 x 24
    // comfort 2 * 8 + 9 = 25
    const result = calculateStaircase({
      floorHeight: 24,
      spaceLength: 24,
      spaceWidth: 24,
      riserHeight: 8,
      treadDepth: 9,
      stairWidth: 30,
    })
    expect(result.compliant).toBe(false)
    expect(result.notes).toEqual([
      'The staircase needs 18 × 30 in but the space is 24 × 24 in',
      'Each riser is 8 in high, above the 7.75 in maximum for a riser',
      'Each tread is 9 in deep, below the 10 in minimum for a tread',
      'The stair climbs at 53.13 degrees, above the 45 degree maximum for a stair angle',
      'The stair is 30 in wide, below the 36 in minimum for a stair width',
      'Comfort rule: 2 × riser + tread = 25 in (aim for 24-25 in)',
    ])
  })

  it.each<[string, StaircaseInput, string[]]>([
    // 24 / 8 = 3 risers of 8 in; 2 treads of 14: run 28, angle 40.60
    [
      'riser above 7.75',
      { ...roomy, floorHeight: 24, riserHeight: 8, treadDepth: 14 },
      ['Each riser is 8 in high, above the 7.75 in maximum for a riser'],
    ],
    // ceil(31 / 8) = 4 risers of 7.75 in; 3 treads of 14: run 42, angle 36.43
    ['riser of exactly 7.75', { ...roomy, floorHeight: 31, riserHeight: 8, treadDepth: 14 }, []],
    // ceil(24.1 / 4) = ceil(6.025) = 7 risers of 3.443 in; 6 treads of 10: run 60, angle 21.88
    [
      'riser below 4',
      { ...roomy, floorHeight: 24.1, riserHeight: 4, treadDepth: 10 },
      ['Each riser is 3.44 in high, below the 4 in minimum for a riser'],
    ],
    // 24 / 4 = 6 risers of 4 in; 5 treads of 10: run 50, angle 25.64
    ['riser of exactly 4', { ...roomy, floorHeight: 24, riserHeight: 4, treadDepth: 10 }, []],
    // 108 at 7: 16 risers of 6.75, 15 treads of 9.5: run 142.5, angle 37.16
    [
      'tread below 10',
      { ...roomy, floorHeight: 108, treadDepth: 9.5 },
      ['Each tread is 9.5 in deep, below the 10 in minimum for a tread'],
    ],
    // 15 treads of 10: run 150, angle 35.75
    ['tread of exactly 10', { ...roomy, floorHeight: 108, treadDepth: 10 }, []],
    // 15 treads of 14: run 210, angle 27.22 (a deeper tread is refused by the schema)
    ['tread of exactly 14', { ...roomy, floorHeight: 108, treadDepth: 14 }, []],
    // 30.4 / 7.6 = 4 risers of 7.6; 3 treads of 10: run 30, angle atan(30.4 / 30) = 45.38
    [
      'angle above 45',
      { ...roomy, floorHeight: 30.4, riserHeight: 7.6, treadDepth: 10 },
      ['The stair climbs at 45.38 degrees, above the 45 degree maximum for a stair angle'],
    ],
    // 30 / 7.5 = 4 risers; 3 treads of 10: run 30, angle atan(1) = 45
    ['angle of 45', { ...roomy, floorHeight: 30, riserHeight: 7.5, treadDepth: 10 }, []],
    // 200 / 4 = 50 risers of 4; 49 treads of 11.5: run 563.5, angle atan(0.354925) = 19.54
    [
      'angle below 20',
      { ...roomy, floorHeight: 200, riserHeight: 4, treadDepth: 11.5 },
      ['The stair climbs at 19.54 degrees, below the 20 degree minimum for a stair angle'],
    ],
    // 49 treads of 11: run 539, angle atan(0.371058) = 20.36
    ['angle just above 20', { ...roomy, floorHeight: 200, riserHeight: 4, treadDepth: 11 }, []],
    [
      'width below 36',
      { ...roomy, floorHeight: 108, stairWidth: 35.5 },
      ['The stair is 35.5 in wide, below the 36 in minimum for a stair width'],
    ],
    ['width of exactly 36', { ...roomy, floorHeight: 108, stairWidth: 36 }, []],
    // 108 at 7 with 11 in treads: footprint 165 x 36
    [
      'space too short',
      { floorHeight: 108, spaceLength: 164, spaceWidth: 48 },
      ['The staircase needs 165 × 36 in but the space is 164 × 48 in'],
    ],
    [
      'space too narrow',
      { floorHeight: 108, spaceLength: 165, spaceWidth: 35 },
      ['The staircase needs 165 × 36 in but the space is 165 × 35 in'],
    ],
    ['space of exactly the footprint', { floorHeight: 108, spaceLength: 165, spaceWidth: 36 }, []],
  ])('%s', (_label, input, warnings) => {
    const result = calculateStaircase(input)
    expect(result.notes.slice(0, -1)).toEqual(warnings)
    expect(result.compliant).toBe(warnings.length === 0)
    expect(result.notes.at(-1)).toMatch(/^Comfort rule: 2 × riser \+ tread = [\d.]+ in/)
  })

  it('takes the type into account for the space: an L-shaped stair fits where a straight one does not', () => {
    // 108 at 7: 15 treads of 11. Straight 165 x 36. L-shaped: legs 8 and 7,
    // length 8 * 11 + 36 = 124, width 36 + 7 * 11 = 113
    const space = { floorHeight: 108, spaceLength: 130, spaceWidth: 120 }
    expect(calculateStaircase(space).fitsSpace).toBe(false)
    const lShaped = calculateStaircase({ ...space, type: 'l-shaped' })
    expect(lShaped.stairLength).toBe(124)
    expect(lShaped.stairWidthTotal).toBe(113)
    expect(lShaped.fitsSpace).toBe(true)
  })
})
