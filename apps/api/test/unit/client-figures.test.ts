import type { ClientPayment, ClientStage } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  currentAndNextStage,
  daysBetween,
  instalmentAmounts,
  paymentStanding,
  progressPercent,
  projectFigures,
  stageWeight,
} from '../../src/client-projects/figures'

// The figures a client and the staff read on a project's overview: progress from the stages, the
// current and next stage, what each instalment comes to, when it falls due and where it stands,
// and the balance. Every number below is worked out by hand.

let nextId = 1
const stage = (fields: Partial<ClientStage>): ClientStage => ({
  id: nextId++,
  name: 'Stage',
  nameHi: '',
  plannedStart: null,
  plannedEnd: null,
  actualStart: null,
  actualEnd: null,
  state: 'not_started',
  delayReason: '',
  ...fields,
})
/** A stage planned for `days` days from 1 March 2026. */
const planned = (days: number, fields: Partial<ClientStage> = {}) =>
  stage({ plannedStart: '2026-03-01', plannedEnd: addDays('2026-03-01', days - 1), ...fields })

describe('days of the schedule', () => {
  it('adds days across month and year ends, and counts both ends of a stage', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    // 2028 is a leap year.
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    // 1 to 31 March: 31 days; a stage of one day is 1; 20 Feb to 5 Mar 2028: 10 + 5 = 15.
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(31)
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(1)
    expect(daysBetween('2028-02-20', '2028-03-05')).toBe(15)
  })

  it('weighs a stage by its planned days, 1 when it has none', () => {
    expect(stageWeight(planned(21))).toBe(21)
    expect(stageWeight(stage({ plannedStart: '2026-03-01' }))).toBe(1)
    expect(stageWeight(stage({}))).toBe(1)
  })
})

describe('the progress', () => {
  it('weighs each stage by its length: a month of brickwork counts more than a week', () => {
    // 10 days done, 20 days in progress (half: 10), 10 days not started: 20 of 40 days = 50 %.
    expect(
      progressPercent([
        planned(10, { state: 'done', actualStart: '2026-03-01', actualEnd: '2026-03-10' }),
        planned(20, { state: 'in_progress', actualStart: '2026-03-11' }),
        planned(10),
      ]),
    ).toBe(50)
    // A week done of a week and a month: 7 of 37 days = 18.9 %, shown as 18 (rounded down).
    expect(
      progressPercent([
        planned(7, { state: 'done', actualStart: '2026-03-01', actualEnd: '2026-03-07' }),
        planned(30),
      ]),
    ).toBe(18)
  })

  it('counts a delayed stage half only once it has started, and 100 % only when all is done', () => {
    const delayedBeforeStart = planned(10, { state: 'delayed', delayReason: 'Rain' })
    const delayedMidway = planned(10, {
      state: 'delayed',
      actualStart: '2026-03-01',
      delayReason: 'Cement shortage',
    })
    // 0 of 20 days; then 5 of 20 = 25 %.
    expect(progressPercent([delayedBeforeStart, planned(10)])).toBe(0)
    expect(progressPercent([delayedMidway, planned(10)])).toBe(25)
    // Two of three days-long stages done: 66.7 %, shown 66; never 100 before the last is done.
    const done = { state: 'done', actualStart: '2026-03-01', actualEnd: '2026-03-01' } as const
    expect(progressPercent([planned(1, done), planned(1, done), planned(1)])).toBe(66)
    expect(progressPercent([planned(1, done), planned(1, done), planned(1, done)])).toBe(100)
    expect(progressPercent([])).toBe(0)
  })

  it('names the stage the work is at, and the next one not started after it', () => {
    const done = planned(5, { state: 'done', actualStart: '2026-03-01', actualEnd: '2026-03-05' })
    const skipped = planned(5)
    const active = planned(5, { state: 'in_progress', actualStart: '2026-03-06' })
    const later = planned(5)
    // The stage in progress wins over an earlier one not started; the next comes after it.
    expect(currentAndNextStage([done, skipped, active, later])).toEqual({
      current: active,
      next: later,
    })
    // Nothing started: the first not started, then the one after it.
    expect(currentAndNextStage([skipped, later])).toEqual({ current: skipped, next: later })
    expect(currentAndNextStage([done])).toEqual({ current: null, next: null })
  })
})

