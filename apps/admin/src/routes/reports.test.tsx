import { reportMessages } from '@nirman/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { owner, staff } from '../test/dashboard'
import { type FakeApiState, installFakeApi } from '../test/fake-api'
import { installFakeReports, leadReport } from '../test/fake-reports'
import { renderDashboard } from '../test/render'

const reportPath = '/api/admin/reports/leads'
/** Three weeks of November 2026, as the fake report's weeks. */
const november = '/reports?from=2026-11-09&to=2026-11-29&by=channel'

// jsdom has no canvas: getContext answers null (as it would without the canvas package, less its
// "not implemented" message), so Chart.js is loaded and draws nothing; the tables hold the figures.
let getContext: MockInstance<HTMLCanvasElement['getContext']>
beforeEach(() => {
  getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

function openReports(path: string, fake: Partial<FakeApiState> = {}) {
  const api = installFakeApi({ user: owner, ...fake })
  installFakeReports(api)
  const view = renderDashboard(path)
  return { api, ...view }
}

const reportRequests = (api: FakeApiState) =>
  api.calls.filter((call) => call.path === reportPath).map((call) => call.search)

/** The text of each body row of the table named `caption`, cell by cell, its header first. */
async function tableRows(caption: string | RegExp): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: caption })
  const [, ...rows] = within(table).getAllByRole('row')
  return rows.map((row) =>
    Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent ?? ''),
  )
}

/** The date input labelled `label` (its label also shows the required field's asterisk). */
const dateField = (label: 'From' | 'To') =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' })

const columnHeaders = (caption: string | RegExp) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

