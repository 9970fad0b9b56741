// `pnpm --filter @nirman/api bench:dashboard`: the staff dashboard at 100,000 requests, on SQLite
// and on MySQL/MariaDB (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306); BENCH_DATABASES=sqlite
// (or mysql) measures one. For each, starts the built server (dist/server.js of BENCH_SERVER_DIR,
// default this package: another checkout's apps/api measures the code before a change) on a new
// database (its migrations make the schema and indexes), fills it in bulk with BENCH_ROWS requests
// (100,000), signs in as its owner, then measures one request at a time (after a warm-up):
//   - the first page of the list (GET /api/admin/dashboard/leads), default and with a stage filter;
//   - a search by phone (digits at the start, the end, or the whole number typed with +91);
//   - a filtered count (GET /leads/count with stage, processed, assignee, repeat, dates);
// then the CSV export of every row while the site is used: GET /api/health/live and the website's
// / (when its build exists) one after another, and a quote request (POST /api/contact) every
// 250 ms, each timed (p50, p99, max), with the server's memory (its resident set, read from /proc
// every 20 ms, against the same reading just before) and the export's time; and last the
// specification's list GET /api/admin/dashboard/contact-forms, with its time, size and memory.
// Targets: p95 under 50 ms each, memory growth under 50 MB, the site's p99 during the export under
// 50 ms. The database is dropped at the end (BENCH_KEEP_DATABASE=1 keeps MySQL's).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import mysql from 'mysql2/promise'

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = process.env.BENCH_SERVER_DIR ?? apiDir
const webDist = join(apiDir, '../web/dist/client')
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,mysql').split(',')
const mysqlServer = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const WARM_UP = 20
const INSERT_BATCH = 2000
const PORT = Number(process.env.BENCH_PORT ?? 3190)
const TARGET_MS = 50
const TARGET_MB = 50
/** How often a quote request is sent during the export. */
const QUOTE_EVERY_MS = 250
const password = randomBytes(12).toString('hex')

const stages = ['new', 'contacted', 'site_visit_scheduled', 'quotation_sent', 'won', 'lost']
const cities = ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur', 'Darbhanga', 'Purnia', 'Ara']
const firstNames = ['Rajesh', 'Sunita', 'Amit', 'Priya', 'Ravi', 'Meera', 'Arjun', 'Neha', 'राजेश']
const lastNames = ['Kumar', 'Devi', 'Singh', 'Sinha', 'Prasad', 'Yadav', 'Jha', 'Mishra']
const forms = ['hero', 'home', 'contact', 'popup']
const utmSources = ['', '', 'facebook', 'google', 'instagram']

