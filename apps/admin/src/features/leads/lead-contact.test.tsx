import { contactMessages, type TimelineEntry } from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  namasteRavi,
  onAPhone,
  openDashboard,
  openLead,
  rowOf,
  staff,
  timeline,
} from '../../test/dashboard'
import { type FakeApiState, lead } from '../../test/fake-api'

// 12:05 pm in Patna on Wednesday 18 Nov 2026: every time below is read against it.
const now = new Date('2026-11-18T06:35:00.000Z')
const contactsPath = '/api/admin/dashboard/leads/1/contacts'
const priya = { id: 2, name: 'Priya Sharma' }

/**
 * The links followed, by href, when the page let them be followed (it never prevents them).
 * jsdom cannot open tel:, wa.me or mailto:, so the test stops each after noting it.
 */
let followed: string[] = []
const follow = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (!link) return
  if (!event.defaultPrevented) followed.push(link.getAttribute('href') ?? '')
  event.preventDefault()
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now })
  followed = []
  document.addEventListener('click', follow)
})

afterEach(() => {
  document.removeEventListener('click', follow)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  dismissToast()
})

/** While a dialog is open everything outside it is aria-hidden: look the toasts up with `hidden`. */
const notifications = () =>
  within(screen.getByRole('region', { name: /notifications/i, hidden: true }))

/** The lines of the first-contact clock in the details. */
const clock = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'First contact' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

const question = (dialog: HTMLElement) =>
  within(dialog).queryByRole('group', { name: /^What came of it\?/ })

const posts = (api: FakeApiState) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === contactsPath)

/** The attempt of the lead's timeline that the fake recorded last. */
function lastAttempt(api: FakeApiState) {
  const attempt = api.leads[0]?.timeline.findLast((entry) => entry.kind === 'contact')
  if (attempt?.kind !== 'contact') throw new Error('no attempt recorded')
  return attempt
}

/** An attempt tapped earlier (from a card of the list, say) whose outcome nobody gave yet. */
const unanswered = (overrides: Partial<Extract<TimelineEntry, { kind: 'contact' }>> = {}) =>
  lead({
    firstContactAt: '2026-11-18T06:30:00.000Z',
    timeline: [
      { id: 'event-1', kind: 'created', at: '2026-11-18T06:25:00.000Z', actor: null },
      {
        id: 'event-7',
        kind: 'contact',
        at: '2026-11-18T06:30:00.000Z',
        actor: priya,
        attemptId: 7,
        channel: 'whatsapp',
        outcome: null,
        outcomeAt: null,
        ...overrides,
      },
    ],
  })

