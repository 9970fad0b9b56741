import type {
  ClientPayment,
  ClientProjectFigures,
  ClientStage,
  PaymentStatus,
} from '@nirman/contract'

/**
 * The figures of a client project, worked out from its stages and instalments, never typed: the
 * progress, the current and next stage, what each instalment comes to and where it stands, what
 * was received, the balance and the next payment. Pure: `today` is a company day (`YYYY-MM-DD`).
 */

/** Days an instalment tied to a stage may be paid in after the stage is done, before it is overdue. */
export const PAYMENT_GRACE_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Calendar days from `start` to `end`, both counted (a stage of one day is 1). */
export function daysBetween(start: string, end: string): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1
  )
}

/**
 * A stage's share of the work: its planned length in days (a month of brickwork weighs more than a
 * week of site preparation), 1 when its planned dates are missing.
 */
export function stageWeight(stage: Pick<ClientStage, 'plannedStart' | 'plannedEnd'>): number {
  if (!stage.plannedStart || !stage.plannedEnd) return 1
  return Math.max(1, daysBetween(stage.plannedStart, stage.plannedEnd))
}

/** How much of a stage counts as done: all when done, half when started, none otherwise. */
function stageCompletion(stage: Pick<ClientStage, 'state' | 'actualStart'>): number {
  if (stage.state === 'done') return 1
  if (stage.state === 'in_progress') return 0.5
  if (stage.state === 'delayed' && stage.actualStart) return 0.5
  return 0
}

/**
 * The progress in whole percent: the stages' completion weighted by their planned length, rounded
 * down, so 100 % means every stage is done.
 */
export function progressPercent(stages: readonly ClientStage[]): number {
  const total = stages.reduce((sum, stage) => sum + stageWeight(stage), 0)
  if (total === 0) return 0
  const done = stages.reduce((sum, stage) => sum + stageWeight(stage) * stageCompletion(stage), 0)
  return Math.floor((100 * done) / total)
}

/**
 * The stage the work is at: the first in progress or delayed, else the first not started; null
 * when every stage is done. The next stage: the first not started after it.
 */
export function currentAndNextStage(stages: readonly ClientStage[]): {
  current: ClientStage | null
  next: ClientStage | null
} {
  const active = stages.find((stage) => stage.state === 'in_progress' || stage.state === 'delayed')
  const current = active ?? stages.find((stage) => stage.state === 'not_started') ?? null
  if (!current) return { current: null, next: null }
  const after = stages.slice(stages.indexOf(current) + 1)
  return { current, next: after.find((stage) => stage.state === 'not_started') ?? null }
}

/** An instalment as stored: a share of the contract value or an amount, due at a stage or a day. */
export interface PaymentPlan {
  id: number
  label: string
  percentBasisPoints: number | null
  amountPaise: number | null
  stageId: number | null
  dueDate: string | null
  receipt: ClientPayment['receipt']
}

/**
 * What each instalment comes to, in paise. A share is rounded to the nearest paisa, halves up
 * (15 % of ₹12,34,567 is ₹1,85,185.05). When the shares add up to exactly 100 % and every instalment
 * is a share, the last one takes what is left, so the instalments add up to the contract value to
 * the paisa.
 */
export function instalmentAmounts(
  contractValuePaise: number,
  payments: readonly Pick<PaymentPlan, 'percentBasisPoints' | 'amountPaise'>[],
): number[] {
  const shares = payments.map((payment) =>
    payment.percentBasisPoints === null
      ? (payment.amountPaise ?? 0)
      : Math.floor((contractValuePaise * payment.percentBasisPoints + 5_000) / 10_000),
  )
  const allShares = payments.every((payment) => payment.percentBasisPoints !== null)
  const totalBasisPoints = payments.reduce((sum, each) => sum + (each.percentBasisPoints ?? 0), 0)
  if (payments.length > 0 && allShares && totalBasisPoints === 10_000) {
    const others = shares.slice(0, -1).reduce((sum, amount) => sum + amount, 0)
    shares[shares.length - 1] = contractValuePaise - others
  }
  return shares
}

/**
 * The day an instalment falls due, and where it stands today:
 * - received, once a receipt is recorded;
 * - with a day of its own: overdue after it, due from a week before it, upcoming until then;
 * - tied to a stage: due once the stage is done, overdue a week after the stage's actual end
 *   (`PAYMENT_GRACE_DAYS`); upcoming while the stage is not done (its day is then the stage's
 *   planned end, as an expectation).
 */
export function paymentStanding(
  plan: Pick<PaymentPlan, 'stageId' | 'dueDate' | 'receipt'>,
  stages: readonly ClientStage[],
  today: string,
): { dueOn: string | null; status: PaymentStatus } {
  const stage = plan.stageId === null ? undefined : stages.find((each) => each.id === plan.stageId)
  let dueOn: string | null
  let payable: boolean
  if (plan.dueDate !== null) {
    dueOn = plan.dueDate
    payable = dueOn <= addDays(today, PAYMENT_GRACE_DAYS)
  } else if (stage?.state === 'done' && stage.actualEnd) {
    dueOn = addDays(stage.actualEnd, PAYMENT_GRACE_DAYS)
    payable = true
  } else {
    dueOn = stage?.plannedEnd ?? null
    payable = false
  }
  if (plan.receipt) return { dueOn, status: 'received' }
  if (payable && dueOn !== null && dueOn < today) return { dueOn, status: 'overdue' }
  return { dueOn, status: payable ? 'due' : 'upcoming' }
}

/** Every instalment with its amount, due day and status. */
export function clientPayments(
  contractValuePaise: number,
  plans: readonly PaymentPlan[],
  stages: readonly ClientStage[],
  today: string,
): ClientPayment[] {
  const amounts = instalmentAmounts(contractValuePaise, plans)
  return plans.map((plan, index) => ({
    id: plan.id,
    label: plan.label,
    percentBasisPoints: plan.percentBasisPoints,
    amountPaise: amounts[index] ?? 0,
    stageId: plan.stageId,
    dueDate: plan.dueDate,
    ...paymentStanding(plan, stages, today),
    receipt: plan.receipt,
  }))
}

/** The overview's figures of a project. */
export function projectFigures(
  contractValuePaise: number,
  stages: readonly ClientStage[],
  payments: readonly ClientPayment[],
): ClientProjectFigures {
  const { current, next } = currentAndNextStage(stages)
  const receivedPaise = payments.reduce((sum, each) => sum + (each.receipt?.amountPaise ?? 0), 0)
  const firstWith = (status: PaymentStatus) => payments.find((each) => each.status === status)
  const nextPayment = firstWith('overdue') ?? firstWith('due') ?? firstWith('upcoming') ?? null
  return {
    progressPercent: progressPercent(stages),
    stagesDone: stages.filter((stage) => stage.state === 'done').length,
    stageCount: stages.length,
    currentStageId: current?.id ?? null,
    nextStageId: next?.id ?? null,
    receivedPaise,
    balancePaise: contractValuePaise - receivedPaise,
    nextPaymentId: nextPayment?.id ?? null,
  }
}
