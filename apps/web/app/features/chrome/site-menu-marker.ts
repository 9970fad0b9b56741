/**
 * The attribute of the header's menu on a phone (a `<details>`): while it is open the visitor is
 * finding their way, and the quote popup waits for it to close (quote/use-quote-popup-schedule.ts)
 * rather than come up and close it under their finger.
 */
export const siteMenuMarker = 'data-site-menu'
