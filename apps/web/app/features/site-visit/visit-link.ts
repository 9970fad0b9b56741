import type { VisitEntryPoint } from '@nirman/contract'

/**
 * The booking page's address from a link, saying where the visitor found it:
 * "/site-visit?from=calculator&calculator=paint-calculator". A file of its own: the contact bar,
 * in every page's first load, needs this and nothing else of the booking.
 */
export function visitBookingTo(
  from: Exclude<VisitEntryPoint, 'staff' | 'quote'>,
  calculator?: string,
): string {
  return `/site-visit?from=${from}${calculator ? `&calculator=${encodeURIComponent(calculator)}` : ''}`
}
