import type { LeadFields, TimelineEntry } from '@nirman/contract'
import { contactCopy } from '../../content'
import { companyTimeOf } from '../lead-list/alert-warning'

/** What the first-contact clock reads of a lead. */
export type FirstContactClock = Pick<LeadFields, 'contactDueAt' | 'firstContactAt' | 'escalatedAt'>

/** An attempt to reach the lead, as its timeline records it. */
export type ContactEntry = Extract<TimelineEntry, { kind: 'contact' }>

/** Whether a lead nobody has tried has waited past its first-contact deadline at `now`. */
export function isPastFirstContact(lead: FirstContactClock, now: Date): boolean {
  return (
    lead.firstContactAt === null &&
    lead.contactDueAt !== null &&
    Date.parse(lead.contactDueAt) <= now.getTime()
  )
}

/**
 * The first-contact clock of a lead in its details, in the company's time (a time today, a date
 * and time otherwise): when it must be contacted by, or that it waits past that time; whether the
 * owner was alerted; when it was first contacted. None for a lead without a clock (out of New,
 * spam, a desk that never works).
 *
 * @example firstContactLines({ contactDueAt: '2026-11-18T06:45:00.000Z', firstContactAt: null, escalatedAt: null }, new Date('2026-11-18T06:35:00.000Z'))
 * // [{ text: 'Contact by 12:15 pm', urgent: false }]
 */
export function firstContactLines(
  lead: FirstContactClock,
  now: Date,
): { text: string; urgent: boolean }[] {
  const time = (iso: string) => companyTimeOf(iso, now)
  const lines: { text: string; urgent: boolean }[] = []
  if (lead.firstContactAt) {
    lines.push({ text: contactCopy.firstContacted(time(lead.firstContactAt)), urgent: false })
  } else if (lead.contactDueAt) {
    const past = isPastFirstContact(lead, now)
    lines.push({
      text: (past ? contactCopy.pastDue : contactCopy.contactBy)(time(lead.contactDueAt)),
      urgent: past,
    })
  }
  if (lead.escalatedAt) {
    lines.push({
      text: contactCopy.escalated(time(lead.escalatedAt)),
      urgent: !lead.firstContactAt,
    })
  }
  return lines
}

/**
 * The attempt whose outcome is still to be said: the latest attempt without one, whoever made it
 * and wherever it was tapped (a card of the list, these details).
 */
export function unansweredAttempt(timeline: readonly TimelineEntry[]): ContactEntry | undefined {
  return timeline.findLast(
    (entry): entry is ContactEntry => entry.kind === 'contact' && entry.outcome === null,
  )
}
