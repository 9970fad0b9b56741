import { describe, expect, it } from 'vitest'
import {
  type LandAreaProblem,
  landAreaMessageWordings,
  landUnitSizes,
  parseLandArea,
  wordMessage,
} from './index'

describe('parseLandArea', () => {
  it.each([
    // 2 × 1,361.25 = 2,722.5
    ['2 katha', 2722.5, [{ value: 2, unit: 'katha' }]],
    // 2.5 × 1,361.25 = 3,403.125
    ['2.5 Katha', 3403.125, [{ value: 2.5, unit: 'katha' }]],
    ['2 कट्ठा', 2722.5, [{ value: 2, unit: 'katha' }]],
    // Devanagari digits: २ is 2
    ['२ कट्ठा', 2722.5, [{ value: 2, unit: 'katha' }]],
    // 27,225 + 5 × 1,361.25 = 27,225 + 6,806.25 = 34,031.25
    [
      '1 bigha 5 katha',
      34031.25,
      [
        { value: 1, unit: 'bigha' },
        { value: 5, unit: 'katha' },
      ],
    ],
    // 3 × 1,361.25 + 10 × 68.0625 = 4,083.75 + 680.625 = 4,764.375
    [
      '3 katha 10 dhur',
      4764.375,
      [
        { value: 3, unit: 'katha' },
        { value: 10, unit: 'dhur' },
      ],
    ],
    // a figure alone is square feet
    ['1500', 1500, [{ value: 1500, unit: 'sqft' }]],
    ['1500 sq ft', 1500, [{ value: 1500, unit: 'sqft' }]],
    ['1,500 sqft', 1500, [{ value: 1500, unit: 'sqft' }]],
    // Indian grouping: 1,00,000
    ['1,00,000 sq. ft.', 100000, [{ value: 100000, unit: 'sqft' }]],
    // 200 × 9 = 1,800
    ['200 gaj', 1800, [{ value: 200, unit: 'gaj' }]],
    ['200 sq yd', 1800, [{ value: 200, unit: 'gaj' }]],
    ['200 गज़', 1800, [{ value: 200, unit: 'gaj' }]],
    // 10 × 435.6 = 4,356
    ['10 decimal', 4356, [{ value: 10, unit: 'decimal' }]],
    ['10 dismil', 4356, [{ value: 10, unit: 'decimal' }]],
    ['10 डिसमिल', 4356, [{ value: 10, unit: 'decimal' }]],
    // 100 × 10.76391041671 = 1,076.391041671
    ['100 m²', 1076.391041671, [{ value: 100, unit: 'sqm' }]],
    ['100m2', 1076.391041671, [{ value: 100, unit: 'sqm' }]],
    ['100 sq m', 1076.391041671, [{ value: 100, unit: 'sqm' }]],
    // 2 × 43,560 = 87,120
    ['2 acres', 87120, [{ value: 2, unit: 'acre' }]],
    ['2 एकड़', 87120, [{ value: 2, unit: 'acre' }]],
    // 1 × 27,225 + 2 × 1,361.25 = 29,947.5, in Hindi with "और" between
    [
      '1 बीघा और 2 कट्ठा',
      29947.5,
      [
        { value: 1, unit: 'bigha' },
        { value: 2, unit: 'katha' },
      ],
    ],
    // the other spellings, commas between the parts and a word for the land after them
    [
      '1 beegha, 2 kattha, 3 dhoor land',
      // 27,225 + 2,722.5 + 3 × 68.0625 = 27,225 + 2,722.5 + 204.1875 = 30,151.6875
      30151.6875,
      [
        { value: 1, unit: 'bigha' },
        { value: 2, unit: 'katha' },
        { value: 3, unit: 'dhur' },
      ],
    ],
    // 0.5 × 1,361.25 = 680.625
    ['.5 kaththa', 680.625, [{ value: 0.5, unit: 'katha' }]],
  ])('reads "%s" as %d sq ft', (text, squareFeet, parts) => {
    const area = parseLandArea(text)
    expect(area.ok).toBe(true)
    if (!area.ok) return
    expect(area.squareFeet).toBeCloseTo(squareFeet, 9)
    expect(area.parts).toEqual(parts)
  })

  it("uses the district's katha", () => {
    // Bhagalpur: 2 katha 10 dhur = 2 × 720 + 10 × 36 = 1,440 + 360 = 1,800 sq ft
    const area = parseLandArea('2 katha 10 dhur', landUnitSizes({ kathaSqFt: 720 }))
    expect(area.ok && area.squareFeet).toBe(1800)
  })

  it('accepts up to 1,000 acres (43,560,000 sq ft) and refuses more', () => {
    expect(parseLandArea('1000 acres')).toMatchObject({ ok: true, squareFeet: 43_560_000 })
    expect(parseLandArea('1000.5 acres')).toMatchObject({ ok: false, id: 'tooLarge' })
    // a figure too long to be a number is too large, not "not a number"
    expect(parseLandArea('9'.repeat(400))).toMatchObject({ ok: false, id: 'tooLarge' })
  })

  it.each([
    ['', 'empty', {}, 'Type the area of the land, such as 2 katha or 1500 sq ft.'],
    ['   ', 'empty', {}, 'Type the area of the land, such as 2 katha or 1500 sq ft.'],
    ['katha', 'numberFirst', { text: 'katha' }, 'Type a number before “katha”, such as 2 katha.'],
    [
      'about 2 katha',
      'numberFirst',
      { text: 'about' },
      'Type a number before “about”, such as 2 katha.',
    ],
    ['-2 katha', 'numberFirst', { text: '-' }, 'Type a number before “-”, such as 2 katha.'],
    ['1.2.3 katha', 'badNumber', { number: '1.2.3' }, '“1.2.3” is not a number.'],
    [
      '1 bigha 5',
      'missingUnit',
      { number: '5' },
      'Give the unit of 5, such as 5 katha or 5 sq ft.',
    ],
    [
      '2 Hectare',
      'unknownUnit',
      { text: 'hectare' },
      '“hectare” is not a unit we know: use sq ft, sq m, gaj, dhur, katha, decimal, acre or bigha.',
    ],
    [
      '2 katha 3 katha',
      'repeatedUnit',
      { unit: 'katha' },
      'katha is given twice: give each unit once, such as 1 bigha 5 katha.',
    ],
    ['1001 acre', 'tooLarge', { max: '1,000' }, 'That is more than 1,000 acres: check the figure.'],
  ])('refuses "%s" (%s) with a clear message', (text, id, values, message) => {
    expect(parseLandArea(text)).toEqual({ ok: false, id, values, message })
  })

  it('gives each refusal in Hindi from its id and values', () => {
    const problem = parseLandArea('2 कट्ठा 3 कट्ठा') as LandAreaProblem
    expect(wordMessage(problem, landAreaMessageWordings.hi)).toBe(
      'कट्ठा दो बार लिखा है: हर इकाई एक बार लिखें, जैसे 1 बीघा 5 कट्ठा।',
    )
    const unknown = parseLandArea('2 हेक्टेयर') as LandAreaProblem
    expect(wordMessage(unknown, landAreaMessageWordings.hi)).toBe(
      '“हेक्टेयर” इकाई हम नहीं पहचानते: वर्ग फुट, वर्ग मीटर, गज, धुर, कट्ठा, डिसमिल, एकड़ या बीघा लिखें।',
    )
    // every id has a wording in both languages
    for (const language of ['en', 'hi'] as const) {
      expect(Object.keys(landAreaMessageWordings[language]).sort()).toEqual(
        [
          'badNumber',
          'empty',
          'missingUnit',
          'numberFirst',
          'repeatedUnit',
          'tooLarge',
          'unknownUnit',
        ].sort(),
      )
    }
  })
})
