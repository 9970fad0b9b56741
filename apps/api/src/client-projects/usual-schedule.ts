import { addDays } from './figures'

/**
 * The company's usual house schedule, which a new client project starts from (staff then edit it):
 * the stages from site preparation to handover with their planned days, back to back, and the
 * usual instalments (the Bihar practice of ../shared/research/bihar-rates-units-practice.md,
 * "Payment schedule"), each tied to its stage. Pure: the same floors and start give the same plan.
 */

/** A stage of the usual schedule; both planned days count (7 days from the 1st end on the 7th). */
export interface UsualStage {
  name: string
  nameHi: string
  plannedStart: string
  plannedEnd: string
}

/**
 * An instalment of the usual schedule: a share of the contract value in basis points (1500 =
 * 15 %), due at the stage at `stageIndex` of the stages, or on `dueDate` (the booking).
 */
export interface UsualInstalment {
  label: string
  percentBasisPoints: number
  stageIndex: number | null
  dueDate: string | null
}

export interface UsualSchedule {
  stages: UsualStage[]
  instalments: UsualInstalment[]
}

/** A stage's words and length; `share` when an instalment falls due at its end. */
interface StageTemplate {
  name: string
  nameHi: string
  days: number
  share?: number
}

/** The booking instalment, due on the start day. */
const BOOKING = { label: 'Booking', percentBasisPoints: 1000 } as const

/**
 * What the roof slabs come to together, whatever the floors: 30 %, shared equally by the floors'
 * slabs. Two floors (the usual house) give the practice's 15 % and 15 %; one floor gives the whole
 * 30 % to the ground-floor slab; three floors 10 % each, four 7.5 % each. The other instalments
 * keep their shares, so the schedule always adds up to 100 %. (Taking a further slab's share from
 * the finishing instalments instead would leave a taller house, with more walls to plaster and
 * floors to lay, a smaller finishing share than a small one.)
 */
export const SLABS_BASIS_POINTS = 3000

const BEFORE_SLABS: StageTemplate[] = [
  { name: 'Site preparation and bhoomi pujan', nameHi: 'साइट की तैयारी और भूमि पूजन', days: 7 },
  { name: 'Foundation', nameHi: 'नींव', days: 21, share: 1000 },
  { name: 'Plinth', nameHi: 'प्लिंथ', days: 14 },
]

/** The roof slab of each floor, ground floor first: as many as `clientProjectLimits.floors`. */
const SLABS: Pick<StageTemplate, 'name' | 'nameHi'>[] = [
  { name: 'Ground-floor roof slab', nameHi: 'भूतल की छत की ढलाई' },
  { name: 'First-floor roof slab', nameHi: 'पहली मंज़िल की छत की ढलाई' },
  { name: 'Second-floor roof slab', nameHi: 'दूसरी मंज़िल की छत की ढलाई' },
  { name: 'Third-floor roof slab', nameHi: 'तीसरी मंज़िल की छत की ढलाई' },
]
const SLAB_DAYS = 21

const AFTER_SLABS: StageTemplate[] = [
  { name: 'Brickwork and lintel', nameHi: 'ईंट की चिनाई और लिंटेल', days: 30, share: 1000 },
  { name: 'Plaster', nameHi: 'प्लास्टर', days: 25, share: 1000 },
  { name: 'Electrical and plumbing', nameHi: 'बिजली और प्लंबिंग', days: 20 },
  { name: 'Flooring and tiles', nameHi: 'फ़र्श और टाइल', days: 20, share: 1000 },
  { name: 'Painting', nameHi: 'पेंटिंग', days: 15, share: 1000 },
  { name: 'Handover', nameHi: 'हैंडओवर', days: 5, share: 1000 },
]

/** The stages of a house of `floors` floors, in order, with the instalment share of each. */
function stageTemplates(floors: number): StageTemplate[] {
  const slabShare = SLABS_BASIS_POINTS / floors
  const slabs = SLABS.slice(0, floors).map((slab) => ({
    ...slab,
    days: SLAB_DAYS,
    share: slabShare,
  }))
  return [...BEFORE_SLABS, ...slabs, ...AFTER_SLABS]
}

/**
 * The usual schedule of a house of `floors` floors (1 to 4, `clientProjectLimits.floors`) from
 * `startDate` (`YYYY-MM-DD`): each stage starts the day after the previous one ends; the booking
 * is due on the start day, every other instalment at the end of its stage.
 *
 * @example
 * usualSchedule(2, '2026-12-01').stages[0]
 * // { name: 'Site preparation and bhoomi pujan', …, plannedStart: '2026-12-01', plannedEnd: '2026-12-07' }
 */
export function usualSchedule(floors: number, startDate: string): UsualSchedule {
  if (!Number.isInteger(floors) || floors < 1 || floors > SLABS.length) {
    throw new RangeError(`floors must be a whole number from 1 to ${SLABS.length}`)
  }
  const templates = stageTemplates(floors)
  const stages: UsualStage[] = []
  let nextStart = startDate
  for (const template of templates) {
    const plannedEnd = addDays(nextStart, template.days - 1)
    stages.push({
      name: template.name,
      nameHi: template.nameHi,
      plannedStart: nextStart,
      plannedEnd,
    })
    nextStart = addDays(plannedEnd, 1)
  }
  const instalments: UsualInstalment[] = [{ ...BOOKING, stageIndex: null, dueDate: startDate }]
  templates.forEach((template, stageIndex) => {
    if (template.share === undefined) return
    instalments.push({
      label: template.name,
      percentBasisPoints: template.share,
      stageIndex,
      dueDate: null,
    })
  })
  return { stages, instalments }
}

/**
 * The instalments of a schedule the client accepted in a quotation (its stages and shares, in
 * order), placed on the project's `stages`: an instalment named as a stage is due at that stage
 * (its English or Hindi name, whatever the case), or else at the first stage whose name starts with
 * the same word ("Plaster and internal work" at "Plaster"); the first one named as none is due on
 * the start day (the booking); any other at the first stage after the previous instalment's.
 *
 * @example
 * acceptedInstalments([{ label: 'Booking', percentBasisPoints: 1000 }, { label: 'Foundation', percentBasisPoints: 9000 }], stages, '2026-12-01')
 * // Booking on 2026-12-01; Foundation at the stage "Foundation"
 */
export function acceptedInstalments(
  schedule: readonly { label: string; percentBasisPoints: number }[],
  stages: readonly Pick<UsualStage, 'name' | 'nameHi'>[],
  startDate: string,
): UsualInstalment[] {
  const firstWord = (text: string) =>
    text
      .trim()
      .toLowerCase()
      .split(/[\s,]+/)[0] ?? ''
  const named = (label: string) => {
    const wanted = label.trim().toLowerCase()
    const exact = stages.findIndex(
      (stage) => stage.name.toLowerCase() === wanted || stage.nameHi === label.trim(),
    )
    if (exact >= 0) return exact
    // "Plaster and internal work" is the stage "Plaster"; "Flooring and woodwork", "Flooring and tiles".
    return stages.findIndex((stage) => firstWord(stage.name) === firstWord(label))
  }
  let previous = -1
  return schedule.map((stage, index) => {
    const match = named(stage.label)
    if (match < 0 && index === 0) {
      return { ...stage, stageIndex: null, dueDate: startDate }
    }
    const stageIndex = match >= 0 ? match : Math.min(previous + 1, stages.length - 1)
    previous = Math.max(previous, stageIndex)
    return {
      label: stage.label,
      percentBasisPoints: stage.percentBasisPoints,
      stageIndex,
      dueDate: null,
    }
  })
}
