import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  companyDetailsOf,
  currentPageSettings,
  noPageSettings,
  pageSettingsOf,
  usePageSettings,
} from './page-settings'
import { giveCompanyDetails, givePageSettings, removePageSettings } from './test-utils'

/** What a part of a page shows of the settings: their version and the first phone. */
function FirstPhone() {
  const { version, company } = usePageSettings()
  return (
    <p>
      Version {version}: {company.phones?.[0] ?? 'no phone'}
    </p>
  )
}

describe('reading the settings a page carries', () => {
  it('gives none when the page has no settings element (the build, the dev server)', () => {
    removePageSettings()
    expect(currentPageSettings()).toBe(noPageSettings)
  })

  it('gives none when the element holds broken JSON or something else than settings', () => {
    givePageSettings('{"version":3,"company":{"phones":["+91 94310 12345"]')
    expect(currentPageSettings()).toBe(noPageSettings)
    for (const unreadable of [
      '',
      'null',
      '[]',
      '"settings"',
      '{"company":{}}',
      '{"version":"3"}',
    ]) {
      expect(pageSettingsOf(unreadable)).toBe(noPageSettings)
    }
    // A version without company details is not the owner's settings either.
    expect(pageSettingsOf('{"version":3,"company":"none","rateCard":{}}')).toBe(noPageSettings)
  })

  it("reads the owner's details, with '<' escaped as the API writes it", () => {
    giveCompanyDetails({
      phones: ['+91 94310 12345'],
      email: 'office@nirman-patna.in',
      credit: { name: 'Studio <Ganga>', url: 'https://gangaweb.in' },
    })
    const settings = currentPageSettings()
    expect(settings.version).toBe(3)
    expect(settings.company.phones).toEqual(['+91 94310 12345'])
    expect(settings.company.email).toBe('office@nirman-patna.in')
    expect(settings.company.credit).toEqual({ name: 'Studio <Ganga>', url: 'https://gangaweb.in' })
    expect(settings.rateCard).toEqual({})
  })

  it('reads the element once, and a new element anew', () => {
    giveCompanyDetails({ phones: ['+91 94310 12345'] })
    const first = currentPageSettings()
    expect(currentPageSettings()).toBe(first)
    giveCompanyDetails({ phones: ['0612 223 4567'] })
    expect(currentPageSettings().company.phones).toEqual(['0612 223 4567'])
  })

  it('leaves out a detail of the wrong kind, and keeps the others', () => {
    const details = companyDetailsOf({
      name: 42,
      phones: '+91 94310 12345',
      email: '   ',
      whatsapp: '+91 94311 55555',
      address: { street: 'Saguna More', city: 'Patna' },
      hours: { days: ['mon', 'someday'], opens: '9', closes: '18:00' },
      socials: { facebook: 'https://www.facebook.com/nirman.patna', twitter: 'https://x.com/n' },
      credit: { name: 'Ganga Web Studio' },
    })
    expect(details.name).toBeUndefined()
    expect(details.phones).toBeUndefined()
    expect(details.email).toBeUndefined()
    expect(details.whatsapp).toBe('+91 94311 55555')
    // An address without its PIN code, hours with a time that is no clock time, a credit without
    // its link: not given.
    expect(details.address).toBeUndefined()
    expect(details.hours).toBeUndefined()
    expect(details.credit).toBeUndefined()
    expect(details.socials).toEqual({ facebook: 'https://www.facebook.com/nirman.patna' })
  })

  it("keeps the rate card, the day it is as of and the company's katha", () => {
    const settings = pageSettingsOf(
      JSON.stringify({
        version: 5,
        company: {},
        rateCard: { costEstimate: { ratePerSqFt: { residential: 1900 } } },
        rateCardAsOf: '2026-12-01',
        landUnits: { kathaSqFt: 1361.25 },
      }),
    )
    expect(settings).toEqual({
      version: 5,
      company: { socials: {} },
      rateCard: { costEstimate: { ratePerSqFt: { residential: 1900 } } },
      rateCardAsOf: '2026-12-01',
      landUnits: { kathaSqFt: 1361.25 },
    })
  })

  it('leaves out a card that is no object, a day that is no day and a katha that is no size', () => {
    for (const [rateCard, rateCardAsOf, landUnits] of [
      [[1900], '2026-02-30', { kathaSqFt: 0 }],
      ['1900', '1 Dec 2026', { kathaSqFt: '1361.25' }],
      [null, '2026-13-01', 1361.25],
      [undefined, 20261201, { kathaSqFt: -1 }],
    ]) {
      const settings = pageSettingsOf(
        JSON.stringify({ version: 5, company: {}, rateCard, rateCardAsOf, landUnits }),
      )
      expect(settings.rateCard).toEqual({})
      expect(settings).not.toHaveProperty('rateCardAsOf')
      expect(settings).not.toHaveProperty('landUnits')
    }
    // A katha too large for any number (JSON's 1e999) is no size either.
    expect(
      pageSettingsOf('{"version":5,"company":{},"landUnits":{"kathaSqFt":1e999}}'),
    ).not.toHaveProperty('landUnits')
  })

  it('keeps the open days a page knows, Monday first', () => {
    const details = companyDetailsOf({
      hours: { days: ['sat', 'mon', 'holiday'], opens: '09:00', closes: '13:00' },
    })
    expect(details.hours).toEqual({ days: ['mon', 'sat'], opens: '09:00', closes: '13:00' })
  })
})

describe('usePageSettings', () => {
  it('gives none to the prerender, even on a page that has settings', () => {
    giveCompanyDetails({ phones: ['+91 94310 12345'] })
    const html = renderToString(<FirstPhone />)
    expect(html).toContain('no phone')
    expect(html).not.toContain('94310')
  })

  it("gives a part drawn in the browser the page's settings at once", () => {
    giveCompanyDetails({ phones: ['+91 94310 12345'] })
    render(<FirstPhone />)
    expect(screen.getByText('Version 3: +91 94310 12345')).toBeInTheDocument()
  })

  it('gives none in the browser when the page has none', () => {
    render(<FirstPhone />)
    expect(screen.getByText('Version 0: no phone')).toBeInTheDocument()
  })

  it("hydrates the prerendered HTML without a mismatch, then shows the owner's details", async () => {
    const html = renderToString(<FirstPhone />)
    giveCompanyDetails({ phones: ['+91 94310 12345'] })
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const problems: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, <FirstPhone />, {
        onRecoverableError: (error) => problems.push(error),
      }),
    )
    expect(container).toHaveTextContent('Version 3: +91 94310 12345')
    expect(problems).toEqual([])
    act(() => root.unmount())
    container.remove()
  })
})
