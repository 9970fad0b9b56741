import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { company } from '../content/company'
import {
  scrollEverythingNear,
  stubIntersectionObserver,
} from '../features/hydration/fake-intersection-observer'
import { renderRoutes } from '../features/projects/test-utils'
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

  it('links the map before loading it, and embeds it once it scrolls near', () => {
    renderContact()
    const link = screen.getByRole('link', { name: 'Open the map in Google Maps' })
    expect(link).toHaveAttribute('href', company.map.linkUrl)
    expect(screen.queryByTitle(/^Map showing the office/)).not.toBeInTheDocument()

    act(scrollEverythingNear)

    const map = screen.getByTitle(/^Map showing the office/)
    expect(map).toHaveAttribute('src', company.map.embedUrl)
    expect(map).toHaveAttribute('loading', 'lazy')
    // The plain link stays below the map.
    expect(screen.getByRole('link', { name: 'Open the map in Google Maps' })).toBeInTheDocument()
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

  it('shows the Patna office with phones, e-mail and hours', () => {
    renderContact()
    const info = screen.getByRole('region', { name: 'Contact Information' })
    expect(within(info).getByRole('tab', { name: 'Patna' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(within(info).getByText(/Monday to Saturday 9:00 AM to 6:00 PM/)).toBeInTheDocument()
    expect(within(info).getByText(/Sunday closed/)).toBeInTheDocument()
    expect(within(info).getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    )
  })

  it('lists the three numbers and the sales number under Call Us, and closes with Escape', async () => {
    const { user } = renderContact()
    const callUs = screen.getByRole('button', { name: 'Call Us' })
    expect(callUs).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('list', { name: 'Our phone numbers' })).not.toBeInTheDocument()

    await user.click(callUs)
    expect(callUs).toHaveAttribute('aria-expanded', 'true')
    const numbers = screen.getByRole('list', { name: 'Our phone numbers' })
    const hrefs = within(numbers)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual([
      ...company.phones.map((phone) => `tel:${phone.dial}`),
      `tel:${company.salesPhone.dial}`,
    ])

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
    expect(within(faqs).getByText(/within 24-48 business hours/)).toBeVisible()
  })
})
