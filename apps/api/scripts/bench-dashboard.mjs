// `pnpm --filter @nirman/api bench:dashboard`: the staff dashboard at 100,000 requests, on SQLite
// and on MySQL/MariaDB (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306); BENCH_DATABASES=sqlite
// (or mysql) measures one. For each, starts the built server (dist/server.js of BENCH_SERVER_DIR,
// default this package: another checkout's apps/api measures the code before a change) on a new
// database (its migrations make the schema and indexes), fills it in bulk with BENCH_ROWS requests
// (100,000, made by bench-leads-data.mjs), signs in as its owner, then measures one request at a
// time (after a warm-up):
//   - the first page of the list (GET /api/admin/dashboard/leads), default and with a stage filter;
//   - a search by phone (digits at the start, the end, or the whole number typed with +91), and
//     by words of names, e-mails, cities and messages (for information);
//   - a filtered count (GET /leads/count with stage, processed, assignee, repeat, dates);
// then the CSV export of every row while the site is used: GET /api/health/live and the website's
// / (when its build exists) one after another, and a quote request (POST /api/contact) every
// 250 ms, each timed (p50, p99, max), with the server's memory (its resident set, read from /proc
// every 20 ms, against the same reading just before) and the export's time; and last the
// specification's list GET /api/admin/dashboard/contact-forms, with its time, size and memory.
// Targets: p95 under 50 ms each, memory growth under 50 MB, the site's p99 during the export under
// 50 ms. The database is dropped at the end (BENCH_KEEP_DATABASE=1 keeps MySQL's).
import { existsSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { onMysql, onSqlite } from './bench-leads-data.mjs'
import { random } from './bench-leads-generator.mjs'
import {
  databases,
  latencies,
  percentile,
  serverDir,
  signIn,
  timeGets,
  webDist,
} from './bench-server.mjs'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const WARM_UP = 20
const PORT = Number(process.env.BENCH_PORT ?? 3190)
const TARGET_MS = 50
const TARGET_MB = 50
/** How often a quote request is sent during the export. */
const QUOTE_EVERY_MS = 250

async function timeRequests(title, base, cookie, paths, { targeted = true } = {}) {
  let rows = 0
  const durations = await timeGets(base, cookie, paths, {
    warmUp: WARM_UP,
    samples: SAMPLES,
    answered: (body) => {
      rows += body.items?.length ?? 0
    },
  })
  const p95 = percentile(durations, 95)
  return {
    measure: title,
    ...latencies(durations),
    requests: SAMPLES,
    'rows/answer': Number((rows / SAMPLES).toFixed(1)),
    target: !targeted
      ? 'none (for information)'
      : p95 < TARGET_MS
        ? `ok (< ${TARGET_MS} ms)`
        : `MISSED (< ${TARGET_MS} ms)`,
  }
}

/** The server's resident set in bytes, from /proc (Linux). */
const residentBytes = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return Number(line?.[1] ?? 0) * 1024
}

/** Follows the server's resident set every 20 ms: `stop()` gives the reading before and the peak. */
async function memoryWatch(pid) {
  // Let the previous runs' garbage settle, then take the reading the growth is measured from.
  await sleep(1000)
  const before = residentBytes(pid)
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid))
  }, 20)
  const mb = (bytes) => Number((bytes / 1024 / 1024).toFixed(1))
  return () => {
    clearInterval(sampler)
    peak = Math.max(peak, residentBytes(pid))
    const growth = (peak - before) / 1024 / 1024
    return {
      'RSS before MB': mb(before),
      'RSS peak MB': mb(peak),
      'growth MB': Number(growth.toFixed(1)),
      target: growth < TARGET_MB ? `ok (< ${TARGET_MB} MB)` : `MISSED (< ${TARGET_MB} MB)`,
    }
  }
}

/**
 * Times `send()` again and again (one at a time, after `pauseMs`) until `until()` is true. A request
 * that fails (a connection reset, a wrong status) is counted, not timed.
 */
async function timeWhile(until, send, pauseMs = 0) {
  const durations = []
  const failures = []
  while (!until()) {
    const started = performance.now()
    try {
      await send()
      durations.push(performance.now() - started)
    } catch (error) {
      failures.push(error.cause?.code ?? error.message)
    }
    if (pauseMs > 0) await sleep(pauseMs)
  }
  return { durations: durations.sort((a, b) => a - b), failures }
}

const summary = (title, { durations, failures }) => ({
  'while the export runs': title,
  answers: durations.length,
  'p50 ms': Number((percentile(durations, 50) ?? Number.NaN).toFixed(1)),
  'p99 ms': Number((percentile(durations, 99) ?? Number.NaN).toFixed(1)),
  'max ms': Number((durations.at(-1) ?? Number.NaN).toFixed(1)),
  failed: failures.length === 0 ? 0 : `${failures.length} (${[...new Set(failures)].join(', ')})`,
})

/**
 * The CSV export of every request, while the site is used: the trivial route and the website's
 * home page asked one after another, a quote request every QUOTE_EVERY_MS. Each must keep being
 * answered; on SQLite the old export held the event loop for each of its queries (28 s in all).
 */
