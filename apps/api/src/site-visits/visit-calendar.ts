// A site visit as a calendar file (RFC 5545, iCalendar), sent with its e-mails: the visitor's
// mail program offers to add it to their calendar, and a move or a cancellation updates the same
// entry (one UID per visit, its SEQUENCE the visit's link version).

/** What the calendar entry says. Times are instants; calendars show them in the reader's zone. */
export interface CalendarVisit {
  id: number
  /** Bumped by every change of time: a calendar keeps the highest. */
  sequence: number
  startsAt: Date
  endsAt: Date
  summary: string
  location: string
  description: string
  /** The visit's page (see, move or cancel it). */
  url: string
}

/** "20261201T043000Z": an instant in UTC, as iCalendar writes it. */
const utcStamp = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`

/** A text value escaped: backslashes, semicolons, commas and line breaks. */
const escaped = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/**
 * A content line folded at 75 octets (RFC 5545, 3.1): each further part starts with a space, and
 * a character of several bytes (Devanagari takes three) is never cut.
 */
function folded(line: string): string {
  const parts: string[] = []
  let part = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    // The first part holds 75 octets; the others 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part)
      part = ''
      octets = 0
    }
    part += character
    octets += size
  }
  parts.push(part)
  return parts.join('\r\n ')
}

/**
 * The calendar file of a visit: PUBLISH for a visit booked or moved, CANCEL for one cancelled.
 *
 * @param now when the file is made (DTSTAMP)
 */
export function visitCalendarFile(
  visit: CalendarVisit,
  method: 'PUBLISH' | 'CANCEL',
  now: Date,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nirman Constructions//Site visits//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:site-visit-${visit.id}@nirman`,
    `SEQUENCE:${visit.sequence}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(visit.startsAt)}`,
    `DTEND:${utcStamp(visit.endsAt)}`,
    `SUMMARY:${escaped(visit.summary)}`,
    `LOCATION:${escaped(visit.location)}`,
    `DESCRIPTION:${escaped(visit.description)}`,
    `URL:${visit.url}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(folded).join('\r\n')}\r\n`
}
