import { describe, expect, it } from 'vitest'
import { telHref, whatsappHref } from './contact-links'

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
