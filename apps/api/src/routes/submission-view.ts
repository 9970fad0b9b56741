import { type ContactSubmission, type LeadAlert, phoneDigits } from '@nirman/contract'
import type { ContactSubmissionRow, LeadAlertRow } from '../db/entities'

const REPEAT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

/** The number two phone numbers must share to be the same: its last ten digits (+91 or not). */
const phoneKey = (phone: string) => phoneDigits(phone).slice(-10)

/**
 * For each request, the earlier requests (newest first) from the same phone number in the 30 days
 * before it: "+91 98765 43210" and "98765-43210" are the same number.
 */
export function repeatsOf(rows: ContactSubmissionRow[]): Map<number, number[]> {
  const byPhone = new Map<string, ContactSubmissionRow[]>()
  for (const row of rows) {
    const key = phoneKey(row.phone)
    byPhone.set(key, [...(byPhone.get(key) ?? []), row])
  }
  const repeats = new Map<number, number[]>()
  for (const row of rows) {
    const since = row.createdAt.getTime() - REPEAT_WINDOW_MS
    const earlier = (byPhone.get(phoneKey(row.phone)) ?? [])
      .filter((other) => {
        const at = other.createdAt.getTime()
        const before =
          at < row.createdAt.getTime() || (at === row.createdAt.getTime() && other.id < row.id)
        return other.id !== row.id && before && at >= since
      })
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((other) => Number(other.id))
    repeats.set(Number(row.id), earlier)
  }
  return repeats
}

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
    ...fields
  } = row
  return {
    ...fields,
    id: Number(row.id),
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
