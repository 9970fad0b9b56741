import { describe, expect, it } from 'vitest'
import { CalcInputError } from '../errors'
import { calculateStaircase, parseStaircaseForm } from './index'

describe('staircase input bounds', () => {
  const valid = { floorHeight: 108, spaceLength: 180, spaceWidth: 48 } as const

  it.each([
    ['floorHeight', { floorHeight: 23.9 }, 'floorHeight must be at least 24'],
    ['floorHeight', { floorHeight: 200.1 }, 'floorHeight must be at most 200'],
    ['floorHeight', { floorHeight: undefined }, 'floorHeight is required'],
    ['floorHeight', { floorHeight: Number.NaN }, 'floorHeight must be a number'],
    ['spaceLength', { spaceLength: 23 }, 'spaceLength must be at least 24'],
    ['spaceLength', { spaceLength: undefined }, 'spaceLength is required'],
    ['spaceWidth', { spaceWidth: 0 }, 'spaceWidth must be at least 24'],
    ['spaceWidth', { spaceWidth: undefined }, 'spaceWidth is required'],
    ['riserHeight', { riserHeight: 3.9 }, 'riserHeight must be at least 4'],
    ['riserHeight', { riserHeight: 8.1 }, 'riserHeight must be at most 8'],
    ['treadDepth', { treadDepth: 8.9 }, 'treadDepth must be at least 9'],
    ['treadDepth', { treadDepth: 14.1 }, 'treadDepth must be at most 14'],
    ['stairWidth', { stairWidth: 23 }, 'stairWidth must be at least 24'],
    ['stairWidth', { stairWidth: 73 }, 'stairWidth must be at most 72'],
    ['type', { type: 'ladder' }, 'type must be one of straight, l-shaped, u-shaped, spiral'],
    ['material', { material: 'glass' }, 'material must be one of wood, concrete, metal'],
    ['handrail', { handrail: 'rope' }, 'handrail must be one of simple, ornamental, glass'],
  ])('rejects %s out of bounds: %j', (path, patch, message) => {
    const input = { ...valid, ...patch }
    expect(() => calculateStaircase(input as never)).toThrow(CalcInputError)
    try {
      calculateStaircase(input as never)
    } catch (error) {
      expect(error).toBeInstanceOf(CalcInputError)
      expect((error as CalcInputError).issues).toContainEqual({ path, message })
    }
  })

  it('lists every failing field at once', () => {
    expect(() => calculateStaircase({ ...valid, floorHeight: 10, stairWidth: 80 })).toThrow(
      'Invalid staircase input: floorHeight must be at least 24; stairWidth must be at most 72',
    )
  })

  it('accepts every bound itself', () => {
    const low = { floorHeight: 24, spaceLength: 24, spaceWidth: 24 }
    const high = { floorHeight: 200, spaceLength: 24, spaceWidth: 24 }
    expect(() =>
      calculateStaircase({ ...low, riserHeight: 4, treadDepth: 9, stairWidth: 24 }),
    ).not.toThrow()
    expect(() =>
      calculateStaircase({ ...high, riserHeight: 8, treadDepth: 14, stairWidth: 72 }),
    ).not.toThrow()
  })
})

describe('parseStaircaseForm', () => {
  it('reads the strings of the form', () => {
    expect(
      parseStaircaseForm({
        floorHeight: '120',
        spaceLength: ' 150 ',
        spaceWidth: '110',
        type: 'l-shaped',
        riserHeight: '7.5',
        treadDepth: '10',
        stairWidth: '40',
        material: 'concrete',
        handrail: 'glass',
      }),
    ).toEqual({
      floorHeight: 120,
      spaceLength: 150,
      spaceWidth: 110,
      type: 'l-shaped',
      riserHeight: 7.5,
      treadDepth: 10,
      stairWidth: 40,
      material: 'concrete',
      handrail: 'glass',
    })
  })

  it('gives the documented defaults for blank, non-numeric or unknown values', () => {
    expect(
      parseStaircaseForm({
        floorHeight: '',
        spaceLength: 'abc',
        riserHeight: '',
        treadDepth: 'x',
        type: 'ladder',
        material: '',
      }),
    ).toEqual({
      floorHeight: 0,
      spaceLength: 0,
      spaceWidth: 0,
      type: 'straight',
      riserHeight: 7,
      treadDepth: 11,
      stairWidth: 36,
      material: 'wood',
      handrail: 'simple',
    })
  })

  it('keeps an explicit 0, which calculateStaircase then rejects instead of using a default', () => {
    const input = parseStaircaseForm({ floorHeight: '108', riserHeight: '0', stairWidth: '0' })
    expect(input.riserHeight).toBe(0)
    expect(input.stairWidth).toBe(0)
    expect(() => calculateStaircase(input)).toThrow('riserHeight must be at least 4')
  })
})
