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
import { dashboardCopy, leadCopy, submissionCopy } from '../../content'

/**
 * An ISO 8601 instant as staff read it, in the company's time (Asia/Kolkata), as the CSV export
 * writes it: "18 Nov 2026, 12:00 pm".
 */
export function formatDateTime(iso: string): string {
  return formatCompanyDateTime(iso)
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

/** "1800 sq ft" for a number; anything else as it was typed. Empty when not given. */
export function formatLandSize(landSize: string): string {
  const size = landSize.trim()
  if (size === '') return ''
  return /^\d+(?:\.\d+)?$/.test(size) ? submissionCopy.landSize(size) : size
}

/** One side of the plot, "40 ft 6 in". Empty when its feet were not given (the hero form). */
export function formatSide(submission: ContactSubmission, side: LandSide): string {
  const feet = submission[sideFeetField(side)].trim()
  if (feet === '') return ''
  return submissionCopy.side(feet, submission[sideInchesField(side)].trim() || '0')
}

/** "New" or "Processed". */
export function statusLabel(submission: Pick<ContactSubmission, 'isProcessed'>): string {
  return submission.isProcessed ? dashboardCopy.statusProcessed : dashboardCopy.statusNew
}

/** A labelled value of the details dialog and of "Copy details"; `kind` says how to show it. */
export interface SubmissionField {
  label: string
  value: string
  kind?: 'phone' | 'email' | 'multiline' | 'date'
  /** The raw value behind a formatted one: the ISO instant of a date. */
  raw?: string
}

export interface SubmissionSection {
  title: string
  fields: SubmissionField[]
}

/**
 * Every field of a submission, grouped as the details dialog shows them: the 16 fields of the
 * quote request (website.md section 3), then its ID, when it arrived and its status. Empty
 * values stay empty here; the dialog and the copied text say "Not given".
 */
export function submissionSections(submission: ContactSubmission): SubmissionSection[] {
  const labels = submissionCopy.labels
  const { sections } = submissionCopy
  return [
    {
      title: sections.contact,
      fields: [
        { label: labels.name, value: submission.name },
        { label: labels.phone, value: submission.phone, kind: 'phone' },
        { label: labels.email, value: submission.email, kind: 'email' },
        { label: labels.city, value: submission.city },
      ],
    },
    {
      title: sections.land,
      fields: [
        { label: labels.landSize, value: formatLandSize(submission.landSize) },
        ...landSides.map((side) => ({ label: labels[side], value: formatSide(submission, side) })),
        { label: labels.landFacing, value: submission.landFacing },
      ],
    },
    {
      title: sections.project,
      fields: [
        { label: labels.projectType, value: submission.projectType },
        { label: labels.message, value: submission.message, kind: 'multiline' },
      ],
    },
    {
      title: sections.record,
      fields: [
        { label: labels.id, value: String(submission.id) },
        {
          label: labels.createdAt,
          value: formatDateTime(submission.createdAt),
          kind: 'date',
          raw: submission.createdAt,
        },
        { label: labels.status, value: statusLabel(submission) },
        submission.processedAt
          ? {
              label: labels.processedAt,
              value: formatDateTime(submission.processedAt),
              kind: 'date',
              raw: submission.processedAt,
            }
          : { label: labels.processedAt, value: submissionCopy.notProcessedYet },
      ],
    },
    {
      title: leadCopy.sourceSection,
      fields: [
        ...quoteSourceFields.map((field) => ({
          label: leadCopy.sourceLabels[field],
          value:
            field === 'form' && submission.source.form !== ''
              ? leadCopy.forms[submission.source.form]
              : submission.source[field],
        })),
        // The website's language the visitor used (issue 12), last of where the request came from.
        { label: leadCopy.language, value: quoteLanguageLabels[submission.language] ?? '' },
      ],
    },
  ]
}

/**
 * The plain text "Copy details" puts on the clipboard: the name, then one "Label: value" line per
 * field, ready to paste into a message or a note. A message of several lines follows its label
 * on lines of its own.
 */
export function submissionSummary(submission: ContactSubmission): string {
  const lines = [submission.name]
  for (const section of submissionSections(submission)) {
    lines.push('', section.title)
    for (const field of section.fields) {
      const value = field.value.trim() === '' ? submissionCopy.notGiven : field.value
      lines.push(value.includes('\n') ? `${field.label}:\n${value}` : `${field.label}: ${value}`)
    }
  }
  return lines.join('\n')
}
