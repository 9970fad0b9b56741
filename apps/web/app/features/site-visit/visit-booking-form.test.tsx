import type { VisitAvailability, VisitorVisit, VisitSlot } from '@nirman/contract'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  visitFormCopy as formHindi,
  visitPickerCopy as pickerHindi,
} from '../../content/hi/site-visit'
import {
  visitFormCopy as formEnglish,
  visitPickerCopy as pickerEnglish,
} from '../../content/site-visit'
import type { Lang } from '../../i18n/lang'
import { textIn } from '../../i18n/page-text'
import { type FakeAnswer, fakeVisitApi } from './test-utils'
import { VisitBookingForm } from './visit-booking-form'
import type { VisitEntry } from './visit-entry'

// Booking a site visit against a fake API: the free times as they come, each check beside its
// field before anything is sent, the API's refusals beside their fields or above the button in
// the page's language, every value kept after a refusal, and the visit's own page once booked.
// Times are Patna's (UTC+5:30): each expected label is the UTC instant plus 5 h 30 min.

afterEach(() => {
  vi.unstubAllGlobals()
})

const slotsPath = 'GET /api/site-visits/slots'
const bookPath = 'POST /api/site-visits'

// ---- The free times ----

const slot = (startsAt: string, endsAt: string, placesLeft = 2): VisitSlot => ({
  startsAt,
  endsAt,
  placesLeft,
})

// Tuesday 1 December 2026 in Patna: 10:00, 13:00 (its last place) and 16:00, each an hour.
const tueTen = slot('2026-12-01T04:30:00.000Z', '2026-12-01T05:30:00.000Z')
const tueOne = slot('2026-12-01T07:30:00.000Z', '2026-12-01T08:30:00.000Z', 1)
const tueFour = slot('2026-12-01T10:30:00.000Z', '2026-12-01T11:30:00.000Z')
// Wednesday 2 December 2026, 10:00 in Patna.
const wedTen = slot('2026-12-02T04:30:00.000Z', '2026-12-02T05:30:00.000Z')

/** Monday 30 November full, then Tuesday 1 and Wednesday 2 December with free times. */
function availability(tuesday: VisitSlot[] = [tueTen, tueOne, tueFour]): VisitAvailability {
  return {
    timeZone: 'Asia/Kolkata',
    slotMinutes: 60,
    noticeHours: 12,
    days: [
      { date: '2026-11-30', weekday: 'mon', slots: [] },
      { date: '2026-12-01', weekday: 'tue', slots: tuesday },
      { date: '2026-12-02', weekday: 'wed', slots: [wedTen] },
    ],
  }
}

const freeTimes = { status: 200, body: availability() }

const newToken = '73.abcdefghijklmnopqrstuvwxyzABCDEF'

function booked(startsAt: string, lang: Lang = 'en'): FakeAnswer {
  const visit: VisitorVisit = {
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 3600_000).toISOString(),
    status: 'requested',
    address: 'Plot 12, Saguna More, Danapur',
    mapLink: '',
    name: 'Ravi Kumar',
    phone: '98765 43210',
    email: '',
    language: lang,
    changeable: true,
  }
  return { status: 201, body: { visit, token: newToken } }
}

// ---- The page ----

const english = { picker: pickerEnglish, form: formEnglish }
const hindi = {
  picker: textIn('hi', pickerEnglish, pickerHindi),
  form: textIn('hi', formEnglish, formHindi),
}

/** The booking form on /site-visit (or /hi/site-visit), with what came with the visitor. */
function renderBookingForm(entry: VisitEntry = { from: 'contact' }, lang: Lang = 'en') {
  const path = lang === 'hi' ? '/hi/site-visit' : '/site-visit'
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <VisitBookingForm lang={lang} copy={lang === 'hi' ? hindi : english} entry={entry} />
        ),
      },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  )
  const user = userEvent.setup()
  render(<RouterProvider router={router} />)
  return { user, router }
}

/** Waits for the free times: the times of the day chosen for the visitor. */
async function timesShown(group = 'Time: Tue, 1 Dec') {
  return screen.findByRole('group', { name: group })
}

