import { screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '../features/projects/test-utils'
import { mockFetchJson } from '../features/sections/test-utils'
import { fakeTrackerApi, renderTrackerPage } from '../features/tracker/test-utils'
import { hindiFirstLoad } from '../i18n/hindi-first-load'
import { provideHindiParts } from '../i18n/hindi-parts'
import FaqsPage from '../routes/faqs'
import HomePage from '../routes/home'
import ResourcesPage from '../routes/resources'
import ServiceDetailPage from '../routes/service-detail'
import { giveCompanyDetails, ownerDetails } from './test-utils'

// The pages' parts that show the company's details, besides the chrome (features/chrome/) and
// /contact (routes/contact.test.tsx): the home page's contact section, a service's side column,
// the FAQs naming the phone, the project tracker's "how to reach us". Without the owner's
// settings: no number, no e-mail, no made-up detail; with them: the owner's.

beforeAll(() => provideHindiParts({ firstLoad: hindiFirstLoad }))
afterEach(() => {
  vi.restoreAllMocks()
})

/** The addresses of the page's tel: and mailto: links. */
function callAndMailLinks(inside: HTMLElement = document.body): string[] {
  return within(inside)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => /^(tel|mailto):/.test(href))
}

function renderAt(path: string, routePath: string, element: ReactElement) {
  return renderRoutes([{ path: routePath, element }], path)
}

async function homeContactSection() {
  mockFetchJson([])
  renderAt('/', '/', <HomePage />)
  // The section below the hero comes with its own code.
  return screen.findByRole('region', { name: 'Request a Free Quote' })
}

describe("the home page's contact section", () => {
  it("shows the hours and the place, and no number or e-mail, without the owner's", async () => {
    const section = await homeContactSection()
    expect(within(section).getByText('Mon-Sat 9:00 AM - 6:00 PM')).toBeInTheDocument()
    expect(within(section).getByText('Sunday closed')).toBeInTheDocument()
    expect(within(section).getByText('Danapur, Patna, Bihar 801503, India')).toBeInTheDocument()
    expect(within(section).queryByRole('heading', { name: 'Call us' })).not.toBeInTheDocument()
    expect(callAndMailLinks(section)).toEqual([])
    expect(section).not.toHaveTextContent('98765')
  })

  it("lists the owner's numbers and e-mail", async () => {
    giveCompanyDetails(ownerDetails)
    const section = await homeContactSection()
    expect(within(section).getByRole('heading', { name: 'Call us' })).toBeInTheDocument()
    expect(callAndMailLinks(section)).toEqual([
      'tel:+919431012345',
      'tel:+916122234567',
      'mailto:office@nirman-patna.in',
    ])
  })
})

describe("a service page's side column", () => {
  const sidebar = () => screen.getByRole('complementary', { name: 'Quote and contact' })

  it("gives the address and hours only, without the owner's", () => {
    renderAt('/services/residential', '/services/:id', <ServiceDetailPage />)
    const aside = sidebar()
    expect(callAndMailLinks(aside)).toEqual([])
    expect(aside).toHaveTextContent('Danapur, Patna, Bihar 801503, India')
    expect(aside).toHaveTextContent('Mon-Sat 9:00 AM - 6:00 PM')
  })

  it("gives the owner's numbers and e-mail", () => {
    giveCompanyDetails(ownerDetails)
    renderAt('/services/residential', '/services/:id', <ServiceDetailPage />)
    expect(callAndMailLinks(sidebar())).toEqual([
      'tel:+919431012345',
      'tel:+916122234567',
      'mailto:office@nirman-patna.in',
    ])
  })
})

describe('the FAQs that name the phone', () => {
  const urgent = () => screen.getByText(/^Within 24-48 business hours\./)

  it('point to the quote request without a number', () => {
    renderAt('/resources', '/resources', <ResourcesPage />)
    expect(urgent()).toHaveTextContent(
      'Within 24-48 business hours. For anything urgent, say so in the message of your quote request and we will call you first.',
    )
    renderAt('/resources/faqs', '/resources/faqs', <FaqsPage />)
    expect(screen.getByRole('region', { name: 'Still have a question?' })).toHaveTextContent(
      'Send your question with the quote form. We reply within 24-48 business hours.',
    )
  })

  it("name the owner's first number", () => {
    giveCompanyDetails(ownerDetails)
    renderAt('/resources', '/resources', <ResourcesPage />)
    expect(urgent()).toHaveTextContent(
      'Within 24-48 business hours. For anything urgent, call us on +91 94310 12345.',
    )
    renderAt('/resources/faqs', '/resources/faqs', <FaqsPage />)
    expect(screen.getByRole('region', { name: 'Still have a question?' })).toHaveTextContent(
      'Call us on +91 94310 12345 or send your question with the quote form.',
    )
  })

  it('read in Hindi on a Hindi page', () => {
    giveCompanyDetails(ownerDetails)
    renderAt('/hi/resources', '/hi/resources', <ResourcesPage />)
    expect(
      screen.getByText('24-48 कार्य-घंटों के भीतर। कोई ज़रूरी बात हो तो +91 94310 12345 पर फ़ोन करें।'),
    ).toBeInTheDocument()
  })
})

describe("the project tracker's ways to reach us", () => {
  const me = 'GET /api/client/me'
  const reach = () => screen.getByRole('region', { name: 'Not a client yet, or need help now?' })

  it("are the office hours alone without the owner's number and e-mail", async () => {
    const api = fakeTrackerApi({ [me]: 'never' })
    renderTrackerPage()
    await waitFor(() => expect(api.sent(me)).toHaveLength(1))
    expect(callAndMailLinks(reach())).toEqual([])
    expect(
      within(reach())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Office hours'])
    expect(reach()).toHaveTextContent('Monday to Saturday 9:00 AM to 6:00 PM, Sunday closed')
  })

  it("give the owner's first number and e-mail", async () => {
    giveCompanyDetails(ownerDetails)
    const api = fakeTrackerApi({ [me]: 'never' })
    renderTrackerPage()
    await waitFor(() => expect(api.sent(me)).toHaveLength(1))
    expect(callAndMailLinks(reach())).toEqual([
      'tel:+919431012345',
      'mailto:office@nirman-patna.in',
    ])
  })
})