describe('one tap to reach a lead', () => {
  it('records a tap on Call while the link still dials, then asks what came of it', async () => {
    const { api } = await openDashboard([lead({ contactDueAt: '2026-11-18T06:45:00.000Z' })])
    const { user, dialog } = await openLead()
    expect(clock(dialog)).toEqual(['Contact by 12:15 pm'])
    expect(question(dialog)).not.toBeInTheDocument()

    const call = within(dialog).getByRole('link', { name: 'Call Ravi Kumar' })
    await user.click(call)
    // The dialler opens as from any link, and the attempt is recorded beside it.
    expect(followed).toEqual(['tel:+919876543210'])
    expect(call).toHaveAttribute('href', 'tel:+919876543210')
    const asked = await within(dialog).findByRole('group', {
      name: 'What came of it? Call to Ravi Kumar by Sunita Devi at 12:05 pm',
    })
    expect(posts(api)).toEqual([expect.objectContaining({ body: { channel: 'call' } })])
    // Sent to arrive even if the phone puts the page away for the call.
    const sent = vi.mocked(fetch).mock.calls.find(([input]) => String(input) === contactsPath)
    expect(sent?.[1]).toMatchObject({ method: 'POST', keepalive: true })
    // The clock stopped at the tap.
    expect(clock(dialog)).toEqual(['First contacted 12:05 pm'])
    expect(timeline(dialog)[0]).toContain('Sunita Devi called: outcome not recorded')

    expect(
      within(asked)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reached', 'No answer', 'Wrong number'])
    await user.click(within(asked).getByRole('button', { name: 'No answer' }))
    expect(await notifications().findByText('Outcome recorded')).toBeInTheDocument()
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: `${contactsPath}/${lastAttempt(api).attemptId}`,
        body: { outcome: 'no_answer' },
      }),
    )
    expect(timeline(dialog)[0]).toContain('Sunita Devi called: No answer')
    expect(question(dialog)).not.toBeInTheDocument()
    // Nobody answered: the lead is still New.
    expect(within(dialog).getByRole('combobox', { name: 'Change stage' })).toHaveValue('new')
  })

  it('answers in the details an attempt tapped elsewhere; Reached moves a New lead to Contacted', async () => {
    const { api } = await openDashboard([unanswered()])
    const { user, dialog } = await openLead()
    const asked = within(dialog).getByRole('group', {
      name: 'What came of it? WhatsApp to Ravi Kumar by Priya Sharma at 12:00 pm',
    })
    await user.click(within(asked).getByRole('button', { name: 'Reached' }))

    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Change stage' })).toHaveValue(
        'contacted',
      ),
    )
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: `${contactsPath}/7`,
        body: { outcome: 'reached' },
      }),
    )
    const [moved, answered] = timeline(dialog)
    expect(moved).toContain('Stage: New to ContactedSunita Devi')
    // Priya's attempt, answered by Sunita.
    expect(answered).toContain('Priya Sharma opened WhatsApp: Reached')
    expect(question(dialog)).not.toBeInTheDocument()
  })

  it('records a tap on a card’s WhatsApp, and the details then ask what came of it', async () => {
    onAPhone()
    const { api } = await openDashboard([lead({ contactDueAt: '2026-11-18T06:30:00.000Z' })])
    const user = userEvent.setup()
    const card = within(await screen.findByRole('listitem', { name: 'Ravi Kumar' }))
    expect(card.getByText('Past first-contact time')).toBeInTheDocument()

    await user.click(card.getByRole('link', { name: 'WhatsApp Ravi Kumar' }))
    expect(followed).toEqual([`https://wa.me/919876543210?text=${encodeURIComponent(namasteRavi)}`])
    expect(await screen.findByText('Attempt recorded')).toBeInTheDocument()
    expect(posts(api)).toEqual([expect.objectContaining({ body: { channel: 'whatsapp' } })])
    // Tried: no longer waiting past its time.
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Ravi Kumar' })).queryByText(
          'Past first-contact time',
        ),
      ).not.toBeInTheDocument(),
    )

    await user.click(
      within(screen.getByRole('listitem', { name: 'Ravi Kumar' })).getByRole('button', {
        name: 'View Details',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Ravi Kumar' })
    expect(
      within(dialog).getByRole('group', {
        name: 'What came of it? WhatsApp to Ravi Kumar by Sunita Devi at 12:05 pm',
      }),
    ).toBeInTheDocument()
  })

  it('greets a lead of the Hindi site in Hindi, on WhatsApp and by e-mail', async () => {
    const { api } = await openDashboard([
      lead({ id: 1, name: 'रवि कुमार', language: 'hi', email: 'ravi@example.in' }),
    ])
    const { user, dialog } = await openLead('रवि कुमार')
    const chat = new URL(
      within(dialog).getByRole('link', { name: 'WhatsApp रवि कुमार' }).getAttribute('href') ?? '',
    )
    expect(chat.searchParams.get('text')).toBe(
      'नमस्ते रवि कुमार जी! मेरा नाम Sunita Devi है, मैं निर्माण कंस्ट्रक्शन्स से हूँ। निर्माण के बारे में आपकी पूछताछ के लिए धन्यवाद। आपसे बात करने का सही समय क्या रहेगा?',
    )

    const email = within(dialog).getByRole('link', { name: 'E-mail रवि कुमार' })
    const mail = new URL(email.getAttribute('href') ?? '')
    expect(mail.protocol).toBe('mailto:')
    expect(mail.pathname).toBe('ravi@example.in')
    expect(mail.searchParams.get('subject')).toBe('निर्माण कंस्ट्रक्शन्स से आपकी पूछताछ (अनुरोध #1)')
    expect(mail.searchParams.get('body')?.split('\r\n')).toEqual([
      'नमस्ते रवि कुमार जी,',
      '',
      'मेरा नाम Sunita Devi है, मैं निर्माण कंस्ट्रक्शन्स से हूँ। निर्माण के बारे में आपकी पूछताछ के लिए धन्यवाद। आपको फ़ोन करने का सही समय क्या रहेगा? आप इस ई-मेल का जवाब भी दे सकते हैं।',
      '',
      'Sunita Devi',
      'निर्माण कंस्ट्रक्शन्स',
    ])
    await user.click(email)
    await waitFor(() =>
      expect(posts(api)).toEqual([expect.objectContaining({ body: { channel: 'email' } })]),
    )
  })

  it('writes the company’s name as the owner saved it, and offers no e-mail without an address', async () => {
    await openDashboard([lead({ email: '' })], {
      user: { ...staff, companyNames: { en: 'Nirman Builders', hi: 'निर्माण बिल्डर्स' } },
    })
    const { dialog } = await openLead()
    const chat = new URL(
      within(dialog).getByRole('link', { name: 'WhatsApp Ravi Kumar' }).getAttribute('href') ?? '',
    )
    expect(chat.searchParams.get('text')).toBe(
      'Namaste Ravi Kumar ji, I am Sunita Devi from Nirman Builders. Thank you for your enquiry about building with us. When would be a good time to talk?',
    )
    expect(within(dialog).queryByRole('link', { name: /^E-mail/ })).not.toBeInTheDocument()
  })
})

