import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QuotePopup } from './quote-popup'
import {
  cleanUpQuoteTest,
  fillFullQuoteForm,
  findToast,
  renderWithProviders,
  stored,
  stubFetch,
} from './test-utils'

// The clock is fake so the test can jump to 10 s and 60 s, but it keeps moving with real time so
// that Testing Library's polling and the lazily loaded dialog still get their turns.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  cleanUpQuoteTest()
  vi.useRealTimers()
})

function renderPopup() {
  const view = renderWithProviders(<QuotePopup />, { advanceTimers: vi.advanceTimersByTime })
  const wait = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms)
    })
  return { ...view, wait }
}

const popup = () => screen.findByRole('dialog', { name: 'Get a Quick Quote' })

describe('QuotePopup', () => {
  it('renders nothing at first, then shows the quick quote form at 10 s', async () => {
    const { wait } = renderPopup()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await wait(9_000)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await wait(1_000)
    const dialog = await popup()
    expect(dialog).toHaveAccessibleDescription(
      "Fill out this quick form and we'll contact you shortly!",
    )
    // Focus goes to the dialog itself, not to a field that would open a phone's keyboard.
    await waitFor(() => expect(dialog).toHaveFocus())
    expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeInTheDocument()
    expect(within(dialog).getByRole('option', { name: 'Project Management' })).toBeInTheDocument()
  })

  it('given it is left open, is still the one popup at 60 s', async () => {
    const { wait } = renderPopup()
    await wait(10_000)
    await popup()
    await wait(55_000)
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })

  it.each([
    [
      'the close button',
      async (user: ReturnType<typeof renderPopup>['user']) => {
        await user.click(screen.getByRole('button', { name: 'Close' }))
      },
    ],
    [
      'Escape',
      async (user: ReturnType<typeof renderPopup>['user']) => {
        await user.keyboard('{Escape}')
      },
    ],
  ])('given it is closed with %s, never comes back', async (_, closeIt) => {
    const { user, wait } = renderPopup()
    await wait(10_000)
    await popup()

    await closeIt(user)

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await wait(60_000)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('given a successful submit, closes, says "Message Sent!" and never comes back', async () => {
    stubFetch(stored())
    const { user, wait } = renderPopup()
    await wait(10_000)
    await popup()
    await fillFullQuoteForm(user)

    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await findToast()).toHaveTextContent('Message Sent!')
    await wait(60_000)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