/** The words a request is found by: as src/leads/search-terms.ts makes them. */
function searchTerms(name, email, city, national) {
  const words = (text) =>
    text
      .normalize('NFKC')
      .toLowerCase()
      .split(/[\s,;:()"'/\\|]+/u)
      .filter(Boolean)
  const address = email.toLowerCase()
  const [local = '', domain = ''] = address.split('@')
  const terms = [
    ...words(name),
    ...words(city),
    ...(address ? [address, local, domain] : []),
    national,
  ]
  return [...new Set(terms.filter(Boolean))]
}

/** A small deterministic generator, so two runs measure the same data. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** Starts the server on `databaseUrl`, or on SQLite in its DATA_DIR when it is undefined. */
async function startServer(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nirman-bench-dashboard-'))
  const { DATABASE_URL: _unused, ...environment } = process.env
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: {
      ...environment,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(existsSync(webDist) ? { WEB_DIST: webDist } : {}),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LEAD_ALERTS: 'false',
      CONTACT_RATE_LIMIT: '0',
      // A new owner each run, so a kept database (BENCH_DATABASE) can be measured again.
      ADMIN_USERNAME: `bench${process.pid}`,
      ADMIN_PASSWORD: password,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`)
      if (response.ok) return { child, dataDir }
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  child.kill('SIGTERM')
  throw new Error('the server did not start')
}

async function stopServer({ child, dataDir }) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
  rmSync(dataDir, { recursive: true, force: true })
}

/** The columns each generated request fills, in the order of its values. */
const columns = [
  'name',
  'phone',
  'email',
  'city',
  'landSize',
  'landDimensionNorthFeet',
  'landDimensionNorthInches',
  'landDimensionSouthFeet',
  'landDimensionSouthInches',
  'landDimensionEastFeet',
  'landDimensionEastInches',
  'landDimensionWestFeet',
  'landDimensionWestInches',
  'landFacing',
  'projectType',
  'message',
  'createdAt',
  'isProcessed',
  'processedAt',
  'sourceForm',
  'utmSource',
  'phoneDigits',
  'isSpam',
  'stage',
  'lostReason',
  'followUpAt',
  'assigneeId',
  'version',
  'updatedAt',
  'phoneNational',
  'phoneNationalReversed',
  'isRepeat',
]

/**
 * ROWS requests over the last two years, oldest first, in batches of INSERT_BATCH: each batch the
 * values of its rows (in the order of `columns`) and each row's search terms. The same data for
 * both databases (a deterministic generator).
 */
function* generatedBatches(staffIds, phones) {
  const next = random(15)
  const pick = (list) => list[Math.floor(next() * list.length)]
  const now = Date.now()
  const span = 2 * 365 * 24 * 60 * 60 * 1000
  for (let start = 0; start < ROWS; start += INSERT_BATCH) {
    const values = []
    for (let index = start; index < Math.min(ROWS, start + INSERT_BATCH); index += 1) {
      // Oldest first, so ids grow with time as they do in real life.
      const createdAt = new Date(now - span + Math.floor((index / ROWS) * span))
      // One number in ten is a family that wrote again.
      const national =
        index > 0 && next() < 0.1
          ? phones[Math.floor(next() * phones.length)]
          : String(7000000000 + Math.floor(next() * 2999999999))
      phones.push(national)
      const stage = pick(stages)
      const followUp = stage !== 'won' && stage !== 'lost' && next() < 0.3
      const name = `${pick(firstNames)} ${pick(lastNames)} ${index}`
      values.push([
        name,
        `+91 ${national.slice(0, 5)} ${national.slice(5)}`,
        next() < 0.5 ? `lead${index}@example.in` : '',
        pick(cities),
        '1800',
        '40',
        '0',
        '40',
        '0',
        '45',
        '0',
        '45',
        '0',
        'North-East',
        'Residential Construction',
        'Two-storey house, four bedrooms, parking below.',
        createdAt,
        stage !== 'new',
        stage !== 'new' ? createdAt : null,
        pick(forms),
        pick(utmSources),
        `91${national}`,
        next() < 0.02,
        stage,
        stage === 'lost' ? 'Budget' : '',
        followUp ? new Date(now + Math.floor((next() - 0.5) * 14 * 86_400_000)) : null,
        next() < 0.6 ? pick(staffIds) : null,
        1,
        createdAt,
        national,
        [...national].reverse().join(''),
        false,
      ])
    }
    const terms = values.map((row) => searchTerms(row[0], row[2], row[3], row[29]))
    yield { values, terms }
  }
}

/** Fills MySQL's contact_submissions with ROWS requests, in multi-row INSERTs. */
async function fillMysql(connection, staffIds) {
  const phones = []
  for (const { values, terms } of generatedBatches(staffIds, phones)) {
    const [inserted] = await connection.query(
      `INSERT INTO contact_submissions (${columns.join(', ')}) VALUES ?`,
      [values],
    )
    // One connection, one multi-row INSERT: the ids are consecutive from insertId.
    const rows = terms.flatMap((words, offset) =>
      words.map((term) => [inserted.insertId + offset, term]),
    )
    await connection.query('INSERT INTO lead_search_terms (submissionId, term) VALUES ?', [rows])
  }
  // The repeat flag as the API sets it: an earlier request from the number in the 30 days before.
  await connection.query(`
    UPDATE contact_submissions later
    JOIN (
      SELECT later.id FROM contact_submissions later
      JOIN contact_submissions earlier ON earlier.phoneNational = later.phoneNational
        AND earlier.id < later.id AND earlier.createdAt >= later.createdAt - INTERVAL 30 DAY
      GROUP BY later.id
    ) repeats ON repeats.id = later.id
    SET later.isRepeat = 1`)
  await connection.query('ANALYZE TABLE contact_submissions')
  return phones
}

/** SQLite's datetime(3) text, as TypeORM stores it: UTC, "2026-11-18 06:30:00.000". */
const sqliteTime = (date) => date.toISOString().replace('T', ' ').replace('Z', '')
const sqliteValue = (value) =>
  value instanceof Date ? sqliteTime(value) : typeof value === 'boolean' ? Number(value) : value

/**
 * Fills the server's SQLite file with ROWS requests through a connection of this process (the
 * file is in WAL mode: the running server keeps answering), in one transaction. No ANALYZE: the
 * server never runs one, so its query plans are measured as a real installation has them.
 */
function fillSqlite(file, staffIds) {
  const phones = []
  const database = new Database(file)
  try {
    const insert = database.prepare(
      `INSERT INTO contact_submissions (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    )
    const insertTerm = database.prepare(
      'INSERT INTO lead_search_terms (submissionId, term) VALUES (?, ?)',
    )
    database.transaction(() => {
      for (const { values, terms } of generatedBatches(staffIds, phones)) {
        values.forEach((row, offset) => {
          const { lastInsertRowid } = insert.run(row.map(sqliteValue))
          for (const term of terms[offset]) insertTerm.run(lastInsertRowid, term)
        })
      }
      database.exec(`
        UPDATE contact_submissions SET isRepeat = 1 WHERE EXISTS (
          SELECT 1 FROM contact_submissions earlier
          WHERE earlier.phoneNational = contact_submissions.phoneNational
            AND earlier.id < contact_submissions.id
            AND earlier.createdAt >= strftime('%Y-%m-%d %H:%M:%f', contact_submissions.createdAt, '-30 days'))`)
    })()
  } finally {
    database.close()
  }
  return phones
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function timeRequests(title, base, cookie, paths, { targeted = true } = {}) {
  const durations = []
  let rows = 0
  for (let index = 0; index < WARM_UP + SAMPLES; index += 1) {
    const path = paths[index % paths.length]
    const started = performance.now()
    const response = await fetch(`${base}${path}`, { headers: { cookie } })
    const body = await response.json()
    const elapsed = performance.now() - started
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`)
    if (index >= WARM_UP) {
      durations.push(elapsed)
      rows += body.items?.length ?? 0
    }
  }
  durations.sort((a, b) => a - b)
  const p95 = percentile(durations, 95)
  return {
    measure: title,
    'p50 ms': Number(percentile(durations, 50).toFixed(1)),
    'p95 ms': Number(p95.toFixed(1)),
    'max ms': Number(durations.at(-1).toFixed(1)),
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

/** Five members of staff to assign leads to (they never sign in here). */
const staffNames = ['asha', 'bina', 'chandan', 'deepak', 'esha']

/** Measures every route on a started server filled with `phones`' requests. */
async function measure(kind, server, staffIds, phones) {
  const base = `http://127.0.0.1:${PORT}`
  console.log(
    `Load average while measuring: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}`,
  )
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `bench${process.pid}`, password }),
  })
  const cookie = login.headers.get('set-cookie')?.split(';')[0]
  if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status}`)

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
    // A name, e-mail or city search (a prefix scan of the search terms per word): no target.
    await timeRequests(
      'search by name (no target)',
      base,
      cookie,
      ['Kumar 4', 'sinha 77', 'Gaya', 'lead123@'].map(
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

async function benchmarkSqlite() {
  const server = await startServer(undefined)
  try {
    const file = join(server.dataDir, 'nirman.sqlite')
    const database = new Database(file)
    const insertStaff = database.prepare(
      "INSERT INTO admin_users (name, username, passwordHash, createdAt, role) VALUES (?, ?, 'x', ?, 'staff')",
    )
    for (const staff of staffNames) insertStaff.run(staff, staff, sqliteTime(new Date()))
    const staffIds = database
      .prepare("SELECT id FROM admin_users WHERE role = 'staff'")
      .all()
      .map((row) => row.id)
    database.close()
    const fillStarted = performance.now()
    const phones = fillSqlite(file, staffIds)
    console.log(
      `SQLite: stored ${ROWS} requests in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s (one transaction).`,
    )
    await measure('SQLite', server, staffIds, phones)
  } finally {
    await stopServer(server)
  }
}

async function benchmarkMysql() {
  // BENCH_DATABASE=<name>: measure a database kept from an earlier run, without filling it again.
  const reused = process.env.BENCH_DATABASE
  const name = reused ?? `nirman_bench_dashboard_${process.pid}`
  if (!reused) {
    const admin = await mysql.createConnection(mysqlServer)
    await admin.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    )
    await admin.end()
  }
  const url = new URL(mysqlServer)
  url.pathname = `/${name}`
  let server
  try {
    server = await startServer(url.toString())
    const connection = await mysql.createConnection(url.toString())
    if (!reused) {
      for (const staff of staffNames) {
        await connection.query(
          "INSERT INTO admin_users (name, username, passwordHash, createdAt, role) VALUES (?, ?, 'x', NOW(3), 'staff')",
          [staff, staff],
        )
      }
    }
    const [staffRows] = await connection.query("SELECT id FROM admin_users WHERE role = 'staff'")
    const staffIds = staffRows.map((row) => row.id)
    const fillStarted = performance.now()
    const phones = reused
      ? (await connection.query('SELECT phoneNational FROM contact_submissions'))[0].map(
          (row) => row.phoneNational,
        )
      : await fillMysql(connection, staffIds)
    const fillSeconds = (performance.now() - fillStarted) / 1000
    const [[{ total }]] = await connection.query(
      'SELECT COUNT(*) AS total FROM contact_submissions',
    )
    await connection.end()
    console.log(
      reused
        ? `MySQL: using ${total} requests of ${name}.`
        : `MySQL: stored ${total} requests in ${fillSeconds.toFixed(1)} s (multi-row INSERTs of ${INSERT_BATCH}).`,
    )
    await measure('MySQL', server, staffIds, phones)
  } finally {
    if (server) await stopServer(server)
    if (process.env.BENCH_KEEP_DATABASE === '1' || reused) {
      console.log(`Kept the database ${name} (BENCH_KEEP_DATABASE=1).`)
    } else {
      const cleanup = await mysql.createConnection(mysqlServer)
      await cleanup.query(`DROP DATABASE IF EXISTS \`${name}\``)
      await cleanup.end()
    }
  }
}

console.log(`Measuring the server built in ${serverDir}/dist.`)
if (databases.includes('sqlite')) await benchmarkSqlite()
if (databases.includes('mysql')) await benchmarkMysql()
