import type { StepValues } from '../explanation/explanation'
import { fillWording } from '../explanation/explanation'
import { num } from '../internal/explain'
import { landUnitSpellings } from './aliases'
import { type LandAreaMessageId, landAreaMessageWordings } from './messages'
import { type LandUnitSizes, patnaLandUnitSizes } from './sizes'
import { type LandUnit, landUnits } from './units'

/** One figure of a land area as typed, with its unit: the `2` and `katha` of "2 katha". */
export interface LandAreaPart {
  readonly value: number
  readonly unit: LandUnit
}

/** A land area read from what a visitor typed: the figures as typed and the total in square feet. */
export interface LandArea {
  readonly ok: true
  /** The whole area, sq ft (not rounded). */
  readonly squareFeet: number
  /** The figures in the order typed: "1 bigha 5 katha" is 1 bigha and 5 katha. */
  readonly parts: readonly LandAreaPart[]
}

/**
 * Why the text could not be read: `message` in English, `id` and `values` to word it in another
 * language (`wordMessage(result, landAreaMessageWordings.hi)`).
 */
export interface LandAreaProblem {
  readonly ok: false
  readonly id: LandAreaMessageId
  readonly values: StepValues
  readonly message: string
}

/** The largest area {@link parseLandArea} accepts: 1,000 acres, in square feet. */
export const landAreaMaxSquareFeet = 43_560_000

const unitBySpelling: ReadonlyMap<string, LandUnit> = /* @__PURE__ */ new Map(
  landUnits.flatMap((unit) =>
    [unit, ...landUnitSpellings[unit]].map((spelling) => [spelling, unit] as const),
  ),
)

// Words that may sit between or after the figures without changing them.
const separators = new Set(['and', 'aur', 'और', '&', '+', ',', ';'])
const noise = new Set(['land', 'plot', 'jameen', 'zameen', 'jamin', 'zamin', 'जमीन'])

const DEVANAGARI_ZERO = 0x966
const NUKTA = /\u093c/g
// Digit groups written with commas, Indian (1,00,000) or international (100,000): the commas go.
const GROUPED = /(?<![\d.])\d{1,3}(?:(?:,\d{2})*,\d{3}|(?:,\d{3})+)(?![\d,])/g
// A figure, unless it follows a letter (the 2 of "m2" belongs to its unit).
const FIGURE = /(?<![\p{L}\p{M}\d.])[\d.]*\d[\d.]*/gu

function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(NUKTA, '')
    .toLowerCase()
    .replace(GROUPED, (figure) => figure.replaceAll(',', ''))
}

/** The words of a stretch of text between figures, separators and noise words left out. */
function words(text: string): string[] {
  return text
    .replace(/[,;+&]/g, ' $& ')
    .split(/\s+/)
    .filter((word) => word !== '' && !separators.has(word) && !noise.has(word))
}

function problem(id: LandAreaMessageId, values: StepValues = {}): LandAreaProblem {
  return {
    ok: false,
    id,
    values,
    message: fillWording(landAreaMessageWordings.en[id], values),
  }
}

/**
 * Reads a land area as a visitor types it in one field: a figure and its unit, or several
 * ("1 bigha 5 katha", "3 katha 10 dhur"), added up. A figure alone is square feet ("1500").
 * Accepts Devanagari digits (२ कट्ठा), digit grouping (1,500 or 1,00,000), the units' English and
 * Hindi names and common spellings ({@link landUnitSpellings}: kattha, dhoor, beegha, dismil, gaz,
 * sq yd, m², sqft, sft...), any letter case, and "and", "+" or commas between the parts.
 *
 * @param text - what was typed
 * @param sizes - the district's sizes (default Patna's; see {@link landUnitSizes})
 * @returns `{ ok: true, squareFeet, parts }`, or `{ ok: false, id, values, message }` with an
 *   English message (word it in Hindi with `landAreaMessageWordings.hi`)
 * @example
 * parseLandArea('1 bigha 5 katha') // { ok: true, squareFeet: 34031.25, parts: [{ value: 1, unit: 'bigha' }, { value: 5, unit: 'katha' }] }
 * parseLandArea('2 कट्ठा') // { ok: true, squareFeet: 2722.5, parts: [{ value: 2, unit: 'katha' }] }
 * parseLandArea('2 hectare') // { ok: false, id: 'unknownUnit', values: { text: 'hectare' }, message: '“hectare” is not a unit we know: ...' }
 */
export function parseLandArea(
  text: string,
  sizes: LandUnitSizes = patnaLandUnitSizes,
): LandArea | LandAreaProblem {
  const normalised = normalise(text)
  const figures = [...normalised.matchAll(FIGURE)]
  const first = figures[0]
  if (first === undefined) {
    const typed = words(normalised).join(' ')
    return typed === '' ? problem('empty') : problem('numberFirst', { text: typed })
  }
  const before = words(normalised.slice(0, first.index)).join(' ')
  if (before !== '') return problem('numberFirst', { text: before })

  const read: { figure: string; value: number; unitText: string }[] = figures.map(
    (match, index) => {
      const end = match.index + match[0].length
      const next = figures[index + 1]?.index ?? normalised.length
      return {
        figure: match[0],
        value: Number(match[0]),
        unitText: words(normalised.slice(end, next)).join(' '),
      }
    },
  )
  const parts: LandAreaPart[] = []
  for (const { figure, value, unitText } of read) {
    // A figure too long to be finite is caught below, as too large.
    if (Number.isNaN(value)) return problem('badNumber', { number: figure })
    if (unitText === '') {
      // A figure alone is square feet; among several, each needs its unit.
      if (read.length > 1) return problem('missingUnit', { number: figure })
      parts.push({ value, unit: 'sqft' })
      continue
    }
    const unit = unitBySpelling.get(unitText.replace(/[\s.]/g, ''))
    if (unit === undefined) return problem('unknownUnit', { text: unitText })
    if (parts.some((part) => part.unit === unit)) return problem('repeatedUnit', { unit })
    parts.push({ value, unit })
  }

  let squareFeet = 0
  for (const part of parts) squareFeet += part.value * sizes[part.unit]
  if (!(squareFeet <= landAreaMaxSquareFeet))
    return problem('tooLarge', { max: num(landAreaMaxSquareFeet / sizes.acre, 0) })
  return { ok: true, squareFeet, parts }
}
