import type { LandSizeReading } from '@nirman/contract/quote-fields'
import { landSizeCopy as landSizeCopyEnglish } from '../../content/quote'
import { hindiFormTexts } from '../../i18n/hindi-texts'
import { inPageLang } from '../../i18n/page-content'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const landSizeCopy = inPageLang(landSizeCopyEnglish, () => hindiFormTexts()?.quote.landSizeCopy)

const formatSquareFeet = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/**
 * What the form says it read from the land size, or undefined when there is nothing to say (a
 * plain number, as typed; an empty or unreadable text, which the checks answer on submit).
 *
 * @example
 * landSizeReading({ kind: 'plot', lengthFeet: 30, widthFeet: 40, squareFeet: 1200 })
 * // '30 ft x 40 ft = 1,200 sq ft: we will send 1,200 sq ft.'
 */
export function landSizeReading(reading: LandSizeReading): string | undefined {
  if (reading.kind === 'plot') {
    return landSizeCopy.readAsPlot(
      formatSquareFeet.format(reading.lengthFeet),
      formatSquareFeet.format(reading.widthFeet),
      formatSquareFeet.format(reading.squareFeet),
    )
  }
  if (reading.kind === 'area' && !reading.asTyped) {
    return landSizeCopy.readAsArea(formatSquareFeet.format(reading.squareFeet))
  }
  return undefined
}
