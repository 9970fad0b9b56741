import {
  type QuotationContent,
  type QuotationTotals,
  quotationLimits,
  quotationMessages,
} from './quotation'

/**
 * The totals of a quotation, in whole paise, by these rules (the same on every screen, e-mail and
 * PDF):
 *
 * 1. An item's amount is its quantity times its rate, rounded half up to the paisa
 *    (1.5 units at ₹0.15 is 22.5 paise: 23 paise).
 * 2. The subtotal is the sum of the amounts of the items that are not optional; optional items
 *    are summed apart and never counted in the total.
 * 3. The discount is an amount, taken from the subtotal: the taxable amount.
 * 4. Prices without tax: each tax line is the taxable amount times its rate, rounded half up;
 *    the total is the taxable amount and the tax lines.
 *    Prices with tax: the total is the taxable amount; the amount before tax is the total divided
 *    by (1 + the rates together), rounded half up; the tax is the rest, shared between the tax
 *    lines by their rates with the rule of 5.
 * 5. Shares (schedule stages, tax lines within an inclusive tax) are rounded cumulatively: a
 *    share is the rounded amount of the shares up to and including it, less the rounded amount of
 *    the shares before it. So the shares add up to their whole exactly, none is negative, and
 *    each is within a paisa of its exact value.
 *
 * Worked with BigInt where a product may pass 2^53 (10,00,000 units at ₹10 crore is 10^20
 * thousandth-paise).
 *
 * @example
 * // 1,800 sq ft at ₹1,500, CGST 9 % and SGST 9 % on top, paid 40 % and 60 %:
 * // 27,00,000 + 2,43,000 + 2,43,000 = ₹31,86,000; ₹12,74,400 and ₹19,11,600.
 */
export function quotationTotals(content: QuotationContent): QuotationTotals {
  const groups = content.groups.map((group) => {
    const itemAmountsPaise = group.items.map((item) =>
      roundedQuotient(BigInt(item.quantityMilli) * BigInt(item.ratePaise), 1000n),
    )
    const subtotalPaise = group.items.reduce(
      (sum, item, index) => (item.optional ? sum : sum + (itemAmountsPaise[index] ?? 0)),
      0,
    )
    return { subtotalPaise, itemAmountsPaise }
  })
  const items = content.groups.flatMap((group, groupIndex) =>
    group.items.map((item, index) => ({
      optional: item.optional,
      amount: groups[groupIndex]?.itemAmountsPaise[index] ?? 0,
    })),
  )
  const subtotalPaise = sum(items.filter((item) => !item.optional).map((item) => item.amount))
  const optionalPaise = sum(items.filter((item) => item.optional).map((item) => item.amount))
  const discountPaise = content.discountPaise
  const taxablePaise = subtotalPaise - discountPaise
  const rates = content.taxLines.map((line) => line.rateBasisPoints)
  let taxAmounts: number[]
  let totalPaise: number
  if (content.pricesIncludeTax) {
    totalPaise = taxablePaise
    const beforeTax = roundedQuotient(BigInt(taxablePaise) * 10_000n, 10_000n + BigInt(sum(rates)))
    taxAmounts = sharesOf(totalPaise - beforeTax, rates)
  } else {
    taxAmounts = rates.map((rate) => roundedQuotient(BigInt(taxablePaise) * BigInt(rate), 10_000n))
    totalPaise = taxablePaise + sum(taxAmounts)
  }
  const scheduleAmounts = sharesOf(
    totalPaise,
    content.schedule.map((stage) => stage.percentBasisPoints),
    10_000,
  )
  return {
    groups,
    subtotalPaise,
    optionalPaise,
    discountPaise,
    taxablePaise,
    taxes: content.taxLines.map((line, index) => ({
      label: line.label,
      rateBasisPoints: line.rateBasisPoints,
      amountPaise: taxAmounts[index] ?? 0,
    })),
    totalPaise,
    schedule: content.schedule.map((stage, index) => ({
      label: stage.label,
      percentBasisPoints: stage.percentBasisPoints,
      amountPaise: scheduleAmounts[index] ?? 0,
    })),
  }
}

/**
 * `whole` shared by `weights` out of `outOf` (their sum when not given), rounded cumulatively
 * (rule 5): the shares add up to `whole` when the weights add up to `outOf`.
 *
 * @example sharesOf(100, [1, 1, 1]) // [33, 34, 33]: 33.3, 66.7 -> 67, 100
 */
export function sharesOf(
  whole: number,
  weights: readonly number[],
  outOf = sum(weights),
): number[] {
  if (outOf === 0) return weights.map(() => 0)
  let before = 0
  let weightSoFar = 0
  return weights.map((weight) => {
    weightSoFar += weight
    const upTo = roundedQuotient(BigInt(whole) * BigInt(weightSoFar), BigInt(outOf))
    const share = upTo - before
    before = upTo
    return share
  })
}

/**
 * `dividend / divisor` rounded half up (half away from zero below zero: a draft's discount may pass
 * its items until it is sent), for a positive divisor.
 */
function roundedQuotient(dividend: bigint, divisor: bigint): number {
  if (dividend < 0n) return -roundedQuotient(-dividend, divisor)
  return Number((dividend * 2n + divisor) / (divisor * 2n))
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0)

/** A reason a quotation cannot be sent, with the field it belongs beside. */
export interface QuotationProblem {
  path: (string | number)[]
  message: string
}

/**
 * What stops a draft from being sent on `today` (`YYYY-MM-DD`, the company's day): no items, a
 * schedule that does not add up to 100 %, a total beyond the limit, a validity date passed. The
 * draft's own checks (quotationContentSchema) have passed already.
 */
export function quotationSendProblems(
  content: QuotationContent,
  today: string,
): QuotationProblem[] {
  const problems: QuotationProblem[] = []
  if (!content.groups.some((group) => group.items.some((item) => !item.optional))) {
    problems.push({ path: ['groups'], message: quotationMessages.noItems })
  }
  const totals = quotationTotals(content)
  if (totals.taxablePaise < 0) {
    problems.push({ path: ['discountPaise'], message: quotationMessages.discount })
  }
  if (totals.totalPaise > quotationLimits.totalPaise) {
    problems.push({ path: ['groups'], message: quotationMessages.totalTooLarge })
  }
  if (sum(content.schedule.map((stage) => stage.percentBasisPoints)) !== 10_000) {
    problems.push({ path: ['schedule'], message: quotationMessages.scheduleNot100 })
  }
  if (content.validUntil < today) {
    problems.push({ path: ['validUntil'], message: quotationMessages.expired })
  }
  return problems
}
