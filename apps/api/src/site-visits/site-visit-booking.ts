import {
  bookableRange,
  type SalesDeskSettings,
  type SiteVisitSettings,
  type VisitAvailability,
  type VisitBooked,
  type VisitBooking,
  type VisitEvent,
  type VisitorVisit,
  visitBookingMessages,
  visitDays,
} from '@nirman/contract'
import type { DataSource, EntityManager } from 'typeorm'
import { isDuplicateKey } from '../db/duplicate-key'
import { ContactSubmissionEntity } from '../db/entities'
import { SiteVisitEntity, type SiteVisitRow } from '../db/visit-entities'
import { HttpError } from '../http-error'
import type { ContactBody } from '../leads/contact-body'
import { recordVisitOnLead, visitLeadRequest } from './visit-lead'
import { isLeadVisitKey, linkOfToken, visitIdOfToken, visitToken } from './visit-links'
import { type QueueMail, queueVisitMail, remindersFor } from './visit-mail'
import { bookedPlaces, ensureSlotRow, givePlaceBack, slotMinuteOf, takePlace } from './visit-places'
import {
  bookableStart,
  eventOf,
  isChangeable,
  SlotFull,
  slotFullError,
  visitorView,
} from './visit-rules'

const MINUTE_MS = 60 * 1000

export interface SiteVisitBookingContext {
  db: DataSource
  /** Signs the visitors' links (the session secret). */
  secret: string
  visits: () => SiteVisitSettings
  desk: () => SalesDeskSettings
  /** Stores a quote request for a visit whose visitor sent none; its lead's id. */
  storeLead: (request: ContactBody) => Promise<number | null>
  /** A visit stored whose lead could not be (it stays in the calendar, without a lead). */
  onLeadFault: (error: unknown, visitId: number) => void
  /** Writes a visit's e-mail into the mail outbox, in the change's transaction (app.mail.queue). */
  queueMail: QueueMail
  /** Wakes the mail outbox's worker once a change with an e-mail has committed. */
  mailCommitted: () => void
}

/**
 * Site visits as visitors book them, with no account: the free slots, a booking, and the visit by
 * its link (seen, moved to another time, cancelled). Every time is checked against the owner's
 * availability here, whatever the request says; places are counted in the database
 * (visit-places.ts), so the last place of a slot goes to one booking only.
 */
export class SiteVisitBooking {
  constructor(private readonly context: SiteVisitBookingContext) {}

  /** The days visitors can choose from now, each with its free slots. */
  async availability(now: Date): Promise<VisitAvailability> {
    const settings = this.context.visits()
    const range = bookableRange(now, settings)
    const booked = await bookedPlaces(this.context.db, range.from, range.to)
    return {
      timeZone: 'Asia/Kolkata',
      slotMinutes: settings.slotMinutes,
      noticeHours: settings.noticeHours,
      days: visitDays(now, settings, booked),
    }
  }

  /**
   * Books a visit: once this resolves, its row and its place are committed. A visit for the
   * request just sent joins that lead in the same transaction; one without a lead becomes a quote
   * request afterwards (a fault there leaves the visit booked, without a lead).
   */
  async book(
    booking: VisitBooking,
    now: Date,
    pageOrigin: string,
  ): Promise<{ booked: VisitBooked; replayed: boolean }> {
    const { db } = this.context
    const earlier = await this.byIdempotencyKey(booking.idempotencyKey)
    if (earlier) return { booked: this.bookedAnswer(earlier, now), replayed: true }
    const settings = this.context.visits()
    const startsAt = bookableStart(booking.startsAt, now, settings)
    const lead = await this.leadOf(booking)
    const slotMinute = slotMinuteOf(startsAt)
    await ensureSlotRow(db, slotMinute)
    let row: SiteVisitRow
    try {
      row = await db.transaction(async (manager) => {
        if (!(await takePlace(manager, slotMinute, settings.visitsAtOnce))) {
          throw new SlotFull()
        }
        const stored = await this.insertVisit(manager, booking, startsAt, now, {
          leadId: lead?.id ?? null,
          pageOrigin,
        })
        await this.mailOf(manager, stored, 'site-visit-booked', now)
        if (lead) {
          await this.record(manager, lead.id, eventOf(stored, 'booked'), now)
        }
        return stored
      })
    } catch (error) {
      if (error instanceof SlotFull)
        throw await slotFullError(this.context.db, startsAt, now, settings)
      // The same key committed by a concurrent request (a double tap) hits the unique index.
      const concurrent = isDuplicateKey(error)
        ? await this.byIdempotencyKey(booking.idempotencyKey)
        : null
      if (!concurrent) throw error
      return { booked: this.bookedAnswer(concurrent, now), replayed: true }
    }
    this.context.mailCommitted()
    if (!lead) await this.joinNewLead(row, booking, now)
    return { booked: this.bookedAnswer(row, now), replayed: false }
  }

