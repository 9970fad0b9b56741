import type { ContactSubmission, LeadAlert } from '@nirman/contract'
import type { ContactSubmissionRow, LeadAlertRow } from '../db/entities'

export function toLeadAlert(row: LeadAlertRow): LeadAlert {
  const due = row.status === 'pending' || row.status === 'retrying'
  return {
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    nextAttemptAt: due ? row.nextAttemptAt.toISOString() : null,
  }
}

/** A row as staff see it, with its source, repeats and alerts. */
export function toContactSubmission(
  row: ContactSubmissionRow,
  extra: { repeatOf?: number[]; alerts?: LeadAlertRow[] } = {},
): ContactSubmission {
  const {
    sourceForm,
    sourcePage,
    landingPage,
    referrer,
    utmSource,
    utmMedium,
    utmCampaign,
    utmTerm,
    utmContent,
    gclid,
    fbclid,
    calculator,
    phoneDigits: _digits,
    idempotencyKey: _key,
    alertChannels: _channels,
    // The sales desk's columns are answered by the lead routes (leads/lead-view.ts).
    stage: _stage,
    lostReason: _lostReason,
    followUpAt: _followUpAt,
    assigneeId: _assigneeId,
    version: _version,
    updatedAt: _updatedAt,
    phoneNational: _national,
    phoneNationalReversed: _reversed,
    isRepeat: _isRepeat,
    firstContactAt: _firstContactAt,
    firstContactById: _firstContactById,
    escalatedAt: _escalatedAt,
    furthestStage: _furthestStage,
    firstContactSeconds: _firstContactSeconds,
    ...fields
  } = row
  return {
    ...fields,
    id: Number(row.id),
    // Both drivers answer DOUBLE (REAL on SQLite) as a number; made sure of here, as the id is.
    landSizeSqFt: row.landSizeSqFt === null ? null : Number(row.landSizeSqFt),
    isProcessed: Boolean(row.isProcessed),
    isSpam: Boolean(row.isSpam),
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt ? row.processedAt.toISOString() : null,
    source: {
      form: sourceForm,
      page: sourcePage,
      landingPage,
      referrer,
      utmSource,
      utmMedium,
      utmCampaign,
      utmTerm,
      utmContent,
      gclid,
      fbclid,
      calculator,
    },
    repeatOf: extra.repeatOf ?? [],
    alerts: (extra.alerts ?? []).map(toLeadAlert),
  }
}
