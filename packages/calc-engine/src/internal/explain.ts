import type { ExplanationStep } from '../explanation/explanation'
import { formatINR } from '../format'
import { roundMoney } from './rounding'

const formatters = new Map<number, Intl.NumberFormat>()

/**
 * A number as an explanation shows it: Indian digit grouping, at most `decimals` decimals, no
 * trailing zeros (`1,680`, `6.22`, `0.5`).
 */
export function num(value: number, decimals = 2): string {
  let formatter = formatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: decimals })
    formatters.set(decimals, formatter)
  }
  return formatter.format(value)
}

/** Rupees as an explanation shows them: `₹2,178.40`, or `₹60,000` when whole. */
export function rupees(value: number): string {
  const paise = roundMoney(value)
  return formatINR(paise, { fractionDigits: Number.isInteger(paise) ? 0 : 2 })
}

/** A whole count with its noun: `1 truck`, `45 trucks`, `2,347 bricks`. */
export function count(quantity: number, singular: string, plural = `${singular}s`): string {
  return `${num(quantity, 0)} ${quantity === 1 ? singular : plural}`
}

/** Builds a step; kept as a function so that every calculator writes its steps alike. */
export function step(
  label: string,
  formula: string,
  working: string,
  result: string,
): ExplanationStep {
  return { label, formula, working, result }
}
