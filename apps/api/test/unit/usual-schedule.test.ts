import { describe, expect, it } from 'vitest'
import { instalmentAmounts } from '../../src/client-projects/figures'
import { usualSchedule } from '../../src/client-projects/usual-schedule'

// The company's usual house schedule, which every new client project starts from: the stages with
// their planned days back to back, and the usual instalments adding up to the contract value.

const plannedDays = (floors: number, start: string) =>
  usualSchedule(floors, start).stages.map(({ name, plannedStart, plannedEnd }) => [
    name,
    plannedStart,
    plannedEnd,
  ])

describe('the usual house schedule', () => {
  it('plans a two-floor house stage after stage, across month ends', () => {
    // From Sunday 25 January 2026, each stage's days both counted, the next starting the day after:
    //   site preparation  7 days: 25 Jan - 31 Jan
    //   foundation       21 days:  1 Feb - 21 Feb
    //   plinth           14 days: 22 Feb -  7 Mar (7 days of February 2026, which has 28, + 7)
    //   ground-floor slab 21 days: 8 Mar - 28 Mar
    //   first-floor slab 21 days: 29 Mar - 18 Apr (3 days of March + 18)
    //   brickwork        30 days: 19 Apr - 18 May (12 days of April + 18)
    //   plaster          25 days: 19 May - 12 Jun (13 days of May + 12)
    //   electrical       20 days: 13 Jun -  2 Jul (18 days of June + 2)
    //   flooring         20 days:  3 Jul - 22 Jul
    //   painting         15 days: 23 Jul -  6 Aug (9 days of July + 6)
    //   handover          5 days:  7 Aug - 11 Aug
    expect(plannedDays(2, '2026-01-25')).toEqual([
      ['Site preparation and bhoomi pujan', '2026-01-25', '2026-01-31'],
      ['Foundation', '2026-02-01', '2026-02-21'],
      ['Plinth', '2026-02-22', '2026-03-07'],
      ['Ground-floor roof slab', '2026-03-08', '2026-03-28'],
      ['First-floor roof slab', '2026-03-29', '2026-04-18'],
      ['Brickwork and lintel', '2026-04-19', '2026-05-18'],
      ['Plaster', '2026-05-19', '2026-06-12'],
      ['Electrical and plumbing', '2026-06-13', '2026-07-02'],
      ['Flooring and tiles', '2026-07-03', '2026-07-22'],
      ['Painting', '2026-07-23', '2026-08-06'],
      ['Handover', '2026-08-07', '2026-08-11'],
    ])
  })

  it('counts 29 February in a leap year and crosses into the new year', () => {
    // 2028 is a leap year: the foundation's 21 days from 27 Feb are 27, 28, 29 Feb and 1-18 Mar.
    expect(plannedDays(1, '2028-02-20').slice(0, 2)).toEqual([
      ['Site preparation and bhoomi pujan', '2028-02-20', '2028-02-26'],
      ['Foundation', '2028-02-27', '2028-03-18'],
    ])
    // From 28 December 2026: 28-31 December and 1-3 January are the seven days of preparation.
    expect(plannedDays(4, '2026-12-28')[0]).toEqual([
      'Site preparation and bhoomi pujan',
      '2026-12-28',
      '2027-01-03',
    ])
  })

  it('lists a roof slab per floor, with its Hindi name, every stage not started', () => {
    const names = (floors: number) =>
      usualSchedule(floors, '2026-12-01').stages.map((stage) => stage.name)
    // 3 stages before the slabs, one slab a floor, 6 after: 10, 11, 12 and 13 stages.
    expect([1, 2, 3, 4].map((floors) => names(floors).length)).toEqual([10, 11, 12, 13])
    expect(names(4).filter((name) => name.endsWith('roof slab'))).toEqual([
      'Ground-floor roof slab',
      'First-floor roof slab',
      'Second-floor roof slab',
      'Third-floor roof slab',
    ])
    const hindi = usualSchedule(2, '2026-12-01').stages.map((stage) => stage.nameHi)
    expect(hindi).toEqual([
      'साइट की तैयारी और भूमि पूजन',
      'नींव',
      'प्लिंथ',
      'भूतल की छत की ढलाई',
      'पहली मंज़िल की छत की ढलाई',
      'ईंट की चिनाई और लिंटेल',
      'प्लास्टर',
      'बिजली और प्लंबिंग',
      'फ़र्श और टाइल',
      'पेंटिंग',
      'हैंडओवर',
    ])
  })

  it('refuses a number of floors it has no slabs for', () => {
    expect(() => usualSchedule(0, '2026-12-01')).toThrow(RangeError)
    expect(() => usualSchedule(5, '2026-12-01')).toThrow(RangeError)
    expect(() => usualSchedule(1.5, '2026-12-01')).toThrow(RangeError)
  })
})

