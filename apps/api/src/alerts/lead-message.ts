import { formatCompanyDateTime, quoteLanguageLabels, type StaffRef } from '@nirman/contract'
import { landSizeForStaff } from '@nirman/contract/quote-fields'
import type { ContactSubmissionRow } from '../db/entities'
import { escapeHtml } from '../escape-html'
import { headerSafe, htmlPage, type MailMessage } from '../mail/mail-message'
import type { AlertSettings } from './alert-settings'
import { phoneLinks } from './phone-links'

const landSides = ['North', 'South', 'East', 'West'] as const

/** Every field of a request and of its source, labelled, in the order of the CSV export. */
export function leadLines(row: ContactSubmissionRow): [label: string, value: string][] {
  return [
    ['Name', row.name],
    ['Phone', row.phone],
    ['Email', row.email],
    ['City', row.city],
    // As typed, with its square feet: "2 katha (2,722.5 sq ft)", "1,800 sq ft".
    ['Land Size', landSizeForStaff(row.landSize, row.landSizeSqFt)],
    ...landSides.map((side): [string, string] => {
      const feet = row[`landDimension${side}Feet`]
      const inches = row[`landDimension${side}Inches`]
      return [`${side} side`, feet ? `${feet} ft ${inches} in` : '']
    }),
    ['Facing', row.landFacing],
    ['Project Type', row.projectType],
    ['Message', row.message],
    ['Form', row.sourceForm],
    ['Sent from page', row.sourcePage],
    ['Landing page', row.landingPage],
    ['Referrer', row.referrer],
    ['utm_source', row.utmSource],
    ['utm_medium', row.utmMedium],
    ['utm_campaign', row.utmCampaign],
    ['utm_term', row.utmTerm],
    ['utm_content', row.utmContent],
    ['gclid', row.gclid],
    ['fbclid', row.fbclid],
    ['Calculator', row.calculator],
    ['Language', quoteLanguageLabels[row.language] ?? row.language],
  ]
}

/** The address of a request in the dashboard. */
export function dashboardLink(settings: Pick<AlertSettings, 'publicUrl'>, id: number): string {
  return `${settings.publicUrl}/admin/dashboard?request=${id}`
}

/**
 * An instant as staff in Patna read it, whatever the server's time zone: "27 Nov 2026, 12:56 am
 * IST" (the dashboard's format with its zone named, as an e-mail may be read anywhere).
 */
export function companyTimeText(instant: Date): string {
  return `${formatCompanyDateTime(instant)} IST`
}

/** The latest earlier request from the same phone, for the repeat line of an alert. */
export interface EarlierRequest {
  id: number
  createdAt: Date
}

/** "Repeat request: this number wrote before on 20 Nov 2026, 3:15 pm IST (request #11)". */
export function repeatLine(earlier: EarlierRequest | undefined): string {
  return earlier
    ? `Repeat request: this number wrote before on ${companyTimeText(earlier.createdAt)} (request #${earlier.id})`
    : 'Repeat request: this number wrote before'
}

/**
 * Who answers the request: "Assigned to: Priya Sharma" (the owner's rules gave it when it was
 * stored), or a call to take it when nobody could be given it.
 */
export function assigneeLine(assignee: StaffRef | undefined): string {
  return assignee
    ? `Assigned to: ${headerSafe(assignee.name)}`
    : 'Assigned to: nobody yet. Take it in the dashboard and call within 5 minutes'
}

/** The Phone row of the HTML part: the number as a tel: link, and WhatsApp for a mobile. */
function phoneCell(phone: string): string {
  const links = phoneLinks(phone)
  if (!links) return escapeHtml(phone)
  const call = `<a href="${escapeHtml(links.tel)}">${escapeHtml(links.display)}</a>`
  return links.whatsapp
    ? `${call} &middot; <a href="${escapeHtml(links.whatsapp)}">WhatsApp</a>`
    : call
}

