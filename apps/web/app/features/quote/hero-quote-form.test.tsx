import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { HeroQuoteForm } from './hero-quote-form'
import {
  cleanUpQuoteTest,
  findToast,
  heldAnswer,
  jsonResponse,
  renderWithProviders,
  sentFrom,
  sentRequest,
  stored,
  stubFetch,
} from './test-utils'

afterEach(cleanUpQuoteTest)

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full Name' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone Number' }),
  email: () => screen.getByRole('textbox', { name: 'Email Address' }),
  projectType: () => screen.getByRole('combobox', { name: 'Project Type' }),
  honeypot: () => screen.getByLabelText('Leave this field empty'),
}
const submit = () => screen.getByRole('button', { name: 'Request My Free Quote' })

type User = ReturnType<typeof renderWithProviders>['user']

async function fillHeroForm(user: User) {
  await user.type(field.name(), 'Sunita Devi')
  await user.type(field.phone(), '+91 98765 43210')
  await user.type(field.email(), 'sunita@example.com')
  await user.selectOptions(field.projectType(), 'Interior Design')
}

function expectKept() {
  expect(field.name()).toHaveValue('Sunita Devi')
  expect(field.phone()).toHaveValue('+91 98765 43210')
  expect(field.email()).toHaveValue('sunita@example.com')
  expect(field.projectType()).toHaveValue('Interior Design')
}

describe('the hero quick quote form', () => {
  it('is a named form with four required fields and the hero project types', () => {
    renderWithProviders(<HeroQuoteForm />)
    expect(screen.getByRole('form', { name: 'Get a Free Quote' })).toBeInTheDocument()
    for (const control of [field.name(), field.phone(), field.email(), field.projectType()]) {
      expect(control).toHaveAttribute('aria-required', 'true')
    }
    const types = within(field.projectType()).getAllByRole('option')
    expect(types.map((option) => option.textContent)).toEqual([
      'Select project type',
      'Residential Construction',
      'Commercial Construction',
      'Interior Design',
      'Architectural Design',
      'Consultancy',
    ])
  })

  it('posts as a plain HTML form to the API when the page has no code to send it', () => {
    stubFetch()
    renderWithProviders(<HeroQuoteForm />)
    const form = submit().closest('form')
    expect(submit()).toHaveAttribute('type', 'submit')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/api/contact/form?language=en')
    // Which form it is, beside its fields; the API reads the rest from their names.
    expect(form).toHaveFormValues({ form: 'hero', name: '', phone: '', email: '', website: '' })
  })

  it('given nothing filled in, shows the first message in a "Validation Error" notice', async () => {
    const fetchMock = stubFetch()
    const { user } = renderWithProviders(<HeroQuoteForm />)

    await user.click(submit())

    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('Validation Error')
    expect(notice).toHaveTextContent('Name must be at least 3 characters')
    expect(field.email()).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
    // The visitor is taken to the name field, which says why beside it.
    await waitFor(() => expect(field.name()).toHaveFocus())
    expect(field.name()).toHaveAccessibleDescription('Name must be at least 3 characters')
  })

  it('requires a valid e-mail address', async () => {
    stubFetch()
    const { user } = renderWithProviders(<HeroQuoteForm />)
    await user.type(field.name(), 'Sunita Devi')
    await user.type(field.phone(), '9876543210')
    await user.type(field.email(), 'sunita@')
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email')
  })

  it('given a complete form, sends the five fields, says so in a toast and clears the form', async () => {
    const fetchMock = stubFetch(stored())
    const { user } = renderWithProviders(<HeroQuoteForm />)
    await fillHeroForm(user)

    await user.click(submit())

    const toast = await findToast()
    expect(toast).toHaveTextContent('Success!')
    expect(toast).toHaveTextContent(
      "Your quote request has been submitted. We'll contact you shortly.",
    )
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/contact',
      method: 'POST',
      body: {
        name: 'Sunita Devi',
        phone: '+91 98765 43210',
        email: 'sunita@example.com',
        projectType: 'Interior Design',
        message: '',
        ...sentFrom('hero'),
      },
    })
    expect(field.name()).toHaveValue('')
    expect(field.phone()).toHaveValue('')
    expect(field.email()).toHaveValue('')
    expect(field.projectType()).toHaveValue('')
  })

  it('reads "Submitting..." while the request is on its way', async () => {
    const held = heldAnswer()
    stubFetch(held.response)
    const { user } = renderWithProviders(<HeroQuoteForm />)
    await fillHeroForm(user)

    await user.click(submit())

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled()
    held.answer(stored())
    expect(await screen.findByRole('button', { name: 'Request My Free Quote' })).toBeEnabled()
  })

  it.each([
    [
      'the API fails',
      jsonResponse(500, { message: 'Internal Server Error' }),
      'Internal Server Error',
    ],
    ['the network fails', new TypeError('Failed to fetch'), 'Please try again later.'],
  ])('given %s, says why in a toast and keeps every value', async (_, answer, reason) => {
    stubFetch(answer)
    const { user } = renderWithProviders(<HeroQuoteForm />)
    await fillHeroForm(user)

    await user.click(submit())

    const toast = await findToast()
    expect(toast).toHaveTextContent('Error submitting form')
    expect(toast).toHaveTextContent(reason)
    expectKept()
  })

  it('sends the honeypot only when something filled it in', async () => {
    const fetchMock = stubFetch(stored())
    const { user } = renderWithProviders(<HeroQuoteForm />)
    await fillHeroForm(user)
    await user.type(field.honeypot(), 'spam')

    await user.click(submit())

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentRequest(fetchMock).body).toMatchObject({ name: 'Sunita Devi', website: 'spam' })
  })
})
