// Site visits as visitors book them (issue 28): the booking, the visitor's view of it by its link,
// and the words of what is refused. Times are instants (ISO 8601, UTC) shown in Asia/Kolkata.
import { z } from 'zod'
import { controlCharacters } from './quote-fields'
import { nameSchema, optionalEmailSchema, phoneSchema } from './quote-request'
import { idempotencyKeySchema, type QuoteLanguage, quoteLanguages } from './quote-source'
import type { SiteVisitSettings } from './site-settings'
import type { SlotRefusal, VisitDay } from './visit-slots'

/** Where a visit stands: booked by a visitor (requested) or confirmed by staff, then its end. */
export const siteVisitStatuses = ['requested', 'confirmed', 'done', 'no_show', 'cancelled'] as const
export type SiteVisitStatus = (typeof siteVisitStatuses)[number]

/** Where the visitor found "Book a free site visit"; staff book for a client who called. */
export const visitEntryPoints = ['quote', 'calculator', 'contact', 'whatsapp', 'staff'] as const
export type VisitEntryPoint = (typeof visitEntryPoints)[number]

export const visitBookingLimits = { address: 300, mapLink: 500, calculator: 100 } as const

export const visitBookingMessages = {
  startsAt: 'Please choose a day and a time for the visit',
  address: "Please enter the site's address or a landmark near it",
  addressLong: `Please keep the address under ${visitBookingLimits.address} characters`,
  mapLink: 'Please paste a map link starting with https://, or leave it empty',
  full: 'Sorry, that time was just taken. Please choose another: the next free times are shown.',
  linkReplaced:
    'This link was for an earlier time of your visit. Please use the newest link we sent you.',
  notFound: 'We could not find this visit. Please check the link, or call us.',
  finished: 'This visit can no longer be changed online. Please call us.',
  lead: 'This booking link is not valid. Please book again from the website.',
} as const

/** The words of a refused time; the notice and the days ahead are the owner's. */
export function slotRefusalMessage(refusal: SlotRefusal, settings: SiteVisitSettings): string {
  switch (refusal) {
    case 'past':
      return 'That time has passed. Please choose a later one.'
    case 'notice':
      return `Visits are booked at least ${settings.noticeHours} hours ahead. Please choose a later time.`
    case 'day_off':
      return 'We do not make site visits on that day. Please choose another day.'
    case 'holiday':
      return 'That day is a holiday. Please choose another day.'
    case 'not_a_slot':
      return 'Please choose one of the times shown.'
    case 'too_far':
      return `Visits can be booked up to ${settings.daysAhead} days ahead. Please choose an earlier day.`
  }
}

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

/**
 * The website's page of a visit, where its visitor sees, moves or cancels it, in the language
 * they booked in: /site-visit/<token>, /hi/site-visit/<token>.
 */
export const siteVisitPagePath = (token: string, language: QuoteLanguage): string =>
  `${language === 'hi' ? '/hi' : ''}/site-visit/${token}`

export const siteVisitPaths = {
  slots: '/api/site-visits/slots',
  book: '/api/site-visits',
  visit: (token: string) => `/api/site-visits/${token}`,
  move: (token: string) => `/api/site-visits/${token}/move`,
  cancel: (token: string) => `/api/site-visits/${token}/cancel`,
} as const
