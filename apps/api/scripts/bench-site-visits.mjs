// `pnpm --filter @nirman/api bench:site-visits`: the free slots of site visits (GET
// /api/site-visits/slots, what the booking page asks for) with a year of bookings, on SQLite and
// on MySQL/MariaDB (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306; BENCH_DATABASES=sqlite or
// mysql measures one). Starts the built server (dist/server.js) on a new database with the
// built-in availability (one-hour visits 10:00 to 17:00 Monday to Saturday, two at once, 21 days
// to choose from), fills it with the visits of the last 365 days (every place taken) and of the
// next 21 (one place of two taken), then times, one request at a time after a warm-up:
//   - the free slots (BENCH_SAMPLES, 200), the figure of issue 28;
//   - a booking of a free slot through the API (POST /api/site-visits), 50 in turn.
// Target: p95 under 50 ms for the slots. The database is dropped at the end.
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import mysql from 'mysql2/promise'
import {
  databases,
  latencies,
  mysqlServer,
  percentile,
  startServer,
  stopServer,
  timeGets,
} from './bench-server.mjs'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const BOOKINGS = 50
const WARM_UP = 20
const PORT = Number(process.env.BENCH_PORT ?? 3192)
const TARGET_MS = 50
const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000
const IST_MS = 330 * MINUTE_MS

/** The company date `days` after today (negative: before), "2026-11-29". */
const patnaDate = (days) => new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10)

/** Every visit of the year, as rows: past days full (two a slot), the next 21 days one a slot. */
function yearOfVisits() {
  const visits = []
  const slots = []
  const now = new Date()
  for (let day = -365; day < 21; day += 1) {
    const date = patnaDate(day)
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) continue // Sundays: no visits
    for (let hour = 10; hour < 17; hour += 1) {
      const startsAt = new Date(Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00+05:30`))
      const booked = day < 0 ? 2 : 1
      slots.push([Math.floor(startsAt.getTime() / MINUTE_MS), booked])
      for (let place = 0; place < booked; place += 1) {
        visits.push([
          startsAt,
          new Date(startsAt.getTime() + 60 * MINUTE_MS),
          Math.floor(startsAt.getTime() / MINUTE_MS),
          day < 0 ? 'done' : 'requested',
          `Plot ${visits.length + 1}, Kankarbagh, Patna`,
          `Visitor ${visits.length + 1}`,
          `98${String(visits.length).padStart(8, '0')}`,
          now,
          now,
        ])
      }
    }
  }
  return { visits, slots }
}

const visitColumns =
  '(startsAt, endsAt, slotMinute, status, address, mapLink, name, phone, email, language, entryPoint, calculator, createdAt, updatedAt, version, linkVersion, pageOrigin)'
const visitValues = "(?, ?, ?, ?, ?, '', ?, ?, '', 'en', 'contact', '', ?, ?, 1, 1, '')"

async function measure(kind, server) {
  console.log(
    `Load average while measuring: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}`,
  )
  const durations = await timeGets(server.base, '', ['/api/site-visits/slots'], {
    warmUp: WARM_UP,
    samples: SAMPLES,
  })
  const availability = await (await fetch(`${server.base}/api/site-visits/slots`)).json()
  const free = availability.days.flatMap((day) => day.slots)
  const bookings = []
  for (const slot of free.slice(0, BOOKINGS)) {
    const started = performance.now()
    const response = await fetch(`${server.base}/api/site-visits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        startsAt: slot.startsAt,
        address: 'Boring Road, Patna',
        name: 'Bench Visitor',
        phone: '9876543210',
      }),
    })
    if (response.status !== 201)
      throw new Error(`booking: ${response.status} ${await response.text()}`)
    bookings.push(performance.now() - started)
  }
  bookings.sort((a, b) => a - b)
  console.log(`\n${kind}: a year of visits, the free slots of the next 21 days`)
  console.table([
    {
      measure: 'GET /api/site-visits/slots',
      ...latencies(durations),
      requests: SAMPLES,
      target: percentile(durations, 95) < TARGET_MS ? `ok (< ${TARGET_MS} ms)` : 'MISSED',
    },
    {
      measure: 'POST /api/site-visits (a free slot)',
      ...latencies(bookings),
      requests: bookings.length,
      target: '',
    },
  ])
}

if (databases.includes('sqlite')) {
  const server = await startServer({ name: 'site-visits', port: PORT })
  try {
    const database = new Database(join(server.dataDir, 'nirman.sqlite'))
    const { visits, slots } = yearOfVisits()
    const time = (date) => date.toISOString().replace('T', ' ').replace('Z', '')
    database.transaction(() => {
      const visit = database.prepare(
        `INSERT INTO site_visits ${visitColumns} VALUES ${visitValues}`,
      )
      for (const row of visits)
        visit.run(row.map((value) => (value instanceof Date ? time(value) : value)))
      const slot = database.prepare(
        'INSERT INTO site_visit_slots (slotMinute, booked) VALUES (?, ?)',
      )
      for (const row of slots) slot.run(row)
    })()
    database.close()
    console.log(`SQLite: ${visits.length} visits in ${slots.length} slots.`)
    await measure('SQLite', server)
  } finally {
    await stopServer(server)
  }
}

if (databases.includes('mysql')) {
  const name = `nirman_bench_visits_${process.pid}`
  const admin = await mysql.createConnection(mysqlServer)
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  const url = new URL(mysqlServer)
  url.pathname = `/${name}`
  let server
  try {
    server = await startServer({ name: 'site-visits', port: PORT, databaseUrl: url.toString() })
    const connection = await mysql.createConnection(url.toString())
    const { visits, slots } = yearOfVisits()
    for (let start = 0; start < visits.length; start += 1000) {
      const batch = visits.slice(start, start + 1000)
      await connection.query(
        `INSERT INTO site_visits ${visitColumns} VALUES ${batch.map(() => visitValues).join(', ')}`,
        batch.flat(),
      )
    }
    await connection.query('INSERT INTO site_visit_slots (slotMinute, booked) VALUES ?', [slots])
    await connection.end()
    console.log(`MySQL: ${visits.length} visits in ${slots.length} slots.`)
    await measure('MySQL', server)
  } finally {
    if (server) await stopServer(server)
    await admin.query(`DROP DATABASE \`${name}\``)
    await admin.end()
  }
}
