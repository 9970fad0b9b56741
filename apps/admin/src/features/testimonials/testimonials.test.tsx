import { portfolioMessages } from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications, owner, staff } from '../../test/dashboard'
import { installFakeApi } from '../../test/fake-api'
import { adminTestimonial } from '../../test/fake-portfolio'
import { renderDashboard } from '../../test/render'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const two = () => [
  adminTestimonial({ id: 1, author: 'Ramesh Prasad' }),
  adminTestimonial({
    id: 2,
    author: 'Meena Gupta',
    detail: 'Developer, Bailey Road',
    quote: 'Twelve flats handed over on the day agreed.',
    placements: ['portfolio', 'solutions'],
    segment: 'developers',
    published: false,
  }),
]

const field = (name: RegExp) => screen.getByRole('textbox', { name })
const authors = () =>
  within(screen.getByRole('list', { name: 'Testimonials' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent)

describe('a new testimonial', () => {
  it('refuses missing words with the contract’s messages, Hindi included, and sends nothing', async () => {
    const api = installFakeApi({ user: staff })
    const user = userEvent.setup()
    renderDashboard('/testimonials/new')
    await screen.findByRole('heading', { level: 1, name: 'New testimonial' })

    await user.click(screen.getByRole('button', { name: 'Create testimonial' }))
    expect(field(/^Testimonial text/)).toHaveAccessibleDescription(portfolioMessages.quote)
    expect(field(/^Author/)).toHaveAccessibleDescription(portfolioMessages.author)

    await user.type(field(/^Testimonial text/), 'Built to the drawing, on budget.')
    await user.type(field(/^Author/), 'Sanjay Kumar')
    await user.click(screen.getByRole('checkbox', { name: 'Add the words in Hindi' }))
    await user.click(screen.getByRole('button', { name: 'Create testimonial' }))
    expect(field(/^Testimonial text in Hindi/)).toHaveAccessibleDescription(portfolioMessages.quote)
    await waitFor(() => expect(field(/^Testimonial text in Hindi/)).toHaveFocus())
    expect(field(/^Author/)).toHaveValue('Sanjay Kumar')
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('creates one shown on the chosen pages, with its section and Hindi words', async () => {
    const api = installFakeApi({ user: staff, testimonials: two() })
    const user = userEvent.setup()
    renderDashboard('/testimonials/new')
    await screen.findByRole('heading', { level: 1, name: 'New testimonial' })

    await user.type(field(/^Testimonial text$/), 'Our clinic opened a month early.')
    await user.type(field(/^Author/), 'Dr. Alka Verma')
    await user.type(field(/^Position or place$/), 'Clinic owner, Gaya')
    await user.type(field(/^Project$/), 'Two-storey clinic')
    // Ticked in the other order: sent in the contract's.
    await user.click(screen.getByRole('checkbox', { name: 'Client solutions' }))
    await user.click(screen.getByRole('checkbox', { name: 'Home page carousel' }))
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Section of client solutions' }),
      'Commercial',
    )
    await user.click(screen.getByRole('checkbox', { name: 'Published' }))
    await user.click(screen.getByRole('checkbox', { name: 'Add the words in Hindi' }))
    await user.type(field(/^Testimonial text in Hindi/), 'हमारा क्लिनिक एक महीना पहले खुला।')
    await user.type(field(/^Name in Hindi/), 'डॉ. अलका वर्मा')
    await user.click(screen.getByRole('button', { name: 'Create testimonial' }))

    expect(await notifications().findByText('Testimonial created')).toBeInTheDocument()
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      quote: 'Our clinic opened a month early.',
      author: 'Dr. Alka Verma',
      detail: 'Clinic owner, Gaya',
      project: 'Two-storey clinic',
      placements: ['home', 'solutions'],
      segment: 'commercial',
      published: true,
      hindi: {
        quote: 'हमारा क्लिनिक एक महीना पहले खुला।',
        author: 'डॉ. अलका वर्मा',
        detail: '',
        project: '',
      },
    })
    // Back on the list, the new one last.
    await screen.findByRole('heading', { level: 1, name: 'Testimonials' })
    await waitFor(() =>
      expect(authors()).toEqual([
        '1. Ramesh Prasad, Homeowner, Kankarbagh, Patna',
        '2. Meena Gupta, Developer, Bailey Road',
        '3. Dr. Alka Verma, Clinic owner, Gaya',
      ]),
    )
  })
})

describe('the testimonials’ list', () => {
  it('shows where each is shown and whether it is published, and reorders them', async () => {
    const api = installFakeApi({ user: staff, testimonials: two() })
    const user = userEvent.setup()
    renderDashboard('/testimonials')
    const meena = await screen.findByRole('listitem', { name: /Meena Gupta/ })
    expect(within(meena).getByText('Not published')).toBeInTheDocument()
    expect(within(meena).getByText('Portfolio page')).toBeInTheDocument()
    expect(within(meena).getByText('Client solutions')).toBeInTheDocument()
    expect(within(meena).getByText('Developers')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Move the testimonial of Meena Gupta up' }))
    await waitFor(() =>
      expect(authors()).toEqual([
        '1. Meena Gupta, Developer, Bailey Road',
        '2. Ramesh Prasad, Homeowner, Kankarbagh, Patna',
      ]),
    )
    expect(await notifications().findByText('Order saved')).toBeInTheDocument()
    expect(api.testimonials.map((one) => one.id)).toEqual([2, 1])
  })

  it('lets the owner delete one after confirming', async () => {
    const api = installFakeApi({ user: owner, testimonials: two() })
    const user = userEvent.setup()
    renderDashboard('/testimonials')
    await screen.findByRole('listitem', { name: /Meena Gupta/ })
    await user.click(screen.getByRole('button', { name: 'Delete the testimonial of Meena Gupta' }))
    expect(screen.getByText('Delete the testimonial of Meena Gupta for good?')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }))
    expect(await notifications().findByText('Testimonial deleted')).toBeInTheDocument()
    await waitFor(() =>
      expect(authors()).toEqual(['1. Ramesh Prasad, Homeowner, Kankarbagh, Patna']),
    )
    expect(api.testimonials.map((one) => one.id)).toEqual([1])
  })
})

