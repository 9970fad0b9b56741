import { formatPercent, formatRupees } from '@nirman/contract'

/**
 * Quantities as people in Bihar write them ("1,200", "1,20,000", "12.5") and as a quotation keeps
 * them: thousandths of the unit, a whole number (1,200 sq ft is 1200000). Worked on the digits,
 * never through a floating point product, so "0.1" is exactly 100.
 *
 * @returns the thousandths, or null when the text is no quantity: not figures, more than three
 *   decimals, or beyond what JavaScript holds exactly
 * @example quantityMilliOf('1,200') // 1200000
 * @example quantityMilliOf('12.5') // 12500
 * @example quantityMilliOf('0.125') // 125
 * @example quantityMilliOf('12.3456') // null
 */
export function quantityMilliOf(typed: string): number | null {
  const match = /^(\d{1,3}(?:,\d{2,3})*|\d+)?(?:\.(\d{1,3}))?$/.exec(typed.trim())
  if (!match) return null
  const [, wholeText = '', fractionText = ''] = match
  if (wholeText === '' && fractionText === '') return null
  const whole = Number(wholeText.replaceAll(',', '') || '0')
  const milli = whole * 1000 + Number(fractionText.padEnd(3, '0') || '0')
  return Number.isSafeInteger(milli) ? milli : null
}

const wholeUnits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/**
 * A quantity in thousandths as a field shows it for editing: the Indian grouping, decimals only
 * when there are some.
 *
 * @example quantityText(1200000) // '1,200'
 * @example quantityText(12500) // '12.5'
 * @example quantityText(125) // '0.125'
 */
export function quantityText(milli: number): string {
  const whole = Math.trunc(milli / 1000)
  const fraction = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return fraction ? `${wholeUnits.format(whole)}.${fraction}` : wholeUnits.format(whole)
}

/** Rupees as a field shows them for editing: "1,950", "6,850.50", without the sign. */
export const rupeesText = (paise: number) => formatRupees(paise).replace('₹', '')

/** A share as a field shows it for editing: "15", "7.5". */
export const percentText = (basisPoints: number) => formatPercent(basisPoints).replace(' %', '')
