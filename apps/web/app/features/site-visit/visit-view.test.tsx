import type { VisitAvailability, VisitorVisit, VisitSlot } from '@nirman/contract'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  visitFormCopy as formEnglish,
  visitPageCopy as pageEnglish,
  visitPickerCopy as pickerEnglish,
} from '../../content/site-visit'
import { fakeVisitApi } from './test-utils'
import { type VisitPageState, VisitView } from './visit-view'

// A visit's own page, opened by the link in its e-mails, against a fake API: where and when the
// visit is (Patna's time, UTC+5:30: each expected time is the UTC instant plus 5 h 30 min), and
// while it can change, its move to another time (a new link replaces this one) or its
// cancellation (asked once more). Every refusal says why and changes nothing.

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A visit link's token: the visit's number, a dot, 32 characters. */
const token = '41.abcdefghijklmnopqrstuvwxyzABCDEF'
const newToken = '41.ZYXWVUTSRQPONMLKJIHGFEDCBAzyxwvu'

const paths = {
  slots: 'GET /api/site-visits/slots',
  move: `POST /api/site-visits/${token}/move`,
  cancel: `POST /api/site-visits/${token}/cancel`,
} as const

// ---- A visit and the free times ----

/** Booked for 10:00 on Tuesday 1 December 2026 in Patna (04:30 UTC), still open to change. */
function sampleVisit(changes: Partial<VisitorVisit> = {}): VisitorVisit {
  return {
    startsAt: '2026-12-01T04:30:00.000Z',
    endsAt: '2026-12-01T05:30:00.000Z',
    status: 'requested',
    address: 'Plot 12, near Shiv Mandir, Saguna More, Danapur',
    mapLink: 'https://maps.app.goo.gl/abc123',
    name: 'Ravi Kumar',
    phone: '98765 43210',
    email: 'ravi@example.com',
    language: 'en',
    changeable: true,
    ...changes,
  }
}

const slot = (startsAt: string, endsAt: string): VisitSlot => ({ startsAt, endsAt, placesLeft: 2 })
// Wednesday 2 December 2026 in Patna: 10:00 and 13:00.
const wedTen = slot('2026-12-02T04:30:00.000Z', '2026-12-02T05:30:00.000Z')
const wedOne = slot('2026-12-02T07:30:00.000Z', '2026-12-02T08:30:00.000Z')

function freeTimes(wednesday: VisitSlot[] = [wedTen, wedOne]) {
  const availability: VisitAvailability = {
    timeZone: 'Asia/Kolkata',
    slotMinutes: 60,
    noticeHours: 12,
    days: [
      { date: '2026-12-01', weekday: 'tue', slots: [] },
      { date: '2026-12-02', weekday: 'wed', slots: wednesday },
    ],
  }
  return { status: 200, body: availability }
}

// ---- The page ----

const booking = { picker: pickerEnglish, form: formEnglish }

/** The visit's page at /site-visit/<token>; any other address is "Another page". */
function renderVisit(visit: VisitorVisit = sampleVisit(), opened: VisitPageState = {}) {
  const router = createMemoryRouter(
    [
      {
        path: `/site-visit/${token}`,
        element: (
          <VisitView
            lang="en"
            token={token}
            visit={visit}
            copy={pageEnglish}
            booking={booking}
            opened={opened}
          />
        ),
      },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: ['/', `/site-visit/${token}`], initialIndex: 1 },
  )
  const user = userEvent.setup()
  render(<RouterProvider router={router} />)
  return { user, router }
}

