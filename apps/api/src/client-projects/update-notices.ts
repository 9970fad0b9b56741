import { type EntityManager, In, IsNull } from 'typeorm'
import {
  ClientAccountEntity,
  ClientProjectClientEntity,
  ClientProjectEntity,
  ClientUpdateEntity,
  ClientUpdatePhotoEntity,
} from '../db/client-entities'
import { MailOutboxEntity } from '../db/entities'
import { queueMail } from '../mail/mail-outbox'
import type { ClientUpdateNoticeData, NoticedUpdate } from '../mail/templates/client-update-notice'
import { dayOf } from './project-access'
import { trackerLink } from './tracker-link'

/** A client hears of new updates at most once in this time. */
export const NOTICE_INTERVAL_MS = 60 * 60 * 1000
/** A waiting notice this close to going out is left alone (the worker may be taking it). */
const JOIN_MARGIN_MS = 30 * 1000
/** Characters of an update's text the notice quotes. */
const EXCERPT_LENGTH = 160

/** The start of an update's text, on one line, cut between words. */
export function excerptOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim()
  if (line.length <= EXCERPT_LENGTH) return line
  const cut = line.slice(0, EXCERPT_LENGTH)
  const space = cut.lastIndexOf(' ')
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * Tells the clients of a project that update `updateId` was published, in the publishing
 * transaction (`manager`), through the mail outbox: at most one e-mail an hour to each client. A
 * notice still waiting to go out takes the update in (the updates of one hour come together);
 * otherwise a new notice goes out at once, or an hour after the last one. A revoked client hears
 * nothing. The caller calls `app.mail.committed()` after the commit.
 */
export async function queueUpdateNotices(
  manager: EntityManager,
  origin: string,
  projectId: number,
  updateId: number,
  now: Date = new Date(),
): Promise<void> {
  const update = await manager.findOneBy(ClientUpdateEntity, { id: updateId, projectId })
  const project = await manager.findOneBy(ClientProjectEntity, { id: projectId })
  if (!update || !project) return
  const noticed: NoticedUpdate = {
    visitDate: dayOf(update.visitDate) ?? '',
    excerpt: excerptOf(update.body),
    photos: await manager.countBy(ClientUpdatePhotoEntity, { updateId }),
  }
  const links = await manager.findBy(ClientProjectClientEntity, { projectId })
  if (links.length === 0) return
  const clients = await manager.findBy(ClientAccountEntity, {
    id: In(links.map((link) => Number(link.clientId))),
    revokedAt: IsNull(),
  })
  for (const client of clients) {
    const link = links.find((each) => Number(each.clientId) === Number(client.id))
    if (!link) continue
    if (await joinWaitingNotice(manager, link.noticeMailId, noticed, now)) continue
    const lastAt = link.noticeAt?.getTime() ?? 0
    const sendAt = new Date(Math.max(now.getTime(), lastAt + NOTICE_INTERVAL_MS))
    const data: ClientUpdateNoticeData = {
      name: client.name,
      projectTitle: project.title,
      link: trackerLink(origin, client.language),
      updates: [noticed],
    }
    const mailId = await queueMail(
      manager,
      {
        template: 'client-update-notice',
        language: client.language,
        to: client.email,
        data,
        sendAt,
      },
      now,
    )
    await manager.update(
      ClientProjectClientEntity,
      { projectId, clientId: client.id },
      { noticeMailId: mailId, noticeAt: sendAt },
    )
  }
}

/**
 * Adds `noticed` to the notice `mailId` if it is still waiting to go out (and not about to);
 * whether it did. The condition is checked by the update itself: a notice the outbox worker has
 * claimed meanwhile is left as it is, and a new one is queued.
 */
async function joinWaitingNotice(
  manager: EntityManager,
  mailId: number | null,
  noticed: NoticedUpdate,
  now: Date,
): Promise<boolean> {
  if (mailId === null) return false
  const waiting = await manager.findOneBy(MailOutboxEntity, { id: mailId, status: 'pending' })
  if (!waiting || waiting.nextAttemptAt.getTime() <= now.getTime() + JOIN_MARGIN_MS) return false
  const data = JSON.parse(waiting.data) as ClientUpdateNoticeData
  const joined = await manager
    .createQueryBuilder()
    .update(MailOutboxEntity)
    .set({ data: JSON.stringify({ ...data, updates: [...data.updates, noticed] }) })
    .where('id = :id AND status = :status AND lockedUntil IS NULL AND nextAttemptAt > :soon', {
      id: mailId,
      status: 'pending',
      soon: new Date(now.getTime() + JOIN_MARGIN_MS),
    })
    .execute()
  return Boolean(joined.affected)
}