const field = (name: string) => screen.getByRole('textbox', { name })

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'address' | 'mapLink' | 'name' | 'phone' | 'email', string>>,
  words = formEnglish,
) {
  for (const [key, value] of Object.entries(values) as [keyof typeof values, string][]) {
    const box = field(words[key])
    await user.clear(box)
    await user.type(box, value)
  }
}

describe('choosing a time', () => {
  it('chooses the first day with a free time once the times come, and shows its times', async () => {
    fakeVisitApi({ [slotsPath]: freeTimes })
    renderBookingForm()
    expect(screen.getByRole('status')).toHaveTextContent('Finding free times...')

    const tuesday = await screen.findByRole('radio', { name: 'Tue, 1 Dec' })
    await waitFor(() => expect(tuesday).toBeChecked())
    // Monday 30 November is full: it is not offered at all.
    expect(screen.queryByRole('radio', { name: 'Mon, 30 Nov' })).toBeNull()
    expect(screen.getByRole('radio', { name: 'Wed, 2 Dec' })).not.toBeChecked()
    const times = screen.getByRole('group', { name: 'Time: Tue, 1 Dec' })
    // 04:30, 07:30 and 10:30 UTC are 10:00, 13:00 and 16:00 in Patna; 13:00 has one place left.
    const radios = within(times).getAllByRole('radio')
    expect(radios).toEqual([
      within(times).getByRole('radio', { name: '10:00 am' }),
      within(times).getByRole('radio', { name: /^1:00 pm/ }),
      within(times).getByRole('radio', { name: '4:00 pm' }),
    ])
    expect(radios[1]?.closest('label')).toHaveTextContent('last place')
    expect(radios[0]?.closest('label')).not.toHaveTextContent('last place')
    for (const radio of radios) expect(radio).not.toBeChecked()
    expect(screen.getByText('All times are India time (IST), as in Patna.')).toBeVisible()
    expect(screen.queryByText(/^Your visit:/)).toBeNull()
  })

  it('says the visit’s day and time once a time is tapped, and forgets it for another day', async () => {
    fakeVisitApi({ [slotsPath]: freeTimes })
    const { user } = renderBookingForm()
    await timesShown()

    await user.click(screen.getByRole('radio', { name: '10:00 am' }))
    expect(screen.getByRole('radio', { name: '10:00 am' })).toBeChecked()
    // 04:30 UTC on 1 December is 10:00 on Tuesday 1 December in Patna.
    expect(screen.getByText('Your visit: Tuesday, 1 December 2026, 10:00 am IST')).toBeVisible()

    await user.click(screen.getByRole('radio', { name: 'Wed, 2 Dec' }))
    expect(screen.queryByText(/^Your visit:/)).toBeNull()
    const times = screen.getByRole('group', { name: 'Time: Wed, 2 Dec' })
    await user.click(within(times).getByRole('radio', { name: '10:00 am' }))
    expect(screen.getByText('Your visit: Wednesday, 2 December 2026, 10:00 am IST')).toBeVisible()
  })

  it('says when every time is taken', async () => {
    fakeVisitApi({
      [slotsPath]: {
        status: 200,
        body: { ...availability(), days: [{ date: '2026-11-30', weekday: 'mon', slots: [] }] },
      },
    })
    renderBookingForm()
    expect(
      await screen.findByText(
        'Every time in the coming days is taken. Please call us and we will fix a time with you.',
      ),
    ).toBeVisible()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('offers "Try again" when the times cannot be loaded, and shows them once they come', async () => {
    const api = fakeVisitApi({ [slotsPath]: ['offline', freeTimes] })
    const { user } = renderBookingForm()
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent(
      'We could not load the free times. Please check your connection and try again.',
    )
    expect(screen.queryByRole('radio')).toBeNull()

    await user.click(within(failed).getByRole('button', { name: 'Try again' }))
    await timesShown()
    expect(screen.getByRole('radio', { name: 'Tue, 1 Dec' })).toBeChecked()
    expect(api.sent(slotsPath)).toHaveLength(2)
    expect(screen.queryByText(/We could not load the free times/)).toBeNull()
  })
})

describe('checking before sending', () => {
  it('says beside each field what is missing, and sends nothing', async () => {
    const api = fakeVisitApi({ [slotsPath]: freeTimes })
    const { user } = renderBookingForm()
    await timesShown()
    await user.click(screen.getByRole('button', { name: 'Book the visit' }))

    // Address, name and phone are refused; the map link and the e-mail may be left empty.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      "Please enter the site's address or a landmark near it",
      'Name must be at least 3 characters',
      'Please enter a valid phone number',
    ])
    const address = field('Site address or a landmark')
    expect(address).toHaveAttribute('aria-invalid', 'true')
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining("Please enter the site's address or a landmark near it"),
    )
    expect(field('Your name')).toHaveAccessibleDescription('Name must be at least 3 characters')
    expect(field('Phone number')).toHaveAccessibleDescription('Please enter a valid phone number')
    expect(field('Map link (optional)')).not.toHaveAttribute('aria-invalid')
    expect(field('E-mail (optional)')).not.toHaveAttribute('aria-invalid')
    // The time is asked for beside the times, and the cursor goes to them (the first refusal).
    expect(screen.getByRole('group', { name: 'Time: Tue, 1 Dec' })).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a day and a time for the visit'),
    )
    await waitFor(() => expect(screen.getAllByRole('radio')).toContain(document.activeElement))

    expect(api.sent(bookPath)).toEqual([])
  })

  it('takes the cursor to the first refused field, keeping what was typed', async () => {
    const api = fakeVisitApi({ [slotsPath]: freeTimes })
    const { user } = renderBookingForm()
    await timesShown()
    await user.click(screen.getByRole('radio', { name: '10:00 am' }))
    await fillIn(user, { address: 'Danapur', name: 'Ravi Kumar', phone: '98765 4321' })
    await user.click(screen.getByRole('button', { name: 'Book the visit' }))

    // Nine digits are not a phone number.
    const phone = field('Phone number')
    await waitFor(() => expect(phone).toHaveFocus())
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number')
    expect(phone).toHaveValue('98765 4321')
    expect(field('Site address or a landmark')).toHaveValue('Danapur')
    expect(screen.getByText('Your visit: Tuesday, 1 December 2026, 10:00 am IST')).toBeVisible()
    expect(api.sent(bookPath)).toEqual([])
  })
})