async function measureExport(base, cookie, pid) {
  const stopWatch = await memoryWatch(pid)
  let done = false
  const get = (path) => async () => {
    const response = await fetch(`${base}${path}`)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
  }
  let quotes = 0
  const quote = async () => {
    quotes += 1
    const response = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        name: `Bench Visitor ${quotes}`,
        phone: `09431${String(quotes).padStart(6, '0')}`,
        email: `visitor${quotes}@example.in`,
        projectType: 'Residential Construction',
        message: '',
        source: { form: 'hero' },
      }),
    })
    await response.arrayBuffer()
    if (response.status !== 201) throw new Error(`POST /api/contact: ${response.status}`)
  }
  const site = existsSync(webDist)
  const watchers = [
    timeWhile(() => done, get('/api/health/live')),
    site ? timeWhile(() => done, get('/')) : Promise.resolve({ durations: [], failures: [] }),
    timeWhile(() => done, quote, QUOTE_EVERY_MS),
  ]
  const started = performance.now()
  const response = await fetch(`${base}/api/admin/dashboard/leads/export.csv`, {
    headers: { cookie },
  })
  if (!response.ok) throw new Error(`export: ${response.status}`)
  let bytes = 0
  let lines = 0
  let previous = ''
  const decoder = new TextDecoder()
  for await (const chunk of response.body) {
    bytes += chunk.length
    // Records end with CRLF (a message's own line breaks are LF only, inside quotes); a CRLF may
    // be split between two chunks, so the last character of the previous one is kept.
    const text = previous + decoder.decode(chunk, { stream: true })
    lines += text.split('\r\n').length - 1
    previous = text.endsWith('\r') ? '\r' : ''
  }
  const seconds = (performance.now() - started) / 1000
  done = true
  const [live, home, quotesTimed] = await Promise.all(watchers)
  const site99 = percentile(live.durations, 99)
  return {
    export: {
      measure: 'CSV export of every request (streamed)',
      records: lines - 1,
      MB: Number((bytes / 1024 / 1024).toFixed(1)),
      seconds: Number(seconds.toFixed(1)),
      ...stopWatch(),
      'site p99':
        site99 < TARGET_MS
          ? `ok (${site99.toFixed(1)} ms < ${TARGET_MS})`
          : `MISSED (${site99.toFixed(1)} ms, < ${TARGET_MS})`,
    },
    site: [
      summary('GET /api/health/live', live),
      ...(site ? [summary('GET / (the website)', home)] : []),
      summary(`POST /api/contact (every ${QUOTE_EVERY_MS} ms)`, quotesTimed),
    ],
  }
}

/** The specification's list, GET /api/admin/dashboard/contact-forms: time, size and memory. */
async function measureSpecificationList(base, cookie, pid) {
  const stopWatch = await memoryWatch(pid)
  const started = performance.now()
  const response = await fetch(`${base}/api/admin/dashboard/contact-forms`, {
    headers: { cookie },
  })
  const body = await response.arrayBuffer()
  const seconds = (performance.now() - started) / 1000
  if (!response.ok) throw new Error(`contact-forms: ${response.status}`)
  return {
    measure: 'GET /contact-forms (the specification list)',
    requests: JSON.parse(new TextDecoder().decode(body)).length,
    MB: Number((body.byteLength / 1024 / 1024).toFixed(1)),
    seconds: Number(seconds.toFixed(2)),
    'next page': response.headers.get('link') ? 'Link rel="next"' : 'none',
    ...stopWatch(),
  }
}

/** Measures every route on a started server filled with `phones`' requests. */
async function measure({ kind, server, staffIds, phones }) {
  const { base } = server
  console.log(
    `Load average while measuring: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}`,
  )
  const cookie = await signIn(server)

  const pick = random(99)
  const samplePhones = Array.from({ length: 50 }, () => phones[Math.floor(pick() * phones.length)])
  const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10)
  const results = [
    await timeRequests('first page of the list', base, cookie, ['/api/admin/dashboard/leads']),
    await timeRequests('first page, stage filter', base, cookie, [
      '/api/admin/dashboard/leads?stage=quotation_sent',
      '/api/admin/dashboard/leads?processed=false',
      `/api/admin/dashboard/leads?assignee=${staffIds[0]}&stage=contacted`,
    ]),
    await timeRequests(
      'search by phone',
      base,
      cookie,
      samplePhones.flatMap((phone) => [
        `/api/admin/dashboard/leads?q=${encodeURIComponent(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)}`,
        `/api/admin/dashboard/leads?q=${phone.slice(0, 6)}`,
        `/api/admin/dashboard/leads?q=${phone.slice(-5)}`,
      ]),
    ),
    // A name, e-mail, city or message search (a prefix scan of the search terms per word): no
    // target. "duplex" is a word of one message in five, "house" of two (bench-leads-generator.mjs).
    await timeRequests(
      'search by words (no target)',
      base,
      cookie,
      ['Kumar 4', 'sinha 77', 'Gaya', 'lead123@', 'duplex', 'house gaya'].map(
        (text) => `/api/admin/dashboard/leads?q=${encodeURIComponent(text)}`,
      ),
      { targeted: false },
    ),
    await timeRequests('filtered count', base, cookie, [
      '/api/admin/dashboard/leads/count?processed=false',
      '/api/admin/dashboard/leads/count?stage=site_visit_scheduled,quotation_sent',
      `/api/admin/dashboard/leads/count?assignee=${staffIds[1]}`,
      '/api/admin/dashboard/leads/count?repeat=true',
      `/api/admin/dashboard/leads/count?from=${day(90)}&to=${day(0)}`,
      '/api/admin/dashboard/leads/count?due=true',
    ]),
  ]
  console.log(`\n${kind}: the dashboard's reads, one at a time`)
  console.table(results)
  const exported = await measureExport(base, cookie, server.child.pid)
  console.log(`\n${kind}: the CSV export of every request, and the site meanwhile`)
  console.table([exported.export])
  console.table(exported.site)
  console.log(`\n${kind}: the specification's list`)
  console.table([await measureSpecificationList(base, cookie, server.child.pid)])
}

console.log(`Measuring the server built in ${serverDir}/dist.`)
if (databases.includes('sqlite')) await onSqlite('dashboard', PORT, measure)
if (databases.includes('mysql')) await onMysql('dashboard', PORT, measure)
