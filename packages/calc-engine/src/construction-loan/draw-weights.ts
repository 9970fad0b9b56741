import type { DrawSchedule } from './rates'

/**
 * The share of the loan drawn in each construction month, in month order (calculator-formulas.md
 * section 13). The shares add up to 1, give or take floating-point noise.
 *
 * - equal: 1/n each month;
 * - frontend: (n - m + 1)/S, declining; backend: m/S, rising; S = n(n + 1)/2;
 * - custom: month m belongs to stage k = floor((m - 1) × K / n) of K stages, and each stage's
 *   share is split equally over its months. (**fix**: the old site put the rest of the loan in
 *   the last month.)
 *
 * @throws RangeError when a custom stage share is negative or no month gets a share above 0
 */
export function drawWeights(
  schedule: DrawSchedule,
  months: number,
  stageShares: readonly number[],
): number[] {
  if (schedule === 'custom') return customWeights(months, stageShares)
  const triangle = (months * (months + 1)) / 2
  const weights: number[] = []
  for (let month = 1; month <= months; month++) {
    if (schedule === 'frontend') weights.push((months - month + 1) / triangle)
    else if (schedule === 'backend') weights.push(month / triangle)
    else weights.push(1 / months)
  }
  return weights
}

function customWeights(months: number, stageShares: readonly number[]): number[] {
  const stages = stageShares.length
  const weights: number[] = []
  let sharesWithMonths = 0
  let stage = 0
  for (const share of stageShares) {
    if (!(share >= 0)) throw new RangeError('customStageShares must be 0 or more')
    // floor((m - 1) × K / n) = k exactly when ceil(k × n / K) <= m - 1 < ceil((k + 1) × n / K),
    // so stage k runs from month ceil(k × n / K) + 1 to month ceil((k + 1) × n / K). A stage can be
    // empty only when there are more stages than months (an override of the shares).
    const firstMonth = Math.ceil((stage * months) / stages) + 1
    const lastMonth = Math.ceil(((stage + 1) * months) / stages)
    const monthsInStage = lastMonth - firstMonth + 1
    for (let month = firstMonth; month <= lastMonth; month++) {
      weights.push(share / monthsInStage)
    }
    if (monthsInStage > 0) sharesWithMonths += share
    stage += 1
  }
  if (!(sharesWithMonths > 0)) {
    throw new RangeError('customStageShares must give at least one construction month a share')
  }
  // Scaling makes the shares add up to 1 whatever the override, so the whole loan is drawn and
  // no stage's share is silently moved to the last month.
  return weights.map((weight) => weight / sharesWithMonths)
}
