import type { QuoteLanguage, SiteVisitStatus, VisitEntryPoint } from '@nirman/contract'
import { EntitySchema } from 'typeorm'
import type { OutboxFields } from './entities'

// The tables of site visits (issue 28; migration 1795780000000-site-visits). A slot's row counts
// its visits, so that a place is taken by one conditional UPDATE, never two at once.

const datetime = { type: 'datetime', precision: 3 } as const
const text = (length: number) => ({ type: 'varchar', length }) as const

export interface SiteVisitRow {
  id: number
  /** The request (contact_submissions.id) the visit is for; null until it is joined to one. */
  leadId: number | null
  startsAt: Date
  endsAt: Date
  /** The start in whole minutes since the epoch: the key of its slot's row. */
  slotMinute: number
  status: SiteVisitStatus
  address: string
  mapLink: string
  name: string
  phone: string
  email: string
  language: QuoteLanguage
  entryPoint: VisitEntryPoint
  calculator: string
  /** The engineer staff sent; null until one is chosen. */
  engineerId: number | null
  /** The staff member who booked it for a client who called; null when the visitor booked it. */
  bookedById: number | null
  createdAt: Date
  updatedAt: Date
  /** Bumped by every change; a stale change is refused (409). */
  version: number
  /**
   * The visitor's link is signed with this number (site-visits/visit-links.ts): bumped at every
   * change of time or cancellation, so the link of an earlier time never works again.
   */
  linkVersion: number
  idempotencyKey: string | null
  /** The website's address the visit was booked on: its e-mails' links start with it. */
  pageOrigin: string
  /** The confirmation e-mail (mail_outbox.id); null without an e-mail address. */
  confirmationMailId: number | null
  /**
   * When the reminder 24 hours before was written to the outbox (its id beside it), or, with no
   * id, when it was found not needed (booked within the 24 hours). Null: still to come. A move
   * sets them again for the new time.
   */
  dayReminderAt: Date | null
  dayReminderMailId: number | null
  /** The same for the reminder 2 hours before. */
  hourReminderAt: Date | null
  hourReminderMailId: number | null
}

/** Visits booked at a start: `booked` never goes past the owner's visits at once. */
export interface SiteVisitSlotRow {
  slotMinute: number
  booked: number
}

export const SiteVisitEntity = new EntitySchema<SiteVisitRow>({
  name: 'SiteVisit',
  tableName: 'site_visits',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    leadId: { type: 'integer', nullable: true },
    startsAt: datetime,
    endsAt: datetime,
    slotMinute: { type: 'integer' },
    status: text(20),
    address: text(300),
    mapLink: text(500),
    name: text(100),
    phone: text(20),
    email: text(254),
    language: text(2),
    entryPoint: text(20),
    calculator: text(100),
    engineerId: { type: 'integer', nullable: true },
    bookedById: { type: 'integer', nullable: true },
    createdAt: datetime,
    updatedAt: datetime,
    version: { type: 'integer' },
    linkVersion: { type: 'integer' },
    idempotencyKey: { ...text(100), nullable: true, unique: true },
    pageOrigin: text(200),
    confirmationMailId: { type: 'integer', nullable: true },
    dayReminderAt: { ...datetime, nullable: true },
    dayReminderMailId: { type: 'integer', nullable: true },
    hourReminderAt: { ...datetime, nullable: true },
    hourReminderMailId: { type: 'integer', nullable: true },
  },
})

export const SiteVisitSlotEntity = new EntitySchema<SiteVisitSlotRow>({
  name: 'SiteVisitSlot',
  tableName: 'site_visit_slots',
  columns: {
    slotMinute: { type: 'integer', primary: true },
    booked: { type: 'integer' },
  },
})

/**
 * A post to the company's webhook (LEAD_WEBHOOK_URL: an SMS or WhatsApp gateway) about a visit: a
 * row of an outbox of its own, its JSON written with it (site-visits/visit-webhook.ts).
 */
export interface VisitWebhookRow extends OutboxFields {
  visitId: number
  event: string
  payload: string
}

export const VisitWebhookEntity = new EntitySchema<VisitWebhookRow>({
  name: 'VisitWebhook',
  tableName: 'visit_webhooks',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    visitId: { type: 'integer' },
    event: text(40),
    payload: { type: 'text' },
    status: text(20),
    attempts: { type: 'integer' },
    lastError: { ...text(500), nullable: true },
    createdAt: datetime,
    nextAttemptAt: datetime,
    lockedUntil: { ...datetime, nullable: true },
    sentAt: { ...datetime, nullable: true },
  },
})

export const visitEntities = [SiteVisitEntity, SiteVisitSlotEntity, VisitWebhookEntity]
