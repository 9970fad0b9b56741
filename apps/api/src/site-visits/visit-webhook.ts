import type { QuoteLanguage, SiteVisitStatus } from '@nirman/contract'
import type { EntityManager } from 'typeorm'
import { postWebhook, type WebhookTarget } from '../alerts/webhook'
import { VisitWebhookEntity, type VisitWebhookRow } from '../db/visit-entities'
import { renderMail } from '../mail/templates'
import type { SiteVisitReminderData } from '../mail/templates/site-visit'
import type { OutboxSend } from '../outbox/outbox-worker'

/** The visits' outbox of webhook posts, for the outbox worker. */
export const visitWebhookTable = { entity: VisitWebhookEntity, dueIndex: 'IDX_visit_webhooks_due' }

/**
 * The JSON body of a visit's reminder on the company's webhook (documented in apps/api/README.md):
 * for an SMS or WhatsApp gateway, which sends `text` to `visit.phone`.
 */
export interface VisitReminderPayload {
  event: 'site_visit.reminder'
  hoursBefore: 24 | 2
  /** The reminder as the visitor reads it, in their language, with the visit's link. */
  text: string
  visit: {
    id: number
    status: SiteVisitStatus
    startsAt: string
    endsAt: string
    name: string
    phone: string
    language: QuoteLanguage
    address: string
    mapLink: string
    link: string
  }
}

/**
 * Writes a reminder's post to the webhook into its outbox, in the caller's transaction (the one
 * that claims the reminder); its id.
 */
export async function queueVisitReminderPost(
  manager: EntityManager,
  visit: { status: SiteVisitStatus; phone: string; language: QuoteLanguage },
  data: SiteVisitReminderData,
): Promise<number> {
  // Due at once, by the clock the outbox's worker reads (as mail-outbox.ts's queueMail).
  const now = new Date()
  const { subject } = renderMail('site-visit-reminder', visit.language, data)
  const payload: VisitReminderPayload = {
    event: 'site_visit.reminder',
    hoursBefore: data.hoursBefore,
    text: `${subject}. ${data.link}`,
    visit: {
      id: data.visitId,
      status: visit.status,
      startsAt: data.startsAt,
      endsAt: data.endsAt,
      name: data.name,
      phone: visit.phone,
      language: visit.language,
      address: data.address,
      mapLink: data.mapLink,
      link: data.link,
    },
  }
  const result = await manager.insert(VisitWebhookEntity, {
    visitId: data.visitId,
    event: payload.event,
    payload: JSON.stringify(payload),
    status: 'pending',
    attempts: 0,
    createdAt: now,
    nextAttemptAt: now,
  })
  return Number(result.identifiers[0]?.id)
}

/**
 * The sends of claimed posts: each POSTs its JSON as written, signed like the lead webhook
 * (HMAC-SHA256 of `<timestamp>.<body>`), with the same delivery id on every attempt.
 */
export function visitWebhookSends(target: WebhookTarget, claimed: VisitWebhookRow[]) {
  return claimed.map(
    (row): OutboxSend<VisitWebhookRow> => ({
      rows: [row],
      label: `Visit webhook ${row.id} (${row.event}, visit ${row.visitId})`,
      send: () => postWebhook(target, `visit-webhook-${row.id}`, row.payload),
    }),
  )
}
