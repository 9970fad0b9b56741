import {
  fromCompanyDateTimeInput,
  type LeadChangeBody,
  type LeadDetail,
  type LeadStage,
  leadChangeSchema,
  toCompanyDateTimeInput,
} from '@nirman/contract'
import { fieldErrorsOf } from '../forms/refusal'

/** The desk's fields as typed: the follow-up as a datetime-local value, the assignee's id as a select's ('' for nobody). */
export interface DeskValues {
  stage: LeadStage
  lostReason: string
  followUpAt: string
  assigneeId: string
  note: string
}

/** What a save can change, in the order the toast names them. */
export const deskChanges = ['stage', 'followUp', 'assignee', 'note'] as const
export type DeskChange = (typeof deskChanges)[number]

/** The desk's fields showing the lead as loaded: a note is always new, so it starts empty. */
export const deskValuesOf = (lead: LeadDetail): DeskValues => ({
  stage: lead.stage,
  lostReason: lead.lostReason,
  followUpAt: lead.followUpAt ? toCompanyDateTimeInput(lead.followUpAt) : '',
  assigneeId: lead.assignee ? String(lead.assignee.id) : '',
  note: '',
})

/**
 * What the typed values change of the lead as loaded (`saved`, from `deskValuesOf`). A lost lead's
 * reason counts as its stage: a reason retyped is sent with the stage.
 */
export function deskChangesOf(values: DeskValues, saved: DeskValues): DeskChange[] {
  const changed: Record<DeskChange, boolean> = {
    stage:
      values.stage !== saved.stage ||
      (values.stage === 'lost' && values.lostReason.trim() !== saved.lostReason),
    followUp: values.followUpAt !== saved.followUpAt,
    assignee: values.assigneeId !== saved.assigneeId,
    note: values.note.trim() !== '',
  }
  return deskChanges.filter((change) => changed[change])
}

type Checked =
  | { readonly ok: true; readonly body: LeadChangeBody }
  | { readonly ok: false; readonly errors: Record<string, string> }

/**
 * The body of `PATCH …/leads/:id` for what changed (`deskChangesOf`), checked with the contract's
 * schema as the server checks it, or the refused fields. A change of stage, follow-up or assignee
 * carries the lead's `version`; a note alone carries none, since notes are only added.
 */
export function leadChangeBodyOf(
  values: DeskValues,
  changes: readonly DeskChange[],
  version: number,
): Checked {
  const has = (change: DeskChange) => changes.includes(change)
  const moves = has('stage') || has('followUp') || has('assignee')
  const parsed = leadChangeSchema.safeParse({
    ...(moves ? { version } : {}),
    ...(has('stage') ? { stage: values.stage, lostReason: values.lostReason } : {}),
    // A value that is not a date-time goes as typed, for the schema to refuse in its words.
    ...(has('followUp')
      ? {
          followUpAt:
            values.followUpAt === ''
              ? null
              : (fromCompanyDateTimeInput(values.followUpAt) ?? values.followUpAt),
        }
      : {}),
    ...(has('assignee')
      ? { assigneeId: values.assigneeId === '' ? null : Number(values.assigneeId) }
      : {}),
    ...(has('note') ? { note: values.note } : {}),
  })
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error.issues) }
}
