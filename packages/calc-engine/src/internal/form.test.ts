import { describe, expect, it } from 'vitest'
import { readChoice, readNumber, readNumericChoice, readOptionalNumber } from './form'

describe('reading raw form values', () => {
  it('reads numbers, trimming spaces', () => {
    expect(readNumber({ area: ' 1200.5 ' }, 'area')).toBe(1200.5)
  })

  it('gives the fallback for blank, missing or non-numeric text', () => {
    expect(readNumber({ area: '' }, 'area', 100)).toBe(100)
    expect(readNumber({}, 'area', 100)).toBe(100)
    expect(readNumber({ area: '12abc' }, 'area', 100)).toBe(100)
    expect(readNumber({ area: 'Infinity' }, 'area')).toBe(0)
    expect(readOptionalNumber({ area: 'x' }, 'area')).toBeUndefined()
  })

  it('keeps an explicit zero', () => {
    expect(readNumber({ doors: '0' }, 'doors', 1)).toBe(0)
    expect(readOptionalNumber({ doors: '0' }, 'doors')).toBe(0)
  })

  it('reads only the listed choices', () => {
    const sizes = ['small', 'large'] as const
    expect(readChoice({ size: 'large' }, 'size', sizes, 'small')).toBe('large')
    expect(readChoice({ size: 'huge' }, 'size', sizes, 'small')).toBe('small')
    expect(readNumericChoice({ coats: '3' }, 'coats', [1, 2, 3] as const, 2)).toBe(3)
    expect(readNumericChoice({ coats: '5' }, 'coats', [1, 2, 3] as const, 2)).toBe(2)
  })
})
