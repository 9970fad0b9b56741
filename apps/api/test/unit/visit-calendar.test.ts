import { describe, expect, it } from 'vitest'
import { visitCalendarFile } from '../../src/site-visits/visit-calendar'

// Issue 28: the calendar file sent with a site visit's e-mails (RFC 5545).

const visit = {
  id: 12,
  sequence: 2,
  // 10:00 to 11:00 in Patna (UTC+5:30).
  startsAt: new Date('2026-12-01T04:30:00.000Z'),
  endsAt: new Date('2026-12-01T05:30:00.000Z'),
  summary: 'Site visit, Nirman Constructions',
  location: 'Plot 12, near Hanuman Mandir; Rukanpura, Patna',
  description: 'Move or cancel:\nhttps://www.nirman.example/site-visit/12.x',
  url: 'https://www.nirman.example/site-visit/12.x',
}

describe('the calendar file of a site visit', () => {
  it('writes the visit as one event in UTC, its text escaped, with CRLF line ends', () => {
    const file = visitCalendarFile(visit, 'PUBLISH', new Date('2026-11-29T06:00:00.000Z'))
    expect(file).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Nirman Constructions//Site visits//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:site-visit-12@nirman',
        'SEQUENCE:2',
        'DTSTAMP:20261129T060000Z',
        'DTSTART:20261201T043000Z',
        'DTEND:20261201T053000Z',
        'SUMMARY:Site visit\\, Nirman Constructions',
        'LOCATION:Plot 12\\, near Hanuman Mandir\\; Rukanpura\\, Patna',
        'DESCRIPTION:Move or cancel:\\nhttps://www.nirman.example/site-visit/12.x',
        'URL:https://www.nirman.example/site-visit/12.x',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
  })

  it('cancels the same event: the same UID, CANCEL and CANCELLED', () => {
    const file = visitCalendarFile(visit, 'CANCEL', new Date('2026-11-29T06:00:00.000Z'))
    expect(file).toContain('METHOD:CANCEL\r\n')
    expect(file).toContain('UID:site-visit-12@nirman\r\n')
    expect(file).toContain('STATUS:CANCELLED\r\n')
  })

  it('folds a long Hindi line at 75 octets without cutting a letter', () => {
    // 40 Devanagari letters of 3 bytes each, after "SUMMARY:" (8 bytes): 128 bytes in all. The
    // first line takes 8 + 22 letters (74 bytes; a 23rd would make 77); the next, after its
    // space, the other 18 (54 bytes).
    const summary = 'क'.repeat(40)
    const file = visitCalendarFile({ ...visit, summary }, 'PUBLISH', new Date())
    const lines = file.split('\r\n')
    const at = lines.findIndex((line) => line.startsWith('SUMMARY:'))
    expect(lines[at]).toBe(`SUMMARY:${'क'.repeat(22)}`)
    expect(lines[at + 1]).toBe(` ${'क'.repeat(18)}`)
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    // Unfolded (a line break and one space removed), the summary is whole again.
    expect(file.replace(/\r\n /g, '')).toContain(`SUMMARY:${summary}\r\n`)
  })
})
