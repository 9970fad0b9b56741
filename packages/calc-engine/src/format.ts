export interface FormatINROptions {
  /** Digits after the decimal point, 0 by default (whole rupees). */
  readonly fractionDigits?: number
}

const formatters = new Map<number, Intl.NumberFormat>()

function formatterFor(fractionDigits: number): Intl.NumberFormat {
  let formatter = formatters.get(fractionDigits)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      // A value that rounds to zero is shown as ₹0, never as -₹0.
      signDisplay: 'negative',
    })
    formatters.set(fractionDigits, formatter)
  }
  return formatter
}

/**
 * Formats an amount of rupees with Indian digit grouping (lakhs and crores).
 *
 * @param amount - rupees; must be a finite number
 * @param options - `fractionDigits` (0 by default)
 * @returns the amount with the rupee sign, e.g. `₹12,34,567`
 * @throws RangeError when `amount` is NaN or infinite
 * @example
 * formatINR(1234567) // '₹12,34,567'
 * formatINR(1500.5, { fractionDigits: 2 }) // '₹1,500.50'
 */
export function formatINR(amount: number, options: FormatINROptions = {}): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`formatINR expects a finite number of rupees, got ${amount}`)
  }
  const fractionDigits = options.fractionDigits ?? 0
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > 20) {
    throw new RangeError('formatINR fractionDigits must be a whole number from 0 to 20')
  }
  return formatterFor(fractionDigits).format(amount)
}
