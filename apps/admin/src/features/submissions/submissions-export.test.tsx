import { dismissToast } from '@nirman/ui'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Papa from 'papaparse'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { captureDownloads, fileText } from '../../test/downloads'
import { leads, notifications, openDashboard, submissionsTable } from '../../test/submissions'

let capture: ReturnType<typeof captureDownloads>
beforeEach(() => {
  capture = captureDownloads()
})
afterEach(() => {
  capture.restore()
  vi.unstubAllGlobals()
  dismissToast()
})

const filterButton = (name: RegExp) => screen.getByRole('button', { name })

describe('Export CSV', () => {
  it('with no submissions says "Export failed"', async () => {
    const user = userEvent.setup()
    await openDashboard([])
    await submissionsTable()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await notifications().findByText('Export failed')).toBeInTheDocument()
    expect(notifications().getByText('No data available to export.')).toBeInTheDocument()
    expect(capture.downloads).toEqual([])
  })

  it('when the filter and search hide every row says "Export failed" too', async () => {
    const user = userEvent.setup()
    await openDashboard(leads())
    await submissionsTable()
    await user.click(filterButton(/^Processed/))
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, phone or city' }),
      'Danapur',
    )
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await notifications().findByText('Export failed')).toBeInTheDocument()
    expect(capture.downloads).toEqual([])
  })

  it('saves the rows the filter and search show, in the order shown', async () => {
    const user = userEvent.setup()
    await openDashboard(leads())
    await submissionsTable()
    await user.click(filterButton(/^Unprocessed/))
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, phone or city' }), '+91')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by date' }), 'Oldest first')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))

    const [download, ...others] = capture.downloads
    expect(others).toEqual([])
    // en-CA writes dates as YYYY-MM-DD, in the local time zone.
    const today = new Intl.DateTimeFormat('en-CA').format(new Date())
    expect(download?.fileName).toBe(`contact-forms-${today}.csv`)
    const text = await fileText(download?.blob ?? new Blob())
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data
    expect(header?.join(',')).toBe(
      'ID,Name,Email,Phone,City,Land Size,North Feet,North Inches,South Feet,South Inches,East Feet,East Inches,West Feet,West Inches,Facing,Project Type,Message,Created At,Processed,' +
        'Form,Page,Landing Page,Referrer,UTM Source,UTM Medium,UTM Campaign,UTM Term,UTM Content,GCLID,FBCLID,Calculator',
    )
    expect(rows.every((row) => row.length === 31)).toBe(true)
    expect(rows.map((row) => [row[0], row[1], row[18]])).toEqual([
      ['4', 'रवि कुमार', 'No'],
      ['1', 'Ravi Kumar', 'No'],
    ])
  })
})