describe('the Reports page, for the owner', () => {
  it('tabulates the leads of each week by source, with the total of the range above', async () => {
    openReports(november)
    expect(await screen.findByRole('heading', { level: 2, name: 'Leads per week by source' }))
    expect(screen.getByText('20 leads from 9 Nov 2026 to 29 Nov 2026')).toBeInTheDocument()
    expect(columnHeaders('Leads per week by channel')).toEqual([
      'Week',
      'Google Ads',
      'Search engines',
      'Direct (typed, bookmarked or an app)',
      'Total',
    ])
    // Each week's total is its sources' sum: 4 + 2 + 1 = 7, 3 + 2 + 2 = 7, 3 + 2 + 1 = 6.
    expect(await tableRows('Leads per week by channel')).toEqual([
      ['Week of 9 Nov 2026', '4', '2', '1', '7'],
      ['Week of 16 Nov 2026', '3', '2', '2', '7'],
      ['Week of 23 Nov 2026', '3', '2', '1', '6'],
    ])
    expect(
      screen.getByRole('img', { name: /^Stacked bar chart of the leads of each week by channel/ }),
    ).toBeInTheDocument()
  })

  it('shows the funnel with each step’s share of the step before and of all leads', async () => {
    openReports(november)
    // 20 → 12 → 6 → 4 → 2: 12/20 = 60.0 %, 6/12 = 50.0 %, 4/6 = 66.7 %, 2/4 = 50.0 %;
    // of all 20: 100.0 %, 60.0 %, 30.0 %, 20.0 %, 10.0 %.
    expect(await tableRows('Leads that reached each step')).toEqual([
      ['New', '20', '—', '100.0 %'],
      ['Contacted', '12', '60.0 %', '60.0 %'],
      ['Site visit', '6', '50.0 %', '30.0 %'],
      ['Quotation', '4', '66.7 %', '20.0 %'],
      ['Won', '2', '50.0 %', '10.0 %'],
    ])
    expect(screen.getByText('Lost: 5 leads')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /^Horizontal bar chart of the leads/ })).toBeVisible()
  })

  it('gives each source’s conversion and won value in rupees', async () => {
    openReports(november)
    // Google Ads 2 won of 10 = 20.0 %, ₹12,40,000 + ₹6,50,000.50; the others won nothing.
    expect(await tableRows('Conversion and won value by channel')).toEqual([
      ['Google Ads', '10', '7', '2', '20.0 %', '₹18,90,000.50'],
      ['Search engines', '6', '3', '0', '0.0 %', '₹0'],
      ['Direct (typed, bookmarked or an app)', '4', '2', '0', '0.0 %', '₹0'],
    ])
    expect(screen.getByRole('img', { name: /^Bar chart of the won value in rupees/ })).toBeVisible()
  })

  it('gives each member of staff’s first contacts, their median time and share within 5 minutes', async () => {
    openReports(november)
    // 6 of 8 = 75.0 %, 1 of 3 = 33.3 %, 1 of 1 = 100.0 %; 270 s, 7,500 s and 40 s of working time.
    expect(await tableRows('First contacts by member of staff')).toEqual([
      ['Sunita Devi', '8', '4 min 30 s', '6 of 8 (75.0 %)'],
      ['Amit Singh', '3', '2 h 5 min', '1 of 3 (33.3 %)'],
      ['Nobody recorded', '1', '40 s', '1 of 1 (100.0 %)'],
    ])
    expect(screen.getByText('Not contacted yet: 8 leads.')).toBeInTheDocument()
    expect(screen.getByText(/^Times are working time/)).toBeInTheDocument()
  })

  it('lists why leads were lost, or says none was', async () => {
    openReports(november)
    expect(await tableRows('Lost leads by reason')).toEqual([
      ['Budget too low, chose a cheaper builder', '3'],
      ['No reason given', '2'],
    ])
  })

  it('says so when none of the leads was lost, with no chart or table for it', async () => {
    const api = installFakeApi({ user: owner })
    installFakeReports(api, (query) => leadReport(query, { lost: 0, lostReasons: [] }))
    renderDashboard(november)
    const section = await screen.findByRole('region', { name: 'Why leads were lost' })
    expect(within(section).getByText('No lead in these dates was lost.')).toBeInTheDocument()
    expect(within(section).queryByRole('table')).not.toBeInTheDocument()
    expect(within(section).queryByRole('img')).not.toBeInTheDocument()
  })

  it('says that no lead arrived, and draws nothing, for a range without leads', async () => {
    const api = installFakeApi({ user: owner })
    installFakeReports(api, (query) =>
      leadReport(query, {
        leads: 0,
        sources: [],
        weeks: [{ start: '2026-11-09', counts: [] }],
        funnel: [],
        lost: 0,
        firstContact: [],
        notContacted: 0,
        lostReasons: [],
      }),
    )
    renderDashboard(november)
    expect(
      await screen.findByText('No leads arrived from 9 Nov 2026 to 29 Nov 2026.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()
  })

  it('loads Chart.js only once a chart is on screen, and draws on a 2D canvas', async () => {
    openReports(november)
    await screen.findByRole('table', { name: 'Leads per week by channel' })
    // Five charts, each asking its canvas for a 2D context (jsdom gives none: nothing is drawn).
    await waitFor(() => expect(getContext).toHaveBeenCalledTimes(5))
    expect(getContext).toHaveBeenCalledWith('2d')
  })
})

