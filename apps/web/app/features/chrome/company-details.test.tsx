import { act, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { hindiFirstLoad } from '../../i18n/hindi-first-load'
import { hindiFooter } from '../../i18n/hindi-footer'
import { provideHindiParts } from '../../i18n/hindi-parts'
import { giveCompanyDetails, ownerDetails } from '../../settings/test-utils'
import { ContactBar } from './contact-bar'
import { SiteFooter } from './site-footer'

// The company's details in the chrome of every page: the footer and the contact bar. Without the
// owner's settings (the build, a page served before anything was saved) nothing made up shows and
// the parts needing a detail are not there; with them, the owner's details.

beforeAll(() => provideHindiParts({ firstLoad: hindiFirstLoad, footer: hindiFooter }))

function atPage(element: ReactNode, path = '/services') {
  return <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
}

const links = (inside: HTMLElement, start: string) =>
  within(inside)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith(start))

describe('the footer', () => {
  it("shows the specification's place and hours, and no phone, e-mail, profile or credit, without settings", () => {
    render(atPage(<SiteFooter />))
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText('Danapur, Patna, Bihar 801503, India')).toBeInTheDocument()
    expect(footer).toHaveTextContent('Mon-Sat 9:00 AM - 6:00 PM')
    expect(footer).toHaveTextContent('Sunday closed')
    expect(links(footer, 'tel:')).toEqual([])
    expect(links(footer, 'mailto:')).toEqual([])
    expect(links(footer, 'https://')).toEqual([])
    expect(footer).not.toHaveTextContent('98765')
    expect(footer).not.toHaveTextContent('Sales enquiries')
    expect(footer).not.toHaveTextContent('Designed by')
    expect(footer).not.toHaveTextContent('GSTIN')
  })

  it("shows the owner's phones, sales number, e-mail, address, hours, profiles, GSTIN and credit", () => {
    giveCompanyDetails(ownerDetails)
    render(atPage(<SiteFooter />))
    const footer = screen.getByRole('contentinfo')
    expect(links(footer, 'tel:')).toEqual([
      'tel:+919431012345',
      'tel:+916122234567',
      'tel:+919431067890',
    ])
    expect(
      within(footer).getByRole('link', { name: '+91 94310 67890' }).parentElement,
    ).toHaveTextContent('Sales enquiries: +91 94310 67890')
    expect(within(footer).getByRole('link', { name: 'office@nirman-patna.in' })).toHaveAttribute(
      'href',
      'mailto:office@nirman-patna.in',
    )
    expect(
      within(footer).getByText('Saguna More, Bailey Road, Danapur, Patna, Bihar 801503, India'),
    ).toBeInTheDocument()
    expect(footer).toHaveTextContent('Mon-Sat 9:30 AM - 6:30 PM')
    expect(
      within(footer).getByRole('link', { name: 'Nirman Constructions on Facebook' }),
    ).toHaveAttribute('href', 'https://www.facebook.com/nirman.patna')
    expect(
      within(footer).getByRole('link', { name: 'Nirman Constructions on YouTube' }),
    ).toHaveAttribute('href', 'https://www.youtube.com/@nirmanpatna')
    expect(within(footer).queryByRole('link', { name: /on Instagram/ })).not.toBeInTheDocument()
    expect(within(footer).getByText('GSTIN: 10AABCN1234F1Z5')).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'Ganga Web Studio' })).toHaveAttribute(
      'href',
      'https://gangaweb.in',
    )
  })

  it("shows the owner's details on a Hindi page, the name and hours in Hindi", () => {
    giveCompanyDetails({ ...ownerDetails, hindiName: undefined })
    render(atPage(<SiteFooter />, '/hi/services'))
    const footer = screen.getByRole('contentinfo')
    expect(links(footer, 'tel:')).toEqual([
      'tel:+919431012345',
      'tel:+916122234567',
      'tel:+919431067890',
    ])
    expect(footer).toHaveTextContent('सोम-शनि सुबह 9:30 - शाम 6:30')
    expect(footer).toHaveTextContent('रविवार बंद')
    expect(footer).toHaveTextContent('© ')
    expect(footer).toHaveTextContent('निर्माण कंस्ट्रक्शन्स. सर्वाधिकार सुरक्षित।')
    expect(within(footer).getByText('जीएसटी नंबर: 10AABCN1234F1Z5')).toBeInTheDocument()
    expect(
      within(footer).getByRole('link', { name: 'Facebook पर निर्माण कंस्ट्रक्शन्स' }),
    ).toHaveAttribute('href', 'https://www.facebook.com/nirman.patna')
  })
})

