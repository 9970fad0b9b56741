import { z } from 'zod'
import type { StaffRole } from './accounts'
import { loginMessages } from './messages'
import type { QuoteRequest } from './quote-request'
import type { QuoteForm, QuoteLanguage, QuoteSource } from './quote-source'

/**
 * `POST /api/admin/login`. Both fields must be present and non-blank; lengths are capped so a
 * request cannot make the server hash megabytes.
 */
export const adminLoginSchema = z.object(
  {
    username: z
      .string({ error: loginMessages.missing })
      .trim()
      .min(1, { error: loginMessages.missing })
      .max(100, { error: 'Username must be at most 100 characters' }),
    password: z
      .string({ error: loginMessages.missing })
      // A password of spaces counts as missing; a real password is kept exactly as typed.
      .refine((password) => password.trim().length > 0, { error: loginMessages.missing })
      .refine((password) => password.length <= 200, {
        error: 'Password must be at most 200 characters',
      }),
  },
  { error: loginMessages.missing },
)
export type AdminLogin = z.input<typeof adminLoginSchema>

/** The signed-in member of staff: `GET /api/admin/user` and the answer to a login. */
export interface AdminUser {
  id: number
  name: string
  username: string
  /** owner: accounts, deletions and the audit log; staff: works leads. */
  role: StaffRole
  /**
   * The company's name as the owner set it, in English and Hindi, for the messages staff send a
   * lead (`GET /api/admin/user` only; the specification's name while none is saved).
   */
  companyNames?: { en: string; hi: string }
}

/** One quote request as staff see it: `GET /api/admin/dashboard/contact-forms`. */
export interface ContactSubmission extends QuoteRequest {
  id: number
  /**
   * The land size's square feet, read from `landSize` as typed ("2 katha", "30x40") with the
   * company's sizes of the land units when the request arrived; null when no size was given.
   */
  landSizeSqFt: number | null
  /** ISO 8601, UTC. */
  createdAt: string
  isProcessed: boolean
  /** ISO 8601, UTC; null until processed. */
  processedAt: string | null
  /** Where the lead came from; empty texts where unknown (`form` is '' for requests before sources). */
  source: Omit<QuoteSource, 'form'> & { form: QuoteForm | '' }
  /** The website's language the visitor sent it in (issue 12); `en` for requests from before. */
  language: QuoteLanguage
  /** Marked as spam by staff: out of the lists until restored. */
  isSpam: boolean
  /** Earlier requests (ids, newest first) from the same phone number in the 30 days before this one. */
  repeatOf: number[]
  /** The alerts this request promised (e-mails, webhook) and how far each has got. */
  alerts: LeadAlert[]
}

/**
 * The staff e-mail, the visitor's acknowledgement and the webhook of a new request; the owner's
 * e-mail and the webhook of a lead escalated for waiting past its first-contact time (issue 27).
 */
export const leadAlertChannels = [
  'email',
  'acknowledgement',
  'webhook',
  'escalation',
  'escalation_webhook',
] as const
export type LeadAlertChannel = (typeof leadAlertChannels)[number]
/** pending: not tried yet; retrying: failed, tried again later; sent; failed: given up after a day. */
export const leadAlertStatuses = ['pending', 'retrying', 'sent', 'failed'] as const
export type LeadAlertStatus = (typeof leadAlertStatuses)[number]

/** One alert of a quote request, from the transactional outbox. */
export interface LeadAlert {
  channel: LeadAlertChannel
  status: LeadAlertStatus
  attempts: number
  /** The last failure's message, null when none. */
  lastError: string | null
  /** ISO 8601, UTC. */
  sentAt: string | null
  /** ISO 8601, UTC: when the next attempt is due (pending and retrying alerts). */
  nextAttemptAt: string | null
}

/** Alerts still unsent this long after their request count as not being delivered. */
export const alertDeliveryGraceMs = 60_000

/**
 * `GET /api/admin/dashboard/alert-status`: whether lead alerts are reaching staff, read from the
 * outbox, so the list can warn when they are not (a wrong mail password, a mail server down).
 */
