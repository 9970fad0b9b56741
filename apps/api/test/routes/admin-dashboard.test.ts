import {
  type ContactSubmission,
  type QuoteReceipt,
  type QuoteRequest,
  quoteRequestFields,
  unknownQuoteSource,
} from '@nirman/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { newestRequests } from '../../src/leads/request-list'
import { insertBulkRequests } from '../helpers/bulk-requests'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'

/** A quote request with every one of the 16 fields filled in. */
const completeQuote: QuoteRequest = {
  name: 'Ravi Kumar',
  phone: '+91 98765 43210',
  email: 'ravi.kumar@example.in',
  city: 'Patna',
  landSize: '1200',
  landDimensionNorthFeet: '30',
  landDimensionNorthInches: '6',
  landDimensionSouthFeet: '30',
  landDimensionSouthInches: '0',
  landDimensionEastFeet: '40',
  landDimensionEastInches: '3',
  landDimensionWestFeet: '40',
  landDimensionWestInches: '11',
  landFacing: 'North-East',
  projectType: 'Residential Construction',
  message: 'Two floors with a terrace garden, near Boring Road.',
}

describe('the staff dashboard', () => {
  let context: TestContext
  let cookie: string
  beforeAll(async () => {
    context = await createTestContext()
    cookie = await context.login()
  })
  afterAll(async () => {
    await context.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const listSubmissions = () =>
    context.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/contact-forms',
      headers: { cookie },
    })
  const markProcessed = (id: number | string) =>
    context.app.inject({
      method: 'PATCH',
      url: `/api/admin/dashboard/contact-forms/${id}/process`,
      headers: { cookie },
    })
  const submitQuote = async (quote: QuoteRequest): Promise<QuoteReceipt> => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: quote,
    })
    expect(response.statusCode).toBe(201)
    return response.json()
  }

  describe('GET /api/admin/dashboard/contact-forms', () => {
    it('answers [] before anyone has asked for a quote', async () => {
      const response = await listSubmissions()
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual([])
    })

    it('lists every submission with its 16 fields, its land size’s square feet, id, createdAt, isProcessed and processedAt', async () => {
      const receipt = await submitQuote(completeQuote)

      const response = await listSubmissions()
      expect(response.statusCode).toBe(200)
      const [submission] = response.json<ContactSubmission[]>()
      expect(submission).toEqual({
        ...completeQuote,
        id: receipt.id,
        // Its land size of 1200 sq ft, read as a number (issue 25).
        landSizeSqFt: 1200,
        createdAt: receipt.createdAt,
        isProcessed: false,
        processedAt: null,
        // Sent by an API client: no source, no earlier request from this phone, no alerts promised
        // (this app runs without alerts).
        source: unknownQuoteSource(),
        // An API client that says no language: English.
        language: 'en',
        isSpam: false,
        repeatOf: [],
        alerts: [],
      })
      expect(Object.keys(submission ?? {}).sort()).toEqual(
        [
          ...quoteRequestFields,
          'id',
          'landSizeSqFt',
          'createdAt',
          'isProcessed',
          'processedAt',
          'source',
          'language',
          'isSpam',
          'repeatOf',
          'alerts',
        ].sort(),
      )
      expect(new Date(submission?.createdAt ?? '').toISOString()).toBe(submission?.createdAt)
    })

    it('puts the newest first, by when it was received', async () => {
      const second = await submitQuote({ ...completeQuote, name: 'Anjali Sinha' })
      const third = await submitQuote({ ...completeQuote, name: 'Mohan Prasad' })
      // Received long ago (say, imported), but stored last: it still belongs at the end.
      const result = await context.repositories.contactSubmissions.insert({
        ...completeQuote,
        name: 'Old Enquiry',
        createdAt: new Date('2024-03-01T09:30:00.000Z'),
        isProcessed: false,
        processedAt: null,
      })
      const oldId = Number(result.identifiers[0]?.id)

      const listed = (await listSubmissions()).json<ContactSubmission[]>()
      expect(listed.map((submission) => submission.name)).toEqual([
        'Mohan Prasad',
        'Anjali Sinha',
        'Ravi Kumar',
        'Old Enquiry',
      ])
      expect(listed.map((submission) => submission.id).slice(0, 2)).toEqual([third.id, second.id])
      expect(listed.at(-1)).toMatchObject({ id: oldId, createdAt: '2024-03-01T09:30:00.000Z' })
    })
  })

  describe('PATCH /api/admin/dashboard/contact-forms/:id/process', () => {
    it('marks a submission processed: 200 with the updated row, stored and shown in the list', async () => {
      const receipt = await submitQuote({ ...completeQuote, name: 'Kavita Rani' })
      const before = Date.now()

      const response = await markProcessed(receipt.id)

      expect(response.statusCode).toBe(200)
      const updated = response.json<ContactSubmission>()
      expect(updated).toEqual({
        ...completeQuote,
        name: 'Kavita Rani',
        id: receipt.id,
        landSizeSqFt: 1200,
        createdAt: receipt.createdAt,
        isProcessed: true,
        processedAt: expect.any(String),
        source: unknownQuoteSource(),
        // An API client that says no language: English.
        language: 'en',
        isSpam: false,
        // The same phone sent the three requests of the tests above in the last 30 days.
        repeatOf: expect.any(Array),
        alerts: [],
      })
      const processedAt = new Date(updated.processedAt ?? '').getTime()
      expect(processedAt).toBeGreaterThanOrEqual(before - 1000)
      expect(processedAt).toBeLessThanOrEqual(Date.now() + 1000)

      const row = await context.repositories.contactSubmissions.findOneByOrFail({
        id: receipt.id,
      })
      expect(Boolean(row.isProcessed)).toBe(true)
      expect(row.processedAt?.toISOString()).toBe(updated.processedAt)

      const listed = (await listSubmissions()).json<ContactSubmission[]>()
      expect(listed.find((submission) => submission.id === receipt.id)).toEqual(updated)
      const others = listed.filter((submission) => submission.id !== receipt.id)
      for (const other of others)
        expect(other).toMatchObject({ isProcessed: false, processedAt: null })
    })

    it('is idempotent: marking it again later answers 200 with the first processedAt', async () => {
      const receipt = await submitQuote({ ...completeQuote, name: 'Deepak Yadav' })
      const first = (await markProcessed(receipt.id)).json<ContactSubmission>()

      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + 60 * 60 * 1000)
      const again = await markProcessed(receipt.id)

      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual(first)
      expect(first.processedAt).not.toBeNull()
    })

    it('answers 404 { message } for a submission that does not exist', async () => {
      const response = await markProcessed(987_654)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: 'Contact form submission not found' })
    })

    it.each(['abc', '0', '-4', '1.5', '99999999999'])(
      'answers 400 { message } for the malformed id "%s"',
      async (id) => {
        const response = await markProcessed(id)
        expect(response.statusCode).toBe(400)
        expect(response.json()).toMatchObject({ message: 'id must be a positive whole number' })
      },
    )
  })
})

