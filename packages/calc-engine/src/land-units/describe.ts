import { num } from '../internal/explain'
import { fromSquareFeet } from './convert'
import type { LandArea } from './parse'
import { type LandUnitSizes, patnaLandUnitSizes } from './sizes'
import { type LandUnit, type LandUnitLanguage, landUnitName } from './units'

/** How a land area is written. */
export interface LandAreaFormatOptions {
  /** `en` (default) or `hi`: the language of the unit names. */
  readonly language?: LandUnitLanguage
  /** Decimals shown at most, 2 by default (trailing zeros dropped). */
  readonly maximumFractionDigits?: number
}

/**
 * An area in a unit as the forms show it: Indian digit grouping, at most two decimals, the unit's
 * name in the language asked for.
 *
 * @param value - the area in `unit`
 * @param unit - the land unit
 * @param options - `language` (`en` or `hi`) and `maximumFractionDigits` (2)
 * @returns e.g. `2,722.5 sq ft`, `2.5 acres`, `2 कट्ठा`
 * @example
 * formatLandArea(2722.5, 'sqft') // '2,722.5 sq ft'
 * formatLandArea(200000, 'sqft', { language: 'hi' }) // '2,00,000 वर्ग फुट'
 */
export function formatLandArea(
  value: number,
  unit: LandUnit,
  options: LandAreaFormatOptions = {},
): string {
  const figure = num(value, options.maximumFractionDigits ?? 2)
  return `${figure} ${landUnitName(unit, figure === '1' ? 1 : 2, options.language)}`
}

/** What {@link describeLandArea} shows. */
export interface DescribeLandAreaOptions extends LandAreaFormatOptions {
  /** The unit to convert into, `sqft` by default. */
  readonly unit?: LandUnit
  /** The sizes the area was read with (default Patna's). */
  readonly sizes?: LandUnitSizes
}

/**
 * The line a form shows while a visitor types a land area: the area as typed, then the same in
 * square feet (or in `options.unit`). An area typed in that unit alone is shown once.
 *
 * @param area - a land area read by {@link parseLandArea} (or its parts and square feet)
 * @param options - `language` (`en` or `hi`), `unit` (default `sqft`), `sizes`, `maximumFractionDigits`
 * @returns e.g. `2 katha = 2,722.5 sq ft`, `1 bigha 5 katha = 34,031.25 sq ft`, `2 कट्ठा = 2,722.5 वर्ग फुट`
 * @example
 * describeLandArea(parseLandArea('2 katha')) // '2 katha = 2,722.5 sq ft'
 * describeLandArea(parseLandArea('1500'), { unit: 'katha' }) // '1,500 sq ft = 1.1 katha'
 */
export function describeLandArea(
  area: Pick<LandArea, 'squareFeet' | 'parts'>,
  options: DescribeLandAreaOptions = {},
): string {
  const unit = options.unit ?? 'sqft'
  const typed = area.parts.map((part) => formatLandArea(part.value, part.unit, options)).join(' ')
  if (area.parts.length === 1 && area.parts[0]?.unit === unit) return typed
  const converted = fromSquareFeet(area.squareFeet, unit, options.sizes ?? patnaLandUnitSizes)
  return `${typed} = ${formatLandArea(converted, unit, options)}`
}