  /** The visit a link names, as its visitor sees it. */
  async view(token: string, now: Date): Promise<VisitorVisit> {
    return visitorView(await this.byLink(this.context.db, token), now)
  }

  /**
   * Moves the visit to another free time: the place of the new slot is taken and the old one's
   * given back in one transaction, and the visit gets a new link (the old one then says it was
   * replaced). Staff confirm the new time again.
   */
  async move(token: string, startsAtText: string, now: Date): Promise<VisitBooked> {
    const { db } = this.context
    const settings = this.context.visits()
    const current = await this.byLink(db, token)
    if (!isChangeable(current, now)) throw new HttpError(409, visitBookingMessages.finished)
    const startsAt = bookableStart(startsAtText, now, settings)
    if (startsAt.getTime() === current.startsAt.getTime()) return this.bookedAnswer(current, now)
    const slotMinute = slotMinuteOf(startsAt)
    await ensureSlotRow(db, slotMinute)
    const moved = await db
      .transaction(async (manager) => {
        const row = await this.lockedForChange(manager, token, now)
        // Two slots' rows, locked in the order of their starts: two moves crossing each other never
        // wait for each other.
        const steps = [
          async () => {
            if (!(await takePlace(manager, slotMinute, settings.visitsAtOnce))) throw new SlotFull()
          },
          () => givePlaceBack(manager, row.slotMinute),
        ]
        if (slotMinute > row.slotMinute) steps.reverse()
        for (const step of steps) await step()
        const changes = {
          startsAt,
          endsAt: new Date(startsAt.getTime() + settings.slotMinutes * MINUTE_MS),
          slotMinute,
          status: 'requested' as const,
          linkVersion: row.linkVersion + 1,
          version: row.version + 1,
          updatedAt: now,
          ...remindersFor(startsAt, now),
        }
        await manager.update(SiteVisitEntity, { id: row.id }, changes)
        const updated = { ...row, ...changes }
        await this.mailOf(manager, updated, 'site-visit-moved', now)
        if (row.leadId !== null) {
          await this.record(manager, row.leadId, eventOf(updated, 'moved'), now)
        }
        return updated
      })
      .catch(async (error: unknown) => {
        throw error instanceof SlotFull
          ? await slotFullError(this.context.db, startsAt, now, settings)
          : error
      })
    this.context.mailCommitted()
    return this.bookedAnswer(moved, now)
  }

  /** Cancels the visit and gives its place back; its link then shows it cancelled. */
  async cancel(token: string, now: Date): Promise<VisitorVisit> {
    const cancelled = await this.context.db.transaction(async (manager) => {
      const row = await this.lockedForChange(manager, token, now)
      await givePlaceBack(manager, row.slotMinute)
      const changes = { status: 'cancelled' as const, version: row.version + 1, updatedAt: now }
      await manager.update(SiteVisitEntity, { id: row.id }, changes)
      await this.mailOf(manager, { ...row, ...changes }, 'site-visit-cancelled', now)
      if (row.leadId !== null) {
        await this.record(manager, row.leadId, eventOf(row, 'cancelled'), now)
      }
      return { ...row, ...changes }
    })
    this.context.mailCommitted()
    return visitorView(cancelled, now)
  }

  /**
   * The request the visit joins: the one the receipt's key names (400 for a key that does not fit
   * its id). A request deleted meanwhile (spam cleared by staff) is none: the visit becomes a
   * lead of its own.
   */
  private async leadOf(booking: VisitBooking): Promise<{ id: number } | null> {
    const { lead } = booking
    if (!lead) return null
    if (!isLeadVisitKey(this.context.secret, lead.id, lead.key)) {
      throw new HttpError(400, visitBookingMessages.lead, [
        { path: 'lead', message: visitBookingMessages.lead },
      ])
    }
    const exists = await this.context.db
      .getRepository(ContactSubmissionEntity)
      .exists({ where: { id: lead.id } })
    return exists ? { id: lead.id } : null
  }

