import { describe, expect, it } from 'vitest'
import {
  firstMessageTo,
  mailtoHref,
  telHref,
  whatsappHref,
  whatsappMessageHref,
} from './contact-links'

describe('calling or WhatsApp-ing a lead', () => {
  it('dials the number without spaces', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210')
    expect(telHref('(0612) 234-5678')).toBe('tel:06122345678')
  })

  it.each([
    // Already international: the digits as they are.
    ['+91 98765 43210', 'https://wa.me/919876543210'],
    // A mobile typed without the country code: 91 in front of its 10 digits.
    ['98765 43210', 'https://wa.me/919876543210'],
    // A trunk 0 in front: replaced by 91.
    ['0612-2345678', 'https://wa.me/916122345678'],
    // 00 before a country code means +.
    ['00971 50 123 4567', 'https://wa.me/971501234567'],
  ])('opens a chat with %s at %s', (phone, href) => {
    expect(whatsappHref(phone)).toBe(href)
  })

  it('offers no chat for a number too short to be one', () => {
    expect(whatsappHref('12345')).toBeNull()
    expect(whatsappHref('')).toBeNull()
  })
})

describe('the first message to a lead', () => {
  it('types the message into the chat, every character encoded', () => {
    expect(whatsappMessageHref('98765 43210', 'Namaste Ravi ji, 2 & 3?')).toBe(
      'https://wa.me/919876543210?text=Namaste%20Ravi%20ji%2C%202%20%26%203%3F',
    )
    expect(whatsappMessageHref('12345', 'Namaste')).toBeNull()
  })

  it('fills in an e-mail’s subject and body, lines broken as mail wants', () => {
    expect(mailtoHref(' ravi@example.in ', 'Your enquiry (#4)', 'Namaste,\n\nSunita')).toBe(
      'mailto:ravi@example.in?subject=Your%20enquiry%20(%234)&body=Namaste%2C%0D%0A%0D%0ASunita',
    )
  })

  it('is in the lead’s language, from the signed-in member of staff, with the company’s name', () => {
    const sunita = { name: 'Sunita Devi' }
    const hindi = firstMessageTo({ id: 4, name: 'रवि कुमार', language: 'hi' }, sunita)
    expect(hindi.emailSubject).toBe('निर्माण कंस्ट्रक्शन्स से आपकी पूछताछ (अनुरोध #4)')
    expect(hindi.whatsapp.startsWith('नमस्ते रवि कुमार जी!')).toBe(true)
    const owners = firstMessageTo(
      { id: 4, name: 'Ravi Kumar', language: 'en' },
      { ...sunita, companyNames: { en: 'Nirman Builders', hi: 'निर्माण बिल्डर्स' } },
    )
    expect(owners.emailSubject).toBe('Your enquiry with Nirman Builders (request #4)')
  })
})
