// The built server as the benchmarks at 100,000 requests run it (bench-dashboard.mjs,
// bench-reports.mjs, through bench-leads-data.mjs): started on a new database, its owner signed in,
// GET requests timed one at a time.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

export const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..')
export const webDist = join(apiDir, '../web/dist/client')
/** Where dist/server.js is measured from: another checkout's apps/api measures the code before a change. */
export const serverDir = process.env.BENCH_SERVER_DIR ?? apiDir
export const databases = (process.env.BENCH_DATABASES ?? 'sqlite,mysql').split(',')
export const mysqlServer = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'

// ---- The server ---------------------------------------------------------------------------------

/**
 * Starts the built server on `databaseUrl`, or on SQLite in its DATA_DIR when it is undefined,
 * with a new owner each run (so a kept MySQL database can be measured again).
 */
export async function startServer({ name, port, databaseUrl }) {
  const dataDir = mkdtempSync(join(tmpdir(), `nirman-bench-${name}-`))
  const owner = { username: `bench${process.pid}`, password: randomBytes(12).toString('hex') }
  const { DATABASE_URL: _unused, ...environment } = process.env
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: {
      ...environment,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(existsSync(webDist) ? { WEB_DIST: webDist } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LEAD_ALERTS: 'false',
      CONTACT_RATE_LIMIT: '0',
      ADMIN_USERNAME: owner.username,
      ADMIN_PASSWORD: owner.password,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(`${base}/api/health`)
      if (response.ok) return { child, dataDir, base, owner }
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  child.kill('SIGTERM')
  throw new Error('the server did not start')
}

export async function stopServer({ child, dataDir }) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
  rmSync(dataDir, { recursive: true, force: true })
}

/** Signs in as the server's owner: the session cookie ("name=value"). */
export async function signIn({ base, owner }) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  })
  const cookie = login.headers.get('set-cookie')?.split(';')[0]
  if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status}`)
  return cookie
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** p50, p95 and max of sorted durations, as the tables show them. */
export const latencies = (sorted) => ({
  'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
  'p95 ms': Number(percentile(sorted, 95).toFixed(1)),
  'max ms': Number((sorted.at(-1) ?? Number.NaN).toFixed(1)),
})

/**
 * GETs `paths` in turn, one request at a time: `warmUp` untimed, then `samples` timed, each
 * timed answer's body given to `answered`. The durations in ms, sorted. A failed answer (not 2xx)
 * stops the run, or with `failed` is timed all the same and its status given to `failed`.
 */
export async function timeGets(base, cookie, paths, { warmUp, samples, answered, failed }) {
  const durations = []
  for (let index = 0; index < warmUp + samples; index += 1) {
    const path = paths[index % paths.length]
    const started = performance.now()
    const response = await fetch(`${base}${path}`, { headers: { cookie } })
    const body = await response.json()
    const elapsed = performance.now() - started
    if (!response.ok && !failed) {
      throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`)
    }
    if (index >= warmUp) {
      durations.push(elapsed)
      if (response.ok) answered?.(body, path)
      else failed(response.status)
    }
  }
  return durations.sort((a, b) => a - b)
}
