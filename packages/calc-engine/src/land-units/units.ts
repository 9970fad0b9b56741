import { deepFreeze } from '../internal/rates'

/**
 * The units a plot of land is measured in around Patna: square feet and metres, gaj (a square
 * yard, in town), and the Bihar units dhur, katha, decimal (dismil), acre and bigha.
 */
export const landUnits = /* @__PURE__ */ deepFreeze([
  'sqft',
  'sqm',
  'gaj',
  'dhur',
  'katha',
  'decimal',
  'acre',
  'bigha',
] as const)
export type LandUnit = (typeof landUnits)[number]

/** The languages the land units are named in. */
export type LandUnitLanguage = 'en' | 'hi'

/** A unit's name after a count of 1 (`one`) and after any other count (`other`). */
export interface LandUnitName {
  readonly one: string
  readonly other: string
}

/**
 * The name of each land unit as it follows a figure, in English and in Hindi: `2 katha`,
 * `1 acre`, `2.5 acres`, `2 कट्ठा`. Only the acre has an English plural: the Bihar units are said
 * the same after any count ("10 decimal"), and the Hindi names too.
 */
export const landUnitNames: Readonly<
  Record<LandUnitLanguage, Readonly<Record<LandUnit, LandUnitName>>>
> = /* @__PURE__ */ deepFreeze({
  en: {
    sqft: { one: 'sq ft', other: 'sq ft' },
    sqm: { one: 'sq m', other: 'sq m' },
    gaj: { one: 'gaj', other: 'gaj' },
    dhur: { one: 'dhur', other: 'dhur' },
    katha: { one: 'katha', other: 'katha' },
    decimal: { one: 'decimal', other: 'decimal' },
    acre: { one: 'acre', other: 'acres' },
    bigha: { one: 'bigha', other: 'bigha' },
  },
  hi: {
    sqft: { one: 'वर्ग फुट', other: 'वर्ग फुट' },
    sqm: { one: 'वर्ग मीटर', other: 'वर्ग मीटर' },
    gaj: { one: 'गज', other: 'गज' },
    dhur: { one: 'धुर', other: 'धुर' },
    katha: { one: 'कट्ठा', other: 'कट्ठा' },
    decimal: { one: 'डिसमिल', other: 'डिसमिल' },
    acre: { one: 'एकड़', other: 'एकड़' },
    bigha: { one: 'बीघा', other: 'बीघा' },
  },
})

/**
 * The name of `unit` after the figure `count`, in `language`.
 *
 * @param unit - the land unit
 * @param count - the figure it follows (1 takes the singular)
 * @param language - `en` (default) or `hi`
 * @returns the unit's name, e.g. `acres`
 * @example
 * landUnitName('acre', 2) // 'acres'
 * landUnitName('katha', 2, 'hi') // 'कट्ठा'
 */
export function landUnitName(
  unit: LandUnit,
  count: number,
  language: LandUnitLanguage = 'en',
): string {
  const name = landUnitNames[language][unit]
  return count === 1 ? name.one : name.other
}
