import {
  escalationHorizonDays,
  firstContactDeadline,
  type LeadAlertChannel,
  type SalesDeskSettings,
} from '@nirman/contract'
import { type DataSource, IsNull, MoreThanOrEqual } from 'typeorm'
import { ContactSubmissionEntity, LeadAlertEntity } from '../db/entities'

const DAY_MS = 24 * 60 * 60 * 1000
/** Waiting leads looked at a pass: more than a desk ever has; the next pass takes the rest. */
const MOST_WAITING = 500

export interface EscalationOptions {
  /** The owner's sales desk in use: its working time and first-contact minutes. */
  desk: SalesDeskSettings
  /** The alerts an escalation promises: the owner's e-mail, and the webhook when one is set. */
  channels: readonly LeadAlertChannel[]
  now: Date
}

/**
 * Escalates every lead that waited past its first-contact time: New, not spam, nobody has tried
 * it (no attempt, never moved out of New), not escalated yet, and arrived within the horizon. Each
 * is escalated in a transaction of its own: a conditional update marks it (`escalatedAt`, only
 * while still unmarked and untried) and, only when this transaction marked it, writes its alerts
 * into the outbox. Two instances looking at once, or one restarted halfway, never write a lead's
 * alerts twice: the second update changes nothing. Answers the ids escalated by this call.
 */
export async function escalateWaitingLeads(
  db: DataSource,
  { desk, channels, now }: EscalationOptions,
): Promise<number[]> {
  const waiting = await db.getRepository(ContactSubmissionEntity).find({
    where: {
      escalatedAt: IsNull(),
      firstContactAt: IsNull(),
      createdAt: MoreThanOrEqual(new Date(now.getTime() - escalationHorizonDays * DAY_MS)),
      stage: 'new',
      isSpam: false,
    },
    select: { id: true, createdAt: true },
    order: { createdAt: 'ASC' },
    take: MOST_WAITING,
  })
  const due = waiting.filter((lead) => {
    const deadline = firstContactDeadline(lead.createdAt, desk)
    return deadline !== null && deadline <= now
  })
  const escalated: number[] = []
  for (const lead of due) {
    const id = Number(lead.id)
    const marked = await db.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(ContactSubmissionEntity)
        .set({ escalatedAt: now })
        .where('id = :id', { id })
        .andWhere('escalatedAt IS NULL')
        .andWhere('firstContactAt IS NULL')
        .andWhere('stage = :stage', { stage: 'new' })
        .andWhere('isSpam = :spam', { spam: false })
        .execute()
      if (!result.affected) return false
      if (channels.length > 0) {
        await manager.insert(
          LeadAlertEntity,
          channels.map((channel) => ({
            submissionId: id,
            channel,
            status: 'pending' as const,
            attempts: 0,
            lastError: null,
            createdAt: now,
            nextAttemptAt: now,
            lockedUntil: null,
            sentAt: null,
          })),
        )
      }
      return true
    })
    if (marked) escalated.push(id)
  }
  return escalated
}
