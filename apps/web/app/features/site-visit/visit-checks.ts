import type { visitFormCopy } from '../../content/site-visit'

// The booking form's own checks, before anything is sent: the contract's rules for the fields a
// visitor types (site-visits.ts, quote-request.ts), with its messages in the page's language. The
// API checks everything again; its refusals come back beside the same fields.

export const visitFields = ['startsAt', 'address', 'mapLink', 'name', 'phone', 'email'] as const
export type VisitField = (typeof visitFields)[number]

export interface VisitTyped {
  address: string
  mapLink: string
  name: string
  phone: string
  email: string
}

export type VisitRefusals = Partial<Record<VisitField, string>>

type Messages = (typeof visitFormCopy)['messages']

const phoneCharacters = /^[+(\d][\d\s().-]*$/
// The shape of an address, as a browser's type="email" checks it; the API's check is the law.
const emailShape = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
const mapLinkShape = /^https:\/\/\S+$/

/**
 * What is wrong with the booking as typed, field by field (nothing: an empty object).
 * @example
 * checkVisitBooking(null, { address: 'Plot 12, Danapur', mapLink: '', name: 'Ravi', phone: '98', email: '' }, messages)
 * // { startsAt: messages.startsAt, phone: messages.phone }
 */
export function checkVisitBooking(
  startsAt: string | null,
  typed: VisitTyped,
  messages: Messages,
): VisitRefusals {
  const refusals: VisitRefusals = {}
  if (!startsAt) refusals.startsAt = messages.startsAt
  const address = typed.address.trim()
  if (address.length < 3) refusals.address = messages.address
  else if (address.length > 300) refusals.address = messages.addressLong
  const mapLink = typed.mapLink.trim()
  if (mapLink !== '' && (!mapLinkShape.test(mapLink) || mapLink.length > 500)) {
    refusals.mapLink = messages.mapLink
  }
  if (typed.name.trim().length < 3) refusals.name = messages.name
  const phone = typed.phone.trim()
  if (!phoneCharacters.test(phone) || phone.replace(/\D/g, '').length < 10) {
    refusals.phone = messages.phone
  }
  const email = typed.email.trim()
  if (email !== '' && !emailShape.test(email)) refusals.email = messages.email
  return refusals
}

/** The first refused field, in the order the form shows them. */
export function firstRefused(refusals: VisitRefusals): VisitField | undefined {
  return visitFields.find((field) => refusals[field] !== undefined)
}

/**
 * An API issue's message in the page's language: the Hindi of a message the contract words (by
 * the English it matches), else the general "check the fields" in Hindi; English as it came.
 */
export function issueMessage(
  message: string,
  english: Messages,
  shown: Messages,
  fallback: string,
): string {
  if (english === shown) return message
  const known = (Object.keys(english) as (keyof Messages)[]).find((key) => english[key] === message)
  return known ? shown[known] : fallback
}
