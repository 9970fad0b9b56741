import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import { calculateRoof, parseRoofForm, type RoofInput } from './index'

describe('roof input bounds', () => {
  const valid: RoofInput = {
    length: 30,
    width: 20,
    pitch: 6,
    roofType: 'gable',
    material: 'asphalt',
  }
  const pitchChoices = 'pitch must be one of 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12'

  it.each([
    ['length', { length: 0.5 }, 'length must be at least 1'],
    ['width', { width: 0 }, 'width must be at least 1'],
    ['wastage', { wastage: -1 }, 'wastage must be at least 0'],
    ['wastage', { wastage: 30.5 }, 'wastage must be at most 30'],
    ['pricePerUnit', { pricePerUnit: -0.01 }, 'pricePerUnit must be at least 0'],
    ['pitch', { pitch: 11 }, pitchChoices],
    ['pitch', { pitch: 13 }, pitchChoices],
    ['pitch', { pitch: 2.5 }, pitchChoices],
    ['pitch', { pitch: 0 }, 'pitch must be 1 to 10 or 12 for a gable roof'],
    ['pitch', { pitch: 0, roofType: 'hip' }, 'pitch must be 1 to 10 or 12 for a hip roof'],
    ['pitch', { pitch: 0, roofType: 'mansard' }, 'pitch must be 1 to 10 or 12 for a mansard roof'],
    ['pitch', { pitch: 0, roofType: 'gambrel' }, 'pitch must be 1 to 10 or 12 for a gambrel roof'],
    ['pitch', { pitch: undefined }, 'pitch is required'],
    [
      'roofType',
      { roofType: 'dome' },
      'roofType must be one of gable, hip, flat, mansard, gambrel',
    ],
    [
      'material',
      { material: 'thatch' },
      'material must be one of asphalt, metal, tile, slate, wood',
    ],
    ['length', { length: Number.NaN }, 'length must be a number'],
    ['width', { width: undefined }, 'width is required'],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const input = { ...valid, ...patch }
    expect(() => calculateRoof(input as never)).toThrow(CalcInputError)
    try {
      calculateRoof(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
      expect((error as CalcInputError).message).toContain(message)
    }
  })

  it('lists every failing field at once, the pitch rule included', () => {
    expect(() => calculateRoof({ ...valid, length: 0, pitch: 0 })).toThrow(
      'Invalid roof input: length must be at least 1; pitch must be 1 to 10 or 12 for a gable roof',
    )
    expect(() => calculateRoof({ ...valid, width: undefined as never, pitch: 0 })).toThrow(
      'Invalid roof input: width is required; pitch must be 1 to 10 or 12 for a gable roof',
    )
  })

  it('accepts every bound itself', () => {
    const bounds = { length: 1, width: 1, wastage: 0, pricePerUnit: 0 }
    expect(() => calculateRoof({ ...valid, ...bounds, pitch: 1 })).not.toThrow()
    expect(() => calculateRoof({ ...valid, wastage: 30, pitch: 12 })).not.toThrow()
    expect(() => calculateRoof({ ...valid, roofType: 'flat', pitch: 0 })).not.toThrow()
    expect(() => calculateRoof({ ...valid, roofType: 'flat', pitch: 12 })).not.toThrow()
  })
})

describe('parseRoofForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parseRoofForm({
        length: '40.5',
        width: ' 30 ',
        pitch: '9',
        roofType: 'hip',
        material: 'slate',
        wastage: '12',
        pricePerUnit: '850',
      }),
    ).toEqual({
      length: 40.5,
      width: 30,
      pitch: 9,
      roofType: 'hip',
      material: 'slate',
      wastage: 12,
      pricePerUnit: 850,
    })
  })

  it('gives the documented defaults for blank, non-numeric or unknown values', () => {
    expect(
      parseRoofForm({ length: '', width: 'abc', pitch: '11', roofType: 'dome', wastage: 'x' }),
    ).toEqual({
      length: 0,
      width: 0,
      pitch: 6,
      roofType: 'gable',
      material: 'asphalt',
      wastage: 15,
      pricePerUnit: 0,
    })
  })

  it('defaults the pitch of a flat roof to 0', () => {
    expect(parseRoofForm({ roofType: 'flat' }).pitch).toBe(0)
    expect(parseRoofForm({ roofType: 'flat', pitch: '' }).pitch).toBe(0)
  })

  it('keeps an explicit 0 for wastage, price and pitch', () => {
    const input = parseRoofForm({ wastage: '0', pricePerUnit: '0', pitch: '0' })
    expect(input.wastage).toBe(0)
    expect(input.pricePerUnit).toBe(0)
    // a gable roof at 0/12 is then rejected, not silently turned into 6/12
    expect(input.pitch).toBe(0)
    expect(() => calculateRoof({ ...input, length: 10, width: 10 })).toThrow(
      'pitch must be 1 to 10 or 12 for a gable roof',
    )
  })
})