describe('booking', () => {
  it('starts with the name, phone and e-mail typed in the quote request just sent', async () => {
    fakeVisitApi({ [slotsPath]: freeTimes })
    renderBookingForm({
      from: 'quote',
      lead: { id: 57, key: 'k-57-abc' },
      name: 'Ravi Kumar',
      phone: '98765 43210',
      email: 'ravi@example.com',
    })
    await timesShown()
    expect(field('Your name')).toHaveValue('Ravi Kumar')
    expect(field('Phone number')).toHaveValue('98765 43210')
    expect(field('E-mail (optional)')).toHaveValue('ravi@example.com')
    expect(field('Site address or a landmark')).toHaveValue('')
  })

  it('books the chosen time with what was typed, then opens the visit’s page', async () => {
    const api = fakeVisitApi({ [slotsPath]: freeTimes, [bookPath]: booked(tueOne.startsAt) })
    const { user, router } = renderBookingForm({
      from: 'quote',
      lead: { id: 57, key: 'k-57-abc' },
      name: 'Ravi Kumar',
      phone: '98765 43210',
      email: 'ravi@example.com',
    })
    await timesShown()
    await user.click(screen.getByRole('radio', { name: /^1:00 pm/ }))
    await fillIn(user, {
      address: '  Plot 12, near Shiv Mandir, Saguna More, Danapur  ',
      mapLink: 'https://maps.app.goo.gl/abc123',
    })
    await user.click(screen.getByRole('button', { name: 'Book the visit' }))

    await screen.findByText('Another page')
    expect(router.state.location.pathname).toBe(`/site-visit/${newToken}`)
    expect(router.state.location.state).toEqual({ booked: true })
    const sent = api.sent(bookPath)
    expect(sent).toHaveLength(1)
    // 07:30 UTC is the 13:00 chosen; the address without its blanks.
    expect(sent[0]?.body).toEqual({
      startsAt: '2026-12-01T07:30:00.000Z',
      address: 'Plot 12, near Shiv Mandir, Saguna More, Danapur',
      mapLink: 'https://maps.app.goo.gl/abc123',
      name: 'Ravi Kumar',
      phone: '98765 43210',
      email: 'ravi@example.com',
      language: 'en',
      from: 'quote',
      calculator: '',
      lead: { id: 57, key: 'k-57-abc' },
      // The page's random id (12 bytes in hex), a dash, and a hash of the booking.
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{24}-[0-9a-z]+$/),
    })
  })

  it('sends one booking for a double tap, its button busy meanwhile', async () => {
    const api = fakeVisitApi({ [slotsPath]: freeTimes, [bookPath]: 'never' })
    const { user } = renderBookingForm({ from: 'contact', name: 'Ravi Kumar', phone: '9876543210' })
    await timesShown()
    await user.click(screen.getByRole('radio', { name: '10:00 am' }))
    await fillIn(user, { address: 'Plot 12, Danapur' })
    await user.dblClick(screen.getByRole('button', { name: 'Book the visit' }))

    expect(await screen.findByRole('button', { name: 'Booking...' })).toBeDisabled()
    expect(api.sent(bookPath)).toHaveLength(1)
  })
})

