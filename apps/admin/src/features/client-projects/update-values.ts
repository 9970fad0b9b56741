import {
  type ClientUpdate,
  clientProjectMessages,
  type UpdateChange,
  type UpdateInput,
  updateChangeSchema,
  updateInputSchema,
} from '@nirman/contract'
import { fieldErrorsOf } from '../forms/refusal'

/** An update's fields as typed: the stage's id as a select's value ('' for none). */
export interface UpdateValues {
  visitDate: string
  stageId: string
  body: string
}

/** A new update: today's visit, at the stage the work is at. */
export const newUpdateValues = (today: string, currentStageId: number | null): UpdateValues => ({
  visitDate: today,
  stageId: currentStageId === null ? '' : String(currentStageId),
  body: '',
})

export const updateValuesOf = (update: ClientUpdate): UpdateValues => ({
  visitDate: update.visitDate,
  stageId: update.stageId === null ? '' : String(update.stageId),
  body: update.body,
})

type Checked<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: Record<string, string> }

const fields = (values: UpdateValues) => ({
  visitDate: values.visitDate,
  stageId: values.stageId === '' ? null : Number(values.stageId),
  body: values.body,
})

/** A visit after today (in Patna) is refused, as the server refuses it. */
function withVisitDay<Body>(
  checked: Checked<Body>,
  values: UpdateValues,
  today: string,
): Checked<Body> {
  if (values.visitDate <= today) return checked
  const errors = checked.ok ? {} : checked.errors
  return { ok: false, errors: { visitDate: clientProjectMessages.visitFuture, ...errors } }
}

/**
 * The body of a new draft (`POST …/updates`), checked with the contract's schema as the server
 * checks it, or the refused fields.
 *
 * @param today the company's day: a visit cannot be later
 */
export function newUpdateBody(values: UpdateValues, today: string): Checked<UpdateInput> {
  const parsed = updateInputSchema.safeParse(fields(values))
  return withVisitDay(
    parsed.success
      ? { ok: true, body: parsed.data }
      : { ok: false, errors: fieldErrorsOf(parsed.error.issues) },
    values,
    today,
  )
}

/** The body of an update's change (`PUT …/updates/:id`), made on the update's `version`. */
export function updateChangeBody(
  values: UpdateValues,
  version: number,
  today: string,
): Checked<UpdateChange> {
  const parsed = updateChangeSchema.safeParse({ ...fields(values), version })
  return withVisitDay(
    parsed.success
      ? { ok: true, body: parsed.data }
      : { ok: false, errors: fieldErrorsOf(parsed.error.issues) },
    values,
    today,
  )
}

/** The id of the update an answer added: the one not in the list before. */
export const addedUpdateId = (before: readonly ClientUpdate[], after: readonly ClientUpdate[]) =>
  after.find((update) => !before.some((each) => each.id === update.id))?.id ?? null
