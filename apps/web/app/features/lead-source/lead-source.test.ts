import { beforeEach, describe, expect, it } from 'vitest'
import { idempotencyKeyFor } from './idempotency-key'
import { captureLanding, landingStorageKey, leadSource } from './lead-source'

const place = (url: string) => {
  const address = new URL(url, 'https://nirman.example')
  return { pathname: address.pathname, search: address.search }
}

describe('the source of a lead', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
  })

  it('keeps the first landing of the visit, with its referrer and advert tags', () => {
    captureLanding(
      place('/?utm_source=facebook&utm_medium=cpc&utm_campaign=diwali&fbclid=IwAR1'),
      'https://m.facebook.com/',
    )
    // A later page of the same visit does not replace the landing.
    captureLanding(place('/services?utm_source=google'), 'https://nirman.example/')

    expect(leadSource('popup', place('/services/interior-design'))).toEqual({
      form: 'popup',
      page: '/services/interior-design',
      landingPage: '/?utm_source=facebook&utm_medium=cpc&utm_campaign=diwali&fbclid=IwAR1',
      referrer: 'https://m.facebook.com/',
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmCampaign: 'diwali',
      utmTerm: '',
      utmContent: '',
      gclid: '',
      fbclid: 'IwAR1',
      calculator: '',
    })
  })

  it('keeps it in sessionStorage, never in a cookie', () => {
    captureLanding(place('/?gclid=Cj0KCQ'), '')
    expect(JSON.parse(window.sessionStorage.getItem(landingStorageKey) ?? '{}')).toMatchObject({
      gclid: 'Cj0KCQ',
    })
    expect(document.cookie).toBe('')
  })

  it('names the calculator whose estimate the contact page carries', () => {
    const source = leadSource(
      'contact',
      place('/contact?estimate=Paint%3A%2042%20litres&calculator=paint'),
    )
    expect(source).toMatchObject({ form: 'contact', page: '/contact', calculator: 'paint' })
  })

  it('takes the current page as landing when nothing was stored (storage refused)', () => {
    expect(leadSource('hero', place('/?utm_campaign=monsoon'))).toMatchObject({
      landingPage: '/?utm_campaign=monsoon',
      utmCampaign: 'monsoon',
    })
  })
})

describe('the idempotency key', () => {
  const form = { name: 'Ravi Kumar', phone: '9876543210', projectType: 'Consultancy' }

  it('is the same for the same filled-in form on one page, so a double tap sends one key', () => {
    expect(idempotencyKeyFor({ ...form })).toBe(idempotencyKeyFor({ ...form }))
  })

  it('differs for another form or another page load', () => {
    expect(idempotencyKeyFor({ ...form, name: 'Ravi Kumaar' })).not.toBe(idempotencyKeyFor(form))
    expect(idempotencyKeyFor(form, 'a'.repeat(24))).not.toBe(
      idempotencyKeyFor(form, 'b'.repeat(24)),
    )
  })

  it('is accepted by the API: 16 to 100 letters, digits or -', () => {
    expect(idempotencyKeyFor(form)).toMatch(/^[A-Za-z0-9_-]{16,100}$/)
  })
})
