import { formatINR } from '@nirman/calc-engine'

/** The loan's figures are rounded to paise by the engine: show them so, tables adding up. */
export const paise = (amount: number) => formatINR(amount, { fractionDigits: 2 })