describe('editing a testimonial someone else changed', () => {
  it('says so, reloads their version keeping what was typed, and saves on it', async () => {
    const api = installFakeApi({ user: staff, testimonials: two() })
    const user = userEvent.setup()
    renderDashboard('/testimonials/1')
    await waitFor(() => expect(field(/^Author/)).toHaveValue('Ramesh Prasad'))
    await user.clear(field(/^Author/))
    await user.type(field(/^Author/), 'Ramesh Prasad Singh')
    const [stored] = api.testimonials
    if (!stored) throw new Error('no testimonial')
    stored.quote = 'Finished before the monsoon, and not a leak since.'
    stored.version = 2

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument()
    expect(screen.getByText(portfolioMessages.stale)).toBeInTheDocument()
    expect(field(/^Author/)).toHaveValue('Ramesh Prasad Singh')

    await user.click(screen.getByRole('button', { name: 'Reload the testimonial' }))
    await waitFor(() =>
      expect(field(/^Testimonial text/)).toHaveValue(
        'Finished before the monsoon, and not a leak since.',
      ),
    )
    expect(field(/^Author/)).toHaveValue('Ramesh Prasad Singh')

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await notifications().findByText('Testimonial saved')).toBeInTheDocument()
    // Version 1 as opened, 2 after the other change, 3 after this save.
    expect(stored).toMatchObject({ author: 'Ramesh Prasad Singh', version: 3 })
    expect(stored.quote).toBe('Finished before the monsoon, and not a leak since.')
  })
})
