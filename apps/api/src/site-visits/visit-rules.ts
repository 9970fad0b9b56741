import {
  bookableRange,
  nextFreeSlots,
  type SiteVisitSettings,
  slotRefusal,
  slotRefusalMessage,
  type VisitEvent,
  type VisitorVisit,
  visitBookingMessages,
} from '@nirman/contract'
import type { DataSource } from 'typeorm'
import type { SiteVisitRow } from '../db/visit-entities'
import { HttpError } from '../http-error'
import { bookedPlaces } from './visit-places'

/** The free times a visitor whose slot was just taken is offered. */
const NEXT_FREE_OFFERED = 3

/** Thrown in a transaction that finds its slot full, to undo it; answered by `slotFullError` after. */
export class SlotFull extends Error {}

/** A visit can still be moved or cancelled by its visitor: it is booked and has not started. */
export const isChangeable = (row: SiteVisitRow, now: Date) =>
  (row.status === 'requested' || row.status === 'confirmed') && row.startsAt > now

/** A visit's change as its lead's timeline records it. */
export const eventOf = (row: SiteVisitRow, change: VisitEvent['change']): VisitEvent => ({
  id: Number(row.id),
  change,
  startsAt: row.startsAt.toISOString(),
  address: row.address,
})

/** The start asked for, refused (400, with why in `code`) unless a visitor may book it now. */
export function bookableStart(text: string, now: Date, settings: SiteVisitSettings): Date {
  const startsAt = new Date(text)
  const refusal = slotRefusal(startsAt, now, settings)
  if (refusal) {
    const message = slotRefusalMessage(refusal, settings)
    throw new HttpError(400, message, [{ path: 'startsAt', message }], { code: refusal })
  }
  return startsAt
}

/**
 * The 409 of a full slot, with the next free times offered at once: read once the transaction
 * that found it full is over (its connection is the only one on SQLite), so it sees what others
 * committed meanwhile.
 */
export async function slotFullError(
  db: DataSource,
  startsAt: Date,
  now: Date,
  settings: SiteVisitSettings,
): Promise<HttpError> {
  const range = bookableRange(now, settings)
  const booked = await bookedPlaces(db, range.from, range.to)
  return new HttpError(409, visitBookingMessages.full, undefined, {
    code: 'slot_full',
    nextFree: nextFreeSlots(startsAt, now, settings, booked, NEXT_FREE_OFFERED),
  })
}

/** A visit as its visitor sees it by the link. */
export function visitorView(row: SiteVisitRow, now: Date): VisitorVisit {
  return {
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    address: row.address,
    mapLink: row.mapLink,
    name: row.name,
    phone: row.phone,
    email: row.email,
    language: row.language,
    changeable: isChangeable(row, now),
  }
}
