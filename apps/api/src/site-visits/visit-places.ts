import type { BookedPlaces } from '@nirman/contract'
import type { DataSource, EntityManager } from 'typeorm'
import { SiteVisitEntity, SiteVisitSlotEntity } from '../db/visit-entities'

const MINUTE_MS = 60 * 1000

/** The key of the slot a visit starting at `startsAt` takes: whole minutes since the epoch. */
export const slotMinuteOf = (startsAt: Date) => Math.floor(startsAt.getTime() / MINUTE_MS)

/**
 * Makes the row of a slot, with nothing booked, unless it has one. Run on its own, before the
 * booking's transaction: on MySQL an `INSERT IGNORE` that meets the row takes a shared lock on
 * it, and two bookings each holding one while waiting to UPDATE it would deadlock.
 */
export async function ensureSlotRow(db: DataSource, slotMinute: number): Promise<void> {
  await db
    .createQueryBuilder()
    .insert()
    .into(SiteVisitSlotEntity)
    .values({ slotMinute, booked: 0 })
    .orIgnore()
    .updateEntity(false)
    .execute()
}

/**
 * Takes a place of a slot in the transaction of `manager`; false when its `visitsAtOnce` places
 * are taken. One conditional UPDATE: on MySQL the row's lock makes concurrent bookings take turns
 * and each reads the count the one before committed; on SQLite the transaction is the file's one
 * writer. Its row must exist (`ensureSlotRow`).
 */
export async function takePlace(
  manager: EntityManager,
  slotMinute: number,
  visitsAtOnce: number,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(SiteVisitSlotEntity)
    .set({ booked: () => 'booked + 1' })
    .where('slotMinute = :slotMinute AND booked < :visitsAtOnce', { slotMinute, visitsAtOnce })
    .execute()
  return (result.affected ?? 0) === 1
}

/** Gives back a place of a slot (a visit cancelled or moved), in the transaction of `manager`. */
export async function givePlaceBack(manager: EntityManager, slotMinute: number): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(SiteVisitSlotEntity)
    .set({ booked: () => 'booked - 1' })
    .where('slotMinute = :slotMinute AND booked > 0', { slotMinute })
    .execute()
}

/** The visits booked per start between two instants: one read of the slots' primary key. */
export async function bookedPlaces(
  db: DataSource | EntityManager,
  from: Date,
  to: Date,
): Promise<BookedPlaces> {
  const rows = await db
    .createQueryBuilder()
    .select(['slot.slotMinute AS slotMinute', 'slot.booked AS booked'])
    .from(SiteVisitSlotEntity, 'slot')
    .where('slot.slotMinute >= :from AND slot.slotMinute < :to AND slot.booked > 0', {
      from: slotMinuteOf(from),
      to: slotMinuteOf(to),
    })
    .getRawMany<{ slotMinute: number | string; booked: number | string }>()
  return new Map(rows.map((row) => [Number(row.slotMinute) * MINUTE_MS, Number(row.booked)]))
}

/**
 * Deletes the visits of a lead deleted for good (its people's names, phones and addresses go with
 * it), giving back the places of those still booked, in the deletion's transaction.
 */
export async function deleteVisitsOfLead(manager: EntityManager, leadId: number): Promise<void> {
  const visits = await manager.find(SiteVisitEntity, {
    where: { leadId },
    select: { id: true, slotMinute: true, status: true },
  })
  for (const visit of visits) {
    if (visit.status === 'requested' || visit.status === 'confirmed') {
      await givePlaceBack(manager, visit.slotMinute)
    }
  }
  if (visits.length > 0) await manager.delete(SiteVisitEntity, { leadId })
}