describe('GET /api/admin/dashboard/contact-forms on a table larger than one answer', () => {
  // 1,200 requests stored in bulk (ids 1 to 1,200, request i received i - 1 minutes after
  // 1 Jan 2025), then one through the form: 1,201, three answers of at most 500.
  const BULK = 1200
  let context: TestContext
  let cookie: string
  let newest: QuoteReceipt

  beforeAll(async () => {
    context = await createTestContext()
    await insertBulkRequests(context.database.url, BULK)
    cookie = await context.login()
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: completeQuote,
    })
    newest = response.json<QuoteReceipt>()
  }, 60_000)
  afterAll(async () => {
    await context.close()
  })

  const get = (url: string) => context.app.inject({ method: 'GET', url, headers: { cookie } })
  /** The address of the next page, from `Link: <...>; rel="next"`, or undefined. */
  const nextOf = (link: unknown) =>
    typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined

  it('answers the newest 500 with a Link to the next page, and every request once across the pages', async () => {
    const pages: ContactSubmission[][] = []
    const links: (string | undefined)[] = []
    let url: string | undefined = '/api/admin/dashboard/contact-forms'
    while (url && pages.length < 5) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      pages.push(response.json<ContactSubmission[]>())
      url = nextOf(response.headers.link)
      links.push(url)
    }
    // 1,201 = 500 + 500 + 201: the last page says nothing of a next one.
    expect(pages.map((page) => page.length)).toEqual([500, 500, 201])
    expect(links.map(Boolean)).toEqual([true, true, false])
    const ids = pages.flat().map((submission) => submission.id)
    // Newest first: the form's request, then the bulk ones from 1,200 down to 1.
    expect(ids).toEqual([newest.id, ...Array.from({ length: BULK }, (_, index) => BULK - index)])
    // The same shape as a small table's answer.
    expect(Object.keys(pages[0]?.[1] ?? {}).sort()).toEqual(Object.keys(pages[0]?.[0] ?? {}).sort())
    expect(pages[2]?.at(-1)).toMatchObject({
      id: 1,
      name: 'Bulk Lead 0',
      phone: '09400000000',
      createdAt: '2025-01-01T00:00:00.000Z',
      isSpam: false,
      repeatOf: [],
      alerts: [],
    })
  })

  it('pages the spam folder the same way, and refuses a malformed page address', async () => {
    const spam = await context.app.inject({
      method: 'PATCH',
      url: '/api/admin/dashboard/contact-forms/600/spam',
      headers: { cookie },
      payload: { spam: true },
    })
    expect(spam.statusCode).toBe(200)
    const folder = await get('/api/admin/dashboard/contact-forms?spam=true')
    expect(folder.json<ContactSubmission[]>().map((submission) => submission.id)).toEqual([600])
    expect(folder.headers.link).toBeUndefined()
    const second = await get(
      nextOf((await get('/api/admin/dashboard/contact-forms')).headers.link) ?? '',
    )
    // Spam left out: the first page is still 1,201 and 1,200 to 702, and the second runs from 701
    // to 202 without 600 (499 requests), then 201.
    const ids = second.json<ContactSubmission[]>().map((submission) => submission.id)
    expect(ids).toHaveLength(500)
    expect(ids).not.toContain(600)
    expect([ids[0], ids.at(-1)]).toEqual([701, 201])

    const malformed = await get('/api/admin/dashboard/contact-forms?before=yesterday')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe(
      'before must be the address of the next page, as the Link header gives it',
    )
  })

  it("reads a page in the order of the (isSpam, createdAt) index: no sort of the database's own", async () => {
    const [sql, parameters] = newestRequests(context.dataSource, false, {
      createdAt: new Date('2025-01-01T10:00:00.000Z'),
      id: 601,
    })
      .take(100)
      .getQueryAndParameters()
    const plan =
      testDialect === 'sqlite'
        ? (
            await context.dataSource.query<{ detail: string }[]>(
              `EXPLAIN QUERY PLAN ${sql}`,
              parameters,
            )
          )
            .map((row) => row.detail)
            .join('\n')
        : (
            await context.dataSource.query<{ key: string | null; Extra: string | null }[]>(
              `EXPLAIN ${sql}`,
              parameters,
            )
          )
            .map((row) => `${row.key} ${row.Extra}`)
            .join('\n')
    expect(plan).toContain('IDX_leads_spam_created')
    expect(plan).not.toMatch(/TEMP B-TREE|filesort|temporary/i)
  })
})
