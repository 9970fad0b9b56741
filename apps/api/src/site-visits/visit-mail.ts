import { siteVisitPagePath } from '@nirman/contract'
import type { EntityManager } from 'typeorm'
import type { SiteVisitRow } from '../db/visit-entities'
import type { QueuedMail } from '../mail/mail-outbox'
import type { SiteVisitMailData } from '../mail/templates/site-visit'
import { visitToken } from './visit-links'

const HOUR_MS = 60 * 60 * 1000

/** Writes an e-mail into the mail outbox in the caller's transaction (app.mail.queue). */
export type QueueMail = (manager: EntityManager, mail: QueuedMail) => Promise<number>

/**
 * The reminders before a visit: the column that says it was written, its mail's, and when: from
 * `hoursBefore` until `hoursLeft` before the start (a "tomorrow" missed while the servers were
 * down is not sent an hour before: the reminder of two hours is).
 */
export const visitReminders = [
  { at: 'dayReminderAt', mailId: 'dayReminderMailId', hoursBefore: 24, hoursLeft: 2 },
  { at: 'hourReminderAt', mailId: 'hourReminderMailId', hoursBefore: 2, hoursLeft: 0 },
] as const

/**
 * The reminder columns of a visit at a new time: a reminder whose time has already come (a visit
 * booked 20 hours ahead has no reminder "tomorrow") is marked as not needed, without a mail.
 */
export function remindersFor(startsAt: Date, now: Date): Partial<SiteVisitRow> {
  const columns: Partial<SiteVisitRow> = {}
  for (const reminder of visitReminders) {
    const due = startsAt.getTime() - reminder.hoursBefore * HOUR_MS <= now.getTime()
    columns[reminder.at] = due ? now : null
    columns[reminder.mailId] = null
  }
  return columns
}

/** What the e-mails of a visit are filled with: its time, place and current link. */
export function visitMailData(row: SiteVisitRow, secret: string, now: Date): SiteVisitMailData {
  const token = visitToken(secret, Number(row.id), row.linkVersion)
  return {
    visitId: Number(row.id),
    sequence: row.linkVersion,
    name: row.name,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    address: row.address,
    mapLink: row.mapLink,
    link: `${row.pageOrigin}${siteVisitPagePath(token, row.language)}`,
    madeAt: now.toISOString(),
  }
}

/**
 * Writes a visit's e-mail (booked, moved, cancelled) in the transaction of that change, when its
 * visitor gave an address; its outbox id, or null without one.
 */
export async function queueVisitMail(
  manager: EntityManager,
  queue: QueueMail,
  row: SiteVisitRow,
  template: 'site-visit-booked' | 'site-visit-moved' | 'site-visit-cancelled',
  secret: string,
  now: Date,
): Promise<number | null> {
  if (!row.email) return null
  return queue(manager, {
    template,
    language: row.language,
    to: row.email,
    data: visitMailData(row, secret, now),
  })
}
