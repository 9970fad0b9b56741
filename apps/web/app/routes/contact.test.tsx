import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  scrollEverythingNear,
  stubIntersectionObserver,
} from '../features/hydration/fake-intersection-observer'
import { renderRoutes } from '../features/projects/test-utils'
import { giveCompanyDetails, ownerDetails } from '../settings/test-utils'
import ContactPage from './contact'

beforeEach(stubIntersectionObserver)
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderContact(path = '/contact') {
  return renderRoutes([{ path: '/contact', element: <ContactPage /> }], path)
}

describe('/contact', () => {
  it('has one h1 and the quote form in its #quote-form section', () => {
    renderContact()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const formSection = screen.getByRole('region', { name: 'Request a Free Quote' })
    expect(formSection).toHaveAttribute('id', 'quote-form')
    expect(within(formSection).getByRole('button', { name: 'Submit Request' })).toBeInTheDocument()
  })

  it("has no map without the owner's address or map link", () => {
    renderContact()
    expect(screen.queryByRole('region', { name: 'Find Our Office' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Open the map' })).not.toBeInTheDocument()
    act(scrollEverythingNear)
    expect(screen.queryByTitle(/^Map showing the office/)).not.toBeInTheDocument()
  })

  it("links the owner's map before loading the map of the address, and embeds it once it scrolls near", () => {
    giveCompanyDetails(ownerDetails)
    renderContact()
    const section = screen.getByRole('region', { name: 'Find Our Office' })
    const link = within(section).getByRole('link', { name: 'Open the map' })
    expect(link).toHaveAttribute('href', 'https://maps.app.goo.gl/nirmanOffice')
    expect(screen.queryByTitle(/^Map showing the office/)).not.toBeInTheDocument()
    expect(section).toHaveTextContent(
      'Saguna More, Bailey Road, Danapur, Patna, Bihar 801503, India',
    )

    act(scrollEverythingNear)

    const map = screen.getByTitle(
      'Map showing the office of Nirman Constructions in Danapur, Patna',
    )
    expect(map).toHaveAttribute(
      'src',
      'https://www.google.com/maps?q=Saguna%20More%2C%20Bailey%20Road%2C%20Danapur%2C%20Patna%2C%20Bihar%20801503%2C%20India&output=embed',
    )
    expect(map).toHaveAttribute('loading', 'lazy')
    // The plain link stays below the map.
    expect(within(section).getByRole('link', { name: 'Open the map' })).toBeInTheDocument()
  })

  it('starts the message with an estimate sent from a calculator', async () => {
    renderContact(`/contact?estimate=${encodeURIComponent('Paint: 42 litres, 3 cans')}`)
    // The form's code is fetched at once for an estimate; the live form shows it in its message.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue(
        'Paint: 42 litres, 3 cans',
      ),
    )
  })

  it('puts the cursor in the form when Book Appointment is pressed', async () => {
    const { user } = renderContact()
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }))
    expect(screen.getByRole('textbox', { name: /^Full Name/ })).toHaveFocus()
  })

  it("shows the Patna office's address and hours, and no phone or e-mail, without the owner's", () => {
    renderContact()
    const info = screen.getByRole('region', { name: 'Contact Information' })
    expect(within(info).getByRole('tab', { name: 'Patna' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(within(info).getByText('Head office, Danapur, Patna')).toBeInTheDocument()
    expect(within(info).getByText('Danapur, Patna, Bihar 801503, India')).toBeInTheDocument()
    expect(within(info).getByText(/Monday to Saturday 9:00 AM to 6:00 PM/)).toBeInTheDocument()
    expect(within(info).getByText(/Sunday closed/)).toBeInTheDocument()
    expect(within(info).queryByText('Phone')).not.toBeInTheDocument()
    expect(within(info).queryByText('Email')).not.toBeInTheDocument()
    expect(within(info).queryByText('Follow us')).not.toBeInTheDocument()
    // Nowhere on the page: a call, a mail, a made-up number.
    const hrefs = screen.queryAllByRole('link').map((link) => link.getAttribute('href') ?? '')
    expect(hrefs.filter((href) => /^(tel|mailto):/.test(href))).toEqual([])
    expect(document.body).not.toHaveTextContent('98765')
    expect(screen.queryByRole('button', { name: 'Call Us' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Email Us' })).not.toBeInTheDocument()
    // Of the quick ways to reach us, the appointment is left.
    const quick = screen.getByRole('region', { name: 'Get in Touch' })
    expect(
      within(quick)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Book an Appointment'])
    expect(screen.getByRole('region', { name: 'Prefer to talk it through?' })).toHaveTextContent(
      'Our team is available Monday to Saturday 9:00 AM to 6:00 PM. Send us your plans with the form above and an engineer will call you back.',
    )
  })

  it("shows the owner's phones, e-mail, hours and profiles", () => {
    giveCompanyDetails(ownerDetails)
    renderContact()
    const info = screen.getByRole('region', { name: 'Contact Information' })
    expect(
      within(info)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'tel:+919431012345',
      'tel:+916122234567',
      'tel:+919431067890',
      'mailto:office@nirman-patna.in',
      'https://www.facebook.com/nirman.patna',
      'https://www.youtube.com/@nirmanpatna',
    ])
    expect(within(info).getByText(/Monday to Saturday 9:30 AM to 6:30 PM/)).toBeInTheDocument()
    const quick = screen.getByRole('region', { name: 'Get in Touch' })
    expect(
      within(quick)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Call Us', 'Email Us', 'Book an Appointment'])
    expect(within(quick).getByRole('link', { name: '+91 94310 12345' })).toHaveAttribute(
      'href',
      'tel:+919431012345',
    )
    const cta = screen.getByRole('region', { name: 'Prefer to talk it through?' })
    expect(cta).toHaveTextContent('Call us and speak to an engineer directly.')
    expect(within(cta).getByRole('link', { name: 'Email Us' })).toHaveAttribute(
      'href',
      'mailto:office@nirman-patna.in',
    )
  })

  it("lists the owner's numbers and the sales number under Call Us, and closes with Escape", async () => {
    giveCompanyDetails(ownerDetails)
    const { user } = renderContact()
    const callUs = screen.getByRole('button', { name: 'Call Us' })
    expect(callUs).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('list', { name: 'Our phone numbers' })).not.toBeInTheDocument()

    await user.click(callUs)
    expect(callUs).toHaveAttribute('aria-expanded', 'true')
    const numbers = screen.getByRole('list', { name: 'Our phone numbers' })
    expect(
      within(numbers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['+91 94310 12345', '0612 223 4567', 'Sales: +91 94310 67890'])
    expect(
      within(numbers)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:+919431012345', 'tel:+916122234567', 'tel:+919431067890'])

    await user.keyboard('{Escape}')
    expect(callUs).toHaveAttribute('aria-expanded', 'false')
    expect(callUs).toHaveFocus()
  })

  it('answers the three common questions', async () => {
    const { user } = renderContact()
    const faqs = screen.getByRole('region', { name: 'Common Questions' })
    expect(within(faqs).getAllByRole('heading', { level: 3 })).toHaveLength(3)
    expect(within(faqs).getByText(/within 24-48 business hours/)).not.toBeVisible()
    await user.click(within(faqs).getByRole('heading', { name: /How quickly/ }))
    // No number to call: the answer points to the message of the form.
    expect(within(faqs).getByText(/within 24-48 business hours/)).toHaveTextContent(
      'We reply to every quote request and message within 24-48 business hours. For anything urgent, say so in your message and we will call you first.',
    )
    expect(within(faqs).getByText(/within 24-48 business hours/)).toBeVisible()
  })

  it("names the owner's first number for anything urgent", () => {
    giveCompanyDetails(ownerDetails)
    renderContact()
    const faqs = screen.getByRole('region', { name: 'Common Questions' })
    expect(within(faqs).getByText(/within 24-48 business hours/)).toHaveTextContent(
      'For anything urgent, call us on +91 94310 12345 during office hours.',
    )
  })
})
