// `pnpm --filter @nirman/api bench:reports`: the owner's lead report (GET /api/admin/reports/leads)
// at 100,000 requests, on SQLite and on MySQL/MariaDB (TEST_MYSQL_URL, default
// mysql://root@127.0.0.1:3306); BENCH_DATABASES=sqlite (or mysql) measures one. For each, starts the
// built server (dist/server.js of BENCH_SERVER_DIR, default this package) on a new database (its
// migrations make the schema and indexes), fills it in bulk with BENCH_ROWS requests (100,000) over
// the last two years, shaped like the site's (bench-leads-data.mjs: where they came from, stages and
// the furthest step, first contacts, lost reasons, the won leads' quotations), signs in as its
// owner, then times the report one request at a time (BENCH_SAMPLES, default 100, after a warm-up)
// for the ranges the owner opens, up to today (company dates, Asia/Kolkata):
//   - the report as it opens: the last 12 weeks (today and the 83 days before), by channel;
//   - the last 12 weeks by landing page;
//   - the last 365 days by advert campaign;
//   - the whole two years (the last 730 days) by channel.
// Before timing a range, its answer's `leads` is checked against a count made here straight from
// the database (spam left out, arrived from the start of `from` to the end of `to`): a difference
// stops the run. Target: p95 under 200 ms each, and no failed answer (a query past the server's
// timeout answers 503: timed and counted). The database is dropped at the end
// (BENCH_KEEP_DATABASE=1 keeps MySQL's).
import { loadavg } from 'node:os'
import { onMysql, onSqlite } from './bench-leads-data.mjs'
import { databases, latencies, percentile, serverDir, signIn, timeGets } from './bench-server.mjs'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100)
const WARM_UP = 5
const PORT = Number(process.env.BENCH_PORT ?? 3191)
const TARGET_MS = 200

const DAY_MS = 24 * 60 * 60 * 1000
/** India Standard Time is UTC+5:30 all year: a company date converts with a fixed offset. */
const COMPANY_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

/** The company date `days` days before today, as "2026-11-28". */
const companyDate = (days) =>
  new Date(Date.now() + COMPANY_OFFSET_MS - days * DAY_MS).toISOString().slice(0, 10)
/** The instant a company date starts (midnight in Patna). */
const companyDayStart = (date) => new Date(Date.parse(`${date}T00:00:00Z`) - COMPANY_OFFSET_MS)

/** The ranges measured: the last `days` days up to today, grouped by `by`. */
const ranges = [
  { measure: 'as it opens: last 12 weeks, by channel', days: 84, by: 'channel' },
  { measure: 'last 12 weeks, by landing page', days: 84, by: 'landing_page' },
  { measure: 'last 365 days, by campaign', days: 365, by: 'campaign' },
  { measure: 'last 730 days (two years), by channel', days: 730, by: 'channel' },
]

/** The leads of a range counted straight from the database: spam left out, `to` counted. */
async function countedLeads(all, from, to) {
  const start = companyDayStart(from)
  const end = new Date(companyDayStart(to).getTime() + DAY_MS)
  const [row] = await all(
    'SELECT COUNT(*) AS leads FROM contact_submissions WHERE isSpam = 0 AND createdAt >= ? AND createdAt < ?',
    [start, end],
  )
  return Number(row.leads)
}

/** The report of `path`, asked up to three times (a report may time out on a busy server). */
async function reportOf(base, cookie, path) {
  let answer = ''
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await fetch(`${base}${path}`, { headers: { cookie } })
    const body = await response.json()
    if (response.ok) return body
    answer = `${response.status} ${JSON.stringify(body)}`
  }
  throw new Error(`${path}: ${answer}`)
}

/** Checks each range's count once, then times the report of each. */
async function measure({ kind, server, all }) {
  const { base } = server
  console.log(
    `Load average while measuring: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}`,
  )
  const cookie = await signIn(server)
  const results = []
  for (const { measure: title, days, by } of ranges) {
    const from = companyDate(days - 1)
    const to = companyDate(0)
    const path = `/api/admin/reports/leads?from=${from}&to=${to}&by=${by}`
    const report = await reportOf(base, cookie, path)
    const counted = await countedLeads(all, from, to)
    if (report.leads !== counted) {
      throw new Error(
        `${kind}, ${title}: the report counts ${report.leads} leads, the database ${counted} (${path})`,
      )
    }
    // A failed answer (a query past the server's timeout: 503) is timed and counted, not fatal.
    const failures = []
    const durations = await timeGets(base, cookie, [path], {
      warmUp: WARM_UP,
      samples: SAMPLES,
      failed: (status) => failures.push(status),
    })
    const missed = percentile(durations, 95) >= TARGET_MS || failures.length > 0
    results.push({
      measure: title,
      from,
      to,
      ...latencies(durations),
      requests: SAMPLES,
      failed:
        failures.length === 0 ? 0 : `${failures.length} (${[...new Set(failures)].join(', ')})`,
      leads: report.leads,
      target: missed ? 'MISSED' : `ok (< ${TARGET_MS} ms)`,
    })
  }
  console.log(`\n${kind}: GET /api/admin/reports/leads, one request at a time`)
  console.table(results)
}

console.log(`Measuring the server built in ${serverDir}/dist.`)
if (databases.includes('sqlite')) await onSqlite('reports', PORT, measure)
if (databases.includes('mysql')) await onMysql('reports', PORT, measure)
