import {
  emptyFullQuoteForm,
  formatCompanyDateTime,
  type SalesDeskSettings,
  type StaffRef,
  type VisitBooking,
  type VisitEvent,
} from '@nirman/contract'
import type { EntityManager } from 'typeorm'
import type { ContactBody } from '../leads/contact-body'
import { addLeadEvent } from '../leads/lead-changes'
import { moveLeadStage } from '../leads/lead-stage-move'

/**
 * The quote request a visit becomes when its visitor sent none (booked from a calculator, the
 * contact page or WhatsApp's menu): staff get it as a new lead, alerted and assigned like any
 * other, its message saying when and where the visit is.
 */
export function visitLeadRequest(booking: VisitBooking, startsAt: Date): ContactBody {
  const where = [booking.address, booking.mapLink].filter(Boolean).join(', ')
  const from = booking.calculator ? ` (from the ${booking.calculator} calculator)` : ''
  return {
    ...emptyFullQuoteForm,
    landFacing: '',
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    projectType: 'Other',
    message: `Booked a free site visit${from} for ${formatCompanyDateTime(startsAt)} at ${where}.`,
    language: booking.language,
  }
}

/**
 * Puts a visit's change on its lead's timeline, in the transaction of the change. A visit booked
 * moves a lead at New or Contacted to "Site visit scheduled"; booked by the visitor alone it
 * leaves the first-contact clock running (a person still has to call).
 */
export async function recordVisitOnLead(
  manager: EntityManager,
  leadId: number,
  visit: VisitEvent,
  actor: StaffRef | null,
  now: Date,
  desk: SalesDeskSettings,
): Promise<void> {
  await addLeadEvent(manager, leadId, actor, 'visit', { ...visit }, now)
  if (visit.change !== 'booked') return
  await moveLeadStage(
    manager,
    {
      leadId,
      from: ['new', 'contacted'],
      to: 'site_visit_scheduled',
      cause: { visit: visit.id },
      reached: actor !== null,
    },
    actor,
    now,
    desk,
  )
}