describe('choosing the report’s dates and grouping', () => {
  it('asks for the last 12 weeks ending today, by channel, when the address names none', async () => {
    // 30 Nov 2026, 10:00 in Patna: today and the 83 days before start on 8 Sep.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-30T04:30:00.000Z'))
    const { api } = openReports('/reports')
    await screen.findByRole('table', { name: 'Leads per week by channel' })
    expect(reportRequests(api)).toEqual(['?from=2026-09-08&to=2026-11-30&by=channel'])
    expect(dateField('From')).toHaveValue('2026-09-08')
    expect(dateField('To')).toHaveValue('2026-11-30')
    expect(screen.getByLabelText('Group sources by')).toHaveValue('channel')
    expect(screen.getByRole('button', { name: 'Last 12 weeks' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('asks again grouped by referring site when the grouping changes, and keeps it in the address', async () => {
    const user = userEvent.setup()
    const { api, router } = openReports(november)
    await screen.findByRole('table', { name: 'Leads per week by channel' })
    await user.selectOptions(screen.getByLabelText('Group sources by'), 'Referring site')
    await screen.findByRole('table', { name: 'Leads per week by referring site' })
    expect(reportRequests(api)).toEqual([
      '?from=2026-11-09&to=2026-11-29&by=channel',
      '?from=2026-11-09&to=2026-11-29&by=referrer',
    ])
    expect(router.state.location.search).toBe('?from=2026-11-09&to=2026-11-29&by=referrer')
  })

  it('sends new dates with Show report, and a quick range at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-30T04:30:00.000Z'))
    const user = userEvent.setup()
    const { api, router } = openReports(november)
    await screen.findByRole('table', { name: 'Leads per week by channel' })

    await user.clear(dateField('From'))
    await user.type(dateField('From'), '2026-10-01')
    await user.click(screen.getByRole('button', { name: 'Show report' }))
    await screen.findByText('20 leads from 1 Oct 2026 to 29 Nov 2026')

    await user.click(screen.getByRole('button', { name: 'This year' }))
    await screen.findByText('20 leads from 1 Jan 2026 to 30 Nov 2026')
    // Last 4 weeks: today and the 27 days before.
    await user.click(screen.getByRole('button', { name: 'Last 4 weeks' }))
    await screen.findByText('20 leads from 3 Nov 2026 to 30 Nov 2026')
    expect(reportRequests(api).slice(1)).toEqual([
      '?from=2026-10-01&to=2026-11-29&by=channel',
      '?from=2026-01-01&to=2026-11-30&by=channel',
      '?from=2026-11-03&to=2026-11-30&by=channel',
    ])
    expect(router.state.location.search).toBe('?from=2026-11-03&to=2026-11-30&by=channel')
  })

  it('refuses a start after the end beside To before asking the API', async () => {
    const user = userEvent.setup()
    const { api } = openReports(november)
    await screen.findByRole('table', { name: 'Leads per week by channel' })
    await user.clear(dateField('From'))
    await user.type(dateField('From'), '2026-12-01')
    await user.click(screen.getByRole('button', { name: 'Show report' }))
    const to = dateField('To')
    expect(to).toBeInvalid()
    expect(to).toHaveAccessibleDescription(reportMessages.order)
    expect(reportRequests(api)).toHaveLength(1)
  })

  it('shows the API’s refusal of the address’s dates beside the field it names', async () => {
    // A bookmark edited by hand: the API refuses the range (400, path "to").
    const { api } = openReports('/reports?from=2026-11-30&to=2026-11-01&by=channel')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(reportMessages.order)
    const to = dateField('To')
    expect(to).toBeInvalid()
    expect(to).toHaveAccessibleDescription(reportMessages.order)
    expect(dateField('From')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(reportMessages.loadError)).not.toBeInTheDocument()
    expect(reportRequests(api)).toEqual(['?from=2026-11-30&to=2026-11-01&by=channel'])
  })

  it('says the report could not be loaded when the API fails', async () => {
    openReports(november, {
      failNext: { method: 'GET', path: reportPath, status: 500 },
    })
    expect(await screen.findByText(reportMessages.loadError)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})

/** Reads a Blob as it was written (a byte order mark included): jsdom's Blob has no text(). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}

describe('Download CSV', () => {
  /** The files the page saved: each Blob given to URL.createObjectURL, with its link's name. */
  function captureDownloads() {
    const blobs: Blob[] = []
    const saved: { name: string; href: string }[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob)
          return `blob:report-${blobs.length}`
        },
        revokeObjectURL: () => {},
      }),
    )
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.getAttribute('href') ?? '' })
    })
    return { blobs, saved }
  }

  it('saves the sources’ table as CSV: quoted where a comma is, rupees with paise, no grouping', async () => {
    const user = userEvent.setup()
    const { blobs, saved } = captureDownloads()
    openReports(november)
    await screen.findByRole('table', { name: 'Conversion and won value by channel' })
    await user.click(
      screen.getByRole('button', { name: 'Download CSV: Conversion and won value by channel' }),
    )
    expect(saved).toEqual([
      { name: 'conversion-by-source-2026-11-09-to-2026-11-29.csv', href: 'blob:report-1' },
    ])
    const [blob] = blobs
    expect(blob?.type).toBe('text/csv;charset=utf-8')
    expect(await readBlob(blob as Blob)).toBe(
      '\uFEFFSource,Leads,Contacted,Won,Conversion (%),Won value (rupees)\r\n' +
        'Google Ads,10,7,2,20.0,1890000.50\r\n' +
        'Search engines,6,3,0,0.0,0.00\r\n' +
        '"Direct (typed, bookmarked or an app)",4,2,0,0.0,0.00\r\n',
    )
  })

  it('saves the weeks by their Monday, and the funnel and first contacts with their figures', async () => {
    const user = userEvent.setup()
    const { blobs, saved } = captureDownloads()
    openReports(november)
    await screen.findByRole('table', { name: 'Leads per week by channel' })
    await user.click(
      screen.getByRole('button', { name: 'Download CSV: Leads per week by channel' }),
    )
    await user.click(
      screen.getByRole('button', { name: 'Download CSV: Leads that reached each step' }),
    )
    await user.click(
      screen.getByRole('button', { name: 'Download CSV: First contacts by member of staff' }),
    )
    expect(saved.map((file) => file.name)).toEqual([
      'leads-by-week-2026-11-09-to-2026-11-29.csv',
      'funnel-2026-11-09-to-2026-11-29.csv',
      'first-contact-by-staff-2026-11-09-to-2026-11-29.csv',
    ])
    const [weeks, funnel, firstContact] = await Promise.all(blobs.map(readBlob))
    expect(weeks).toBe(
      '\uFEFFWeek starting,Google Ads,Search engines,"Direct (typed, bookmarked or an app)",Total\r\n' +
        '2026-11-09,4,2,1,7\r\n2026-11-16,3,2,2,7\r\n2026-11-23,3,2,1,6\r\n',
    )
    expect(funnel).toBe(
      '\uFEFFStep,Leads,Of the step before (%),Of all leads (%)\r\n' +
        'New,20,,100.0\r\nContacted,12,60.0,60.0\r\nSite visit,6,50.0,30.0\r\n' +
        'Quotation,4,66.7,20.0\r\nWon,2,50.0,10.0\r\n',
    )
    expect(firstContact).toBe(
      '\uFEFFStaff member,First contacts,Median time to first contact (working seconds),' +
        'Within 5 minutes,Within 5 minutes (%)\r\n' +
        'Sunita Devi,8,270,6,75.0\r\nAmit Singh,3,7500,1,33.3\r\nNobody recorded,1,40,1,100.0\r\n',
    )
  })
})

describe('who sees the Reports', () => {
  it('shows a member of staff that the page is the owner’s, and asks the API nothing', async () => {
    const { api } = openReports('/reports', { user: staff })
    expect(await screen.findByText('Only the owner can see this page.')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: /Dates and grouping/ })).not.toBeInTheDocument()
    expect(reportRequests(api)).toEqual([])
  })

  it('offers the Reports link in the header to the owner', async () => {
    openReports('/password')
    const nav = await screen.findByRole('navigation', { name: 'Dashboard sections' })
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports')
  })

  it('offers no Reports link to a member of staff', async () => {
    openReports('/password', { user: staff })
    const nav = await screen.findByRole('navigation', { name: 'Dashboard sections' })
    await within(nav).findByRole('link', { name: 'My password' })
    expect(within(nav).getByRole('link', { name: 'Leads' })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument()
  })

  it('opens the Reports from the owner’s header link', async () => {
    const user = userEvent.setup()
    openReports('/password')
    await user.click(await screen.findByRole('link', { name: 'Reports' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument()
    expect(
      await screen.findByRole('table', { name: 'Leads per week by channel' }),
    ).toBeInTheDocument()
  })
})