export const alertStatusSchema = z.object({
  /** Alerts pending or being retried more than a minute after their request. */
  waiting: z.number().int(),
  /** ISO 8601, UTC: when the oldest of those was written; null when none waits. */
  waitingSince: z.string().nullable(),
  /** Alerts given up (failed) in the last 7 days: their leads were never announced. */
  failed: z.number().int(),
  /** ISO 8601, UTC: the latest failed attempt of a waiting or failed alert; null when none. */
  lastErrorAt: z.string().nullable(),
  /** That attempt's error message. */
  lastError: z.string().nullable(),
})
export type AlertStatus = z.infer<typeof alertStatusSchema>

/** The paths of the staff's session and of the alert status, for the dashboard. */
export const adminPaths = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  user: '/api/admin/user',
  alertStatus: '/api/admin/dashboard/alert-status',
} as const

/**
 * The paths of one request under the specification's contact-forms routes: Mark Processed, spam
 * (or restore) and, for the owner, deletion.
 */
export const contactFormPaths = {
  detail: (id: number) => `/api/admin/dashboard/contact-forms/${id}`,
  process: (id: number) => `/api/admin/dashboard/contact-forms/${id}/process`,
  spam: (id: number) => `/api/admin/dashboard/contact-forms/${id}/spam`,
} as const

/** `PATCH /api/admin/dashboard/contact-forms/:id/spam`: mark as spam, or restore. */
export const spamBodySchema = z.object({
  spam: z.boolean({ error: 'spam must be true or false' }),
  /** The lead's version (see leads.ts); without it the change is made whatever the version. */
  version: z
    .number({ error: 'version must be the version of the request you changed' })
    .int({ error: 'version must be the version of the request you changed' })
    .min(1, { error: 'version must be the version of the request you changed' })
    .optional(),
})
export type SpamBody = z.infer<typeof spamBodySchema>

/**
 * The most requests one answer of `GET /api/admin/dashboard/contact-forms` holds, newest first. A
 * longer list continues on the address of the answer's `Link: <...>; rel="next"` header.
 */
export const contactFormsPageRows = 500

/** Where a page of the list continues: below this request, `<createdAt ISO>_<id>`. */
const contactFormsCursor = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([1-9]\d{0,9})$/
const cursorMessage = 'before must be the address of the next page, as the Link header gives it'

/**
 * `GET /api/admin/dashboard/contact-forms?spam=true`: the spam folder instead of the lists;
 * `before`: the next page, as the answer's `Link` header names it.
 */
export const contactFormsQuerySchema = z.object({
  spam: z
    .enum(['true', 'false'], { error: 'spam must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  before: z
    .string({ error: cursorMessage })
    .regex(contactFormsCursor, { error: cursorMessage })
    .transform((value) => {
      const [, createdAt = '', id = ''] = contactFormsCursor.exec(value) ?? []
      return { createdAt: new Date(createdAt), id: Number(id) }
    })
    .refine((cursor) => !Number.isNaN(cursor.createdAt.getTime()), { error: cursorMessage })
    .optional(),
})

/** The `before` of the page after the one that ended with this request. */
export const contactFormsCursorOf = (last: { createdAt: string; id: number }) =>
  `${last.createdAt}_${last.id}`

/** The answer to `POST /api/contact`: the row is committed. */
export interface QuoteReceipt {
  id: number
  createdAt: string
  /** With the id, books a site visit onto this request (`lead` of `POST /api/site-visits`). */
  visitKey?: string
}

/** `:id` of the admin and project routes: a positive whole number written in plain digits. */
const idMessage = 'id must be a positive whole number'
/** One `:id`-like path parameter: a positive whole number written in plain digits. */
export const idParam = z
  .string({ error: idMessage })
  .regex(/^[1-9]\d{0,9}$/, { error: idMessage })
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, { error: idMessage }))
export const idParamSchema = z.object({ id: idParam })
