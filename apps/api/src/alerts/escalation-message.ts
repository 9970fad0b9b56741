import type { StaffRef } from '@nirman/contract'
import type { ContactSubmissionRow } from '../db/entities'
import { escapeHtml } from '../escape-html'
import { headerSafe, htmlPage, type MailMessage } from '../mail/mail-message'
import { companyTimeText, dashboardLink } from './lead-message'
import { phoneLinks } from './phone-links'

/** What the owner's alert about a waiting lead tells, besides the request. */
export interface EscalationFacts {
  /** Who the lead is assigned to; undefined when nobody. */
  assignee: StaffRef | undefined
  /** The end of its first-contact time, by the desk's working hours. */
  dueAt: Date | null
  /** The desk's first-contact minutes. */
  minutes: number
  /** The owners' addresses (or the staff alert's, when no owner has one). */
  to: string[]
  publicUrl: string
}

/**
 * The owner's alert: "Lead #12 waited past its 15 minutes: Rajesh Kumar, Residential
 * Construction", when it arrived and when its time ended, who has it, the phone to call now
 * (tel: and WhatsApp links in the HTML part) and the link to the request.
 */
export function escalationMessage(row: ContactSubmissionRow, facts: EscalationFacts): MailMessage {
  const who = facts.assignee
    ? `It is assigned to ${headerSafe(facts.assignee.name)}, who has not recorded a call, WhatsApp or e-mail to them.`
    : 'Nobody has it: it is not assigned to anyone.'
  const minutes = `${facts.minutes} minute${facts.minutes === 1 ? '' : 's'}`
  const due = facts.dueAt ? ` Its first-contact time ended at ${companyTimeText(facts.dueAt)}.` : ''
  const summary = `Quote request #${row.id} from ${headerSafe(row.name)} arrived at ${companyTimeText(row.createdAt)} and nobody has tried to reach them within ${minutes} of working time.${due}`
  const links = phoneLinks(headerSafe(row.phone))
  const phone = links?.display ?? headerSafe(row.phone)
  const link = dashboardLink(facts, row.id)
  const text = [
    summary,
    who,
    '',
    `Phone: ${phone}`,
    ...(row.city ? [`City: ${headerSafe(row.city)}`] : []),
    `Project Type: ${headerSafe(row.projectType)}`,
    '',
    `Open it in the dashboard: ${link}`,
  ].join('\n')
  const call = links
    ? `<a href="${escapeHtml(links.tel)}">${escapeHtml(links.display)}</a>${
        links.whatsapp ? ` &middot; <a href="${escapeHtml(links.whatsapp)}">WhatsApp</a>` : ''
      }`
    : escapeHtml(phone)
  const html = htmlPage(
    [
      `<p>${escapeHtml(summary)}</p>`,
      `<p><strong>${escapeHtml(who)}</strong></p>`,
      `<p>Phone: ${call}</p>`,
      ...(row.city ? [`<p>City: ${escapeHtml(headerSafe(row.city))}</p>`] : []),
      `<p>Project Type: ${escapeHtml(headerSafe(row.projectType))}</p>`,
      `<p><a href="${escapeHtml(link)}">Open it in the dashboard</a></p>`,
    ].join('\n'),
  )
  return {
    to: facts.to,
    replyTo: row.email || undefined,
    subject: headerSafe(
      `Lead #${row.id} waited past its ${minutes}: ${row.name}, ${row.projectType}`,
    ),
    text,
    html,
  }
}
