// The words and addresses of site visits (issue 28) without a schema: what the website's booking
// pages and a visit's e-mails need, free of zod (the website's pages import this file alone).
import type { QuoteLanguage } from './quote-source'
import type { SiteVisitSettings } from './site-settings'
import type { SlotRefusal } from './visit-slots'

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
