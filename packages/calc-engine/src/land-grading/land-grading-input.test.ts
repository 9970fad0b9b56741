import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import { calculateLandGrading, type LandGradingInput, parseLandGradingForm } from './index'

describe('land grading input bounds', () => {
  const valid: LandGradingInput = {
    length: 100,
    width: 50,
    currentElevation: 2,
    targetElevation: 0,
  }

  it.each([
    ['length', { length: 0.9 }, 'length must be at least 1'],
    ['width', { width: 0 }, 'width must be at least 1'],
    ['currentElevation', { currentElevation: undefined }, 'currentElevation is required'],
    ['targetElevation', { targetElevation: undefined }, 'targetElevation is required'],
    ['currentElevation', { currentElevation: Number.NaN }, 'currentElevation must be a number'],
    [
      'targetElevation',
      { targetElevation: Number.POSITIVE_INFINITY },
      'targetElevation must be a number',
    ],
    ['bulking', { bulking: -1 }, 'bulking must be at least 0'],
    ['bulking', { bulking: 60.5 }, 'bulking must be at most 60'],
    ['pricePerCubicYard', { pricePerCubicYard: -1 }, 'pricePerCubicYard must be at least 0'],
    ['soil', { soil: 'gravel' }, 'soil must be one of sand, loam, clay, rock'],
    [
      'equipment',
      { equipment: 'shovel' },
      'equipment must be one of bulldozer, excavator, skidsteer, grader',
    ],
    ['length', { length: '100' }, 'length must be a number'],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const input = { ...valid, ...patch }
    expect(() => calculateLandGrading(input as never)).toThrow(CalcInputError)
    try {
      calculateLandGrading(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
      expect((error as CalcInputError).message).toContain(message)
    }
  })

  it('lists every failing field at once', () => {
    expect(() => calculateLandGrading({ ...valid, width: 0, bulking: 70 })).toThrow(
      'Invalid land grading input: width must be at least 1; bulking must be at most 60',
    )
  })

  it('accepts every bound itself', () => {
    expect(() =>
      calculateLandGrading({
        length: 1,
        width: 1,
        currentElevation: -1000,
        targetElevation: 1000,
        bulking: 0,
        pricePerCubicYard: 0,
      }),
    ).not.toThrow()
    expect(() => calculateLandGrading({ ...valid, bulking: 60 })).not.toThrow()
  })
})

describe('parseLandGradingForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parseLandGradingForm({
        length: '120.5',
        width: ' 80 ',
        currentElevation: '-1.5',
        targetElevation: '2',
        soil: 'rock',
        bulking: '45',
        equipment: 'grader',
        pricePerCubicYard: '950',
      }),
    ).toEqual({
      length: 120.5,
      width: 80,
      currentElevation: -1.5,
      targetElevation: 2,
      soil: 'rock',
      bulking: 45,
      equipment: 'grader',
      pricePerCubicYard: 950,
    })
  })

  it('gives the documented defaults for blank, non-numeric or unknown values', () => {
    const input = parseLandGradingForm({
      length: '',
      width: 'abc',
      currentElevation: 'x',
      soil: 'gravel',
      bulking: '',
      equipment: '',
      pricePerCubicYard: 'free',
    })
    expect(input).toEqual({
      length: 0,
      width: 0,
      currentElevation: 0,
      targetElevation: 0,
      soil: 'loam',
      bulking: undefined,
      equipment: 'excavator',
      pricePerCubicYard: 800,
    })
    // a blank bulking means the soil's own: loam 20 %
    expect(calculateLandGrading({ ...input, length: 54, width: 50, currentElevation: 1 })).toEqual(
      expect.objectContaining({ bulkingPercent: 20 }),
    )
  })

  it('keeps an explicit 0 for bulking, price and elevations', () => {
    const input = parseLandGradingForm({
      currentElevation: '0',
      targetElevation: '0',
      bulking: '0',
      pricePerCubicYard: '0',
    })
    expect(input.currentElevation).toBe(0)
    expect(input.targetElevation).toBe(0)
    expect(input.bulking).toBe(0)
    expect(input.pricePerCubicYard).toBe(0)
  })
})
