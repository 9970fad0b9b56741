import { dismissToast } from '@nirman/ui'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onAPhone, openDashboard, rowOf } from '../../test/dashboard'
import { lead } from '../../test/fake-api'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

/**
 * The toasts. While a dialog is open, everything outside it is aria-hidden (screen readers hear
 * the toast through Radix's live announcement instead), so the region is looked up with `hidden`.
 */
const notifications = () =>
  within(screen.getByRole('region', { name: /notifications/i, hidden: true }))

const message = 'Two-storey house.\nRooftop garden, please.\n\nCall after 6 pm.'

/** The dialog's definition list as label → shown text. */
function definitions(dialog: HTMLElement): Record<string, string> {
  const terms = within(dialog).getAllByRole('term')
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  )
}

async function openDetails(name = 'Ravi Kumar') {
  const user = userEvent.setup()
  const row = await rowOf(name)
  await user.click(within(row).getByRole('button', { name: 'View Details' }))
  return { user, dialog: await screen.findByRole('dialog', { name }) }
}

const fromFacebook = {
  ...lead().source,
  form: 'popup' as const,
  page: '/services',
  landingPage: '/?utm_source=facebook&utm_campaign=diwali',
  referrer: 'https://m.facebook.com/',
  utmSource: 'facebook',
  utmCampaign: 'diwali',
  fbclid: 'IwAR1',
}

