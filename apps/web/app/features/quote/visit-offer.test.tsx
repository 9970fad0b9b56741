import { act, screen, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { FullQuoteForm } from './full-quote-form'
import {
  cleanUpQuoteTest,
  fillFullQuoteForm,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from './test-utils'

// After a quote request is sent, "Book a free site visit" takes the visitor on to the booking
// page with what the request gave: its receipt (the visit joins that lead) and the name, phone
// and e-mail typed (fillFullQuoteForm: Ravi Kumar, 9876543210, ravi@example.com), carried in the
// history entry's state, never in the address.

afterEach(cleanUpQuoteTest)

/** Where the app is and what came with it, as the booking page would read it. */
function Whereabouts() {
  const location = useLocation()
  return (
    <output aria-label="where">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </output>
  )
}

const receiptWithKey = () =>
  jsonResponse(201, { id: 7, createdAt: '2026-11-29T10:00:00.000Z', visitKey: 'key-of-7' })

const carried = {
  from: 'quote',
  lead: { id: 7, key: 'key-of-7' },
  name: 'Ravi Kumar',
  phone: '9876543210',
  email: 'ravi@example.com',
}

describe('"Book a free site visit" after a quote request', () => {
  it("is the popup's toast's button, opening the booking with the request and the contact", async () => {
    stubFetch(receiptWithKey())
    const { user } = renderWithProviders(
      <>
        <FullQuoteForm variant="popup" />
        <Whereabouts />
      </>,
    )
    await fillFullQuoteForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const toast = await findToast()
    expect(toast).toHaveTextContent('Message Sent!')
    // A plain click: the toast's region lets no pointer through while it slides in.
    act(() => within(toast).getByRole('button', { name: 'Book a free site visit' }).click())

    const where = screen.getByRole('status', { name: 'where' })
    expect(where).toHaveTextContent(`/site-visit ${JSON.stringify(carried)}`)
  })

  it('is a link under the contact page\'s "Message Sent Successfully!"', async () => {
    stubFetch(receiptWithKey())
    const { user } = renderWithProviders(
      <>
        <FullQuoteForm variant="contact" />
        <Whereabouts />
      </>,
    )
    await fillFullQuoteForm(user)
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))

    const link = await screen.findByRole('link', { name: 'Book a free site visit' })
    expect(link).toHaveAttribute('href', '/site-visit')
    await user.click(link)
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
      `/site-visit ${JSON.stringify(carried)}`,
    )
  })

  it('opens the booking without a lead when the receipt has no key to join it', async () => {
    stubFetch(jsonResponse(201, { id: 8, createdAt: '2026-11-29T10:00:00.000Z' }))
    const { user } = renderWithProviders(
      <>
        <FullQuoteForm variant="contact" />
        <Whereabouts />
      </>,
    )
    await fillFullQuoteForm(user)
    await user.click(screen.getByRole('button', { name: 'Submit Request' }))
    await user.click(await screen.findByRole('link', { name: 'Book a free site visit' }))

    const { lead: _none, ...contactOnly } = carried
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
      `/site-visit ${JSON.stringify(contactOnly)}`,
    )
  })
})
