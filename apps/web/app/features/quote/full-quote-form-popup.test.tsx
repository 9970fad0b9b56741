import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FullQuoteForm } from './full-quote-form'
import {
  cleanUpQuoteTest,
  expectFullFormCleared,
  expectFullFormKept,
  filledFullQuoteRequest,
  fillFullQuoteForm,
  findToast,
  fullForm,
  heldAnswer,
  jsonResponse,
  renderWithProviders,
  sentFrom,
  sentRequest,
  stored,
  stubFetch,
} from './test-utils'

afterEach(cleanUpQuoteTest)

const submit = () => screen.getByRole('button', { name: 'Send Message' })

/** The messages shown under the fields, top to bottom. */
const fieldMessages = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)

describe('the full quote form in the popup', () => {
  it('offers the popup project types', () => {
    renderWithProviders(<FullQuoteForm variant="popup" />)
    const types = within(fullForm.projectType()).getAllByRole('option')
    expect(types.map((option) => option.textContent)).toEqual([
      'Select project type',
      'Residential Construction',
      'Commercial Construction',
      'Architectural Design',
      'Interior Design',
      'Building Consultancy',
      'Project Management',
    ])
  })

  it('given nothing filled in, when submitting, shows each message under its field', async () => {
    const fetchMock = stubFetch()
    const { user } = renderWithProviders(<FullQuoteForm variant="popup" />)

    await user.click(submit())

    await waitFor(() =>
      expect(fieldMessages()).toEqual([
        'Name must be at least 3 characters',
        'Please enter a valid phone number',
        'Please enter your city',
        'Please enter land size in sq ft',
        'Please enter North side dimension in feet',
        'Please enter South side dimension in feet',
        'Please enter East side dimension in feet',
        'Please enter West side dimension in feet',
        'Please select land facing direction',
        'Please select a project type',
      ]),
    )
    expect(fullForm.name()).toHaveAccessibleDescription('Name must be at least 3 characters')
    expect(fullForm.feet('East')).toHaveAccessibleDescription(
      'Please enter East side dimension in feet',
    )
    expect(screen.queryByText('Validation Error')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('after a first submit, checks again on every change', async () => {
    stubFetch()
    const { user } = renderWithProviders(<FullQuoteForm variant="popup" />)
    await user.type(fullForm.email(), 'ravi@')
    await user.click(submit())
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument()

    await user.type(fullForm.name(), 'Ra')
    expect(fullForm.name()).toHaveAccessibleDescription('Name must be at least 3 characters')
    await user.type(fullForm.name(), 'v')
    await waitFor(() => expect(fullForm.name()).not.toHaveAttribute('aria-invalid'))
    expect(screen.queryByText('Name must be at least 3 characters')).not.toBeInTheDocument()

    await user.type(fullForm.email(), 'example.com')
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument(),
    )
    await user.type(fullForm.feet('South'), '-5')
    expect(await screen.findByText('Please enter South side dimension in feet')).toBeInTheDocument()
  })

  it('given a complete form, sends it, says "Message Sent!", clears the form and reports back', async () => {
    const fetchMock = stubFetch(stored())
    const onSubmitted = vi.fn()
    const { user } = renderWithProviders(
      <FullQuoteForm variant="popup" onSubmitted={onSubmitted} />,
    )
    await fillFullQuoteForm(user)

    await user.click(submit())

    const toast = await findToast()
    expect(toast).toHaveTextContent('Message Sent!')
    expect(toast).toHaveTextContent('We will get back to you soon.')
    expect(onSubmitted).toHaveBeenCalledTimes(1)
    expect(sentRequest(fetchMock).body).toEqual({ ...filledFullQuoteRequest, ...sentFrom('popup') })
    expectFullFormCleared()
  })

  it('reads "Sending..." while the request is on its way', async () => {
    const held = heldAnswer()
    stubFetch(held.response)
    const { user } = renderWithProviders(<FullQuoteForm variant="popup" />)
    await fillFullQuoteForm(user)

    await user.click(submit())

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    held.answer(stored())
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it.each([
    ['the API fails', jsonResponse(500, { message: 'Internal Server Error' })],
    ['the network fails', new TypeError('Failed to fetch')],
  ])('given %s, shows the popup error toast and keeps every value', async (_, answer) => {
    stubFetch(answer)
    const onSubmitted = vi.fn()
    const { user } = renderWithProviders(
      <FullQuoteForm variant="popup" onSubmitted={onSubmitted} />,
    )
    await fillFullQuoteForm(user)

    await user.click(submit())

    const toast = await findToast()
    expect(toast).toHaveTextContent('Error')
    // The popup's failure text is fixed; the server's own words are not shown here.
    expect(toast).toHaveTextContent('Failed to send your message. Please try again.')
    expect(toast).not.toHaveTextContent('Internal Server Error')
    expect(onSubmitted).not.toHaveBeenCalled()
    expectFullFormKept()
  })
})
