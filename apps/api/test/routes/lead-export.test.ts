import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { type AddressInfo, connect } from 'node:net'
import { performance } from 'node:perf_hooks'
import { isMainThread } from 'node:worker_threads'
import {
  type AuditEntry,
  defaultSalesDeskSettings,
  type LeadFilter,
  leadListQuerySchema,
  leadMessages,
  type Page,
  type QuoteReceipt,
} from '@nirman/contract'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type NewRequestRow, newLeadColumns } from '../../src/db/entities'
import { CSV_BATCH_IDS, exportWindowQuery } from '../../src/leads/lead-csv'
import { insertBulkRequests } from '../helpers/bulk-requests'
import { noLandGiven } from '../helpers/lead-rows'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'
import { until } from '../helpers/until'

// The CSV export made by the server: the specification's 19 columns first, the current filter,
// phones that read as typed, no cell a spreadsheet would run as a formula, Patna's time; the
// owner's right, in the audit log; and 100,000 requests exported while the site keeps answering.

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

/** The rows of a CSV file as a spreadsheet reads them: a cell of digits alone is a number. */
const spreadsheetCells = (csv: string) =>
  Papa.parse<unknown[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true, dynamicTyping: true })
    .data

describe('the CSV export', () => {
  let context: TestContext
  let cookie: string
  let staff: SignedInStaff

  beforeAll(async () => {
    context = await createTestContext({ contactRateLimit: 0 })
    cookie = await context.login()
    staff = await addAccount(context.app, cookie, { name: 'Asha Kumari', username: 'asha' })
  }, 60_000)
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
  const exportAudit = async () =>
    (
      await context.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log?action=lead.export',
        headers: { cookie },
      })
    ).json<Page<AuditEntry>>().items
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
    await context.repositories.contactSubmissions.update(
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
      'Land Size (sq ft)',
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
    // A phone of digits alone is text too (see the leading 0 below).
    expect(rows[0]?.[3]).toBe(`${LRM}9876543210`)
  })

  it('keeps the leading 0 of a phone number in a spreadsheet', async () => {
    // The model of a spreadsheet below reads a cell of digits alone as a number, dropping the 0,
    // as Excel, LibreOffice and Google Sheets do when they open a CSV file.
    expect(spreadsheetCells('Phone\r\n09431099999\r\n')[1]).toEqual([9431099999])

    await submit('Zero First', '09431099999')
    const response = await exportCsv('q=Zero%20First')
    const [header, row] = spreadsheetCells(response.body)
    const phone = row?.[header?.indexOf('Phone') ?? -1]
    // Text, not the number 9431099999: the invisible mark first, then the number as typed.
    expect(phone).toBe(`${LRM}09431099999`)
    expect(String(phone).replace(LRM, '')).toBe('09431099999')
  })

  it("is the owner's right: staff are refused 403 with a message that says so", async () => {
    const refused = await context.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/leads/export.csv',
      headers: { cookie: staff.cookie },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: leadMessages.exportOwnerOnly })
    expect(refused.body).not.toContain('Export Asha')
    // Nothing was sent, so nothing is in the log under their name.
    const entries = await exportAudit()
    expect(entries.filter((entry) => entry.actor?.id === staff.id)).toEqual([])
  })

  it('writes each export in the audit log: who, when, the filter (a search only as such) and the rows', async () => {
    const won = await submit('Audited Sale', '9555555551')
    await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/dashboard/leads/${won}`,
      headers: { cookie },
      payload: { version: 1, stage: 'won' },
    })
    await submit('Audited Sale', '9555555552')
    const before = Date.now()
    const [, ...rows] = parse((await exportCsv('stage=won&q=Audited')).body)
    expect(rows).toHaveLength(1)

    const [entry] = await exportAudit()
    expect(entry).toMatchObject({
      actor: { name: TEST_ADMIN.name },
      action: 'lead.export',
      targetType: 'lead',
      targetId: 0,
      // The search's words (a name here, a phone number elsewhere) are not kept: only that one was made.
      details: { filter: 'stage=won', search: true, rows: 1, complete: true },
    })
    expect(Date.parse(entry?.at ?? '')).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(entry?.at ?? '')).toBeLessThanOrEqual(Date.now())
    expect(JSON.stringify(entry)).not.toContain('Audited Sale')
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
      url: `/api/admin/dashboard/leads/${won}`,
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

  it('sends every row once across its windows of ids, newest first, over a gap in the ids', async () => {
    // Four and a half windows of requests, stored directly (the form would take minutes).
    const window = CSV_BATCH_IDS[testDialect]
    const count = Math.floor(window * 4.5)
    const base = Date.parse('2026-06-01T00:00:00.000Z')
    const rows: (NewRequestRow & { isRepeat?: boolean })[] = Array.from(
      { length: count },
      (_, index) => ({
        ...newLeadColumns,
        name: `Bulk Lead ${index}`,
        phone: '9444444444',
        email: '',
        city: 'Bulkpur',
        ...noLandGiven,
        landSizeSqFt: null,
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
      }),
    )
    const stored: number[] = []
    for (let start = 0; start < rows.length; start += 500) {
      const result = await context.repositories.contactSubmissions.insert(
        rows.slice(start, start + 500),
      )
      stored.push(...result.identifiers.map((identifier) => Number(identifier.id)))
    }
    // Two windows' worth deleted from the middle: the export steps over the gap.
    const gap = stored.slice(window, window * 3)
    await context.repositories.contactSubmissions.delete(gap)
    const kept = stored.filter((id) => !gap.includes(id))
    // Stored directly, they have no source: form=unknown picks them alone.
    const [, ...exported] = parse((await exportCsv('form=unknown')).body)
    const ids = exported.map((row) => Number(row[0]))
    // 4.5 windows less 2 deleted: 2.5 windows of rows, each once, newest first.
    expect(ids).toHaveLength(count - 2 * window)
    expect(ids).toEqual([...kept].sort((a, b) => b - a))
  })

  it('reads each window along the primary key: no other index, no sort of its own', async () => {
    const filters = [
      '',
      'stage=new,won',
      'processed=false&assignee=me',
      'repeat=true&from=2026-01-01&to=2026-12-31',
      'q=Export',
      'q=98765',
      'due=true',
      'spam=true&form=hero&utmSource=facebook',
    ]
    for (const search of filters) {
      const {
        sort: _s,
        order: _o,
        page: _p,
        pageSize: _z,
        ...filter
      } = leadListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)))
      const [sql, parameters] = exportWindowQuery(
        context.dataSource,
        filter satisfies LeadFilter,
        { adminUserId: 1, now: new Date(), desk: defaultSalesDeskSettings },
        { top: 1000, bottom: 900 },
      )
      const plan = await explainWith(context, sql, parameters)
      // MariaDB reads a search's words first (the search terms' subquery, materialised) and
      // sorts what the window holds of them: at most a window of rows. The requests are still
      // read along the key, by id.
      const wordsOnMysql = testDialect === 'mysql' && /^q=[a-z]/i.test(search)
      if (!wordsOnMysql) expect.soft(plan, search).not.toMatch(/TEMP B-TREE|filesort|temporary/i)
      expect.soft(plan, search).toMatch(/^lead: (INTEGER PRIMARY KEY|PRIMARY)\b/m)
    }
  })
})

/**
 * The plan of a query, one line per table read: `lead: INTEGER PRIMARY KEY` (SQLite) or
 * `lead: PRIMARY` (MySQL) when the requests are read along their key, with any temporary B-tree
 * or filesort named.
 */
async function explainWith(
  context: TestContext,
  sql: string,
  parameters: unknown[],
): Promise<string> {
  if (testDialect === 'sqlite') {
    const rows: { detail: string }[] = await context.dataSource.query(
      `EXPLAIN QUERY PLAN ${sql}`,
      parameters,
    )
    return rows
      .map(({ detail }) => {
        const table =
          /^(?:SCAN|SEARCH) (\w+)(?: USING (?:COVERING )?(INTEGER PRIMARY KEY|INDEX \w+))?/.exec(
            detail,
          )
        return table ? `${table[1]}: ${table[2] ?? 'every row'} (${detail})` : detail
      })
      .join('\n')
  }
  const rows: { table: string; key: string | null; Extra: string | null }[] =
    await context.dataSource.query(`EXPLAIN ${sql}`, parameters)
  return rows
    .map((row) => `${row.table}: ${row.key ?? 'every row'} (${row.Extra ?? ''})`)
    .join('\n')
}

describe('the CSV export of a large table (100,000 requests on SQLite)', () => {
  // The figure of the issue on SQLite, where every query runs on the event loop. MySQL's queries
  // do not (its driver is asynchronous), and 100,000 rows take MariaDB about 40 s to store on the
  // shared machine: 20,000 show the same there.
  const ROWS = testDialect === 'sqlite' ? 100_000 : 20_000
  /** A hold of the event loop longer than this is counted: ten windows' worth. */
  const LONG_HOLD_MS = 20
  let context: TestContext
  let cookie: string
  let base: string

  beforeAll(async () => {
    context = await createTestContext()
    // About 4 s on SQLite (one INSERT ... SELECT made by the database itself).
    await insertBulkRequests(context.database.url, ROWS)
    cookie = await context.login()
    await context.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`
  }, 120_000)
  afterAll(async () => {
    await context?.close()
  })

  /** Streams an export over a real socket; the ids of its records, in the order sent. */
  async function exportedIds(search: string): Promise<number[]> {
    const response = await fetch(`${base}/api/admin/dashboard/leads/export.csv?${search}`, {
      headers: { cookie },
    })
    expect(response.status).toBe(200)
    // Each record ends with CRLF and starts with its id (the bulk requests have no line breaks).
    const ids: number[] = []
    let rest = ''
    const decoder = new TextDecoder()
    for await (const chunk of response.body ?? []) {
      const lines = (rest + decoder.decode(chunk, { stream: true })).split('\r\n')
      rest = lines.pop() ?? ''
      for (const line of lines) ids.push(Number(line.slice(0, line.indexOf(','))))
    }
    expect(rest).toBe('')
    // Without the header line.
    return ids.slice(1)
  }

  it('streams every row while the site keeps answering within a few milliseconds', async () => {
    // First a small export, so that what is measured below is the export and not the first use
    // of code in this process (undici, web streams, the route). The company's day of 1 Jan 2025
    // (Asia/Kolkata, UTC+5:30) runs from 31 Dec 18:30 UTC to 1 Jan 18:30 UTC: the requests
    // received 0 to 1,109 minutes after 1 Jan 00:00 UTC, ids 1,110 down to 1.
    const firstDay = await exportedIds('from=2025-01-01&to=2025-01-01')
    expect(firstDay).toEqual(Array.from({ length: 1110 }, (_, index) => 1110 - index))

    // How long the event loop was held at most: the main thread's time on a CPU between two ticks
    // of a 1 ms timer (Linux's schedstat of the thread, in ns). Unlike a wall-clock delay it leaves
    // out the time a machine busy with other work kept this process waiting, and unlike the
    // process's CPU time the garbage collector's helper threads: it is the time our own work, on
    // the thread that answers requests, kept the loop.
    expect(isMainThread).toBe(true)
    const schedstat = `/proc/self/task/${process.pid}/schedstat`
    const onCpuMs = () => Number(readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6
    let longestHoldMs = 0
    let longHolds = 0
    let lastOnCpu = onCpuMs()
    const sampler = setInterval(() => {
      const now = onCpuMs()
      longestHoldMs = Math.max(longestHoldMs, now - lastOnCpu)
      if (now - lastOnCpu > LONG_HOLD_MS) longHolds += 1
      lastOnCpu = now
    }, 1)
    let exporting = true
    const latencies: number[] = []
    // The site's lightest route, asked one after another over real sockets while the export runs.
    const watcher = (async () => {
      while (exporting) {
        const started = performance.now()
        const response = await fetch(`${base}/api/health/live`)
        await response.arrayBuffer()
        latencies.push(performance.now() - started)
        expect(response.status).toBe(200)
      }
    })()

    const started = performance.now()
    const records = await exportedIds('')
    const exportSeconds = (performance.now() - started) / 1000
    exporting = false
    await watcher
    clearInterval(sampler)

    // Every request once, newest first: ids ROWS (100,000 on SQLite) down to 1.
    expect(records).toHaveLength(ROWS)
    expect(records.every((id, index) => id === ROWS - index)).toBe(true)

    latencies.sort((a, b) => a - b)
    const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1] ?? Number.NaN
    console.info(
      `${testDialect}: export of ${ROWS} requests in ${exportSeconds.toFixed(1)} s; ` +
        `${latencies.length} answers of /api/health/live meanwhile, p99 ${p99.toFixed(1)} ms, ` +
        `max ${latencies.at(-1)?.toFixed(1)} ms; longest hold of the event loop ` +
        `${longestHoldMs.toFixed(1)} ms, ${longHolds} over ${LONG_HOLD_MS} ms`,
    )
    // The old export held the loop for each 500-row query, 0.27-0.33 s at 100,000 requests on
    // SQLite, 200 times (the site waited 28 s in all; 15 s at once in one run here). A window of
    // 50 rows holds it about 2 ms: at most a few holds over 20 ms (a pause of the garbage
    // collector, a checkpoint of SQLite's log by a write) and none near 0.1 s.
    expect(longHolds).toBeLessThanOrEqual(5)
    expect(longestHoldMs).toBeLessThan(100)
    // The site answered throughout. Wall-clock times also measure the machine's queue: on the
    // 2-core machine with other suites running (load average above 10) the p99 reached 170 ms,
    // about 10 ms when it is quiet. The old export left every answer waiting for a whole query.
    expect(latencies.length).toBeGreaterThan(100)
    expect(p99).toBeLessThan(250)
  }, 120_000)

  it('says in the audit log when an export was cut short, and how many rows had left', async () => {
    // A browser that closes while the file comes: a socket of our own, closed after the first bytes.
    const socket = connect(Number(new URL(base).port), '127.0.0.1')
    socket.write(
      `GET /api/admin/dashboard/leads/export.csv HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n\r\n`,
    )
    await once(socket, 'data')
    socket.destroy()
    const entry = await until("the export's audit entry to be completed", async () => {
      const log = await context.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log?action=lead.export',
        headers: { cookie },
      })
      const [latest] = log.json<Page<AuditEntry>>().items
      return latest?.details.rows === null ? undefined : latest
    })
    expect(entry.details).toMatchObject({ filter: 'none', search: false, complete: false })
    // What had gone when the server saw the close: never every row.
    expect(Number(entry.details.rows)).toBeLessThan(ROWS)
  }, 60_000)
})
