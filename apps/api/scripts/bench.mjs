// `pnpm --filter @nirman/api bench`: starts the built server (dist/server.js) on SQLite and on
// MySQL/MariaDB (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306) and measures, with autocannon
// over loopback (50 connections, 10 s each): a trivial route (GET /api/health/live), GET /api/projects
// and POST /api/contact. After the POST run it checks that every 201 is a row in the database.
// First, a bare Fastify server with a trivial POST route is measured the same way in the same run:
// on a machine busy with other work every figure drops, and the ratio to bare Fastify shows what
// is the API's own cost. BENCH_DATABASES=sqlite (or mysql) measures one database only;
// BENCH_SERVER_DIR=<another checkout>/apps/api measures another build (its dist/ must exist).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import mysql from 'mysql2/promise'

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = process.env.BENCH_SERVER_DIR ?? apiDir
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 50
const mysqlServer = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,mysql').split(',')
// BENCH_POST_ONLY=1 skips the two GET routes (quicker when working on the write path).
const postOnly = process.env.BENCH_POST_ONLY === '1'

const quote = JSON.stringify({
  name: 'Bench Mark',
  phone: '+91 98765 43210',
  email: 'bench@example.in',
  city: 'Patna',
  landSize: '1800',
  landDimensionNorthFeet: '40',
  landDimensionSouthFeet: '40',
  landDimensionEastFeet: '45',
  landDimensionWestFeet: '45',
  landFacing: 'North-East',
  projectType: 'Residential Construction',
  message: 'Two-storey house, four bedrooms.',
})

/**
 * A bare Fastify server in a process of its own, as the API runs: one POST route that parses the
 * JSON body and answers 201, nothing else (no database, no validation, no plugins).
 */
const bareFastify = `
import Fastify from 'fastify'
const app = Fastify({ logger: false })
let id = 0
app.post('/api/contact', async (request, reply) => {
  id += 1
  return reply.code(201).send({ id, createdAt: new Date().toISOString() })
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
console.log('listening')
`

async function startBareFastify(port) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', bareFastify], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)))
  })
  return child
}

async function startServer(databaseUrl, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nirman-bench-'))
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CONTACT_RATE_LIMIT: '0',
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.ok) return { child, dataDir }
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  child.kill('SIGTERM')
  throw new Error(`the server on ${databaseUrl} did not start`)
}

async function stopServer({ child, dataDir }) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
  rmSync(dataDir, { recursive: true, force: true })
}

async function measure(title, options) {
  const result = await autocannon({ connections, duration, ...options })
  const created = result.statusCodeStats?.['201']?.count ?? 0
  return {
    route: title,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'avg ms': Number(result.latency.average.toFixed(2)),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    created,
  }
}

async function benchDatabase(label, databaseUrl, port, storedIds) {
  const server = await startServer(databaseUrl, port)
  const base = `http://127.0.0.1:${port}`
  try {
    const rows = postOnly
      ? []
      : [
          await measure(`${label}: GET /api/health/live (trivial)`, {
            url: `${base}/api/health/live`,
          }),
          await measure(`${label}: GET /api/projects`, { url: `${base}/api/projects` }),
        ]
    // The id of every 201 answer, to look each one up in the database afterwards.
    const createdIds = []
    const post = await measure(`${label}: POST /api/contact`, {
      url: `${base}/api/contact`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: quote,
          onResponse: (status, body) => {
            if (status === 201) createdIds.push(JSON.parse(body).id)
          },
        },
      ],
    })
    rows.push(post)
    const stored = await storedIds()
    const missing = createdIds.filter((id) => !stored.has(id))
    console.log(
      `${label}: ${createdIds.length} answers 201, ${missing.length} of them missing from the database` +
        ` (${stored.size} rows: requests still in flight when the run stopped were committed too)`,
    )
    return { rows, consistent: missing.length === 0 && createdIds.length === post.created }
  } finally {
    await stopServer(server)
  }
}

const results = []
let consistent = true

// Bare Fastify, the ceiling of this machine at this moment.
{
  const child = await startBareFastify(3100)
  try {
    results.push(
      await measure('bare Fastify: POST (trivial route)', {
        url: 'http://127.0.0.1:3100/api/contact',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: quote,
      }),
    )
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

// SQLite, in a temporary folder.
if (databases.includes('sqlite')) {
  const folder = mkdtempSync(join(tmpdir(), 'nirman-bench-sqlite-'))
  const file = join(folder, 'bench.sqlite')
  const ids = async () => {
    const db = new Database(file, { readonly: true })
    try {
      return new Set(
        db
          .prepare('SELECT id FROM contact_submissions')
          .all()
          .map((row) => row.id),
      )
    } finally {
      db.close()
    }
  }
  const outcome = await benchDatabase('SQLite', `sqlite:${file}`, 3101, ids)
  results.push(...outcome.rows)
  consistent &&= outcome.consistent
  rmSync(folder, { recursive: true, force: true })
}

// MySQL/MariaDB, in a database of its own.
if (databases.includes('mysql')) {
  const name = `nirman_bench_${randomBytes(4).toString('hex')}`
  const admin = await mysql.createConnection(mysqlServer)
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  const url = new URL(mysqlServer)
  url.pathname = `/${name}`
  const ids = async () => {
    const [rows] = await admin.query(`SELECT id FROM \`${name}\`.contact_submissions`)
    return new Set(rows.map((row) => Number(row.id)))
  }
  try {
    const outcome = await benchDatabase('MySQL', url.toString(), 3102, ids)
    results.push(...outcome.rows)
    consistent &&= outcome.consistent
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``)
    await admin.end()
  }
}

// Each route's rate as a share of bare Fastify's in this run: steadier than req/s on a busy machine.
const bare = results[0]['req/s']
for (const row of results) row['of bare'] = `${Math.round((100 * row['req/s']) / bare)} %`
console.log(
  `\n${connections} connections, ${duration} s per route, loopback, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}:`,
)
console.table(results)
console.log(
  'Targets: GET /api/projects >= 5,000 req/s; POST /api/contact >= 1,500 req/s on SQLite and >= 1,000 req/s on MySQL, p99 < 100 ms.',
)
if (!consistent) {
  console.error('Some 201 answers have no row in the database.')
  process.exit(1)
}
