import { escapeHtml } from '../../escape-html'
import { htmlPage } from '../mail-message'
import type { MailTemplate } from '../mail-template'

/** One lead of a morning digest, as the member of staff reads it. */
export interface DigestLead {
  id: number
  name: string
  phone: string
  projectType: string
  /** The stage's label: "Contacted". */
  stage: string
  /** When the follow-up was planned, in company time: "30 Nov 2026, 10:00 am IST". */
  followUp: string
  /** The lead in the dashboard. */
  link: string
}

export interface StaffDigestData {
  staffName: string
  /** The company day: "Monday 30 Nov 2026". */
  day: string
  /** Follow-ups planned before today, oldest first. */
  overdue: DigestLead[]
  /** Follow-ups planned for today, earliest first. */
  dueToday: DigestLead[]
  /** The dashboard's list of one's own leads due. */
  listLink: string
}

const count = (leads: readonly DigestLead[], word: string) => `${leads.length} ${word}`

function section(title: string, leads: readonly DigestLead[]) {
  if (leads.length === 0) return { text: [] as string[], html: '' }
  const line = (lead: DigestLead) =>
    `#${lead.id} ${lead.name}, ${lead.phone} (${lead.projectType}; ${lead.stage}): follow up ${lead.followUp}`
  return {
    text: [title, ...leads.map((lead) => `- ${line(lead)}\n  ${lead.link}`), ''],
    html: [
      `<h2 style="font-size:16px">${escapeHtml(title)}</h2>`,
      '<ul>',
      ...leads.map(
        (lead) => `<li><a href="${escapeHtml(lead.link)}">${escapeHtml(line(lead))}</a></li>`,
      ),
      '</ul>',
    ].join('\n'),
  }
}

const english = ({ staffName, day, overdue, dueToday, listLink }: StaffDigestData) => {
  const late = section(`Overdue (${overdue.length})`, overdue)
  const today = section(`Due today (${dueToday.length})`, dueToday)
  const intro = `Good morning ${staffName}, here are your follow-ups for ${day}.`
  return {
    subject: `Your follow-ups for ${day}: ${count(overdue, 'overdue')}, ${count(dueToday, 'due today')}`,
    text: [
      intro,
      '',
      ...late.text,
      ...today.text,
      `All of them in the dashboard: ${listLink}`,
    ].join('\n'),
    html: htmlPage(
      [
        `<p>${escapeHtml(intro)}</p>`,
        late.html,
        today.html,
        `<p><a href="${escapeHtml(listLink)}">All of them in the dashboard</a></p>`,
      ].join('\n'),
    ),
  }
}

/**
 * The morning digest of a member of staff: their follow-ups overdue and due today, each with its
 * link (leads/morning-digest.ts). Staff read the dashboard in English, so both languages are the
 * English.
 */
export const staffDigest: MailTemplate<StaffDigestData> = { en: english, hi: english }
