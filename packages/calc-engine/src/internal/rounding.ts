// Rounding is always an explicit, named step in a calculation, never a side effect of formatting.

/**
 * Tolerance for floating-point noise before rounding up: 0.1 * 3 is 0.30000000000000004, and a
 * quantity that is exactly 6 litres must not become 7 cans because of it.
 */
const NOISE = 1e-9

/** Rounds a quantity up to a whole number (bricks, bags, cans, trucks), ignoring float noise. */
export function roundUp(quantity: number): number {
  // `+ 0` turns the -0 of Math.ceil(-1e-9) into 0.
  return Math.ceil(quantity - NOISE) + 0
}

/** Rounds half away from zero to `decimals` places, correct for values such as 1.005. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  const rounded = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor
  // `+ 0` turns -0 into 0.
  return Math.sign(value) * rounded + 0
}

/** Money in the result of a calculator that states rounding: two decimals. */
export function roundMoney(rupees: number): number {
  return roundTo(rupees, 2)
}

/**
 * Money to whole rupees, half away from zero (₹26,759.04 is ₹26,759, ₹11,462.50 is ₹11,463): the
 * price of a shopping list of materials, which no shop quotes in paise.
 */
export function roundRupees(rupees: number): number {
  return roundTo(rupees, 0)
}
