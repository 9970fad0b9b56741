import {
  type ExplanationStep,
  type StepValues,
  type StepWordings,
  type Wording,
  type Words,
  wordStep,
} from '../explanation/explanation'
import { type EngineMessage, type MessageWordings, wordMessage } from '../explanation/message'
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

/**
 * The step `id` of a calculator, worded in English by its `wordings` (the calculator's exported
 * `*StepWordings`) with `values` put in: the same words a translation of the wordings gives in
 * another language from the same values.
 */
export function step<Id extends string>(
  wordings: StepWordings<Id>,
  id: Id,
  values: StepValues,
  words?: Words,
): ExplanationStep<Id> {
  return { id, values, ...wordStep({ id, values }, wordings, words) }
}

/** The message `id` of a calculator, worded in English by its `wordings`. */
export function message<Id extends string>(
  wordings: MessageWordings<Id>,
  id: Id,
  values: StepValues,
  words?: Words,
): EngineMessage<Id> {
  return { id, values, text: wordMessage({ id, values }, wordings, words) }
}

/**
 * A wording of a whole count `name` with its noun (`'1 truck'`, `'45 trucks'`), for a step's
 * `result` or `working`: the count is put in as the engine writes figures.
 */
export function counted(name: string, singular: string, plural = `${singular}s`): Wording {
  return (values) => `${values[name]} ${values[name] === '1' ? singular : plural}`
}