describe('View Details', () => {
  it('shows every field of the submission, titled with the name', async () => {
    await openDashboard([lead({ message, source: fromFacebook, language: 'hi' })])
    const { dialog } = await openDetails()

    expect(within(dialog).getByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument()
    expect(dialog).toHaveAccessibleDescription(/Quote request received 18 Nov 2026, 12:00 pm/)
    expect(definitions(dialog)).toEqual({
      Name: 'Ravi Kumar',
      Phone: '+91 98765 43210',
      Email: 'ravi@example.in',
      City: 'Patna',
      'Land Size': '1,800 sq ft',
      North: '40 ft 0 in',
      South: '40 ft 6 in',
      East: '45 ft 0 in',
      West: '45 ft 0 in',
      Facing: 'North-East',
      'Project Type': 'Residential Construction',
      Message: message,
      ID: '1',
      Received: '18 Nov 2026, 12:00 pm',
      Status: 'New',
      'Processed On': 'Not yet',
      Form: 'Popup form',
      'Sent from': '/services',
      'Landing page': '/?utm_source=facebook&utm_campaign=diwali',
      Referrer: 'https://m.facebook.com/',
      utm_source: 'facebook',
      utm_medium: '—Not given',
      utm_campaign: 'diwali',
      utm_term: '—Not given',
      utm_content: '—Not given',
      gclid: '—Not given',
      fbclid: 'IwAR1',
      Calculator: '—Not given',
      Language: 'Hindi',
    })
    expect(within(dialog).getByRole('link', { name: 'ravi@example.in' })).toHaveAttribute(
      'href',
      'mailto:ravi@example.in',
    )
    expect(within(dialog).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    )
    for (const section of ['Contact', 'Land', 'Project', 'Record']) {
      expect(within(dialog).getByRole('region', { name: section })).toBeInTheDocument()
    }
  })

  it('says "Not given" for what a hero-form request leaves out, and when it was processed', async () => {
    await openDashboard([
      lead({
        email: '',
        city: '',
        landSize: '',
        landDimensionNorthFeet: '',
        landDimensionSouthFeet: '',
        landDimensionEastFeet: '',
        landDimensionWestFeet: '',
        landFacing: '',
        message: '',
        isProcessed: true,
        processedAt: '2026-11-19T04:30:00.000Z',
      }),
    ])
    const { dialog } = await openDetails()
    const shown = definitions(dialog)
    for (const label of [
      'Email',
      'City',
      'Land Size',
      'North',
      'South',
      'East',
      'West',
      'Facing',
      'Message',
    ]) {
      expect(shown[label], label).toBe('—Not given')
    }
    expect(shown.Status).toBe('Processed')
    expect(shown['Processed On']).toBe('19 Nov 2026, 10:00 am')
    expect(within(dialog).queryByRole('button', { name: 'Mark Processed' })).not.toBeInTheDocument()
  })

  it('closes with Escape and gives focus back to its button', async () => {
    await openDashboard([lead()])
    const { user } = await openDetails()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(
      within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'View Details' }),
    ).toHaveFocus()
  })

  it('closes with its Close button', async () => {
    await openDashboard([lead()])
    const { user, dialog } = await openDetails()
    const [closeButton] = within(dialog).getAllByRole('button', { name: 'Close' })
    await user.click(closeButton ?? dialog)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('copies a plain-text summary of every field', async () => {
    await openDashboard([lead({ message })])
    const { user, dialog } = await openDetails()
    await user.click(within(dialog).getByRole('button', { name: 'Copy details' }))

    expect(await notifications().findByText('Copied')).toBeInTheDocument()
    const copied = await navigator.clipboard.readText()
    expect(copied.split('\n')).toEqual([
      'Ravi Kumar',
      '',
      'Contact',
      'Name: Ravi Kumar',
      'Phone: +91 98765 43210',
      'Email: ravi@example.in',
      'City: Patna',
      '',
      'Land',
      'Land Size: 1,800 sq ft',
      'North: 40 ft 0 in',
      'South: 40 ft 6 in',
      'East: 45 ft 0 in',
      'West: 45 ft 0 in',
      'Facing: North-East',
      '',
      'Project',
      'Project Type: Residential Construction',
      'Message:',
      'Two-storey house.',
      'Rooftop garden, please.',
      '',
      'Call after 6 pm.',
      '',
      'Record',
      'ID: 1',
      'Received: 18 Nov 2026, 12:00 pm',
      'Status: New',
      'Processed On: Not yet',
      '',
      'Source',
      ...[
        'Form',
        'Sent from',
        'Landing page',
        'Referrer',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'utm_term',
        'utm_content',
        'gclid',
        'fbclid',
        'Calculator',
      ].map((label) => `${label}: Not given`),
      'Language: English',
    ])
  })

  it('without a clipboard (plain http) says to select the text instead', async () => {
    await openDashboard([lead()])
    const { user, dialog } = await openDetails()
    vi.stubGlobal('navigator', Object.create(navigator, { clipboard: { value: undefined } }))
    await user.click(within(dialog).getByRole('button', { name: 'Copy details' }))
    expect(await notifications().findByText('Copying is not available')).toBeInTheDocument()
    expect(notifications().getByText(/Select the text in this window/)).toBeInTheDocument()
  })

  it('when the browser refuses the clipboard says to select the text too', async () => {
    await openDashboard([lead()])
    const { user, dialog } = await openDetails()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(
      new DOMException('Denied', 'NotAllowedError'),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Copy details' }))
    expect(await notifications().findByText('Copying is not available')).toBeInTheDocument()
  })

  it('marks a new request processed from the dialog, which then shows it processed', async () => {
    const { api } = await openDashboard([lead()])
    const { user, dialog } = await openDetails()
    await user.click(within(dialog).getByRole('button', { name: 'Mark Processed' }))

    expect(
      await notifications().findByText('Contact form marked as processed.'),
    ).toBeInTheDocument()
    expect(await within(dialog).findByText('20 Nov 2026, 3:30 pm')).toBeInTheDocument()
    expect(definitions(dialog).Status).toBe('Processed')
    expect(within(dialog).queryByRole('button', { name: 'Mark Processed' })).not.toBeInTheDocument()
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/dashboard/contact-forms/1/process',
        body: undefined,
      }),
    )
  })
})

describe('View Details on a phone', () => {
  /** The buttons under the details that stay put while the details scroll. */
  const fixedButtons = (dialog: HTMLElement) =>
    within(dialog.querySelector('[data-slot="modal-footer"]') as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.textContent)

  it('keeps only Close and Mark Processed fixed, and ends the details with the other actions', async () => {
    onAPhone()
    const user = userEvent.setup()
    await openDashboard([lead()])
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Ravi Kumar' })).getByRole('button', {
        name: 'View Details',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Ravi Kumar' })
    expect(fixedButtons(dialog)).toEqual(['Close', 'Mark Processed'])
    const body = within(dialog.querySelector('[data-slot="modal-body"]') as HTMLElement)
    expect(body.getByRole('button', { name: 'Copy details' })).toBeInTheDocument()
    expect(body.getByRole('button', { name: 'Mark as spam' })).toBeInTheDocument()
  })

  it('keeps every action under the details on a wider screen', async () => {
    await openDashboard([lead()])
    const { dialog } = await openDetails()
    expect(fixedButtons(dialog)).toEqual([
      'Mark as spam',
      'Copy details',
      'Close',
      'Mark Processed',
    ])
  })
})
