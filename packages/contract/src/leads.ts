import { z } from 'zod'
import type { ContactSubmission, LeadAlert } from './admin'
import type { AssignmentRule } from './lead-assignment'
import type { ContactChannel, ContactOutcome } from './lead-contact'
import type { QuotationStatus } from './quotation'

/**
 * Where a lead stands on the sales desk. `new` is the specification's "unprocessed"; every other
 * stage counts as processed. Stages move forward and back; each change is on the timeline.
 */
export const leadStages = [
  'new',
  'contacted',
  'site_visit_scheduled',
  'quotation_sent',
  'won',
  'lost',
] as const
export type LeadStage = (typeof leadStages)[number]

/** What staff read for each stage. */
export const leadStageLabels: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  site_visit_scheduled: 'Site visit scheduled',
  quotation_sent: 'Quotation sent',
  won: 'Won',
  lost: 'Lost',
}

/** Stages after which nothing more is due: a follow-up of a won or lost lead is never "due". */
export const closedLeadStages: readonly LeadStage[] = ['won', 'lost']

/** Mark Processed moves a New request to this stage. */
export const processedStage: LeadStage = 'contacted'

export const leadLimits = { note: 2000, lostReason: 500 } as const

export const leadMessages = {
  stage: 'Please choose a stage',
  lostReason: 'Please give the reason this lead was lost',
  lostReasonTooLong: `The reason must be at most ${leadLimits.lostReason} characters`,
  note: 'Please write a note',
  noteTooLong: `A note must be at most ${leadLimits.note} characters`,
  followUpAt: 'Please enter a follow-up date and time',
  assigneeId: 'Please choose a member of staff',
  assigneeUnknown: 'That member of staff does not exist or is disabled',
  version: 'version must be the version of the request you changed',
  /** 409: another member of staff changed the request after it was loaded. */
  stale:
    'Someone else changed this request while you were working on it. Your change was not saved: reload the request to see theirs, then try again.',
  notFound: 'Contact form submission not found',
  /** A change with nothing in it. */
  nothingToSave: 'Nothing to save: change the stage, follow-up or assignee, or write a note',
  /** 403: the CSV export holds every lead's phone and e-mail, so it is the owner's to make. */
  exportOwnerOnly: 'Only an owner can export quote requests. Please ask the owner for the file.',
} as const

/**
 * The version of a request the change was made on. Every change bumps it; a change made on an
 * older version is refused with 409 (`leadMessages.stale`) instead of overwriting someone else's.
 */
const versionSchema = z
  .number({ error: leadMessages.version })
  .int({ error: leadMessages.version })
  .min(1, { error: leadMessages.version })

/** The fields of a change that move the lead itself (and so are checked against its version). */
const changedFields = ['stage', 'followUpAt', 'assigneeId'] as const

/**
 * `PATCH /api/admin/dashboard/leads/:id`: one save of what staff changed on a lead, in one
 * transaction: its stage (Lost with its reason), its follow-up (an ISO 8601 instant with its
 * offset, "2026-11-25T10:30:00+05:30", or null to clear it; a datetime-local input's value
 * converts with `fromCompanyDateTimeInput`), who it is assigned to (an active staff account's id,
 * or null for nobody), and a note for its timeline. Send only what changed: a field left out stays
 * as it is. A change of stage, follow-up or assignee carries the `version` of the request it was
 * made on (a stale one answers 409); a note alone needs none, since notes are only added.
 */
export const leadChangeSchema = z
  .object({
    version: versionSchema.optional(),
    stage: z.enum(leadStages, { error: leadMessages.stage }).optional(),
    lostReason: z
      .string({ error: leadMessages.lostReason })
      .trim()
      .max(leadLimits.lostReason, { error: leadMessages.lostReasonTooLong })
      .optional(),
    followUpAt: z.iso
      .datetime({ offset: true, error: leadMessages.followUpAt })
      .transform((value) => new Date(value).toISOString())
      .nullable()
      .optional(),
    assigneeId: z
      .number({ error: leadMessages.assigneeId })
      .int({ error: leadMessages.assigneeId })
      .positive({ error: leadMessages.assigneeId })
      .nullable()
      .optional(),
    note: z
      .string({ error: leadMessages.note })
      .trim()
      .max(leadLimits.note, { error: leadMessages.noteTooLong })
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.stage === 'lost' && !body.lostReason) {
      context.addIssue({ code: 'custom', path: ['lostReason'], message: leadMessages.lostReason })
    }
    const moves = changedFields.some((field) => body[field] !== undefined)
    if (moves && body.version === undefined) {
      context.addIssue({ code: 'custom', path: ['version'], message: leadMessages.version })
    }
    if (!moves && !body.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: leadMessages.nothingToSave })
    }
  })
  // Only a lost lead keeps a reason; an empty note is no note.
  .transform(({ lostReason, note, ...body }) => ({
    ...body,
    ...(body.stage === undefined
      ? {}
      : { lostReason: body.stage === 'lost' ? (lostReason ?? '') : '' }),
    ...(note ? { note } : {}),
  }))