describe('a refused booking', () => {
  it('offers the next free times when the time was just taken, keeping everything typed', async () => {
    // Meanwhile Tuesday's 10:00 was taken: the times come again without it.
    const api = fakeVisitApi({
      [slotsPath]: [freeTimes, { status: 200, body: availability([tueOne, tueFour]) }],
      [bookPath]: [
        {
          status: 409,
          body: {
            message: formEnglish.messages.full,
            code: 'slot_full',
            nextFree: [tueOne, wedTen],
          },
        },
        booked(wedTen.startsAt),
      ],
    })
    const { user, router } = renderBookingForm({ from: 'whatsapp' })
    await timesShown()
    await user.click(screen.getByRole('radio', { name: '10:00 am' }))
    await fillIn(user, {
      address: 'Plot 12, Danapur',
      name: 'Ravi Kumar',
      phone: '98765 43210',
      email: 'ravi@example.com',
    })
    await user.click(screen.getByRole('button', { name: 'Book the visit' }))

    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('The visit is not booked yet')
    expect(notice).toHaveTextContent(
      'Sorry, that time was just taken. Please choose another: the next free times are shown.',
    )
    expect(notice).toHaveTextContent('The next free times')
    await waitFor(() => expect(notice).toHaveFocus())
    // 07:30 UTC on 1 December is 13:00 on Tuesday; 04:30 UTC on 2 December is 10:00 on Wednesday.
    expect(
      within(notice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tue, 1 Dec, 1:00 pm', 'Wed, 2 Dec, 10:00 am'])
    expect(screen.queryByText(/^Your visit:/)).toBeNull()
    // The times are fetched again, without the one just taken.
    await waitFor(() => expect(api.sent(slotsPath)).toHaveLength(2))
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: '10:00 am' })).not.toBeInTheDocument(),
    )

    await user.click(within(notice).getByRole('button', { name: 'Wed, 2 Dec, 10:00 am' }))
    expect(screen.getByText('Your visit: Wednesday, 2 December 2026, 10:00 am IST')).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Wed, 2 Dec' })).toBeChecked()
    const times = screen.getByRole('group', { name: 'Time: Wed, 2 Dec' })
    expect(within(times).getByRole('radio', { name: '10:00 am' })).toBeChecked()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(field('Site address or a landmark')).toHaveValue('Plot 12, Danapur')
    expect(field('Your name')).toHaveValue('Ravi Kumar')
    expect(field('Phone number')).toHaveValue('98765 43210')
    expect(field('E-mail (optional)')).toHaveValue('ravi@example.com')

    await user.click(screen.getByRole('button', { name: 'Book the visit' }))
    await screen.findByText('Another page')
    expect(router.state.location.pathname).toBe(`/site-visit/${newToken}`)
    expect(api.sent(bookPath)[1]?.body).toMatchObject({
      startsAt: '2026-12-02T04:30:00.000Z',
      from: 'whatsapp',
    })
  })

  it('says a lost connection above the button, keeps everything, and sends the same booking again', async () => {
    const api = fakeVisitApi({
      [slotsPath]: freeTimes,
      [bookPath]: ['offline', booked(tueTen.startsAt)],
    })
    const { user, router } = renderBookingForm()
    await timesShown()
    await user.click(screen.getByRole('radio', { name: '10:00 am' }))
    await fillIn(user, { address: 'Plot 12, Danapur', name: 'Ravi Kumar', phone: '98765 43210' })
    await user.click(screen.getByRole('button', { name: 'Book the visit' }))

    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent(
      'We could not reach our server. Everything you typed is kept: please try again.',
    )
    expect(within(notice).queryByRole('button')).toBeNull()
    expect(field('Site address or a landmark')).toHaveValue('Plot 12, Danapur')
    expect(field('Your name')).toHaveValue('Ravi Kumar')
    expect(field('Phone number')).toHaveValue('98765 43210')
    expect(screen.getByRole('radio', { name: '10:00 am' })).toBeChecked()
    expect(screen.getByText('Your visit: Tuesday, 1 December 2026, 10:00 am IST')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Book the visit' }))
    await screen.findByText('Another page')
    expect(router.state.location.pathname).toBe(`/site-visit/${newToken}`)
    const [first, again] = api.sent(bookPath)
    // The same booking sent again has the same key: the API books it once, however often it came.
    expect(again?.body).toEqual(first?.body)
  })

  it('says a time that passed meanwhile beside the times, and offers them again', async () => {
    const api = fakeVisitApi({
      [slotsPath]: freeTimes,
      [bookPath]: {
        status: 400,
        body: {
          message: 'That time has passed. Please choose a later one.',
          code: 'past',
          issues: [
            { path: 'startsAt', message: 'That time has passed. Please choose a later one.' },
          ],
        },
      },
    })
    const { user } = renderBookingForm({ from: 'contact', name: 'Ravi Kumar', phone: '9876543210' })
    await timesShown()
    await user.click(screen.getByRole('radio', { name: '10:00 am' }))
    await fillIn(user, { address: 'Plot 12, Danapur' })
    await user.click(screen.getByRole('button', { name: 'Book the visit' }))

    expect(
      await screen.findByText('That time has passed. Please choose a later one.'),
    ).toBeVisible()
    expect(screen.queryByText(/^Your visit:/)).toBeNull()
    await waitFor(() => expect(api.sent(slotsPath)).toHaveLength(2))
  })

  it('says why a booking link from a quote request is refused', async () => {
    // The API refuses a lead whose key does not fit its id: 400, its issue on `lead`
    // (apps/api/src/site-visits/site-visit-booking.ts), no field of the form.
    const leadRefused = 'This booking link is not valid. Please book again from the website.'
    const api = fakeVisitApi({
      [slotsPath]: freeTimes,
      [bookPath]: {
        status: 400,
        body: { message: leadRefused, issues: [{ path: 'lead', message: leadRefused }] },
      },
    })
    const { user } = renderBookingForm({
      from: 'quote',
      lead: { id: 57, key: 'k-stale' },
      name: 'Ravi Kumar',
      phone: '98765 43210',
    })
    await timesShown()
    await user.click(screen.getByRole('radio', { name: '10:00 am' }))
    await fillIn(user, { address: 'Plot 12, Danapur' })
    await user.click(screen.getByRole('button', { name: 'Book the visit' }))

    await waitFor(() => expect(api.sent(bookPath)).toHaveLength(1))
    await waitFor(() => expect(screen.getByText(leadRefused)).toBeVisible(), { timeout: 3000 })
  })
})