/**
 * The lines and table rows of one request in a staff alert: the time in the company's zone, the
 * repeat line when the number wrote before, every field (the phone in its +91 form, a link in the
 * HTML part) and the dashboard link. Values are one line each (the contract refuses control
 * characters in one-line fields); the message keeps its line breaks, indented in the plain text
 * so that no line of it can pass for a field ("Phone: ...") of the alert.
 */
function leadBlock(
  row: ContactSubmissionRow,
  settings: AlertSettings,
  earlier: EarlierRequest | undefined,
  assignee: StaffRef | undefined,
) {
  const link = dashboardLink(settings, row.id)
  const lines = leadLines(row)
    .filter(([, value]) => value !== '')
    .map(([label, value]): [string, string] => {
      if (label === 'Message') return [label, value]
      // One line each, also for a request stored before the contract refused line breaks.
      const line = headerSafe(value)
      return [label, label === 'Phone' ? (phoneLinks(line)?.display ?? line) : line]
    })
  const heading = `New quote request #${row.id} (${companyTimeText(row.createdAt)})`
  const repeat = row.isRepeat ? repeatLine(earlier) : undefined
  const owner = assigneeLine(assignee)
  const text = [
    heading,
    ...(repeat ? [repeat] : []),
    owner,
    '',
    ...lines.map(
      ([label, value]) => `${label}: ${value.replace(/\r\n?|[\n\u2028\u2029]/g, '\n    ')}`,
    ),
    '',
    `Open it in the dashboard: ${link}`,
  ].join('\n')
  const rows = lines
    .map(([label, value]) => {
      const cell = label === 'Phone' ? phoneCell(row.phone) : escapeHtml(value)
      return `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${cell}</td></tr>`
    })
    .join('\n')
  const html = [
    `<p>${escapeHtml(heading)}</p>`,
    ...(repeat ? [`<p><strong>${escapeHtml(repeat)}</strong></p>`] : []),
    `<p><strong>${escapeHtml(owner)}</strong></p>`,
    `<table cellpadding="4">${rows}</table>`,
    `<p><a href="${escapeHtml(link)}">Open it in the dashboard</a></p>`,
  ].join('\n')
  return { text, html }
}

/**
 * The staff alert: "New quote request: Rajesh Kumar, Residential Construction", who it is assigned
 * to, every field and the source in plain text and HTML, and the link to the request. Values never reach a header but the
 * subject (control characters removed; nodemailer encodes the rest) and Reply-To (a checked e-mail).
 *
 * Requests waiting together (a burst, or the backlog after the mail server was away) share one
 * e-mail, each with the same block it would have alone: "New quote requests (3): Rajesh Kumar,
 * Residential Construction and 2 more". One request is always the single form above.
 */
export function leadAlertMessage(
  rows: ContactSubmissionRow | readonly ContactSubmissionRow[],
  settings: AlertSettings,
  earlierOf: (row: ContactSubmissionRow) => EarlierRequest | undefined = () => undefined,
  assigneeOf: (row: ContactSubmissionRow) => StaffRef | undefined = () => undefined,
): MailMessage {
  const leads = Array.isArray(rows) ? rows : [rows as ContactSubmissionRow]
  const [first] = leads
  if (!first) throw new Error('A lead alert needs at least one request')
  const blocks = leads.map((row) => leadBlock(row, settings, earlierOf(row), assigneeOf(row)))
  const lead = `${first.name}, ${first.projectType}`
  if (leads.length === 1) {
    const [block] = blocks as [ReturnType<typeof leadBlock>]
    return {
      to: settings.to,
      replyTo: first.email || undefined,
      subject: headerSafe(`New quote request: ${lead}`),
      text: block.text,
      html: htmlPage(block.html),
    }
  }
  return {
    to: settings.to,
    // Several visitors: answering goes to nobody in particular.
    subject: headerSafe(
      `New quote requests (${leads.length}): ${lead} and ${leads.length - 1} more`,
    ),
    text: blocks.map((block) => block.text).join(`\n\n${'-'.repeat(40)}\n\n`),
    html: htmlPage(blocks.map((block) => block.html).join('\n<hr>\n')),
  }
}