describe('the instalments', () => {
  it('rounds a share to the nearest paisa, halves up', () => {
    // 15 % of ₹12,34,567 (123456700 paise) = 18518505 paise, ₹1,85,185.05 exactly.
    expect(
      instalmentAmounts(123_456_700, [{ percentBasisPoints: 1500, amountPaise: null }]),
    ).toEqual([18_518_505])
    // 0.5 % of ₹1 (100 paise) is half a paisa: up, to 1. 1.49 % of ₹1 is 1.49 paise: 1.
    expect(
      instalmentAmounts(100, [
        { percentBasisPoints: 50, amountPaise: null },
        { percentBasisPoints: 149, amountPaise: null },
      ]),
    ).toEqual([1, 1])
  })

  it('lets the last share take what is left when the shares make 100 %, so the sum is exact', () => {
    // ₹1,000.01 (100001 paise) in thirds of 33.33 %, 33.33 %, 33.34 %: 33330.33 → 33330 twice,
    // and the last 100001 - 66660 = 33341 (its share alone would be 33340.33).
    expect(
      instalmentAmounts(100_001, [
        { percentBasisPoints: 3333, amountPaise: null },
        { percentBasisPoints: 3333, amountPaise: null },
        { percentBasisPoints: 3334, amountPaise: null },
      ]),
    ).toEqual([33_330, 33_330, 33_341])
    // With an amount among them, every share stays its own: 33330 and ₹500 (50000 paise).
    expect(
      instalmentAmounts(100_001, [
        { percentBasisPoints: 3333, amountPaise: null },
        { percentBasisPoints: null, amountPaise: 50_000 },
      ]),
    ).toEqual([33_330, 50_000])
  })

  const receipt: ClientPayment['receipt'] = {
    receivedOn: '2026-03-02',
    amountPaise: 1000,
    mode: 'upi',
    reference: 'UTR 1234',
  }

  it('falls due on its own day: due from a week before, overdue the day after', () => {
    const today = '2026-03-10'
    const onDay = (dueDate: string) =>
      paymentStanding({ stageId: null, dueDate, receipt: null }, [], today)
    // 17 March is 10 + 7: due; 18 March is still upcoming.
    expect(onDay('2026-03-17')).toEqual({ dueOn: '2026-03-17', status: 'due' })
    expect(onDay('2026-03-18')).toEqual({ dueOn: '2026-03-18', status: 'upcoming' })
    expect(onDay('2026-03-10')).toEqual({ dueOn: '2026-03-10', status: 'due' })
    expect(onDay('2026-03-09')).toEqual({ dueOn: '2026-03-09', status: 'overdue' })
    expect(paymentStanding({ stageId: null, dueDate: '2026-03-09', receipt }, [], today)).toEqual({
      dueOn: '2026-03-09',
      status: 'received',
    })
  })

  it('falls due when its stage is done, overdue a week after the stage ended', () => {
    const slab = planned(21, {
      state: 'done',
      actualStart: '2026-03-01',
      actualEnd: '2026-03-25',
    })
    const atSlab = { stageId: slab.id, dueDate: null, receipt: null }
    // Ended 25 March: payable until 25 + 7 = 1 April, overdue from 2 April.
    expect(paymentStanding(atSlab, [slab], '2026-03-26')).toEqual({
      dueOn: '2026-04-01',
      status: 'due',
    })
    expect(paymentStanding(atSlab, [slab], '2026-04-01').status).toBe('due')
    expect(paymentStanding(atSlab, [slab], '2026-04-02').status).toBe('overdue')
    // Not done yet: upcoming, expected at its planned end (21 March), even once that is past.
    const late = planned(21, { state: 'in_progress', actualStart: '2026-03-01' })
    expect(
      paymentStanding({ stageId: late.id, dueDate: null, receipt: null }, [late], '2026-04-30'),
    ).toEqual({ dueOn: '2026-03-21', status: 'upcoming' })
  })

  it('adds up what was received, the balance, and the payment to ask for next', () => {
    const plan = (id: number, fields: Partial<ClientPayment>): ClientPayment => ({
      id,
      label: `Instalment ${id}`,
      percentBasisPoints: null,
      amountPaise: 0,
      stageId: null,
      dueDate: null,
      dueOn: null,
      status: 'upcoming',
      receipt: null,
      ...fields,
    })
    // ₹10,00,000 contract; ₹1,00,000 and ₹1,49,999.50 received: 24999950 paise; the balance
    // 100000000 - 24999950 = 75000050.
    const payments = [
      plan(1, { status: 'received', receipt: { ...receipt, amountPaise: 10_000_000 } }),
      plan(2, { status: 'received', receipt: { ...receipt, amountPaise: 14_999_950 } }),
      plan(3, { status: 'upcoming' }),
      plan(4, { status: 'due' }),
      plan(5, { status: 'overdue' }),
    ]
    const figures = projectFigures(100_000_000, [], payments)
    expect(figures).toMatchObject({ receivedPaise: 24_999_950, balancePaise: 75_000_050 })
    // Overdue first, then due, then upcoming, whatever their order in the schedule.
    expect(figures.nextPaymentId).toBe(5)
    expect(projectFigures(100_000_000, [], payments.slice(0, 4)).nextPaymentId).toBe(4)
    expect(projectFigures(100_000_000, [], payments.slice(0, 3)).nextPaymentId).toBe(3)
    expect(projectFigures(100_000_000, [], payments.slice(0, 2)).nextPaymentId).toBeNull()
  })
})