describe('the form in Hindi', () => {
  it('shows its labels, days and times in Hindi', async () => {
    fakeVisitApi({ [slotsPath]: freeTimes })
    const { user } = renderBookingForm({ from: 'contact' }, 'hi')
    // मंगल, 1 दिसंबर is Tuesday 1 December; सुबह 10:00 is 10 in the morning.
    await timesShown('समय: मंगल, 1 दिसंबर')
    expect(screen.getByRole('radio', { name: 'मंगल, 1 दिसंबर' })).toBeChecked()
    expect(screen.getByRole('group', { name: 'दिन' })).toBeVisible()
    expect(screen.getByRole('group', { name: 'समय: मंगल, 1 दिसंबर' })).toBeVisible()
    expect(field('साइट का पता या पास की कोई पहचान')).toBeVisible()
    expect(field('नक्शे का लिंक (अगर हो)')).toBeVisible()
    expect(field('आपका नाम')).toBeVisible()
    expect(field('फ़ोन नंबर')).toBeVisible()
    expect(field('ईमेल (अगर हो)')).toBeVisible()
    expect(screen.getByText('सभी समय भारत के समय (IST) में हैं, जैसे पटना में।')).toBeVisible()
    // दोपहर 1:00 (13:00) has its last place: आख़िरी जगह.
    expect(screen.getByRole('radio', { name: /^दोपहर 1:00/ }).closest('label')).toHaveTextContent(
      'आख़िरी जगह',
    )

    await user.click(screen.getByRole('radio', { name: 'सुबह 10:00' }))
    expect(screen.getByText('आपकी विज़िट: मंगलवार, 1 दिसंबर 2026, सुबह 10:00 IST')).toBeVisible()
    expect(screen.getByRole('button', { name: 'विज़िट बुक करें' })).toBeVisible()
  })

  it('says the API’s refusal of the phone in Hindi, beside the phone', async () => {
    fakeVisitApi({
      [slotsPath]: freeTimes,
      [bookPath]: {
        status: 400,
        body: {
          message: 'Please enter a valid phone number',
          issues: [{ path: ['phone'], message: 'Please enter a valid phone number' }],
        },
      },
    })
    const { user } = renderBookingForm({ from: 'contact' }, 'hi')
    await timesShown('समय: मंगल, 1 दिसंबर')
    await user.click(screen.getByRole('radio', { name: 'सुबह 10:00' }))
    await fillIn(
      user,
      { address: 'प्लॉट 12, दानापुर', name: 'रवि कुमार', phone: '1234567890' },
      hindi.form,
    )
    await user.click(screen.getByRole('button', { name: 'विज़िट बुक करें' }))

    const phone = field('फ़ोन नंबर')
    await waitFor(() => expect(phone).toHaveAccessibleDescription('कृपया सही फ़ोन नंबर लिखें'))
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया सही फ़ोन नंबर लिखें')
    await waitFor(() => expect(phone).toHaveFocus())
    expect(phone).toHaveValue('1234567890')
    expect(field('आपका नाम')).toHaveValue('रवि कुमार')
  })

  it('books in Hindi from a calculator and opens the visit’s Hindi page', async () => {
    const api = fakeVisitApi({ [slotsPath]: freeTimes, [bookPath]: booked(tueFour.startsAt, 'hi') })
    const { user, router } = renderBookingForm(
      { from: 'calculator', calculator: 'paint-calculator' },
      'hi',
    )
    await timesShown('समय: मंगल, 1 दिसंबर')
    // 10:30 UTC is 16:00 in Patna: शाम (evening) 4:00.
    await user.click(screen.getByRole('radio', { name: 'शाम 4:00' }))
    await fillIn(
      user,
      { address: 'प्लॉट 12, दानापुर', name: 'रवि कुमार', phone: '98765 43210' },
      hindi.form,
    )
    await user.click(screen.getByRole('button', { name: 'विज़िट बुक करें' }))

    await screen.findByText('Another page')
    expect(router.state.location.pathname).toBe(`/hi/site-visit/${newToken}`)
    const body = api.sent(bookPath)[0]?.body
    expect(body).toMatchObject({
      startsAt: '2026-12-01T10:30:00.000Z',
      language: 'hi',
      from: 'calculator',
      calculator: 'paint-calculator',
      email: '',
      mapLink: '',
    })
    expect(body).not.toHaveProperty('lead')
  })
})

describe('a visitor whose device is set to London', () => {
  let zone: string | undefined
  afterEach(() => {
    process.env.TZ = zone
  })

  it("shows Patna's times, and says they are not the device's", async () => {
    zone = process.env.TZ
    process.env.TZ = 'Europe/London'
    // The process really is in London: 04:30 UTC on 1 December is 04:30 there (GMT in winter).
    expect(new Date(tueTen.startsAt).getHours()).toBe(4)
    fakeVisitApi({ [slotsPath]: freeTimes })
    const { user } = renderBookingForm()
    await timesShown()
    expect(
      screen.getByText(
        "All times are India time (IST), as in Patna. Your device is set to Europe/London: the times here are Patna's, not your device's.",
      ),
    ).toBeVisible()
    await user.click(screen.getByRole('radio', { name: '10:00 am' }))
    expect(screen.getByText('Your visit: Tuesday, 1 December 2026, 10:00 am IST')).toBeVisible()
  })
})
