import { z } from 'zod'
import type { StaffRef } from './leads'

/**
 * What the audit log records: every change to a lead or an account, by whom and when. Entries never
 * hold a lead's personal data (name, phone, e-mail, notes): a lead is named by its id, so the log
 * of a request deleted for good says nothing about the person who sent it.
 */
export const auditActions = [
  'lead.stage',
  'lead.process',
  'lead.note',
  'lead.follow_up',
  'lead.assign',
  /** An attempt to reach the lead (a call, a chat, an e-mail) or its outcome: details {channel, outcome}. */
  'lead.contact',
  'lead.spam',
  'lead.restore',
  'lead.delete',
  /** A CSV export: details name its filter (never a search's words) and the rows sent. */
  'lead.export',
  'account.create',
  'account.update',
  'account.disable',
  'account.enable',
  'account.reset_password',
  'account.change_password',
  'project.create',
  'project.update',
  'project.delete',
  'project.order',
  'project.photo_add',
  'project.photo_update',
  'project.photo_delete',
  'project.photo_order',
  'testimonial.create',
  'testimonial.update',
  'testimonial.delete',
  'testimonial.order',
  'client_project.create',
  'client_project.update',
  'client_project.delete',
  'client_project.stages',
  'client_project.payments',
  'client_project.receipt',
  'client_project.update_add',
  'client_project.update_change',
  'client_project.update_publish',
  'client_project.update_delete',
  'client_project.photo_add',
  'client_project.photo_update',
  'client_project.photo_delete',
  'client_project.document_add',
  'client_project.document_update',
  'client_project.document_delete',
  'client_project.client_add',
  'client_project.client_remove',
  'client_project.client_invite',
  'client_project.client_revoke',
  'client_project.message',
  /** A quotation started for a lead (details: the lead, how it started). */
  'quotation.create',
  /** A draft revision saved (details: the revision, its total in paise). */
  'quotation.draft',
  /** A revision sent (details: the revision, its total, the PDF's SHA-256, e-mailed or not). */
  'quotation.send',
  /** A new revision started from the one sent (details: the revision). */
  'quotation.revise',
  /** The client's link withdrawn: it opens nothing any more. */
  'quotation.withdraw_link',
  /** The client accepted a revision (details: the revision, the SHA-256 of the PDF accepted). */
  'quotation.accept',
  /** The client declined a revision (details: the revision; the reason is on the timeline). */
  'quotation.decline',
  /** The owner saved the company's details; details name the settings version made. */
  'settings.company',
  /** The owner saved the rate card (details: its "as of" day). */
  'settings.rate_card',
  /** The owner saved what new quotations start with (tax lines, validity, terms). */
  'settings.quotations',
  /** The owner saved the sales desk's hours, holidays and assignment rules. */
  'settings.sales_desk',
  /** The owner saved when site visits can be booked (days, hours, slots, notice, holidays). */
  'settings.site_visits',
  /** The owner brought back a part of an earlier version (details: part, from). */
  'settings.restore',
] as const
export type AuditAction = (typeof auditActions)[number]

export const auditTargetTypes = [
  'lead',
  'account',
  'project',
  'testimonial',
  'client_project',
  'quotation',
  /** The owner's settings: the target id is the version the change made. */
  'settings',
] as const
export type AuditTargetType = (typeof auditTargetTypes)[number]

/** One entry of `GET /api/admin/audit-log`, newest first. */
export interface AuditEntry {
  id: number
  /** ISO 8601, UTC. */
  at: string
  /** Who did it (their name when it was done); null for the system. */
  actor: StaffRef | null
  action: AuditAction
  targetType: AuditTargetType
  targetId: number
  /**
   * What changed, without personal data of leads: e.g. `{ from: 'new', to: 'contacted' }`,
   * `{ assigneeId: 3 }`, `{ role: 'staff' }`. Values are text, numbers, booleans or null.
   */
  details: Record<string, string | number | boolean | null>
}

const auditMessages = {
  action: `action must be one of ${auditActions.join(', ')}`,
  targetType: `targetType must be one of ${auditTargetTypes.join(', ')}`,
  id: 'must be a positive whole number',
  page: 'page must be a whole number from 1',
  pageSize: 'pageSize must be a whole number from 1 to 100',
} as const

const positive = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().max(max, { error: message }))

/** The path of the audit log's pages (the owner's), newest first. */
export const auditPaths = {
  page: (page: number) => `/api/admin/audit-log?page=${page}`,
} as const

/** `GET /api/admin/audit-log` query: all optional. */
export const auditLogQuerySchema = z.object({
  action: z.enum(auditActions, { error: auditMessages.action }).optional(),
  targetType: z.enum(auditTargetTypes, { error: auditMessages.targetType }).optional(),
  targetId: positive(`targetId ${auditMessages.id}`, 2_147_483_647).optional(),
  actorId: positive(`actorId ${auditMessages.id}`, 2_147_483_647).optional(),
  page: positive(auditMessages.page, 1_000_000).default(1),
  pageSize: positive(auditMessages.pageSize, 100).default(50),
})
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>
