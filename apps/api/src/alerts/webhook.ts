import { createHmac } from 'node:crypto'
import { quoteRequestFields, type StaffRef } from '@nirman/contract'
import type { ContactSubmissionRow } from '../db/entities'
import { dashboardLink } from './lead-message'

export const webhookHeaders = {
  signature: 'x-nirman-signature',
  timestamp: 'x-nirman-timestamp',
  delivery: 'x-nirman-delivery',
} as const

/** The JSON body of the lead webhook (documented in apps/api/README.md). */
export interface LeadWebhookPayload {
  /**
   * created: a new request; escalated: a request nobody tried within the desk's first-contact
   * time (the owner's alert, issue 27), with `escalation`.
   */
  event: 'quote_request.created' | 'quote_request.escalated'
  request: Record<(typeof quoteRequestFields)[number], string> & {
    id: number
    createdAt: string
    /** The square feet of `landSize` (which is as typed: "2 katha"); null when none was given. */
    landSizeSqFt: number | null
    dashboardUrl: string
    /** The website's language the visitor used: en or hi. */
    language: string
    /** The member of staff the owner's rules gave it to; null when nobody could be given it. */
    assignee: StaffRef | null
    source: {
      form: string
      page: string
      landingPage: string
      referrer: string
      utmSource: string
      utmMedium: string
      utmCampaign: string
      utmTerm: string
      utmContent: string
      gclid: string
      fbclid: string
      calculator: string
    }
  }
  /** Only with quote_request.escalated. */
  escalation?: {
    /** ISO 8601, UTC. */
    escalatedAt: string
    /** ISO 8601, UTC: the end of its first-contact time by the desk's hours (as now set). */
    dueAt: string | null
    firstContactMinutes: number
  }
}

export function leadWebhookPayload(
  row: ContactSubmissionRow,
  publicUrl: string,
  assignee: StaffRef | null = null,
): LeadWebhookPayload {
  const fields = Object.fromEntries(
    quoteRequestFields.map((field) => [field, row[field]]),
  ) as Record<(typeof quoteRequestFields)[number], string>
  return {
    event: 'quote_request.created',
    request: {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      ...fields,
      landSizeSqFt: row.landSizeSqFt === null ? null : Number(row.landSizeSqFt),
      dashboardUrl: dashboardLink({ publicUrl }, row.id),
      language: row.language,
      assignee,
      source: {
        form: row.sourceForm,
        page: row.sourcePage,
        landingPage: row.landingPage,
        referrer: row.referrer,
        utmSource: row.utmSource,
        utmMedium: row.utmMedium,
        utmCampaign: row.utmCampaign,
        utmTerm: row.utmTerm,
        utmContent: row.utmContent,
        gclid: row.gclid,
        fbclid: row.fbclid,
        calculator: row.calculator,
      },
    },
  }
}

/**
 * `sha256=<hex>`: HMAC-SHA256 with the shared secret over `<timestamp>.<raw body>`. The timestamp
 * (Unix seconds, also sent in its own header) lets a receiver refuse old replays.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

export interface WebhookTarget {
  url: string
  secret: string
  timeoutMs: number
}

/** POSTs a lead's payload (postWebhook). */
export function postLeadWebhook(
  target: WebhookTarget,
  deliveryId: string,
  payload: LeadWebhookPayload,
): Promise<void> {
  return postWebhook(target, deliveryId, JSON.stringify(payload))
}

/**
 * POSTs a JSON body to the company's webhook, signed; resolves on any 2xx, throws otherwise (the
 * outbox retries). The delivery id stays the same across retries, so a receiver can drop a repeat.
 */
export async function postWebhook(
  target: WebhookTarget,
  deliveryId: string,
  body: string,
): Promise<void> {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const response = await fetch(target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Nirman-Lead-Webhook/1',
      [webhookHeaders.timestamp]: timestamp,
      [webhookHeaders.delivery]: deliveryId,
      [webhookHeaders.signature]: webhookSignature(target.secret, timestamp, body),
    },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(target.timeoutMs),
  })
  // The body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new Error(`Webhook answered ${response.status} ${response.statusText}`)
}
