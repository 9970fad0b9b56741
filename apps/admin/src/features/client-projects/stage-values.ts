import {
  type ClientStage,
  type ClientStageState,
  clientStageStates,
  type ScheduleInput,
  scheduleInputSchema,
} from '@nirman/contract'
import { type DraftRow, rowErrorsOf } from './record-list-draft'

/** A stage as its fields hold it: every day a `YYYY-MM-DD` text, empty when not given. */
export interface StageRow extends DraftRow {
  name: string
  nameHi: string
  plannedStart: string
  plannedEnd: string
  actualStart: string
  actualEnd: string
  state: ClientStageState
  delayReason: string
}

export const isStageState = (value: string): value is ClientStageState =>
  clientStageStates.some((state) => state === value)

/** The rows of a saved schedule, each keyed by its id. */
export function stageRowsOf(stages: readonly ClientStage[]): StageRow[] {
  return stages.map((stage) => ({
    key: stage.id,
    id: stage.id,
    name: stage.name,
    nameHi: stage.nameHi,
    plannedStart: stage.plannedStart ?? '',
    plannedEnd: stage.plannedEnd ?? '',
    actualStart: stage.actualStart ?? '',
    actualEnd: stage.actualEnd ?? '',
    state: stage.state,
    delayReason: stage.delayReason,
  }))
}

/**
 * A new stage at the end of the list: not started, planned from the day after the last planned
 * end (the usual schedule is back to back), its end left to staff.
 */
export function newStageRow(key: number, rows: readonly StageRow[]): StageRow {
  const lastEnd = rows.findLast((row) => row.plannedEnd !== '')?.plannedEnd
  return {
    key,
    id: null,
    name: '',
    nameHi: '',
    plannedStart: lastEnd ? dayAfter(lastEnd) : '',
    plannedEnd: '',
    actualStart: '',
    actualEnd: '',
    state: 'not_started',
    delayReason: '',
  }
}

const dayAfter = (day: string) => {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000)
  return Number.isNaN(next.getTime()) ? '' : next.toISOString().slice(0, 10)
}

/**
 * The change of a stage's state, with today filled in where the new state needs an actual day
 * that is empty (a stage in progress its start, a stage done its start and end), so marking a
 * stage done at the site is one choice; a day already typed is kept.
 *
 * @param today the company's day (`YYYY-MM-DD`)
 */
export function stateChange(
  row: Pick<StageRow, 'actualStart' | 'actualEnd'>,
  state: ClientStageState,
  today: string,
): Partial<StageRow> {
  const change: Partial<StageRow> = { state }
  const started = state === 'in_progress' || state === 'done'
  if (started && row.actualStart === '') change.actualStart = today
  if (state === 'done' && row.actualEnd === '') change.actualEnd = today
  return change
}

/**
 * The body of `PUT …/stages`, checked with the contract's schema as the server checks it; or
 * the messages of the refused rows (by key) and of the list. A delay reason goes only with a
 * delayed stage: it is kept in the field while another state is tried, not saved.
 */
export function scheduleBodyOf(
  rows: readonly StageRow[],
  version: number,
):
  | { ok: true; body: ScheduleInput }
  | { ok: false; rows: Record<number, Record<string, string>>; list: string | null } {
  const parsed = scheduleInputSchema.safeParse({
    version,
    stages: rows.map((row) => ({
      id: row.id,
      name: row.name,
      nameHi: row.nameHi,
      plannedStart: row.plannedStart || null,
      plannedEnd: row.plannedEnd || null,
      actualStart: row.actualStart || null,
      actualEnd: row.actualEnd || null,
      state: row.state,
      delayReason: row.state === 'delayed' ? row.delayReason : '',
    })),
  })
  if (parsed.success) return { ok: true, body: parsed.data }
  return {
    ok: false,
    ...rowErrorsOf(
      parsed.error.issues,
      'stages',
      rows.map((row) => row.key),
    ),
  }
}

/** The ids of the stages an instalment or an update belongs to: they cannot leave the schedule. */
export function stagesInUse(project: {
  payments: readonly { stageId: number | null }[]
  updates: readonly { stageId: number | null }[]
}): Set<number> {
  return new Set(
    [...project.payments, ...project.updates].flatMap((each) =>
      each.stageId === null ? [] : [each.stageId],
    ),
  )
}
