// `pnpm --filter @nirman/api bench:tracker`: the project tracker with BENCH_PROJECTS client projects
// (200) of BENCH_UPDATES published updates each (40, two photos each), on SQLite and on
// MySQL/MariaDB (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306; BENCH_DATABASES=sqlite or
// mysql measures one). Starts the built server (dist/server.js) on a new database, creates the
// projects through the API as its owner (each with the usual schedule and instalments, and its
// client), writes the updates, their photos' rows and a few questions in bulk, signs one client in
// through an invitation link, then measures one request at a time (after a warm-up):
//   - the client's overview of their project (GET /api/client/projects/:id), the figure of issue 24;
//   - the staff's list of every project (GET /api/admin/client-projects);
//   - one project whole as staff see it (GET /api/admin/client-projects/:id).
// Target: p95 under 50 ms each. The database is dropped at the end.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import mysql from 'mysql2/promise'

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,mysql').split(',')
const mysqlServer = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 200)
const UPDATES = Number(process.env.BENCH_UPDATES ?? 40)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const WARM_UP = 20
const PORT = Number(process.env.BENCH_PORT ?? 3191)
const TARGET_MS = 50
const password = randomBytes(12).toString('hex')
const base = `http://127.0.0.1:${PORT}`

async function startServer(dataDir, databaseUrl) {
  const { DATABASE_URL: _unused, ...environment } = process.env
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: {
      ...environment,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LEAD_ALERTS: 'false',
      ADMIN_USERNAME: `bench${process.pid}`,
      ADMIN_PASSWORD: password,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  child.kill('SIGTERM')
  throw new Error('the server did not start')
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** A JSON request with `cookie`; throws unless it succeeds. */
async function call(method, path, cookie, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      origin: base,
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return { json: text ? JSON.parse(text) : null, response }
}

const cookieOf = (response, name) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`))

/** The projects, each with its client, through the API; their ids and the staff member's id. */
async function createProjects(staffCookie) {
  const { json: me } = await call('GET', '/api/admin/user', staffCookie)
  const ids = []
  for (let index = 0; index < PROJECTS; index += 1) {
    const { json: project } = await call('POST', '/api/admin/client-projects', staffCookie, {
      title: `House ${index + 1}, Danapur`,
      siteAddress: `Plot ${index + 1}, Saguna More, Danapur, Patna`,
      city: 'Patna',
      contractValuePaise: 40_00_000_00 + index * 1_000_00,
      startDate: '2026-01-05',
      staffIds: [me.id],
      floors: 2,
      clients: [{ name: `Client ${index + 1}`, email: `client${index + 1}@example.in` }],
    })
    ids.push(project.id)
  }
  return { ids, staffId: me.id }
}

/** Rows of the updates (published), two photos each, and three questions per project. */
function* generatedRows(projectIds, staffId) {
  const now = Date.now()
  for (const projectId of projectIds) {
    for (let index = 0; index < UPDATES; index += 1) {
      const at = new Date(now - (UPDATES - index) * 3 * 24 * 60 * 60 * 1000)
      yield {
        update: [
          projectId,
          at.toISOString().slice(0, 10),
          `Visit ${index + 1}: shuttering checked, concrete poured on the north side, curing started.`,
          'published',
          at,
          staffId,
          'Bench Engineer',
          1,
          at,
          at,
        ],
        photos: [0, 1].map((photo) => [
          projectId,
          `${projectId.toString(16).padStart(8, '0')}${index.toString(16).padStart(6, '0')}${photo}`.padEnd(
            20,
            'a',
          ),
          1600,
          1200,
          '480,960,1600',
          'webp,jpeg',
          `Photo ${photo + 1} of visit ${index + 1}`,
          photo,
          at,
        ]),
      }
    }
  }
}

const updateColumns =
  'projectId, visitDate, body, status, publishedAt, authorId, authorName, version, createdAt, updatedAt'
const photoColumns =
  'updateId, projectId, storageKey, width, height, widths, formats, caption, sortOrder, createdAt'

function fillSqlite(file, projectIds, staffId) {
  const database = new Database(file)
  try {
    const insertUpdate = database.prepare(
      `INSERT INTO client_updates (${updateColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const insertPhoto = database.prepare(
      `INSERT INTO client_update_photos (${photoColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const stamp = (value) =>
      value instanceof Date ? value.toISOString().replace('T', ' ').replace('Z', '') : value
    database.transaction(() => {
      for (const { update, photos } of generatedRows(projectIds, staffId)) {
        const { lastInsertRowid } = insertUpdate.run(update.map(stamp))
        for (const [projectId, ...rest] of photos) {
          insertPhoto.run([Number(lastInsertRowid), projectId, ...rest].map(stamp))
        }
      }
    })()
  } finally {
    database.close()
  }
}

async function fillMysql(url, projectIds, staffId) {
  const connection = await mysql.createConnection({ uri: url, timezone: 'Z' })
  try {
    await connection.beginTransaction()
    for (const { update, photos } of generatedRows(projectIds, staffId)) {
      const [result] = await connection.query(
        `INSERT INTO client_updates (${updateColumns}) VALUES (?)`,
        [update],
      )
      await connection.query(`INSERT INTO client_update_photos (${photoColumns}) VALUES ?`, [
        photos.map(([projectId, ...rest]) => [result.insertId, projectId, ...rest]),
      ])
    }
    await connection.commit()
  } finally {
    await connection.end()
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function timeRequests(title, cookie, path) {
  const durations = []
  let bytes = 0
  for (let index = 0; index < WARM_UP + SAMPLES; index += 1) {
    const started = performance.now()
    const response = await fetch(`${base}${path}`, { headers: { cookie } })
    const body = await response.text()
    const elapsed = performance.now() - started
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body}`)
    if (index >= WARM_UP) {
      durations.push(elapsed)
      bytes = body.length
    }
  }
  durations.sort((a, b) => a - b)
  const p95 = percentile(durations, 95)
  return {
    measure: title,
    'p50 ms': Number(percentile(durations, 50).toFixed(1)),
    'p95 ms': Number(p95.toFixed(1)),
    'max ms': Number(durations.at(-1).toFixed(1)),
    'answer KB': Number((bytes / 1024).toFixed(1)),
    target: p95 < TARGET_MS ? `ok (< ${TARGET_MS} ms)` : `MISSED (< ${TARGET_MS} ms)`,
  }
}

async function measure(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nirman-bench-tracker-'))
  const databaseName = `nirman_bench_tracker_${process.pid}`
  let databaseUrl
  if (kind === 'mysql') {
    const server = await mysql.createConnection({ uri: mysqlServer })
    await server.query(`CREATE DATABASE ${databaseName} CHARACTER SET utf8mb4`)
    await server.end()
    databaseUrl = `${mysqlServer.replace(/\/$/, '')}/${databaseName}`
  }
  const child = await startServer(dataDir, databaseUrl)
  try {
    const login = await call('POST', '/api/admin/login', undefined, {
      username: `bench${process.pid}`,
      password,
    })
    const staffCookie = cookieOf(login.response, 'nirman.sid')
    const filling = performance.now()
    const { ids, staffId } = await createProjects(staffCookie)
    if (kind === 'mysql') await fillMysql(databaseUrl, ids, staffId)
    else fillSqlite(join(dataDir, 'nirman.sqlite'), ids, staffId)
    const filledSeconds = ((performance.now() - filling) / 1000).toFixed(1)

    // The client of the middle project signs in through an invitation link.
    const projectId = ids[Math.floor(ids.length / 2)]
    const { json: project } = await call(
      'GET',
      `/api/admin/client-projects/${projectId}`,
      staffCookie,
    )
    const { json: invitation } = await call(
      'POST',
      `/api/admin/client-projects/${projectId}/clients/${project.clients[0].id}/invitation`,
      staffCookie,
      { email: false },
    )
    const signedIn = await call('POST', '/api/client/sign-in/invitation', undefined, {
      token: new URL(invitation.link).searchParams.get('invite'),
    })
    const clientCookie = cookieOf(signedIn.response, 'nirman.client')

    console.log(
      `\n${kind}: ${PROJECTS} projects of ${UPDATES} published updates (2 photos each), filled in ${filledSeconds} s`,
    )
    console.table([
      await timeRequests(
        "the client's overview of their project",
        clientCookie,
        `/api/client/projects/${projectId}`,
      ),
      await timeRequests(
        "the staff's list of every project",
        staffCookie,
        '/api/admin/client-projects',
      ),
      await timeRequests(
        'one project whole, as staff see it',
        staffCookie,
        `/api/admin/client-projects/${projectId}`,
      ),
    ])
  } finally {
    await stopServer(child)
    rmSync(dataDir, { recursive: true, force: true })
    if (kind === 'mysql') {
      const server = await mysql.createConnection({ uri: mysqlServer })
      await server.query(`DROP DATABASE IF EXISTS ${databaseName}`)
      await server.end()
    }
  }
}

for (const kind of databases) await measure(kind)
