// Site visits as visitors book them (issue 28): the booking, the visitor's view of it by its link,
// and the words of what is refused. Times are instants (ISO 8601, UTC) shown in Asia/Kolkata.
import { z } from 'zod'
import { controlCharacters } from './quote-fields'
import { nameSchema, optionalEmailSchema, phoneSchema } from './quote-request'
import { idempotencyKeySchema, type QuoteLanguage, quoteLanguages } from './quote-source'
import {
  type SiteVisitStatus,
  visitBookingLimits,
  visitBookingMessages,
  visitEntryPoints,
} from './site-visit-words'
import type { VisitDay } from './visit-slots'

const oneLine = (max: number, required: string, long: string) =>
  z
    .string({ error: required })
    .trim()
    .refine((value) => !controlCharacters.test(value), { error: required })
    .max(max, { error: long })

const startsAtSchema = z.iso.datetime({ offset: true, error: visitBookingMessages.startsAt })

const mapLinkSchema = z
  .string({ error: visitBookingMessages.mapLink })
  .trim()
  .max(visitBookingLimits.mapLink, { error: visitBookingMessages.mapLink })
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), {
    error: visitBookingMessages.mapLink,
  })

/**
 * `POST /api/site-visits`: a visitor books a slot. `lead` is the quote request just sent (its id
 * and the key its receipt gave), so the visit joins that lead; without it the visit becomes a lead
 * of its own. A repeat of `idempotencyKey` (a double tap) answers the first booking.
 */
export const visitBookingSchema = z.object({
  startsAt: startsAtSchema,
  address: oneLine(
    visitBookingLimits.address,
    visitBookingMessages.address,
    visitBookingMessages.addressLong,
  ).min(3, { error: visitBookingMessages.address }),
  mapLink: mapLinkSchema.default(''),
  name: nameSchema,
  phone: phoneSchema,
  email: optionalEmailSchema.default(''),
  language: z.enum(quoteLanguages).default('en'),
  from: z.enum(visitEntryPoints).exclude(['staff']).default('contact'),
  calculator: z.string().trim().max(visitBookingLimits.calculator).default(''),
  lead: z
    .object({
      id: z.number().int().positive(),
      key: z.string().max(100),
    })
    .optional(),
  idempotencyKey: idempotencyKeySchema.optional(),
})
export type VisitBookingInput = z.input<typeof visitBookingSchema>
export type VisitBooking = z.output<typeof visitBookingSchema>

/** `POST /api/site-visits/:token/move`: another time for the visit. */
export const visitMoveSchema = z.object({ startsAt: startsAtSchema })
export type VisitMove = z.output<typeof visitMoveSchema>

/** The `:token` of a visitor's link: the visit's number, a dot and its 32-character signature. */
export const visitTokenSchema = z.object({
  token: z
    .string()
    .regex(/^[1-9]\d{0,9}\.[A-Za-z0-9_-]{32}$/, { error: visitBookingMessages.notFound }),
})

/** `GET /api/site-visits/slots`: the days visitors can choose from, in Asia/Kolkata. */
export interface VisitAvailability {
  timeZone: 'Asia/Kolkata'
  slotMinutes: number
  noticeHours: number
  days: VisitDay[]
}

/** A visit as its visitor sees it by the link. */
export interface VisitorVisit {
  startsAt: string
  endsAt: string
  status: SiteVisitStatus
  address: string
  mapLink: string
  name: string
  phone: string
  email: string
  language: QuoteLanguage
  /** False once it is cancelled, done or missed, or has started: the link only shows it then. */
  changeable: boolean
}

/** The answer to a booking or a move: the visit and its link's token (a move makes a new one). */
export interface VisitBooked {
  visit: VisitorVisit
  token: string
}
