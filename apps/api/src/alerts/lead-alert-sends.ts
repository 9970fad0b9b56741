import { firstContactDeadline, type SalesDeskSettings, type StaffRef } from '@nirman/contract'
import { type DataSource, In, IsNull, Not } from 'typeorm'
import {
  AdminUserEntity,
  ContactSubmissionEntity,
  type ContactSubmissionRow,
  LeadAlertEntity,
  type LeadAlertRow,
} from '../db/entities'
import { staffNames } from '../leads/lead-view'
import type { MailCompany } from '../mail/mail-company'
import type { MailMessage } from '../mail/mail-message'
import type { MailSender } from '../mail/mail-sender'
import { renderMail } from '../mail/templates'
import type { OutboxSend } from '../outbox/outbox-worker'
import type { AlertSettings } from './alert-settings'
import { earlierRequestsOf } from './earlier-request'
import { escalationMessage } from './escalation-message'
import { type EarlierRequest, leadAlertMessage } from './lead-message'
import { leadWebhookPayload, postLeadWebhook } from './webhook'

/** The lead alerts' outbox table (its rows written by the database's trigger), for the worker. */
export const leadAlertTable = { entity: LeadAlertEntity, dueIndex: 'IDX_lead_alerts_due' }

/**
 * Staff alerts of requests waiting together go in one e-mail, up to this many: a burst neither
 * floods the staff's inbox nor spends the server on composing mail while visitors wait.
 */
const LEADS_PER_MAIL = 25

/**
 * The acknowledgement to the visitor of request `row`, in the language of their page, with the
 * company's details in use (`company`).
 */
export function acknowledgementMessage(
  row: Pick<ContactSubmissionRow, 'id' | 'email' | 'language'>,
  company?: MailCompany,
): MailMessage {
  return {
    to: [row.email],
    ...renderMail('quote-acknowledgement', row.language, { reference: row.id }, company),
  }
}

/**
 * Where the owner's alerts about waiting leads go: the active owners' addresses, or the staff
 * alert's (LEAD_ALERT_TO) while no owner has given one, so the alert is never lost.
 */
async function ownerAddresses(dataSource: DataSource, settings: AlertSettings): Promise<string[]> {
  const owners = await dataSource.getRepository(AdminUserEntity).find({
    where: { role: 'owner', disabledAt: IsNull(), email: Not('') },
    select: { id: true, email: true },
    order: { id: 'ASC' },
  })
  return owners.length > 0 ? owners.map((owner) => owner.email) : settings.to
}

/** What the sends of claimed alerts are made with, besides the rows. */
export interface LeadAlertContext {
  settings: AlertSettings
  sender: MailSender
  /** The company's details in use (the acknowledgement's words). */
  company?: MailCompany | undefined
  /** The owner's sales desk in use (an escalation's first-contact time). */
  desk: SalesDeskSettings
}

/**
 * The sends of claimed lead alerts: the staff alerts of up to LEADS_PER_MAIL requests in one
 * e-mail, each acknowledgement, webhook post and escalation on its own. An alert whose request
 * was deleted since went with it (its row too), and is in no send.
 */
export async function leadAlertSends(
  dataSource: DataSource,
  { settings, sender, company, desk }: LeadAlertContext,
  claimed: LeadAlertRow[],
): Promise<OutboxSend<LeadAlertRow>[]> {
  const ids = [...new Set(claimed.map((alert) => alert.submissionId))]
  const rows = await dataSource.getRepository(ContactSubmissionEntity).findBy({ id: In(ids) })
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  const live = claimed.filter((alert) => byId.has(Number(alert.submissionId)))
  const rowOf = (alert: LeadAlertRow) =>
    byId.get(Number(alert.submissionId)) as ContactSubmissionRow
  const staffMail = live.filter((alert) => alert.channel === 'email')
  const earlier = await earlierRequestsOf(dataSource, staffMail.map(rowOf))
  // The assignees' names as they are when the alert goes (a lead reassigned since names the new one).
  const names = await staffNames(
    dataSource.manager,
    live.map((alert) =>
      rowOf(alert).assigneeId === null ? null : Number(rowOf(alert).assigneeId),
    ),
  )
  const escalating = live.some((alert) => alert.channel === 'escalation')
  const escalation = {
    owners: escalating ? await ownerAddresses(dataSource, settings) : [],
    desk,
  }
  const groups: LeadAlertRow[][] = [
    ...chunks(staffMail, LEADS_PER_MAIL),
    ...live.filter((alert) => alert.channel !== 'email').map((alert) => [alert]),
  ]
  return groups.map((alerts) => ({
    rows: alerts,
    label: `Lead alert ${alerts.map((alert) => alert.id).join(', ')} (${alerts[0]?.channel}, request ${alerts.map((alert) => alert.submissionId).join(', ')})`,
    send: () =>
      sendAlerts(
        settings,
        sender,
        alerts,
        alerts.map(rowOf),
        { earlier, names, escalation },
        company,
      ),
  }))
}