describe('a booked visit', () => {
  it('shows where it stands, when (Patna time), where, and a link to the map', () => {
    renderVisit()
    expect(screen.getByRole('heading', { level: 1, name: 'Your site visit' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Booked. We will call you to confirm.')
    // 04:30 UTC on 1 December is 10:00 on Tuesday 1 December in Patna.
    expect(screen.getByText('Tuesday, 1 December 2026, 10:00 am IST')).toBeVisible()
    expect(screen.getByText('Plot 12, near Shiv Mandir, Saguna More, Danapur')).toBeVisible()
    const map = screen.getByRole('link', { name: 'Open the map' })
    expect(map).toHaveAttribute('href', 'https://maps.app.goo.gl/abc123')
    expect(map).toHaveAttribute('target', '_blank')
    expect(
      screen.getByText(
        'Keep this page: its link is how you change or cancel the visit, no account needed.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Change the time' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Cancel the visit' })).toBeEnabled()
  })

  it('says it is booked, and where the confirmation went, right after the booking', () => {
    renderVisit(sampleVisit(), { booked: true })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your site visit is booked' }),
    ).toBeVisible()
    expect(
      screen.getByText(
        'Keep this page: its link is how you change or cancel the visit, no account needed. We have sent the confirmation to ravi@example.com.',
      ),
    ).toBeVisible()
  })

  it('offers no map link when the visitor gave none', () => {
    renderVisit(sampleVisit({ mapLink: '' }))
    expect(screen.queryByRole('link', { name: 'Open the map' })).toBeNull()
  })

  it('says the new time after a move', () => {
    // 07:30 UTC on 2 December is 13:00 on Wednesday 2 December in Patna.
    renderVisit(sampleVisit({ startsAt: wedOne.startsAt, endsAt: wedOne.endsAt }), { moved: true })
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your visit is moved to Wednesday, 2 December 2026, 1:00 pm IST. Use this page's new link from now on.",
    )
  })
})

describe('cancelling the visit', () => {
  it('asks once more, then cancels, says so and offers no more changes', async () => {
    const api = fakeVisitApi({
      [paths.cancel]: {
        status: 200,
        body: sampleVisit({ status: 'cancelled', changeable: false }),
      },
    })
    const { user } = renderVisit()
    await user.click(screen.getByRole('button', { name: 'Cancel the visit' }))

    const question = screen.getByRole('region', { name: 'Cancel the visit' })
    expect(question).toHaveTextContent('Cancel this visit? You can book another time later.')
    expect(api.sent(paths.cancel)).toEqual([])
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel it' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your visit is cancelled. We hope to see you another time.',
    )
    expect(api.sent(paths.cancel)).toHaveLength(1)
    expect(api.sent(paths.cancel)[0]?.body).toEqual({})
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Your site visit' })).toHaveFocus(),
    )
    expect(screen.queryByRole('button', { name: 'Change the time' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel the visit' })).toBeNull()
    expect(screen.queryByText(/can no longer be changed online/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Book another visit' })).toHaveAttribute(
      'href',
      '/site-visit',
    )
  })

  it('keeps the visit when the visitor thinks again', async () => {
    const api = fakeVisitApi({})
    const { user } = renderVisit()
    await user.click(screen.getByRole('button', { name: 'Cancel the visit' }))
    await user.click(screen.getByRole('button', { name: 'Keep the visit' }))
    expect(screen.getByRole('button', { name: 'Cancel the visit' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Booked. We will call you to confirm.')
    expect(api.sent(paths.cancel)).toEqual([])
  })

  it('says a lost connection, and changes nothing', async () => {
    fakeVisitApi({ [paths.cancel]: 'offline' })
    const { user } = renderVisit()
    await user.click(screen.getByRole('button', { name: 'Cancel the visit' }))
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Nothing was changed')
    expect(alert).toHaveTextContent(
      'We could not reach our server. Everything you typed is kept: please try again.',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Booked. We will call you to confirm.')
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled()
  })
})

describe('moving the visit', () => {
  it('shows the free times, and asks for one before moving', async () => {
    const api = fakeVisitApi({ [paths.slots]: freeTimes() })
    const { user } = renderVisit()
    await user.click(screen.getByRole('button', { name: 'Change the time' }))

    const move = screen.getByRole('region', { name: 'Choose a new time' })
    // Tuesday has no free time left: Wednesday, the first day with one, is chosen.
    const times = await within(move).findByRole('group', { name: 'Time: Wed, 2 Dec' })
    expect(within(move).getByRole('radio', { name: 'Wed, 2 Dec' })).toBeChecked()
    expect(within(move).queryByRole('radio', { name: 'Tue, 1 Dec' })).toBeNull()
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['10:00 am', '1:00 pm'])

    await user.click(within(move).getByRole('button', { name: 'Move the visit' }))
    expect(within(move).getByText('Please choose a day and a time for the visit')).toBeVisible()
    expect(times).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a day and a time for the visit'),
    )
    expect(api.sent(paths.move)).toEqual([])
  })

  it('moves to the time chosen, and opens the page of the new link in place of this one', async () => {
    const api = fakeVisitApi({
      [paths.slots]: freeTimes(),
      [paths.move]: {
        status: 200,
        body: {
          visit: sampleVisit({ startsAt: wedOne.startsAt, endsAt: wedOne.endsAt }),
          token: newToken,
        },
      },
    })
    const { user, router } = renderVisit()
    await user.click(screen.getByRole('button', { name: 'Change the time' }))
    await screen.findByRole('group', { name: 'Time: Wed, 2 Dec' })
    await user.click(screen.getByRole('radio', { name: '1:00 pm' }))
    await user.click(screen.getByRole('button', { name: 'Move the visit' }))

    await screen.findByText('Another page')
    // 07:30 UTC on 2 December is the 13:00 chosen.
    expect(api.sent(paths.move)[0]?.body).toEqual({ startsAt: '2026-12-02T07:30:00.000Z' })
    expect(router.state.location.pathname).toBe(`/site-visit/${newToken}`)
    expect(router.state.location.state).toEqual({ moved: true })
    // The old link's page is replaced: "back" does not return to it.
    expect(router.state.historyAction).toBe('REPLACE')
    await router.navigate(-1)
    expect(router.state.location.pathname).toBe('/')
  })

  it('says the link is out of date when a newer one replaced it', async () => {
    fakeVisitApi({
      [paths.slots]: freeTimes(),
      [paths.move]: {
        status: 410,
        body: {
          message:
            'This link was for an earlier time of your visit. Please use the newest link we sent you.',
        },
      },
    })
    const { user, router } = renderVisit()
    await user.click(screen.getByRole('button', { name: 'Change the time' }))
    await screen.findByRole('group', { name: 'Time: Wed, 2 Dec' })
    await user.click(screen.getByRole('radio', { name: '10:00 am' }))
    await user.click(screen.getByRole('button', { name: 'Move the visit' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Nothing was changed')
    expect(alert).toHaveTextContent(
      'This link was for an earlier time of your visit. Please use the newest link we sent you.',
    )
    await waitFor(() => expect(alert).toHaveFocus())
    expect(router.state.location.pathname).toBe(`/site-visit/${token}`)
    expect(screen.getByText('Tuesday, 1 December 2026, 10:00 am IST')).toBeVisible()
  })

  it('stops offering a time another visitor just took', async () => {
    // Meanwhile Wednesday's 13:00 was taken: the API refuses it with the next free times.
    const api = fakeVisitApi({
      [paths.slots]: [freeTimes(), freeTimes([wedTen])],
      [paths.move]: {
        status: 409,
        body: { message: formEnglish.messages.full, code: 'slot_full', nextFree: [wedTen] },
      },
    })
    const { user } = renderVisit()
    await user.click(screen.getByRole('button', { name: 'Change the time' }))
    await screen.findByRole('group', { name: 'Time: Wed, 2 Dec' })
    await user.click(screen.getByRole('radio', { name: '1:00 pm' }))
    await user.click(screen.getByRole('button', { name: 'Move the visit' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, that time was just taken. Please choose another: the next free times are shown.',
    )
    expect(api.sent(paths.move)).toHaveLength(1)
    // The notice says the next free times are shown: the time just taken must not be among them.
    await waitFor(
      () => expect(screen.queryByRole('radio', { name: '1:00 pm' })).not.toBeInTheDocument(),
      { timeout: 3000 },
    )
  })

  it('goes back to the visit as it is', async () => {
    const api = fakeVisitApi({ [paths.slots]: freeTimes() })
    const { user } = renderVisit()
    await user.click(screen.getByRole('button', { name: 'Change the time' }))
    await user.click(screen.getByRole('button', { name: 'Keep the present time' }))
    expect(screen.queryByRole('region', { name: 'Choose a new time' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Change the time' })).toBeVisible()
    expect(api.sent(paths.move)).toEqual([])
  })
})

describe('a visit that can no longer change', () => {
  it('says so, offers another booking, and no change', () => {
    renderVisit(sampleVisit({ status: 'done', changeable: false }))
    expect(screen.getByRole('status')).toHaveTextContent('Done. Thank you for meeting us.')
    expect(
      screen.getByText('This visit can no longer be changed online. Please call us.'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Book another visit' })).toHaveAttribute(
      'href',
      '/site-visit',
    )
    expect(screen.queryByRole('button', { name: 'Change the time' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel the visit' })).toBeNull()
    expect(screen.queryByText(/^Keep this page/)).toBeNull()
  })

  it('says a cancelled visit is cancelled, without the "call us" of a finished one', () => {
    renderVisit(sampleVisit({ status: 'cancelled', changeable: false }))
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled.')
    expect(screen.queryByText(/can no longer be changed online/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Book another visit' })).toBeVisible()
  })
})
