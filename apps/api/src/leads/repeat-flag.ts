import type { EntityManager } from 'typeorm'
import { ContactSubmissionEntity } from '../db/entities'
import { repeatWindowEnd, repeatWindowStart } from './repeat-rule'

/**
 * Whether a request from `national` (the last ten digits of its phone) at `createdAt` is a repeat:
 * another request from that number arrived in the 30 days before it. One lookup on the
 * phoneNational index, stopping at the first row; `id` leaves the request itself out (and breaks a tie of one instant).
 */
export async function isRepeatRequest(
  manager: EntityManager,
  national: string,
  createdAt: Date,
  id?: number,
): Promise<boolean> {
  const query = manager
    .createQueryBuilder(ContactSubmissionEntity, 'earlier')
    .where('earlier.phoneNational = :national', { national })
    .andWhere('earlier.createdAt >= :since', { since: repeatWindowStart(createdAt) })
  if (id === undefined) query.andWhere('earlier.createdAt <= :createdAt', { createdAt })
  else {
    query.andWhere(
      '(earlier.createdAt < :createdAt OR (earlier.createdAt = :createdAt AND earlier.id < :id))',
      { createdAt, id },
    )
  }
  // EXISTS stops at the first row found: a count would read every request from a number that
  // writes often (quadratic in a flood from one phone).
  return query.getExists()
}

/**
 * After a request is deleted for good, the requests from its number in the 30 days after it may no
 * longer be repeats: each is worked out again.
 */
export async function refreshRepeatsAfter(
  manager: EntityManager,
  national: string,
  deletedAt: Date,
): Promise<void> {
  const later = await manager
    .createQueryBuilder(ContactSubmissionEntity, 'later')
    .select(['later.id', 'later.createdAt', 'later.isRepeat'])
    .where('later.phoneNational = :national', { national })
    .andWhere('later.createdAt >= :deletedAt', { deletedAt })
    .andWhere('later.createdAt <= :until', { until: repeatWindowEnd(deletedAt) })
    .getMany()
  for (const row of later) {
    const repeat = await isRepeatRequest(manager, national, row.createdAt, Number(row.id))
    if (repeat !== Boolean(row.isRepeat)) {
      await manager.update(ContactSubmissionEntity, { id: row.id }, { isRepeat: repeat })
    }
  }
}
