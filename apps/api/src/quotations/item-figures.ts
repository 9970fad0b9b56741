import { type QuotationItem, quotationLimits } from '@nirman/contract'

// How the figures of a calculator (rupees and quantities as floating-point numbers, the rate card's
// rupees with decimals) become a quotation's whole numbers. The rules, the same for every start:
//
// 1. A rate in rupees becomes paise once: rupees × 100 rounded half up (₹1,850.505 is 185051
//    paise). From then on only whole numbers are multiplied.
// 2. A quantity becomes thousandths of its unit: quantity × 1000 rounded half up (6.2244 litres
//    is 6224 thousandths).
// 3. A multiplier of the rate card (finish 1.3, location 1.1) becomes ten-thousandths: × 10000
//    rounded half up (1.3 is 13000).
// 4. A rate times multipliers is worked in whole numbers and rounded half up to the paisa once:
//    150000 paise × 13000 ÷ 10000 = 195000 paise (₹1,500 × 1.3 = ₹1,950).
//
// Each "× 10^n" is taken to 15 significant digits before rounding, so the float's own noise
// (1.0005 × 1000 = 1000.4999999999999) never turns a half into a rounding down. The item's amount
// is then the quotation's own rule (quotation-totals.ts): quantity × rate, rounded half up.

/** `value` × `scale`, rounded half up to a whole number (for values of 0 and more). */
function scaled(value: number, scale: number): number {
  return Math.round(Number((value * scale).toPrecision(15)))
}

/** Rupees in whole paise (rule 1). @example paiseOf(1850.505) // 185051 */
export const paiseOf = (rupees: number): number => scaled(rupees, 100)

/** A quantity in whole thousandths of its unit (rule 2). @example milliOf(6.2244) // 6224 */
export const milliOf = (quantity: number): number => scaled(quantity, 1000)

/** A multiplier in whole ten-thousandths (rule 3). @example factorOf(1.3) // 13000 */
export const factorOf = (factor: number): number => scaled(factor, 10_000)

/**
 * A rate in paise times multipliers, rounded half up to the paisa once (rule 4), in BigInt so no
 * product is ever rounded on the way.
 *
 * @example ratePaiseTimes(150000, 1.3) // 195000
 * @example ratePaiseTimes(220000, 1.1, 1.6) // 387200 (₹2,200 × 1.1 × 1.6 = ₹3,872)
 */
export function ratePaiseTimes(ratePaise: number, ...factors: number[]): number {
  let dividend = BigInt(ratePaise)
  let divisor = 1n
  for (const factor of factors) {
    dividend *= BigInt(factorOf(factor))
    divisor *= 10_000n
  }
  return Number((dividend * 2n + divisor) / (divisor * 2n))
}

/**
 * `text` on one line, cut to `max` characters (as the contract counts them: UTF-16 units) with
 * "…" when it is longer; a letter made of two units is never cut in half.
 */
export function cutText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  let cut = ''
  for (const character of flat) {
    if (cut.length + character.length > max - 1) break
    cut += character
  }
  return `${cut.trimEnd()}…`
}

/**
 * A text cut to `max` characters without a mark (a name, a phone, an address): what fits is kept
 * as it is, trimmed.
 */
export function clipText(text: string, max: number): string {
  const trimmed = text.trim()
  if (trimmed.length <= max) return trimmed
  let cut = ''
  for (const character of trimmed) {
    if (cut.length + character.length > max) break
    cut += character
  }
  return cut.trim()
}

/**
 * One line of a quotation: `quantity` of `unit` (a float of the calculator, rule 2) at
 * `ratePaise`. Null when the quantity comes to 0 thousandths (nothing to quote).
 */
export function quotationItem(
  description: string,
  quantity: number,
  unit: string,
  ratePaise: number,
): QuotationItem | null {
  const quantityMilli = milliOf(quantity)
  if (!(quantityMilli > 0)) return null
  return {
    description: cutText(description, quotationLimits.description),
    quantityMilli,
    unit: clipText(unit, quotationLimits.unit),
    ratePaise,
    optional: false,
  }
}

/** The lines a result gives, without those it leaves empty (no quantity). */
export const present = (items: (QuotationItem | null)[]): QuotationItem[] =>
  items.filter((item): item is QuotationItem => item !== null)

/**
 * True when every item is within the contract's limits (a quantity of at most 1,00,00,000 units,
 * a rate of at most ₹10 crore): what a calculator's result would pass is left to staff.
 */
export function withinLimits(items: readonly QuotationItem[]): boolean {
  return items.every(
    (item) =>
      Number.isSafeInteger(item.quantityMilli) &&
      item.quantityMilli >= 1 &&
      item.quantityMilli <= quotationLimits.quantityMilli &&
      Number.isSafeInteger(item.ratePaise) &&
      item.ratePaise >= 0 &&
      item.ratePaise <= quotationLimits.ratePaise,
  )
}