export type LeadChangeBody = z.input<typeof leadChangeSchema>
export type LeadChangeValues = z.output<typeof leadChangeSchema>

/** A member of staff as a lead or a timeline names them. */
export interface StaffRef {
  id: number
  name: string
}

/** The sales-desk fields of a request, beside the fields of the specification. */
export interface LeadFields {
  stage: LeadStage
  /** Why it was lost; '' unless the stage is lost. */
  lostReason: string
  /** ISO 8601, UTC; null when no follow-up is planned. */
  followUpAt: string | null
  assignee: StaffRef | null
  /** Sent from a phone number that sent another request in the 30 days before. */
  isRepeat: boolean
  /** Bumped by every change; send it back with a change (stale updates answer 409). */
  version: number
  /** ISO 8601, UTC: the last change of stage, follow-up, assignee or spam. */
  updatedAt: string
  /**
   * ISO 8601, UTC: the first attempt to reach the lead (or its first move out of New), which
   * stopped its first-contact clock; null while nobody has tried.
   */
  firstContactAt: string | null
  /**
   * ISO 8601, UTC: when a New lead nobody has tried must be contacted by (the desk's first-contact
   * minutes in its working time); null once contacted, out of New, spam, or when the desk never works.
   */
  contactDueAt: string | null
  /** ISO 8601, UTC: when the owner was alerted that the lead waited past its deadline; null if never. */
  escalatedAt: string | null
}

/** One row of `GET /api/admin/dashboard/leads`: every field of the request, its source and its lead fields. */
export type LeadSummary = Omit<ContactSubmission, 'repeatOf' | 'alerts'> & LeadFields

/** A quotation as the lead's timeline names it, in the state the entry records. */
export interface QuotationEvent {
  id: number
  number: string
  revision: number
  status: QuotationStatus
}

/** A site visit as the lead's timeline names it: booked, moved or cancelled, and its time then. */
export interface VisitEvent {
  id: number
  change: 'booked' | 'moved' | 'cancelled'
  /** ISO 8601, UTC. */
  startsAt: string
  address: string
}

/** What a timeline entry says happened. `actor` is null for what the system did. */
interface TimelineBase {
  /** Unique within the timeline, e.g. "event-12" or "alert-3". */
  id: string
  /** ISO 8601, UTC. */
  at: string
  actor: StaffRef | null
}

export type TimelineEntry =
  | (TimelineBase & { kind: 'created' })
  | (TimelineBase & { kind: 'note'; text: string })
  | (TimelineBase & { kind: 'stage'; from: LeadStage; to: LeadStage; lostReason: string })
  | (TimelineBase & { kind: 'follow_up'; followUpAt: string | null })
  /**
   * A change of assignee: by a person, or (`rule` set, `actor` null) by the owner's rules when the
   * lead arrived; `replacing` names the account whose disabling moved the lead.
   */
  | (TimelineBase & {
      kind: 'assignment'
      assignee: StaffRef | null
      rule?: AssignmentRule
      replacing?: StaffRef
    })
  | (TimelineBase & { kind: 'spam'; spam: boolean })
  /**
   * An attempt to reach the lead, recorded as staff tapped Call, WhatsApp or E-mail; `outcome` is
   * null until they say what came of it.
   */
  | (TimelineBase & {
      kind: 'contact'
      attemptId: number
      channel: ContactChannel
      outcome: ContactOutcome | null
      /** ISO 8601, UTC: when the outcome was recorded. */
      outcomeAt: string | null
    })
  /** A quotation of the lead started, or one of its revisions changed state (sent, accepted...). */
  | (TimelineBase & { kind: 'quotation'; quotation: QuotationEvent })
  /** A site visit booked (by the visitor: `actor` null), moved or cancelled. */
  | (TimelineBase & { kind: 'visit'; visit: VisitEvent })
  /** An alert of the outbox; `at` is when it was sent, or when it was written while still due. */
  | (TimelineBase & { kind: 'alert'; alert: LeadAlert })

export type TimelineEntryKind = TimelineEntry['kind']

/** `GET /api/admin/dashboard/leads/:id`: the request, its lead fields, repeats, alerts and timeline (oldest first). */
export type LeadDetail = ContactSubmission &
  LeadFields & {
    timeline: TimelineEntry[]
  }

/** A page of a list: the items, the number matching the filter, and where the page is. */
export interface Page<T> {
  items: T[]
  total: number
  /** 1-based. */
  page: number
  pageSize: number
}

/** `GET /api/admin/dashboard/leads/count`. */
export interface LeadCount {
  total: number
}