  private async insertVisit(
    manager: EntityManager,
    booking: VisitBooking,
    startsAt: Date,
    now: Date,
    { leadId, pageOrigin }: { leadId: number | null; pageOrigin: string },
  ): Promise<SiteVisitRow> {
    const settings = this.context.visits()
    const row: Omit<SiteVisitRow, 'id'> = {
      leadId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + settings.slotMinutes * MINUTE_MS),
      slotMinute: slotMinuteOf(startsAt),
      status: 'requested',
      address: booking.address,
      mapLink: booking.mapLink,
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      language: booking.language,
      entryPoint: booking.from,
      calculator: booking.calculator,
      engineerId: null,
      bookedById: null,
      createdAt: now,
      updatedAt: now,
      version: 1,
      linkVersion: 1,
      idempotencyKey: booking.idempotencyKey ?? null,
      pageOrigin,
      confirmationMailId: null,
      dayReminderAt: null,
      dayReminderMailId: null,
      hourReminderAt: null,
      hourReminderMailId: null,
      ...remindersFor(startsAt, now),
    }
    const result = await manager.insert(SiteVisitEntity, row)
    return { ...row, id: Number(result.identifiers[0]?.id) }
  }

  /** Makes the visit of a visitor who sent no request a lead of its own, and joins the two. */
  private async joinNewLead(row: SiteVisitRow, booking: VisitBooking, now: Date): Promise<void> {
    try {
      const leadId = await this.context.storeLead(visitLeadRequest(booking, row.startsAt))
      if (leadId === null) return
      await this.context.db.transaction(async (manager) => {
        await manager.update(SiteVisitEntity, { id: row.id }, { leadId })
        await this.record(manager, leadId, eventOf(row, 'booked'), now)
      })
      row.leadId = leadId
    } catch (error) {
      this.context.onLeadFault(error, Number(row.id))
    }
  }

  private async byIdempotencyKey(key: string | undefined): Promise<SiteVisitRow | null> {
    if (!key) return null
    return this.context.db.getRepository(SiteVisitEntity).findOneBy({ idempotencyKey: key })
  }

  /** The visit of a current link: 404 for no visit, 410 for the link of an earlier time. */
  private async byLink(
    db: DataSource | EntityManager,
    token: string,
    lock = false,
  ): Promise<SiteVisitRow> {
    const query = db
      .getRepository(SiteVisitEntity)
      .createQueryBuilder('visit')
      .where('visit.id = :id', { id: visitIdOfToken(token) })
    if (lock && db.getRepository(SiteVisitEntity).manager.connection.options.type === 'mysql')
      query.setLock('pessimistic_write')
    const row = await query.getOne()
    const link = row
      ? linkOfToken(this.context.secret, token, Number(row.id), row.linkVersion)
      : null
    if (!row || !link) throw new HttpError(404, visitBookingMessages.notFound)
    if (link === 'replaced') throw new HttpError(410, visitBookingMessages.linkReplaced)
    return row
  }

  /** The visit of a current link, locked, that its visitor may still change (409 otherwise). */
  private async lockedForChange(
    manager: EntityManager,
    token: string,
    now: Date,
  ): Promise<SiteVisitRow> {
    const row = await this.byLink(manager, token, true)
    if (!isChangeable(row, now)) throw new HttpError(409, visitBookingMessages.finished)
    return row
  }

  /** A visit's e-mail of a change, when its visitor gave an address; a booking's is kept on it. */
  private async mailOf(
    manager: EntityManager,
    row: SiteVisitRow,
    template: 'site-visit-booked' | 'site-visit-moved' | 'site-visit-cancelled',
    now: Date,
  ): Promise<void> {
    const { queueMail, secret } = this.context
    const mailId = await queueVisitMail(manager, queueMail, row, template, secret, now)
    if (mailId !== null && template === 'site-visit-booked') {
      await manager.update(SiteVisitEntity, { id: row.id }, { confirmationMailId: mailId })
    }
  }

  /** A change of a visit on its lead's timeline (by the visitor: no actor). */
  private record(manager: EntityManager, leadId: number, visit: VisitEvent, now: Date) {
    return recordVisitOnLead(manager, leadId, visit, null, now, this.context.desk())
  }

  private bookedAnswer(row: SiteVisitRow, now: Date): VisitBooked {
    return {
      visit: visitorView(row, now),
      token: visitToken(this.context.secret, Number(row.id), row.linkVersion),
    }
  }
}
