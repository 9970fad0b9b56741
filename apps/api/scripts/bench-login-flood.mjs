// `pnpm --filter @nirman/api bench:login-flood`: how the site answers while sign-ins with invented
// usernames arrive. Starts the built server (dist/server.js, or BENCH_SERVER_DIR/dist/server.js to
// measure another build, such as an older commit) on SQLite with a small website build (an index
// page and a 300 KB script), then measures with autocannon over loopback (10 connections,
// BENCH_SECONDS, default 10 s) `GET /` and `GET /assets/app.js`:
//   - quiet: nothing else happening;
//   - 200 bogus sign-ins arriving at once, every second, from one address;
//   - the same from 200 addresses (TRUST_PROXY=1 and a fresh X-Forwarded-For for each), so that
//     only the hashing cap stands between them and libuv's thread pool.
// Prints p50/p99/max for each, and what the sign-ins were answered.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const apiDir = process.env.BENCH_SERVER_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..')
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const port = Number(process.env.BENCH_PORT ?? 3000 + (process.pid % 500))
const base = `http://127.0.0.1:${port}`
const FLOOD = 200
const timeout = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 120)

function writeWebBuild(root) {
  mkdirSync(join(root, 'assets'), { recursive: true })
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Nirman</title><script type="module" src="/assets/app.js"></script></head><body>${'<p>Nirman builds homes in Patna.</p>'.repeat(200)}</body></html>`,
  )
  writeFileSync(
    join(root, 'assets', 'app.js'),
    `console.log(${JSON.stringify('x'.repeat(300_000))})`,
  )
}

async function startServer(folder) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(folder, 'data'),
      WEB_DIST: join(folder, 'web'),
      ADMIN_DIST: join(folder, 'no-admin'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ADMIN_USERNAME: 'staff',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const ready = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return child
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

/** One sign-in attempt; resolves with the status code. */
function signIn(agent, headers, body) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${base}/api/admin/login`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** Sends FLOOD sign-ins at once every second until stopped; counts the answers by status. */
function flood({ spoofAddresses }) {
  const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })
  const answers = {}
  const pending = new Set()
  let sent = 0
  const burst = () => {
    for (let index = 0; index < FLOOD; index += 1) {
      sent += 1
      const n = sent
      const headers = spoofAddresses
        ? { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
        : {}
      const body = JSON.stringify({ username: `invented-${n}`, password: 'a guess' })
      const attempt = signIn(agent, headers, body)
        .catch(() => 'error')
        .then((status) => {
          answers[status] = (answers[status] ?? 0) + 1
          pending.delete(attempt)
        })
      pending.add(attempt)
    }
  }
  burst()
  const timer = setInterval(burst, 1000)
  return {
    /** Stops sending; returns the answers received so far (the rest are abandoned). */
    stop() {
      clearInterval(timer)
      agent.destroy()
      return { ...answers, 'no answer yet': pending.size }
    },
  }
}

async function measure(path) {
  const result = await autocannon({ url: `${base}${path}`, connections: 10, duration, timeout })
  return {
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    'req/s': Math.round(result.requests.average),
    // Requests not answered within the window are in no latency figure: count what was.
    answered: result.requests.total,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
  }
}

const scenarios = [
  'quiet',
  '200 at once every s, one address',
  '200 at once every s, 200 addresses',
].filter(
  (scenario) =>
    !process.env.BENCH_SCENARIOS ||
    process.env.BENCH_SCENARIOS.split(',').some((name) => scenario.includes(name)),
)
const paths = (process.env.BENCH_PATHS ?? '/,/assets/app.js').split(',')

async function stopServer(server) {
  const exited = new Promise((resolve) => server.once('exit', resolve))
  // SIGKILL: a server still working through a backlog of sign-ins would take minutes to drain.
  server.kill('SIGKILL')
  await exited
}

const rows = []
// A fresh server for each measurement: sign-ins still queued from one must not slow the next.
for (const scenario of scenarios) {
  for (const path of paths) {
    const folder = mkdtempSync(join(tmpdir(), 'nirman-login-flood-'))
    writeWebBuild(join(folder, 'web'))
    const server = await startServer(folder)
    try {
      const running =
        scenario === 'quiet'
          ? undefined
          : flood({ spoofAddresses: scenario.endsWith('200 addresses') })
      const figures = await measure(path)
      const answers = running ? running.stop() : {}
      const row = {
        scenario,
        path,
        ...figures,
        'sign-ins answered by then': JSON.stringify(answers),
      }
      rows.push(row)
      console.log(JSON.stringify(row))
    } finally {
      await stopServer(server)
      rmSync(folder, { recursive: true, force: true })
    }
  }
}
console.table(rows)
