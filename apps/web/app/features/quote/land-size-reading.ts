import { describeLandArea, type LandUnitSizes } from '@nirman/calc-engine/land-units'
import type { LandSizeReading } from '@nirman/contract/quote-fields'
import { landSizeCopy as landSizeCopyEnglish } from '../../content/quote'
import type { Lang } from '../../i18n/lang'
import { fromPart, usePageText } from '../../i18n/page-text'

// Content in the language of the page being shown (app/i18n/page-text.ts).
const landSizeCopyHindi = fromPart('forms', (hindi) => hindi.quote.landSizeCopy)

export type LandSizeCopy = typeof landSizeCopyEnglish

/** The land size's texts (its hint, what the form read from it) in the page's language. */
export function useLandSizeCopy(): LandSizeCopy {
  return usePageText(landSizeCopyEnglish, landSizeCopyHindi)
}

const formatSquareFeet = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/**
 * What the form says it read from the land size, in the words of `copy` (the page's language:
 * useLandSizeCopy), or undefined when there is nothing to say (a plain number, as typed; an empty
 * or unreadable text, which the checks answer on submit). Land units are worked out with the
 * company's `sizes` (useLandUnitSizes), as the API does with what is sent.
 *
 * @example
 * landSizeReading({ kind: 'plot', lengthFeet: 30, widthFeet: 40, squareFeet: 1200 }, landSizeCopy, sizes, 'en')
 * // '30 ft x 40 ft = 1,200 sq ft.'
 * landSizeReading(readLandSize('2 katha'), landSizeCopy, patnaLandUnitSizes, 'en')
 * // '2 katha = 2,722.5 sq ft.'
 */
export function landSizeReading(
  reading: LandSizeReading,
  copy: LandSizeCopy,
  sizes: LandUnitSizes,
  language: Lang,
): string | undefined {
  if (reading.kind === 'plot') {
    return copy.readAsPlot(
      formatSquareFeet.format(reading.lengthFeet),
      formatSquareFeet.format(reading.widthFeet),
      formatSquareFeet.format(reading.squareFeet),
    )
  }
  if (reading.kind === 'units') {
    return copy.readAsUnits(describeLandArea(reading, { language, sizes }))
  }
  if (reading.kind === 'area' && !reading.asTyped) {
    return copy.readAsArea(formatSquareFeet.format(reading.squareFeet))
  }
  return undefined
}
