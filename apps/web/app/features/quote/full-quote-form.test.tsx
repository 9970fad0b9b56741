import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { givePageSettings, removePageSettings } from '../../settings/test-utils'
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
afterEach(removePageSettings)

const submit = () => screen.getByRole('button', { name: 'Send Message' })

describe('the full quote form on the home page', () => {
  it('shows its fields in the order of the specification, required ones marked', () => {
    renderWithProviders(<FullQuoteForm variant="home" />)
    const form = fullForm.name().closest('form')
    const controls = Array.from(form?.elements ?? []).filter((element) => element.matches('[name]'))
    expect(controls.map((control) => control.getAttribute('name'))).toEqual([
      'name',
      'phone',
      'email',
      'city',
      'landSize',
      'landDimensionNorthFeet',
      'landDimensionNorthInches',
      'landDimensionSouthFeet',
      'landDimensionSouthInches',
      'landDimensionEastFeet',
      'landDimensionEastInches',
      'landDimensionWestFeet',
      'landDimensionWestInches',
      'landFacing',
      'projectType',
      'message',
      'website',
      // Which form it is, for the API when the form posts as plain HTML (plain-post.tsx).
      'form',
    ])
    const required = [
      fullForm.name(),
      fullForm.phone(),
      fullForm.city(),
      fullForm.landSize(),
      fullForm.feet('North'),
      fullForm.feet('South'),
      fullForm.feet('East'),
      fullForm.feet('West'),
      fullForm.landFacing(),
      fullForm.projectType(),
    ]
    for (const field of required) expect(field).toHaveAttribute('aria-required', 'true')
    for (const field of [fullForm.email(), fullForm.message(), fullForm.inches('North')]) {
      expect(field).not.toHaveAttribute('aria-required')
    }
    // The home form offers the contact page's project types, ending with Other.
    const types = within(fullForm.projectType()).getAllByRole('option')
    expect(types.map((option) => option.textContent)).toEqual([
      'Select project type',
      'Residential Construction',
      'Commercial Construction',
      'Interior Design',
      'Architectural Design',
      'Consultancy',
      'Other',
    ])
    // Inches 0 to 11, starting at 0.
    expect(within(fullForm.inches('East')).getAllByRole('option')).toHaveLength(12)
    expect(fullForm.inches('East')).toHaveValue('0')
  })

  it('given nothing filled in, when submitting, shows the first message in a notice and sends nothing', async () => {
    const fetchMock = stubFetch()
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)

    await user.click(submit())

    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('Validation Error')
    expect(notice).toHaveTextContent('Name must be at least 3 characters')
    // Only the notice speaks; the fields are marked invalid without messages of their own.
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(fullForm.name()).toHaveAttribute('aria-invalid', 'true')
    expect(fullForm.feet('West')).toHaveAttribute('aria-invalid', 'true')
    expect(fullForm.projectType()).toHaveAttribute('aria-invalid', 'true')
    expect(fullForm.email()).not.toHaveAttribute('aria-invalid')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('given a refused submit, takes the visitor to the first failing field, its message beside it', async () => {
    stubFetch()
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    await user.type(fullForm.name(), 'Ravi Kumar')
    await user.type(fullForm.phone(), '9876543210')

    await user.click(submit())

    // City is the first failing field: focused, scrolled to, and read with its message.
    await waitFor(() => expect(fullForm.city()).toHaveFocus())
    expect(fullForm.city()).toHaveAccessibleDescription('Please enter your city')
    expect(scrolled.mock.contexts.at(-1)).toContainElement(fullForm.city())
    // The notice keeps the spec's words and is still the one alert.
    expect(screen.getByRole('alert')).toHaveTextContent('Validation ErrorPlease enter your city')
    // Only the first failing field says why; the others are marked invalid.
    expect(fullForm.landSize()).toHaveAttribute('aria-invalid', 'true')
    expect(fullForm.landSize()).not.toHaveAccessibleDescription(/Please enter land size/)
    scrolled.mockRestore()
  })

  it('takes the first failing field in form order, and checks again only on submit', async () => {
    stubFetch()
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    await user.type(fullForm.name(), 'Ravi Kumar')
    await user.type(fullForm.phone(), '98765')
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number')

    // Typing does not re-check this form; the next submit does.
    await user.type(fullForm.phone(), '43210')
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number')
    await user.type(fullForm.city(), 'Patna')
    await user.type(fullForm.landSize(), '1200')
    await user.type(fullForm.feet('North'), '40')
    await user.click(submit())
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please enter South side dimension in feet',
      ),
    )
    expect(fullForm.phone()).not.toHaveAttribute('aria-invalid')
  })

  it('given a complete form, sends all sixteen fields, says so in a toast and clears the form', async () => {
    const fetchMock = stubFetch(stored())
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    await fillFullQuoteForm(user)

    await user.click(submit())

    const toast = await findToast()
    expect(toast).toHaveTextContent('Success!')
    expect(toast).toHaveTextContent("Your message has been sent. We'll contact you shortly.")
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/contact',
      method: 'POST',
      body: { ...filledFullQuoteRequest, ...sentFrom('home') },
    })
    expectFullFormCleared()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('reads "Submitting..." and cannot be sent twice while the request is on its way', async () => {
    const held = heldAnswer()
    const fetchMock = stubFetch(held.response)
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    await fillFullQuoteForm(user)

    await user.click(submit())

    const pending = await screen.findByRole('button', { name: 'Submitting...' })
    expect(pending).toBeDisabled()
    await user.click(pending)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    held.answer(stored())
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('given a fast double tap, sends one request: the first tap disables the button at once', async () => {
    const held = heldAnswer()
    const fetchMock = stubFetch(held.response)
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    await fillFullQuoteForm(user)

    // Both taps arrive before the form's checks have finished (they are fetched on first use).
    await user.dblClick(submit())

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled()
    held.answer(stored())
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('reads "30x40" as a plot of 1,200 sq ft, says so under the field, and sends it as typed', async () => {
    const fetchMock = stubFetch(stored())
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    await fillFullQuoteForm(user)
    expect(fullForm.landSize()).toHaveAccessibleDescription(
      'In sq ft, with its unit (e.g. 2 katha), or length x width in feet (e.g. 30x40).',
    )
    await user.clear(fullForm.landSize())
    await user.type(fullForm.landSize(), '30 x 40')
    // 30 ft x 40 ft = 1,200 sq ft; the text stays as typed (the API keeps both).
    expect(fullForm.landSize()).toHaveValue('30 x 40')
    expect(fullForm.landSize()).toHaveAccessibleDescription('30 ft x 40 ft = 1,200 sq ft.')

    await user.click(submit())

    await findToast()
    expect(sentRequest(fetchMock).body).toEqual({
      ...filledFullQuoteRequest,
      landSize: '30 x 40',
      ...sentFrom('home'),
    })
  })

  it('reads "2 katha" with Patna\'s katha while it is typed and sends the words typed', async () => {
    const fetchMock = stubFetch(stored())
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    await fillFullQuoteForm(user)
    await user.clear(fullForm.landSize())
    await user.type(fullForm.landSize(), '2 katha')
    // 2 x 1,361.25 sq ft = 2,722.5 sq ft.
    expect(fullForm.landSize()).toHaveAccessibleDescription('2 katha = 2,722.5 sq ft.')

    await user.click(submit())

    await findToast()
    expect(sentRequest(fetchMock).body).toEqual({
      ...filledFullQuoteRequest,
      landSize: '2 katha',
      ...sentFrom('home'),
    })
  })

  it("reads katha with the company's own size of it when the page carries one", async () => {
    givePageSettings({ version: 3, company: {}, rateCard: {}, landUnits: { kathaSqFt: 1500 } })
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    await user.type(fullForm.landSize(), '1 bigha 4 dhur')
    // 1 bigha = 20 katha = 30,000 sq ft; 1 dhur = 1,500 / 20 = 75 sq ft, 4 dhur = 300 sq ft.
    expect(fullForm.landSize()).toHaveAccessibleDescription('1 bigha 4 dhur = 30,300 sq ft.')
  })

  it('refuses "2.5 hectare" with a message saying what to type, sends nothing and keeps the text', async () => {
    const fetchMock = stubFetch()
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    await fillFullQuoteForm(user)
    await user.clear(fullForm.landSize())
    await user.type(fullForm.landSize(), '2.5 hectare')

    await user.click(submit())

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter land size in sq ft: a number such as 1200, length x width in feet such as 30x40, or with its unit such as 2 katha',
    )
    expect(fullForm.landSize()).toHaveValue('2.5 hectare')
    expect(fullForm.landSize()).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the message limit and counts what is typed', async () => {
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    const message = screen.getByRole('textbox', { name: /^Message/ })
    expect(message).toHaveAttribute('maxlength', '2000')
    expect(message).toHaveAccessibleDescription('0 of 2,000 characters')
    await user.type(message, 'Two floors')
    expect(message).toHaveAccessibleDescription('10 of 2,000 characters')
  })

  it('given the API refuses, shows its message in a toast and keeps every value', async () => {
    stubFetch(jsonResponse(500, { message: 'Internal Server Error' }))
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    await fillFullQuoteForm(user)

    await user.click(submit())

    const toast = await findToast()
    expect(toast).toHaveTextContent('Error submitting form')
    expect(toast).toHaveTextContent('Internal Server Error')
    expectFullFormKept()
  })

  it('given the network fails, says "Please try again later." and keeps every value', async () => {
    stubFetch(new TypeError('Failed to fetch'))
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    await fillFullQuoteForm(user)

    await user.click(submit())

    const toast = await findToast()
    expect(toast).toHaveTextContent('Error submitting form')
    expect(toast).toHaveTextContent('Please try again later.')
    expectFullFormKept()
  })

  it('sends the hidden honeypot field only when something filled it in', async () => {
    const fetchMock = stubFetch(stored(), stored())
    const { user } = renderWithProviders(<FullQuoteForm variant="home" />)
    expect(fullForm.honeypot()).toHaveAttribute('tabindex', '-1')

    await fillFullQuoteForm(user)
    await user.click(submit())
    await findToast()
    expect(sentRequest(fetchMock, 0).body).not.toHaveProperty('website')

    await fillFullQuoteForm(user)
    await user.type(fullForm.honeypot(), 'https://cheap-pills.example')
    await user.click(submit())
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(sentRequest(fetchMock, 1).body).toEqual({
      ...filledFullQuoteRequest,
      ...sentFrom('home'),
      website: 'https://cheap-pills.example',
    })
  })

  it('starts the message with an initial text and gives the form the id it is given', () => {
    renderWithProviders(
      <FullQuoteForm variant="home" id="quote-form" initialMessage="Paint: 42 litres" />,
    )
    expect(fullForm.message()).toHaveValue('Paint: 42 litres')
    expect(fullForm.name().closest('form')).toHaveAttribute('id', 'quote-form')
  })
})
