import { type ContactSubmission, type LeadAlert, phoneDigits } from '@nirman/contract'
import type { ContactSubmissionRow, LeadAlertRow } from '../db/entities'

const REPEAT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

/** The number two phone numbers must share to be the same: its last ten digits (+91 or not). */
const phoneKey = (phone: string) => phoneDigits(phone).slice(-10)

/**
 * How many earlier requests a repeat links to, newest first. A number that sent hundreds (a
 * spammer, a test) would otherwise give every one of its rows hundreds of links, and the list
 * would grow with the square of them.
 */
export const REPEAT_LINKS = 5

/** What the repeat check reads of a request. */
type PhoneAndTime = Pick<ContactSubmissionRow, 'id' | 'phone' | 'createdAt'>

const byTime = (a: PhoneAndTime, b: PhoneAndTime) =>
  a.createdAt.getTime() - b.createdAt.getTime() || Number(a.id) - Number(b.id)

/**
 * For each request, the earlier requests (newest first, at most REPEAT_LINKS) from the same phone
 * number in the 30 days before it: "+91 98765 43210" and "98765-43210" are the same number. Each
 * number's requests are sorted once and walked with a sliding 30-day window.
 */
export function repeatsOf(rows: readonly PhoneAndTime[]): Map<number, number[]> {
  const byPhone = new Map<string, PhoneAndTime[]>()
  for (const row of rows) {
    const key = phoneKey(row.phone)
    const group = byPhone.get(key)
    if (group) group.push(row)
    else byPhone.set(key, [row])
  }
  const repeats = new Map<number, number[]>()
  for (const group of byPhone.values()) {
    group.sort(byTime)
    let windowStart = 0
    group.forEach((row, index) => {
      const since = row.createdAt.getTime() - REPEAT_WINDOW_MS
      for (;;) {
        const oldest = group[windowStart]
        if (!oldest || oldest.createdAt.getTime() >= since) break
        windowStart += 1
      }
      const earlier: number[] = []
      for (
        let other = index - 1;
        other >= windowStart && earlier.length < REPEAT_LINKS;
        other -= 1
      ) {
        const previous = group[other]
        if (previous) earlier.push(Number(previous.id))
      }
      repeats.set(Number(row.id), earlier)
    })
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
