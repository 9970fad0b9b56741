import type { DataSource } from 'typeorm'
import { SiteVisitEntity } from '../db/visit-entities'
import { type QueueMail, visitMailData, visitReminders } from './visit-mail'

const HOUR_MS = 60 * 60 * 1000
/** Visits looked at a pass for each reminder: more than are ever due at once. */
const MOST_DUE = 500

/**
 * Writes the reminders due at `now` into the mail outbox: 24 hours and 2 hours before each booked
 * visit whose visitor gave an e-mail address. Each in a transaction of its own: a conditional
 * update marks the visit's reminder (only while unmarked and the visit still booked) and, only
 * when this transaction marked it, writes the e-mail. Two instances looking at once, or one
 * restarted halfway, never write a reminder twice. Answers the visits reminded, per reminder.
 */
export async function writeDueReminders(
  db: DataSource,
  queue: QueueMail,
  secret: string,
  now: Date,
): Promise<number[]> {
  const reminded: number[] = []
  for (const reminder of visitReminders) {
    const due = await db
      .getRepository(SiteVisitEntity)
      .createQueryBuilder('visit')
      .where(`visit.${reminder.at} IS NULL`)
      .andWhere('visit.startsAt > :now AND visit.startsAt <= :until', {
        now,
        until: new Date(now.getTime() + reminder.hoursBefore * HOUR_MS),
      })
      .andWhere("visit.status IN ('requested', 'confirmed')")
      .andWhere("visit.email <> ''")
      .orderBy('visit.startsAt', 'ASC')
      .take(MOST_DUE)
      .getMany()
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
        const mailId = await queue(manager, {
          template: 'site-visit-reminder',
          language: visit.language,
          to: visit.email,
          data: { ...visitMailData(visit, secret, now), hoursBefore: reminder.hoursBefore },
        })
        await manager.update(SiteVisitEntity, { id: visit.id }, { [reminder.mailId]: mailId })
        return true
      })
      if (marked) reminded.push(Number(visit.id))
    }
  }
  return reminded
}
