import { describe, expect, it } from 'vitest'
import { readVisitEntry, visitEntryAfterQuote } from './visit-entry'
import { visitBookingTo } from './visit-link'

// How a visitor reaches the booking page: from a quote request just sent (in the history entry's
// state: the lead and what they typed) or by a link (`?from=`, with a calculator's slug).

describe('readVisitEntry', () => {
  it('takes the lead, the name, the phone and the e-mail the quote form handed over', () => {
    const state = {
      from: 'quote',
      lead: { id: 57, key: 'k-57-abc' },
      name: 'Ravi Kumar',
      phone: '98765 43210',
      email: 'ravi@example.com',
    }
    expect(readVisitEntry(state, '')).toEqual({
      from: 'quote',
      lead: { id: 57, key: 'k-57-abc' },
      name: 'Ravi Kumar',
      phone: '98765 43210',
      email: 'ravi@example.com',
    })
  })

  it('reads a link beside a calculator’s result from the address', () => {
    expect(readVisitEntry(null, '?from=calculator&calculator=paint-calculator')).toEqual({
      from: 'calculator',
      calculator: 'paint-calculator',
    })
  })

  it('counts a visitor from an unknown place, or none, as from the contact page', () => {
    expect(readVisitEntry(null, '?from=facebook')).toEqual({ from: 'contact' })
    // Staff book for a client who called: a visitor's link never says so.
    expect(readVisitEntry(null, '?from=staff')).toEqual({ from: 'contact' })
    expect(readVisitEntry(undefined, '')).toEqual({ from: 'contact' })
    expect(readVisitEntry(null, '?from=whatsapp')).toEqual({ from: 'whatsapp' })
  })

  it('ignores a calculator unless the visitor came from one', () => {
    expect(readVisitEntry(null, '?from=contact&calculator=paint-calculator')).toEqual({
      from: 'contact',
    })
    expect(readVisitEntry(null, '?calculator=paint-calculator')).toEqual({ from: 'contact' })
    // The quote form's state wins over the address.
    expect(
      readVisitEntry({ from: 'quote' }, '?from=calculator&calculator=paint-calculator'),
    ).toEqual({ from: 'quote' })
  })

  it('keeps at most 100 characters of a calculator’s name, as the API stores', () => {
    const entry = readVisitEntry(null, `?from=calculator&calculator=${'c'.repeat(120)}`)
    expect(entry.calculator).toBe('c'.repeat(100))
  })

  it('drops a lead without a numeric id and a key, and blank or non-text values', () => {
    expect(
      readVisitEntry(
        { from: 'quote', lead: { id: '57', key: 'k' }, name: '', phone: 9876543210 },
        '',
      ),
    ).toEqual({ from: 'quote' })
    expect(readVisitEntry('quote', '')).toEqual({ from: 'contact' })
  })
})

describe('visitEntryAfterQuote', () => {
  it('joins the visit to the quote request when its receipt has a visit key', () => {
    expect(
      visitEntryAfterQuote(
        { id: 57, visitKey: 'k-57-abc' },
        { name: 'Ravi Kumar', phone: '98765 43210' },
      ),
    ).toEqual({
      from: 'quote',
      lead: { id: 57, key: 'k-57-abc' },
      name: 'Ravi Kumar',
      phone: '98765 43210',
    })
  })

  it('carries no lead without a visit key, and leaves out what was not typed', () => {
    const entry = visitEntryAfterQuote(
      { id: 57 },
      { name: 'Ravi Kumar', phone: '98765 43210', email: '' },
    )
    expect(entry).toEqual({ from: 'quote', name: 'Ravi Kumar', phone: '98765 43210' })
    expect(entry).not.toHaveProperty('lead')
    expect(entry).not.toHaveProperty('email')
  })

  it('hands over what the booking page reads back', () => {
    const entry = visitEntryAfterQuote(
      { id: 57, visitKey: 'k-57-abc' },
      { name: 'Ravi Kumar', phone: '98765 43210', email: 'ravi@example.com' },
    )
    expect(readVisitEntry(entry, '')).toEqual(entry)
  })
})

describe('visitBookingTo', () => {
  it('links to the booking page with where the visitor came from', () => {
    expect(visitBookingTo('calculator', 'paint-calculator')).toBe(
      '/site-visit?from=calculator&calculator=paint-calculator',
    )
    expect(visitBookingTo('contact')).toBe('/site-visit?from=contact')
    expect(visitBookingTo('whatsapp')).toBe('/site-visit?from=whatsapp')
  })

  it('gives an address the booking page reads back', () => {
    const search = visitBookingTo('calculator', 'paint-calculator').split('?')[1] ?? ''
    expect(readVisitEntry(null, `?${search}`)).toEqual({
      from: 'calculator',
      calculator: 'paint-calculator',
    })
  })
})