describe('when recording fails', () => {
  it('says the call was not recorded, and records it again without dialling twice', async () => {
    const { api } = await openDashboard([lead()], {
      failNext: { method: 'POST', path: contactsPath, status: 500 },
    })
    const { user, dialog } = await openLead()
    await user.click(within(dialog).getByRole('link', { name: 'Call Ravi Kumar' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('The call was not recorded')
    expect(alert).toHaveTextContent('The attempt could not be recorded. Please try again.')
    expect(api.leads[0]?.timeline.some((entry) => entry.kind === 'contact')).toBe(false)

    await user.click(within(alert).getByRole('button', { name: 'Record it again' }))
    expect(
      await within(dialog).findByRole('group', { name: /^What came of it\? Call to Ravi Kumar/ }),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(posts(api)).toHaveLength(2)
    expect(followed).toEqual(['tel:+919876543210'])
  })

  it('says why an outcome was refused, and keeps the question to answer again', async () => {
    const { api } = await openDashboard([unanswered({ channel: 'call' })], {
      failNext: {
        method: 'PATCH',
        path: contactsPath,
        status: 404,
        body: JSON.stringify({ message: contactMessages.attemptNotFound }),
      },
    })
    const { user, dialog } = await openLead()
    const asked = within(dialog).getByRole('group', { name: /^What came of it\?/ })
    await user.click(within(asked).getByRole('button', { name: 'Wrong number' }))
    expect(await within(asked).findByRole('alert')).toHaveTextContent(
      'That contact attempt is not on this request. Please reload the request.',
    )
    expect(api.leads[0]?.timeline.at(-1)).toMatchObject({ kind: 'contact', outcome: null })

    await user.click(within(asked).getByRole('button', { name: 'Wrong number' }))
    await waitFor(() => expect(timeline(dialog)[0]).toContain('Priya Sharma called: Wrong number'))
    expect(question(dialog)).not.toBeInTheDocument()
  })
})

describe('the first-contact clock', () => {
  it('says in the details that a lead waits past its time and that the owner was alerted', async () => {
    await openDashboard([
      lead({
        contactDueAt: '2026-11-18T06:30:00.000Z',
        escalatedAt: '2026-11-18T06:33:00.000Z',
        alerts: [
          {
            channel: 'escalation',
            status: 'sent',
            attempts: 1,
            sentAt: '2026-11-18T06:33:00.000Z',
            lastError: null,
            nextAttemptAt: null,
          },
        ],
      }),
    ])
    const { dialog } = await openLead()
    expect(clock(dialog)).toEqual([
      'Waiting past its first-contact time (due 12:00 pm)',
      'The owner was alerted at 12:03 pm',
    ])
    expect(within(dialog).getByRole('region', { name: 'Alerts' })).toHaveTextContent(
      'Owner alerted by e-mail: sent 18 Nov 2026, 12:03 pm (1 attempt)',
    )
  })

  it('marks the rows that wait past their time or were escalated, and no other', async () => {
    await openDashboard([
      lead({ id: 1, name: 'Ravi Kumar', contactDueAt: '2026-11-18T06:30:00.000Z' }),
      lead({
        id: 2,
        name: 'Anita Sinha',
        contactDueAt: '2026-11-18T06:20:00.000Z',
        escalatedAt: '2026-11-18T06:25:00.000Z',
      }),
      // Due at 12:15 pm: still in time.
      lead({ id: 3, name: 'Mohan Prasad', contactDueAt: '2026-11-18T06:45:00.000Z' }),
      // Called after the owner was alerted: escalated, but no longer waiting.
      lead({
        id: 4,
        name: 'Kavita Singh',
        stage: 'contacted',
        firstContactAt: '2026-11-18T06:32:00.000Z',
        escalatedAt: '2026-11-18T06:25:00.000Z',
      }),
    ])
    const badges = async (name: string) => ({
      past: within(await rowOf(name)).queryByText('Past first-contact time') !== null,
      escalated: within(await rowOf(name)).queryByText('Escalated') !== null,
    })
    expect(await badges('Ravi Kumar')).toEqual({ past: true, escalated: false })
    expect(await badges('Anita Sinha')).toEqual({ past: true, escalated: true })
    expect(await badges('Mohan Prasad')).toEqual({ past: false, escalated: false })
    expect(await badges('Kavita Singh')).toEqual({ past: false, escalated: true })
  })
})
