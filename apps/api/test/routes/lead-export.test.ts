import type { QuoteReceipt } from '@nirman/contract'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContactSubmissionRow, newLeadColumns } from '../../src/db/entities'
import { CSV_BATCH_ROWS } from '../../src/leads/lead-csv'
import { createTestContext, type TestContext } from '../helpers/test-app'

// The CSV export made by the server: the specification's 19 columns first, the current filter,
// phones that read as typed, no cell a spreadsheet would run as a formula, Patna's time.

const SPECIFICATION_COLUMNS = [
  'ID',
  'Name',
  'Email',
  'Phone',
  'City',
  'Land Size',
  'North Feet',
  'North Inches',
  'South Feet',
  'South Inches',
  'East Feet',
  'East Inches',
  'West Feet',
  'West Inches',
  'Facing',
  'Project Type',
  'Message',
  'Created At',
  'Processed',
]
const SOURCE_COLUMNS = [
  'Form',
  'Page',
  'Landing Page',
  'Referrer',
  'UTM Source',
  'UTM Medium',
  'UTM Campaign',
  'UTM Term',
  'UTM Content',
  'GCLID',
  'FBCLID',
  'Calculator',
]
const LRM = '\u200E'

describe('the CSV export', () => {
  let context: TestContext
  let cookie: string

  beforeAll(async () => {
    context = await createTestContext({ contactRateLimit: 0 })
    cookie = await context.login()
  })
  afterAll(async () => {
    await context.close()
  })

  const submit = async (name: string, phone: string, extra: object = {}) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name,
        phone,
        email: 'family@example.in',
        projectType: 'Residential Construction',
        message: '',
        source: { form: 'hero', utmSource: 'facebook' },
        ...extra,
      },
    })
    return response.json<QuoteReceipt>().id
  }
  const exportCsv = (query: string) =>
    context.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/leads/export.csv?${query}`,
      headers: { cookie },
    })
  const parse = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true)
    const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true })
    expect(parsed.errors).toEqual([])
    return parsed.data
  }

  it('answers 401 without a session', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/leads/export.csv',
    })
    expect(response.statusCode).toBe(401)
  })

  it('streams the filtered requests with the 19 columns first, as a download named by the date in Patna', async () => {
    const typed = '+91 98765 43210'
    const id = await submit('Export Asha', typed, {
      message: '=HYPERLINK("http://evil.example","Click")\nsecond line, "quoted"',
      language: 'hi',
    })
    await submit('Export Plain', '9876543210')
    await submit('Someone Else', '9000000000')
    // 06:30 UTC is 12:00 noon in Patna (UTC+5:30).
    await context.app.repositories.contactSubmissions.update(
      { id },
      { createdAt: new Date('2026-11-18T06:30:00.000Z') },
    )

    const response = await exportCsv('q=Export')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-store')
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="contact-forms-${today}.csv"`,
    )

    const [header, ...rows] = parse(response.body)
    expect(header?.slice(0, 19)).toEqual(SPECIFICATION_COLUMNS)
    expect(header?.slice(19, 31)).toEqual(SOURCE_COLUMNS)
    expect(header?.slice(31)).toEqual([
      'Stage',
      'Lost Reason',
      'Assigned To',
      'Follow-up At',
      'Language',
    ])
    // Only the filter's two, newest first; every row as long as the header.
    expect(rows.map((row) => row[1])).toEqual(['Export Plain', 'Export Asha'])
    expect(rows.every((row) => row.length === header?.length)).toBe(true)

    const asha = rows[1] ?? []
    const cell = (column: string) => asha[header?.indexOf(column) ?? -1]
    // Reads as typed: an invisible mark in front, no apostrophe, the number itself untouched.
    expect(cell('Phone')).toBe(`${LRM}${typed}`)
    expect(cell('Phone')?.replace(LRM, '')).toBe(typed)
    expect(cell('Message')).toBe(
      `${LRM}=HYPERLINK("http://evil.example","Click")\nsecond line, "quoted"`,
    )
    expect(cell('Created At')).toBe('18 Nov 2026, 12:00 pm')
    expect(cell('Processed')).toBe('No')
    expect(cell('Form')).toBe('hero')
    expect(cell('UTM Source')).toBe('facebook')
    expect(cell('Stage')).toBe('New')
    // Sent from the Hindi website; the other request said no language: English.
    expect(cell('Language')).toBe('Hindi')
    expect(rows[0]?.[header?.indexOf('Language') ?? -1]).toBe('English')
    // A phone starting with a digit needs nothing.
    expect(rows[0]?.[3]).toBe('9876543210')
  })

  it('leaves no cell starting with a character a spreadsheet would run as a formula', async () => {
    for (const [name, message] of [
      ['-Minus Kumar', '@SUM(1+1)*cmd|" /C calc"!A0'],
      ['+Plus Devi', '\t=1+1'],
      ['Formula Test', '  =2+2'],
    ]) {
      await submit(name ?? '', '9111111111', { message })
    }
    const [, ...rows] = parse((await exportCsv('q=9111111111')).body)
    expect(rows).toHaveLength(3)
    for (const cell of rows.flat()) {
      expect(cell).not.toMatch(/^[\s]*[=+\-@]/)
      expect(cell).not.toMatch(/^[\t\r]/)
    }
    // Each reads as typed once the invisible mark is taken away.
    expect(rows.map((row) => row[1]?.replace(LRM, ''))).toEqual([
      'Formula Test',
      '+Plus Devi',
      '-Minus Kumar',
    ])
  })

  it('shows the stage and who works the lead, and leaves spam out unless asked', async () => {
    const won = await submit('Export Won', '9222222222')
    const spam = await submit('Export Spam', '9333333333')
    await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/dashboard/leads/${won}/stage`,
      headers: { cookie },
      payload: { version: 1, stage: 'won' },
    })
    await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/dashboard/contact-forms/${spam}/spam`,
      headers: { cookie },
      payload: { spam: true },
    })
    const [header, ...rows] = parse((await exportCsv('q=Export%20&stage=won')).body)
    expect(rows.map((row) => row[1])).toEqual(['Export Won'])
    expect(rows[0]?.[header?.indexOf('Processed') ?? -1]).toBe('Yes')
    expect(rows[0]?.[header?.indexOf('Stage') ?? -1]).toBe('Won')
    expect(parse((await exportCsv('q=Export%20Spam')).body)).toHaveLength(1)
    expect(parse((await exportCsv('q=Export%20Spam&spam=true')).body).slice(1)).toHaveLength(1)
  })

  it('sends every row once across its batches, newest first', async () => {
    // Two and a half batches of requests, stored directly (the form would take minutes).
    const count = Math.floor(CSV_BATCH_ROWS * 2.5)
    const base = Date.parse('2026-06-01T00:00:00.000Z')
    const rows: Omit<ContactSubmissionRow, 'id'>[] = Array.from({ length: count }, (_, index) => ({
      ...newLeadColumns,
      name: `Bulk Lead ${index}`,
      phone: '9444444444',
      email: '',
      city: 'Bulkpur',
      landSize: '',
      landDimensionNorthFeet: '',
      landDimensionNorthInches: '0',
      landDimensionSouthFeet: '',
      landDimensionSouthInches: '0',
      landDimensionEastFeet: '',
      landDimensionEastInches: '0',
      landDimensionWestFeet: '',
      landDimensionWestInches: '0',
      landFacing: '',
      projectType: 'Consultancy',
      message: '',
      createdAt: new Date(base + index * 1000),
      updatedAt: new Date(base + index * 1000),
      isProcessed: false,
      processedAt: null,
      sourceForm: '',
      sourcePage: '',
      landingPage: '',
      referrer: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
      utmTerm: '',
      utmContent: '',
      gclid: '',
      fbclid: '',
      calculator: '',
      phoneDigits: '9444444444',
      phoneNational: '9444444444',
      phoneNationalReversed: '4444444449',
      isRepeat: false,
      isSpam: false,
      idempotencyKey: null,
      alertChannels: '',
      language: 'en',
    }))
    for (let start = 0; start < rows.length; start += 500) {
      await context.app.repositories.contactSubmissions.insert(rows.slice(start, start + 500))
    }
    // Stored directly, they have no source: form=unknown picks them alone.
    const [, ...exported] = parse((await exportCsv('form=unknown')).body)
    const ids = exported.map((row) => Number(row[0]))
    expect(ids).toHaveLength(count)
    expect(new Set(ids).size).toBe(count)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })
})
