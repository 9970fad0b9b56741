import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rupeesInWords } from './rupees-in-words'

/** A group of an amount: often 0 or its largest, where words turn, else anything up to max. */
const group = (max: number) => fc.oneof(fc.constant(0), fc.constant(max), fc.nat({ max }))

/**
 * Amounts of paise: any safe integer, small ones, and ones built group by group (crore, lakh,
 * thousand, hundred, below a hundred, paise) so that empty and full groups come up often.
 */
const amounts = fc.oneof(
  fc.maxSafeNat(),
  fc.nat({ max: 100_000 }),
  fc
    .tuple(group(9_007_198), group(99), group(99), group(9), group(99), group(99))
    .map(
      ([crore, lakh, thousand, hundred, rest, paise]) =>
        ((((crore * 100 + lakh) * 100 + thousand) * 10 + hundred) * 100 + rest) * 100 + paise,
    ),
)

// A parser of English amounts in words, written apart from the code it checks.
const units = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine']
const teens = ['Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen']
teens.push('Seventeen', 'Eighteen', 'Nineteen')
const tens = ['Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']
const wordValues = new Map<string, number>([
  ...units.map((word, i): [string, number] => [word, i + 1]),
  ...teens.map((word, i): [string, number] => [word, i + 10]),
  ...tens.map((word, i): [string, number] => [word, (i + 2) * 10]),
])
/** Each scale word, its value, and how many of it may be said before it (none: any). */
const scales: [word: string, value: bigint, countBelow?: bigint][] = [
  ['Crore', 10_000_000n],
  ['Lakh', 100_000n, 100n],
  ['Thousand', 1_000n, 100n],
  ['Hundred', 100n, 10n],
]

/** 1 to 99: one word below twenty or a ten, or a ten and a unit joined by a hyphen. */
function parseBelowHundred(word: string): bigint {
  const [first = '', second, ...more] = word.split('-')
  const value = wordValues.get(first)
  if (value === undefined || more.length > 0) throw new Error(`not a number: ${word}`)
  if (second === undefined) return BigInt(value)
  const unit = units.indexOf(second) + 1
  if (!tens.includes(first) || unit === 0) throw new Error(`not a number: ${word}`)
  return BigInt(value + unit)
}

/** A positive number in the Indian system, split at its largest scale word, the last one said. */
function parseWhole(words: string[]): bigint {
  if (words.length === 0) return 0n
  for (const [scale, value, countBelow] of scales) {
    const at = words.lastIndexOf(scale)
    if (at < 0) continue
    const count = parseWhole(words.slice(0, at))
    const rest = parseWhole(words.slice(at + 1))
    if (count === 0n || (countBelow !== undefined && count >= countBelow) || rest >= value) {
      throw new Error(`not in the Indian system: ${words.join(' ')}`)
    }
    return count * value + rest
  }
  if (words.length !== 1) throw new Error(`not one number: ${words.join(' ')}`)
  return parseBelowHundred(words[0] ?? '')
}

/** Paise an English amount in words says. */
function parseEnglish(text: string): bigint {
  const match = /^Rupees (.+?)(?: and (\S+) (Paisa|Paise))? only$/.exec(text)
  if (!match) throw new Error(`not an amount in words: ${text}`)
  const [, rupeeWords = '', paiseWord, paiseName] = match
  const rupees = rupeeWords === 'Zero' ? 0n : parseWhole(rupeeWords.split(' '))
  const paise = paiseWord === undefined ? 0n : parseBelowHundred(paiseWord)
  if (paiseWord !== undefined && (paise === 1n) !== (paiseName === 'Paisa')) {
    throw new Error(`paisa and paise mixed up: ${text}`)
  }
  return rupees * 100n + paise
}

const countOf = (text: string, word: string) => text.split(' ').filter((w) => w === word).length

describe('amounts in words, for any amount', () => {
  it('says in English the very amount, read back in the Indian system', () => {
    fc.assert(
      fc.property(amounts, (paise) => {
        expect(parseEnglish(rupeesInWords(paise, 'en'))).toBe(BigInt(paise))
      }),
      { numRuns: 2000 },
    )
  })

  it('writes English in Title Case, "and" only before paise, never zero paise', () => {
    fc.assert(
      fc.property(amounts, (paise) => {
        const text = rupeesInWords(paise, 'en')
        for (const word of text.split(' ').slice(0, -1)) {
          if (word !== 'and') expect(word).toMatch(/^[A-Z][a-z]+(-[A-Z][a-z]+)?$/)
        }
        expect(countOf(text, 'and')).toBe(paise % 100 === 0 ? 0 : 1)
        expect(text).not.toContain('Zero Paise')
        expect(countOf(text, 'Zero')).toBe(paise < 100 ? 1 : 0)
      }),
      { numRuns: 1000 },
    )
  })

  it('writes Hindi in Devanagari alone, NFC, शून्य only below one rupee', () => {
    fc.assert(
      fc.property(amounts, (paise) => {
        const text = rupeesInWords(paise, 'hi')
        expect(text).not.toMatch(/[A-Za-z0-9]/)
        expect(text).toMatch(/^रुपये [\u0900-\u097F ]+ मात्र$/)
        expect(text).toBe(text.normalize('NFC'))
        expect(text.includes('शून्य')).toBe(paise < 100)
      }),
      { numRuns: 1000 },
    )
  })

  it('says the same scales in Hindi as in English', () => {
    fc.assert(
      fc.property(amounts, (paise) => {
        const english = rupeesInWords(paise, 'en')
        const hindi = rupeesInWords(paise, 'hi')
        const pairs = [
          ['Crore', 'करोड़'],
          ['Lakh', 'लाख'],
          ['Thousand', 'हज़ार'],
          ['Hundred', 'सौ'],
          ['and', 'और'],
        ]
        for (const [inEnglish = '', inHindi = ''] of pairs) {
          expect(countOf(hindi, inHindi), inHindi).toBe(countOf(english, inEnglish))
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('ends with only / मात्र and has no double or stray spaces, in both languages', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom('en' as const, 'hi' as const), (paise, language) => {
        const text = rupeesInWords(paise, language)
        expect(text.endsWith(language === 'en' ? ' only' : ' मात्र')).toBe(true)
        expect(text).not.toMatch(/\s{2}|^\s|\s$|[^\S ]/)
      }),
      { numRuns: 1000 },
    )
  })

  it('refuses what is not a whole, non-negative, safe number of paise', () => {
    const notAmounts = fc.oneof(
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
      fc.double({ noInteger: true }),
      fc.constantFrom(2 ** 53, 2 ** 60, 1e17, Number.NaN, Number.POSITIVE_INFINITY),
    )
    fc.assert(
      fc.property(notAmounts, (paise) => {
        expect(() => rupeesInWords(paise, 'en')).toThrow(RangeError)
      }),
    )
  })
})
