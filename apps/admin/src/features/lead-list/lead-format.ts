import type { ContactSubmission, LandSide, LeadSummary } from '@nirman/contract'
import {
  closedLeadStages,
  companyDate,
  formatCompanyDateTime,
  landSides,
  quoteLanguageLabels,
  quoteSourceFields,
  sideFeetField,
  sideInchesField,
} from '@nirman/contract'
import { landSizeForStaff } from '@nirman/contract/quote-fields'
import { dashboardCopy, leadCopy, leadDetailsCopy } from '../../content'
import { formatCount } from '../../count-format'

/**
 * An ISO 8601 instant as staff read it, in the company's time (Asia/Kolkata), as the CSV export
 * writes it: "18 Nov 2026, 12:00 pm".
 */
export function formatDateTime(iso: string): string {
  return formatCompanyDateTime(iso)
}

/**
 * formatDateTime's text cut where a narrow column may break it, between the date and the time:
 * `{ date: '18 Nov 2026,', time: '12:00 pm' }` (joined by a space, the same text).
 */
export function formatDateTimeLines(iso: string): { date: string; time: string } {
  const full = formatDateTime(iso)
  // "18 Nov 2026, 12:00 pm": the time is what follows the last comma.
  const comma = full.lastIndexOf(', ')
  if (comma < 0) return { date: full, time: '' }
  return { date: full.slice(0, comma + 1), time: full.slice(comma + 2) }
}

/**
 * Whether a follow-up is overdue (its time has passed), due today (later today, in the company's
 * calendar) or later. A won or lost lead has nothing due.
 */
export function followUpState(
  lead: Pick<LeadSummary, 'followUpAt' | 'stage'>,
  now: Date,
): 'overdue' | 'today' | 'later' | 'none' {
  if (!lead.followUpAt || closedLeadStages.includes(lead.stage)) return 'none'
  const at = new Date(lead.followUpAt)
  if (at.getTime() <= now.getTime()) return 'overdue'
  return companyDate(at) === companyDate(now) ? 'today' : 'later'
}

/**
 * The land size as typed with its square feet, as the alert e-mail shows it: "2 katha (2,722.5 sq
 * ft)", "30x40 (1,200 sq ft)", "1,800 sq ft" for a size typed in sq ft. Empty when not given.
 */
export function formatLandSize(lead: Pick<ContactSubmission, 'landSize' | 'landSizeSqFt'>): string {
  return landSizeForStaff(lead.landSize, lead.landSizeSqFt)
}

/** One side of the plot, "40 ft 6 in". Empty when its feet were not given (the hero form). */
export function formatSide(lead: ContactSubmission, side: LandSide): string {
  const feet = lead[sideFeetField(side)].trim()
  if (feet === '') return ''
  return leadDetailsCopy.side(feet, lead[sideInchesField(side)].trim() || '0')
}

/** "New" or "Processed". */
export function statusLabel(lead: Pick<ContactSubmission, 'isProcessed'>): string {
  return lead.isProcessed ? dashboardCopy.statusProcessed : dashboardCopy.statusNew
}

/**
 * Whether the stage says something the status does not: a new request's stage "New" repeats its
 * status "New" ("New New"), so it is shown once. A processed request still at stage New says so.
 */
export function stageAddsToStatus(lead: Pick<LeadSummary, 'stage' | 'isProcessed'>): boolean {
  return lead.isProcessed || lead.stage !== 'new'
}

/** "Showing 1-25 of 97,040 submissions" over the list (or "Showing 0 submissions"). */
export function showingText(first: number, last: number, total: number): string {
  return dashboardCopy.showing(formatCount(first), formatCount(last), total, formatCount(total))
}

/** A labelled value of the details dialog and of "Copy details"; `kind` says how to show it. */
export interface LeadField {
  label: string
  value: string
  kind?: 'phone' | 'email' | 'multiline' | 'date'
  /** The raw value behind a formatted one: the ISO instant of a date. */
  raw?: string
}

export interface LeadSection {
  title: string
  fields: LeadField[]
}

/**
 * Every field of a lead, grouped as the details dialog shows them: the 16 fields of the
 * quote request (website.md section 3), then its ID, when it arrived and its status. Empty
 * values stay empty here; the dialog and the copied text say "Not given".
 */
export function leadSections(lead: ContactSubmission): LeadSection[] {
  const labels = leadDetailsCopy.labels
  const { sections } = leadDetailsCopy
  return [
    {
      title: sections.contact,
      fields: [
        { label: labels.name, value: lead.name },
        { label: labels.phone, value: lead.phone, kind: 'phone' },
        { label: labels.email, value: lead.email, kind: 'email' },
        { label: labels.city, value: lead.city },
      ],
    },
    {
      title: sections.land,
      fields: [
        { label: labels.landSize, value: formatLandSize(lead) },
        ...landSides.map((side) => ({ label: labels[side], value: formatSide(lead, side) })),
        { label: labels.landFacing, value: lead.landFacing },
      ],
    },
    {
      title: sections.project,
      fields: [
        { label: labels.projectType, value: lead.projectType },
        { label: labels.message, value: lead.message, kind: 'multiline' },
      ],
    },
    {
      title: sections.record,
      fields: [
        { label: labels.id, value: String(lead.id) },
        {
          label: labels.createdAt,
          value: formatDateTime(lead.createdAt),
          kind: 'date',
          raw: lead.createdAt,
        },
        { label: labels.status, value: statusLabel(lead) },
        lead.processedAt
          ? {
              label: labels.processedAt,
              value: formatDateTime(lead.processedAt),
              kind: 'date',
              raw: lead.processedAt,
            }
          : { label: labels.processedAt, value: leadDetailsCopy.notProcessedYet },
      ],
    },
    {
      title: leadCopy.sourceSection,
      fields: [
        ...quoteSourceFields.map((field) => ({
          label: leadCopy.sourceLabels[field],
          value:
            field === 'form' && lead.source.form !== ''
              ? leadCopy.forms[lead.source.form]
              : lead.source[field],
        })),
        // The website's language the visitor used (issue 12), last of where the request came from.
        { label: leadCopy.language, value: quoteLanguageLabels[lead.language] ?? '' },
      ],
    },
  ]
}

/**
 * The plain text "Copy details" puts on the clipboard: the name, then one "Label: value" line per
 * field, ready to paste into a message or a note. A message of several lines follows its label
 * on lines of its own.
 */
export function leadDetailsText(lead: ContactSubmission): string {
  const lines = [lead.name]
  for (const section of leadSections(lead)) {
    lines.push('', section.title)
    for (const field of section.fields) {
      const value = field.value.trim() === '' ? leadDetailsCopy.notGiven : field.value
      lines.push(value.includes('\n') ? `${field.label}:\n${value}` : `${field.label}: ${value}`)
    }
  }
  return lines.join('\n')
}
