import type { DataSource } from 'typeorm'
import { SiteVisitEntity } from '../db/visit-entities'
import { type QueueMail, visitMailData, visitReminders } from './visit-mail'
import { queueVisitReminderPost } from './visit-webhook'

const HOUR_MS = 60 * 60 * 1000
/** Visits looked at a pass for each reminder: more than are ever due at once. */
const MOST_DUE = 500

/**
 * Writes the reminders due at `now`, 24 hours and 2 hours before each booked visit: an e-mail into
 * the mail outbox when its visitor gave an address, and a post to the company's webhook (an SMS or
 * WhatsApp gateway) when one is set (`webhook`). Each in a transaction of its own: a conditional
 * update marks the visit's reminder (only while unmarked and the visit still booked) and, only
 * when this transaction marked it, writes the e-mail. Two instances looking at once, or one
 * restarted halfway, never write a reminder twice. Answers the visits reminded, per reminder.
 */
export async function writeDueReminders(
  db: DataSource,
  { queue, secret, webhook }: { queue: QueueMail; secret: string; webhook: boolean },
  now: Date,
): Promise<number[]> {
  const reminded: number[] = []
  for (const reminder of visitReminders) {
    const query = db
      .getRepository(SiteVisitEntity)
      .createQueryBuilder('visit')
      .where(`visit.${reminder.at} IS NULL`)
      .andWhere('visit.startsAt > :from AND visit.startsAt <= :until', {
        from: new Date(now.getTime() + reminder.hoursLeft * HOUR_MS),
        until: new Date(now.getTime() + reminder.hoursBefore * HOUR_MS),
      })
      .andWhere("visit.status IN ('requested', 'confirmed')")
    // Without the webhook, a visitor who gave no e-mail address cannot be reminded.
    if (!webhook) query.andWhere("visit.email <> ''")
    const due = await query.orderBy('visit.startsAt', 'ASC').take(MOST_DUE).getMany()
    for (const visit of due) {
      const marked = await db.transaction(async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(SiteVisitEntity)
          .set({ [reminder.at]: now })
          .where('id = :id', { id: visit.id })
          .andWhere(`${reminder.at} IS NULL`)
          .andWhere('linkVersion = :linkVersion', { linkVersion: visit.linkVersion })
          .andWhere("status IN ('requested', 'confirmed')")
          .execute()
        if (result.affected !== 1) return false
        const data = { ...visitMailData(visit, secret, now), hoursBefore: reminder.hoursBefore }
        if (webhook) await queueVisitReminderPost(manager, visit, data)
        if (!visit.email) return true
        const mailId = await queue(manager, {
          template: 'site-visit-reminder',
          language: visit.language,
          to: visit.email,
          data,
        })
        await manager.update(SiteVisitEntity, { id: visit.id }, { [reminder.mailId]: mailId })
        return true
      })
      if (marked) reminded.push(Number(visit.id))
    }
  }
  return reminded
}
