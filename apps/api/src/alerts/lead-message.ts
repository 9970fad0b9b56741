import { quoteLanguageLabels } from '@nirman/contract'
import type { ContactSubmissionRow } from '../db/entities'
import type { AlertSettings } from './alert-settings'

/** An e-mail as nodemailer takes it; the same shape is written to .eml files. */
export interface MailMessage {
  from: string
  to: string[]
  replyTo?: string | undefined
  subject: string
  text: string
  html: string
}

/** The company's contact details in the acknowledgement (the website's content/company.ts). */
export const companyContact = {
  name: 'Nirman Constructions',
  phone: '+91 98765 43210',
  email: 'info@nirmanconstructions.in',
  hours: 'Monday to Saturday 9:00 AM to 6:00 PM',
} as const

const landSides = ['North', 'South', 'East', 'West'] as const

/** Every field of a request and of its source, labelled, in the order of the CSV export. */
export function leadLines(row: ContactSubmissionRow): [label: string, value: string][] {
  return [
    ['Name', row.name],
    ['Phone', row.phone],
    ['Email', row.email],
    ['City', row.city],
    ['Land Size', row.landSize ? `${row.landSize} sq ft` : ''],
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

/** Line breaks and other control characters out of a value that goes into a header. */
export function headerSafe(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** The address of a request in the dashboard. */
export function dashboardLink(settings: Pick<AlertSettings, 'publicUrl'>, id: number): string {
  return `${settings.publicUrl}/admin/dashboard?request=${id}`
}

/** The lines and table rows of one request in a staff alert. */
function leadBlock(row: ContactSubmissionRow, settings: AlertSettings) {
  const link = dashboardLink(settings, row.id)
  const lines = leadLines(row).filter(([, value]) => value !== '')
  const heading = `New quote request #${row.id} (${row.createdAt.toISOString()})`
  const text = [
    heading,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open it in the dashboard: ${link}`,
  ].join('\n')
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n')
  const html = [
    `<p>${heading}</p>`,
    `<table cellpadding="4">${rows}</table>`,
    `<p><a href="${escapeHtml(link)}">Open it in the dashboard</a></p>`,
  ].join('\n')
  return { text, html }
}

const htmlPage = (body: string) =>
  ['<!doctype html><html><head><meta charset="utf-8"></head><body>', body, '</body></html>'].join(
    '\n',
  )

/**
 * The staff alert: "New quote request: Rajesh Kumar, Residential Construction", every field and the
 * source in plain text and HTML, and the link to the request. Values never reach a header but the
 * subject (control characters removed; nodemailer encodes the rest) and Reply-To (a checked e-mail).
 *
 * Requests waiting together (a burst, or the backlog after the mail server was away) share one
 * e-mail, each with the same block it would have alone: "New quote requests (3): Rajesh Kumar,
 * Residential Construction and 2 more". One request is always the single form above.
 */
export function leadAlertMessage(
  rows: ContactSubmissionRow | readonly ContactSubmissionRow[],
  settings: AlertSettings,
): MailMessage {
  const leads = Array.isArray(rows) ? rows : [rows as ContactSubmissionRow]
  const [first] = leads
  if (!first) throw new Error('A lead alert needs at least one request')
  const blocks = leads.map((row) => leadBlock(row, settings))
  const lead = `${first.name}, ${first.projectType}`
  if (leads.length === 1) {
    const [block] = blocks as [ReturnType<typeof leadBlock>]
    return {
      from: settings.from,
      to: settings.to,
      replyTo: first.email || undefined,
      subject: headerSafe(`New quote request: ${lead}`),
      text: block.text,
      html: htmlPage(block.html),
    }
  }
  return {
    from: settings.from,
    to: settings.to,
    // Several visitors: answering goes to nobody in particular.
    subject: headerSafe(
      `New quote requests (${leads.length}): ${lead} and ${leads.length - 1} more`,
    ),
    text: blocks.map((block) => block.text).join(`\n\n${'-'.repeat(40)}\n\n`),
    html: htmlPage(blocks.map((block) => block.html).join('\n<hr>\n')),
  }
}

/** The short acknowledgement to a visitor who gave an e-mail (LEAD_ACK=true). */
export function acknowledgementMessage(
  row: ContactSubmissionRow,
  settings: AlertSettings,
): MailMessage {
  const greeting = `Dear ${row.name},`
  const body = [
    `Thank you for your quote request for ${row.projectType}. We'll contact you shortly.`,
    `If you would like to talk to us sooner, call ${companyContact.phone} (${companyContact.hours}) or write to ${companyContact.email}.`,
  ]
  return {
    from: settings.from,
    to: [row.email],
    replyTo: companyContact.email,
    subject: `Your quote request to ${companyContact.name}`,
    text: [greeting, '', ...body, '', companyContact.name].join('\n'),
    html: [
      '<!doctype html><html><head><meta charset="utf-8"></head><body>',
      `<p>${escapeHtml(greeting)}</p>`,
      ...body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p>${companyContact.name}</p>`,
      '</body></html>',
    ].join('\n'),
  }
}