describe('the contact bar', () => {
  it('is Site visit and Get a Quote alone, with no WhatsApp button, without settings', () => {
    render(atPage(<ContactBar />))
    const bar = screen.getByRole('navigation', { name: 'Contact us' })
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Site visit', 'Get a Quote'])
    expect(within(bar).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'href',
      '/contact',
    )
    // The booking page, told the visitor came from the bar.
    expect(within(bar).getByRole('link', { name: 'Site visit' })).toHaveAttribute(
      'href',
      '/site-visit?from=whatsapp',
    )
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).not.toBeInTheDocument()
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
  })

  it("calls the owner's first number and chats on the owner's WhatsApp, naming the page", () => {
    giveCompanyDetails(ownerDetails)
    render(atPage(<ContactBar />))
    const bar = screen.getByRole('navigation', { name: 'Contact us' })
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Call', 'WhatsApp', 'Site visit', 'Get a Quote'])
    expect(within(bar).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+919431012345',
    )
    const message =
      'Hello Nirman Constructions, I would like to know more about building with you. I was reading https://www.nirman-patna.in/services'
    const chat = `https://wa.me/919431155555?text=${encodeURIComponent(message)}`
    expect(within(bar).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', chat)
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      chat,
    )
  })

  it('has a WhatsApp link but no call without a phone number', () => {
    giveCompanyDetails({ whatsapp: '94311 55555' })
    render(atPage(<ContactBar />))
    const bar = screen.getByRole('navigation', { name: 'Contact us' })
    expect(within(bar).queryByRole('link', { name: 'Call' })).not.toBeInTheDocument()
    expect(within(bar).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919431155555\?text=/,
    )
  })

  it('writes the WhatsApp message in Hindi on a Hindi page, with the Hindi name', () => {
    giveCompanyDetails({ whatsapp: '+91 94311 55555', hindiName: 'निर्माण कंस्ट्रक्शन्स पटना' })
    render(atPage(<ContactBar />, '/hi/about'))
    const bar = screen.getByRole('navigation', { name: 'हमसे संपर्क करें' })
    const chat = new URL(
      within(bar).getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '',
    )
    expect(chat.origin + chat.pathname).toBe('https://wa.me/919431155555')
    expect(chat.searchParams.get('text')).toBe(
      'नमस्ते निर्माण कंस्ट्रक्शन्स पटना, मैं आपसे घर बनवाने के बारे में और जानना चाहता/चाहती हूँ। मैं यह पेज पढ़ रहा/रही था/थी: https://www.nirmanconstructions.in/hi/about',
    )
  })
})

describe('a prerendered page with the owner’s settings', () => {
  it("hydrates the footer and the contact bar without a mismatch, then shows the owner's details", async () => {
    // The build's prerender: no settings.
    const page = (
      <MemoryRouter initialEntries={['/services']}>
        <SiteFooter />
        <ContactBar />
      </MemoryRouter>
    )
    const html = renderToString(page)
    expect(html).not.toContain('tel:')
    // The page as the API serves it: the same HTML, the settings in its head.
    giveCompanyDetails(ownerDetails)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const problems: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => problems.push(error) }),
    )
    expect(problems).toEqual([])
    expect(links(container, 'tel:')).toEqual([
      'tel:+919431012345',
      'tel:+916122234567',
      'tel:+919431067890',
      'tel:+919431012345',
    ])
    expect(within(container).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919431155555\?text=/),
    )
    act(() => root.unmount())
    container.remove()
  })
})
