import {
  type ContactOutcome,
  contactAttemptSchema,
  contactMessages,
  contactOutcomeSchema,
  type LeadDetail,
  leadMessages,
  type StaffRef,
} from '@nirman/contract'
import { json, refused } from './fake-answers'

interface ContactRequest {
  method: string
  path: string
  data: unknown
}

interface ContactContext {
  actor: StaffRef
  now: Date
  /** The id of the next timeline event (an attempt's id is its event's). */
  nextEventId: () => number
  /** A change of stage on the timeline, bumping the lead's version. */
  touch: (
    row: LeadDetail,
    entry: { kind: 'stage'; from: 'new'; to: 'contacted'; lostReason: string },
  ) => void
}

/**
 * As apps/api does with an attempt or its outcome: the first attempt stops the first-contact
 * clock; "reached" moves a New lead to Contacted (a stage change, which alone bumps the version).
 */
function applyAttempt(row: LeadDetail, outcome: ContactOutcome | null, context: ContactContext) {
  row.firstContactAt ??= context.now.toISOString()
  row.contactDueAt = null
  if (outcome === 'reached' && row.stage === 'new') {
    row.stage = 'contacted'
    row.processedAt ??= context.now.toISOString()
    context.touch(row, { kind: 'stage', from: 'new', to: 'contacted', lostReason: '' })
  }
}

/**
 * `POST /leads/:id/contacts` and `PATCH /leads/:id/contacts/:attemptId` of the fake API, read with
 * the contract's schemas. Undefined for any other request.
 */
export function leadContactRoute(
  leads: LeadDetail[],
  { method, path, data }: ContactRequest,
  context: ContactContext,
): Response | undefined {
  const match = path.match(/^\/api\/admin\/dashboard\/leads\/(\d+)\/contacts(?:\/(\d+))?$/)
  if (!match) return undefined
  const row = leads.find((one) => one.id === Number(match[1]))
  if (!row) return json(404, { message: leadMessages.notFound })
  const at = context.now.toISOString()
  if (!match[2] && method === 'POST') {
    const body = contactAttemptSchema.safeParse(data)
    if (!body.success) return refused(body.error)
    const attemptId = context.nextEventId()
    row.timeline.push({
      id: `event-${attemptId}`,
      kind: 'contact',
      at,
      actor: context.actor,
      attemptId,
      channel: body.data.channel,
      outcome: body.data.outcome,
      outcomeAt: body.data.outcome ? at : null,
    })
    applyAttempt(row, body.data.outcome, context)
    return json(201, { attemptId, lead: row })
  }
  if (match[2] && method === 'PATCH') {
    const attempt = row.timeline.find(
      (entry) => entry.kind === 'contact' && entry.attemptId === Number(match[2]),
    )
    if (attempt?.kind !== 'contact') return json(404, { message: contactMessages.attemptNotFound })
    const body = contactOutcomeSchema.safeParse(data)
    if (!body.success) return refused(body.error)
    attempt.outcome = body.data.outcome
    attempt.outcomeAt = at
    applyAttempt(row, body.data.outcome, context)
    return json(200, row)
  }
  return json(404, { message: 'Not found' })
}
