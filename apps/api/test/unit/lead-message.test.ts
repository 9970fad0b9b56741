import { describe, expect, it } from 'vitest'
import { acknowledgementMessage } from '../../src/alerts/lead-alert-sends'
import { companyTimeText, repeatLine } from '../../src/alerts/lead-message'
import { phoneLinks } from '../../src/alerts/phone-links'
import { headerSafe } from '../../src/mail/mail-message'

describe('the time in an alert', () => {
  it('is the company’s local time, named IST, not the server’s UTC', () => {
    // The lead: 19:26 UTC on 26 Nov is 00:56 on 27 Nov in Patna (UTC + 5:30).
    expect(companyTimeText(new Date('2026-11-26T19:26:52.935Z'))).toBe('27 Nov 2026, 12:56 am IST')
    // Noon in Patna is 06:30 UTC.
    expect(companyTimeText(new Date('2026-11-18T06:30:00.000Z'))).toBe('18 Nov 2026, 12:00 pm IST')
  })

  it('says when a repeat’s number wrote before, and which request that was', () => {
    expect(repeatLine({ id: 11, createdAt: new Date('2026-11-20T09:45:00.000Z') })).toBe(
      'Repeat request: this number wrote before on 20 Nov 2026, 3:15 pm IST (request #11)',
    )
    expect(repeatLine(undefined)).toBe('Repeat request: this number wrote before')
  })
})

describe('phone links', () => {
  it.each([
    ['9876543210', '+91 98765 43210', 'tel:+919876543210', 'https://wa.me/919876543210'],
    ['+91 98765 43210', '+91 98765 43210', 'tel:+919876543210', 'https://wa.me/919876543210'],
    ['09431099999', '+91 94310 99999', 'tel:+919431099999', 'https://wa.me/919431099999'],
    ['91-9431099999', '+91 94310 99999', 'tel:+919431099999', 'https://wa.me/919431099999'],
    ['0091 94310 99999', '+91 94310 99999', 'tel:+919431099999', 'https://wa.me/919431099999'],
    // A Delhi landline with its STD code: called, but no WhatsApp (it starts with 1).
    ['011-2345 6789', '+91 11234 56789', 'tel:+911123456789', undefined],
    // Another country keeps its code, shown as typed.
    ['+44 20 7946 0958', '+44 20 7946 0958', 'tel:+442079460958', 'https://wa.me/442079460958'],
  ])('reads %s as %s', (typed, display, tel, whatsapp) => {
    expect(phoneLinks(typed)).toEqual({ display, tel, whatsapp })
  })

  it('links nothing it cannot read as a number (shown as typed instead)', () => {
    expect(phoneLinks('123 456 789 012 3')).toBeUndefined()
    expect(phoneLinks('+1 234')).toBeUndefined()
  })
})

describe('the acknowledgement', () => {
  it('is the company’s fixed text in the request’s language, with only the request number filled in', () => {
    const english = acknowledgementMessage({ id: 42, email: 'a@example.in', language: 'en' })
    const hindi = acknowledgementMessage({ id: 42, email: 'a@example.in', language: 'hi' })
    expect(english.to).toEqual(['a@example.in'])
    expect(english.text).toContain('Your request number is 42.')
    expect(hindi.text).toContain('आपके अनुरोध का नंबर 42 है।')
    expect(hindi.subject).toBe(
      'आपका कोटेशन अनुरोध हमें मिल गया है | Your quote request to Nirman Constructions',
    )
    // Apart from the number, every visitor gets the same words: there is nothing of theirs to carry.
    const other = acknowledgementMessage({ id: 7, email: 'b@example.in', language: 'hi' })
    expect(other.text.replace('7', '42')).toBe(hindi.text)
    expect(hindi.headers).toEqual({ 'Auto-Submitted': 'auto-replied' })
  })
})

describe('header-safe values', () => {
  it('turns every control character and Unicode line separator into a space', () => {
    expect(headerSafe('Mallory\r\nBcc: x\u2028Phone: 1\u0085End')).toBe(
      'Mallory Bcc: x Phone: 1 End',
    )
  })
})