describe('the usual instalments', () => {
  const instalments = (floors: number) =>
    usualSchedule(floors, '2026-12-01').instalments.map(({ label, percentBasisPoints }) => [
      label,
      percentBasisPoints,
    ])

  it('asks the Bihar practice of a two-floor house: booking on the start day, then by stage', () => {
    const { stages, instalments: plan } = usualSchedule(2, '2026-12-01')
    // 10 + 10 + 15 + 15 + 10 + 10 + 10 + 10 + 10 = 100 %.
    expect(instalments(2)).toEqual([
      ['Booking', 1000],
      ['Foundation', 1000],
      ['Ground-floor roof slab', 1500],
      ['First-floor roof slab', 1500],
      ['Brickwork and lintel', 1000],
      ['Plaster', 1000],
      ['Flooring and tiles', 1000],
      ['Painting', 1000],
      ['Handover', 1000],
    ])
    expect(plan[0]).toMatchObject({ stageIndex: null, dueDate: '2026-12-01' })
    // Every other instalment falls due at the end of the stage of its name, never on a day.
    for (const instalment of plan.slice(1)) {
      expect(instalment.dueDate).toBeNull()
      expect(stages[instalment.stageIndex ?? -1]?.name).toBe(instalment.label)
    }
  })

  it('shares the 30 % of the slabs between the floors, so every house adds up to 100 %', () => {
    const slabs = (floors: number) =>
      instalments(floors)
        .filter(([label]) => String(label).endsWith('roof slab'))
        .map(([, share]) => share)
    // One floor: the ground-floor slab takes the whole 30 %; three: 10 % each; four: 7.5 % each.
    expect(slabs(1)).toEqual([3000])
    expect(slabs(2)).toEqual([1500, 1500])
    expect(slabs(3)).toEqual([1000, 1000, 1000])
    expect(slabs(4)).toEqual([750, 750, 750, 750])
    // The seven other instalments are 10 % each: 70 % + 30 % = 10,000 basis points.
    for (const floors of [1, 2, 3, 4]) {
      const total = instalments(floors).reduce((sum, [, share]) => sum + Number(share), 0)
      expect(total).toBe(10_000)
    }
  })

  it('comes to the contract value to the paisa', () => {
    // ₹37,77,777 (377777700 paise) on four floors. 10 % is 37777770 paise exactly; a slab's 7.5 %
    // is 28333327.5, rounded half up to 28333328. The handover, last, takes what is left:
    // 377777700 - (6 × 37777770 + 4 × 28333328) = 377777700 - 339999932 = 37777768, the two
    // paise the four slabs' halves took.
    const plan = usualSchedule(4, '2026-12-01').instalments
    const amounts = instalmentAmounts(
      377_777_700,
      plan.map(({ percentBasisPoints }) => ({ percentBasisPoints, amountPaise: null })),
    )
    const tenth = 37_777_770
    const slab = 28_333_328
    expect(amounts).toEqual([
      tenth,
      tenth,
      slab,
      slab,
      slab,
      slab,
      tenth,
      tenth,
      tenth,
      tenth,
      37_777_768,
    ])
  })
})
