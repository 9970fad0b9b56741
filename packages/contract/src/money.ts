/**
 * Rupees as people in Bihar write them, and as the API keeps them (integer paise): ₹12,40,000 is
 * 12 lakh 40 thousand rupees, 124000000 paise. One place for reading and writing amounts, so the
 * dashboard's forms and the tracker's pages agree to the paisa.
 */

const rupeeFigures = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
const rupeeFiguresWithPaise = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * An amount in paise as rupees in the Indian grouping, the paise shown only when there are some.
 *
 * @example formatRupees(124000000) // '₹12,40,000'
 * @example formatRupees(18518505) // '₹1,85,185.05'
 */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const whole = Math.abs(paise)
  const text =
    whole % 100 === 0 ? rupeeFigures.format(whole / 100) : rupeeFiguresWithPaise.format(whole / 100)
  return `${sign}₹${text}`
}

/** Multipliers of the words an amount may end with: "12.4 lakh", "1.2 crore". */
const scaleWords: Record<string, number> = {
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  l: 100_000,
  crore: 10_000_000,
  crores: 10_000_000,
  cr: 10_000_000,
  thousand: 1_000,
  k: 1_000,
}

/**
 * What a typed amount of rupees comes to in paise, or null when it is not one: figures with or
 * without the Indian or the international grouping, "₹" or "Rs." before, at most two decimals, or
 * a number of lakh or crore ("12.4 lakh", "1.2 crore", "40 lac"). Worked in whole numbers, never a
 * floating point product.
 *
 * @example paiseOfRupees('12,40,000') // 124000000
 * @example paiseOfRupees('₹ 1,85,185.05') // 18518505
 * @example paiseOfRupees('12.4 lakh') // 124000000
 * @example paiseOfRupees('twelve') // null
 */
export function paiseOfRupees(typed: string): number | null {
  const text = typed
    .trim()
    .toLowerCase()
    .replace(/^(₹|rs\.?|inr)\s*/, '')
    .trim()
  const match = /^(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d+))?\s*([a-z]*)$/.exec(text)
  if (!match) return null
  const [, wholeText = '', fractionText = '', word = ''] = match
  const scale = word === '' ? 1 : scaleWords[word]
  if (scale === undefined) return null
  const whole = Number(wholeText.replaceAll(',', ''))
  // The fraction in paise of the scale: "12.4 lakh" is 12 lakh and 4/10 of a lakh.
  const paisePerUnit = scale * 100
  const digits = fractionText.length
  const fractionUnits = digits === 0 ? 0 : Number(fractionText)
  const denominator = 10 ** digits
  const fractionPaise = (fractionUnits * paisePerUnit) / denominator
  if (!Number.isInteger(fractionPaise)) return null
  const paise = whole * paisePerUnit + fractionPaise
  return Number.isSafeInteger(paise) ? paise : null
}

/**
 * A share in basis points as a percentage: 1500 is "15 %", 750 "7.5 %", 3333 "33.33 %".
 */
export function formatPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100)
  const rest = basisPoints % 100
  if (rest === 0) return `${whole} %`
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')} %`
}

/**
 * What a typed percentage comes to in basis points, or null: "15", "7.5", "33.33 %".
 */
export function basisPointsOfPercent(typed: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(typed.trim())
  if (!match) return null
  const [, whole = '', fraction = ''] = match
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0') || '0')
}
