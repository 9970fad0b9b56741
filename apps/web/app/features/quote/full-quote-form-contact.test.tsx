import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FullQuoteForm } from './full-quote-form'
import {
  cleanUpQuoteTest,
  expectFullFormCleared,
  expectFullFormKept,
  filledFullQuoteRequest,
  fillFullQuoteForm,
  heldAnswer,
  jsonResponse,
  renderWithProviders,
  sentFrom,
  sentRequest,
  stored,
  stubFetch,
} from './test-utils'

afterEach(cleanUpQuoteTest)

const submit = () => screen.getByRole('button', { name: 'Submit Request' })

describe('the full quote form on the contact page', () => {
  it('given nothing filled in, shows "Validation Error" with the first message', async () => {
    stubFetch()
    const { user } = renderWithProviders(<FullQuoteForm variant="contact" />)
    await user.click(submit())
    const notice = await screen.findByRole('alert')
    expect(within(notice).getByText('Validation Error')).toBeInTheDocument()
    expect(within(notice).getByText('Name must be at least 3 characters')).toBeInTheDocument()
  })

  it('given a complete form, sends it, confirms in a notice and clears the form', async () => {
    const fetchMock = stubFetch(stored())
    const { user } = renderWithProviders(<FullQuoteForm variant="contact" />)
    await fillFullQuoteForm(user)

    await user.click(submit())

    const notice = await screen.findByRole('status')
    expect(within(notice).getByText('Message Sent Successfully!')).toBeInTheDocument()
    expect(
      within(notice).getByText("Thank you for contacting the company. We'll respond shortly."),
    ).toBeInTheDocument()
    expect(sentRequest(fetchMock).body).toEqual({
      ...filledFullQuoteRequest,
      ...sentFrom('contact'),
    })
    expectFullFormCleared()
    // The contact page answers in the page, not with a toast.
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
  })

  it('reads "Submitting..." while the request is on its way', async () => {
    const held = heldAnswer()
    stubFetch(held.response)
    const { user } = renderWithProviders(<FullQuoteForm variant="contact" />)
    await fillFullQuoteForm(user)

    await user.click(submit())

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled()
    held.answer(stored())
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument()
  })

  it('given the API refuses, shows its message in a notice and keeps every value', async () => {
    stubFetch(jsonResponse(500, { message: 'Could not store your request' }))
    const { user } = renderWithProviders(<FullQuoteForm variant="contact" />)
    await fillFullQuoteForm(user)

    await user.click(submit())

    const notice = await screen.findByRole('alert')
    expect(within(notice).getByText('Error submitting form')).toBeInTheDocument()
    expect(within(notice).getByText('Could not store your request')).toBeInTheDocument()
    expectFullFormKept()
  })

  it('given the network fails, says "Please try again later." in the notice', async () => {
    stubFetch(new TypeError('Failed to fetch'), stored())
    const { user } = renderWithProviders(<FullQuoteForm variant="contact" />)
    await fillFullQuoteForm(user)

    await user.click(submit())

    const notice = await screen.findByRole('alert')
    expect(within(notice).getByText('Error submitting form')).toBeInTheDocument()
    expect(within(notice).getByText('Please try again later.')).toBeInTheDocument()
    expectFullFormKept()

    // Trying again replaces the failure with the success.
    await user.click(submit())
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument()
    expect(screen.queryByText('Error submitting form')).not.toBeInTheDocument()
  })
})