/** Sends one alert, or the staff alerts of several requests in one e-mail. */
async function sendAlerts(
  settings: AlertSettings,
  sender: MailSender,
  alerts: LeadAlertRow[],
  rows: ContactSubmissionRow[],
  {
    earlier,
    names,
    escalation,
  }: {
    earlier: Map<number, EarlierRequest>
    names: Map<number, StaffRef>
    escalation: { owners: string[]; desk: SalesDeskSettings }
  },
  company: MailCompany | undefined,
) {
  const [alert] = alerts
  const [row] = rows
  if (!alert || !row) return
  const stamp = row.createdAt.toISOString().replace(/[:.]/g, '-')
  const assigneeOf = (each: ContactSubmissionRow) =>
    each.assigneeId === null ? undefined : names.get(Number(each.assigneeId))
  if (alert.channel === 'email') {
    // <lead-12-email@...> for one request, <leads-12-13-14-email@...> for several.
    const ids = rows.map((each) => each.id)
    const envelope =
      ids.length === 1
        ? {
            messageId: `<lead-${row.id}-email@nirman.alerts>`,
            fileName: `${stamp}-request-${row.id}-email.eml`,
          }
        : {
            messageId: `<leads-${ids.join('-')}-email@nirman.alerts>`,
            fileName: `${stamp}-requests-${row.id}-and-${ids.length - 1}-more-email.eml`,
          }
    const message = leadAlertMessage(
      rows,
      settings,
      (each) => earlier.get(Number(each.id)),
      assigneeOf,
    )
    await sender.send({ ...message, ...envelope })
    return
  }
  const envelope = {
    messageId: `<lead-${row.id}-${alert.channel}@nirman.alerts>`,
    fileName: `${stamp}-request-${row.id}-${alert.channel}.eml`,
  }
  const dueAt = firstContactDeadline(row.createdAt, escalation.desk)
  if (alert.channel === 'acknowledgement') {
    await sender.send({ ...acknowledgementMessage(row, company), ...envelope })
  } else if (alert.channel === 'escalation') {
    const message = escalationMessage(row, {
      assignee: assigneeOf(row),
      dueAt,
      minutes: escalation.desk.firstContactMinutes,
      to: escalation.owners,
      publicUrl: settings.publicUrl,
    })
    await sender.send({ ...message, ...envelope })
  } else {
    if (!settings.webhook) throw new Error('LEAD_WEBHOOK_URL is no longer set')
    const payload = leadWebhookPayload(row, settings.publicUrl, assigneeOf(row) ?? null)
    await postLeadWebhook(
      settings.webhook,
      `lead-alert-${alert.id}`,
      alert.channel === 'escalation_webhook'
        ? {
            ...payload,
            event: 'quote_request.escalated',
            escalation: {
              escalatedAt: (row.escalatedAt ?? alert.createdAt).toISOString(),
              dueAt: dueAt?.toISOString() ?? null,
              firstContactMinutes: escalation.desk.firstContactMinutes,
            },
          }
        : payload,
    )
  }
}

/** `items` in runs of at most `size`, in order. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = []
  for (let start = 0; start < items.length; start += size)
    runs.push(items.slice(start, start + size))
  return runs
}
