// `pnpm --filter @nirman/api bench:alerts`: the two figures of issue 14, on MySQL/MariaDB
// (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306), with the built server (dist/server.js) and
// a real SMTP server (smtp-server) in this process:
//  1. the time from the 201 of POST /api/contact to the alert e-mail accepted by the SMTP server,
//     median and worst over 200 requests sent one after another;
//  2. POST /api/contact throughput with autocannon (50 connections, BENCH_SECONDS s, default 10)
//     with alerts on (SMTP), next to the same run with alerts off (LEAD_ALERTS=false); beside it the
//     CPU time each request cost the server process and the database server (when it runs on this
//     machine), which a machine busy with other work disturbs less than the requests per second,
//     and, with alerts on, how long after the run the last of its alerts was sent.
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import mysql from 'mysql2/promise'
import { SMTPServer } from 'smtp-server'

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const latencyRequests = 200
const mysqlServer = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'

const quote = {
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
  source: { form: 'contact', utmSource: 'bench' },
}

/** When the SMTP server accepted the alert of each request id. */
const acceptedAt = new Map()
const accepted = new EventTarget()
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let head = ''
    stream.on('data', (chunk) => {
      if (head.length < 8192) head += chunk.toString('utf8')
    })
    stream.on('end', () => {
      const at = performance.now()
      const id = /^Message-ID: <lead-(\d+)-email@/im.exec(head)?.[1]
      callback()
      if (id) {
        acceptedAt.set(Number(id), at)
        accepted.dispatchEvent(new Event('mail'))
      }
    })
  },
})
smtp.listen(0, '127.0.0.1')
await once(smtp.server, 'listening')
const smtpPort = smtp.server.address().port

/** CPU time (user + system, ms) a process has used, from /proc; undefined where unreadable. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // clock ticks of 10 ms
  } catch {
    return undefined
  }
}

/** The local MySQL/MariaDB server's process, if the database runs on this machine. */
function databasePid() {
  for (const name of ['mariadbd', 'mysqld']) {
    try {
      return Number(execFileSync('pidof', ['-s', name], { encoding: 'utf8' }).trim())
    } catch {
      // not this one
    }
  }
  return undefined
}
const dbPid = databasePid()

async function withDatabase(work) {
  const name = `nirman_bench_${randomBytes(4).toString('hex')}`
  const admin = await mysql.createConnection(mysqlServer)
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  const url = new URL(mysqlServer)
  url.pathname = `/${name}`
  try {
    return await work(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``)
    await admin.end()
  }
}

async function startServer(databaseUrl, port, alerts, mailPort = smtpPort) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nirman-bench-alerts-'))
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
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
      LEAD_ALERTS: alerts ? 'true' : 'false',
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      LEAD_ALERT_TO: 'leads@nirman.example',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
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
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  await exited
  rmSync(dataDir, { recursive: true, force: true })
}

const waitForMail = (id) =>
  new Promise((resolve) => {
    if (acceptedAt.has(id)) return resolve(acceptedAt.get(id))
    const listener = () => {
      if (!acceptedAt.has(id)) return
      accepted.removeEventListener('mail', listener)
      resolve(acceptedAt.get(id))
    }
    accepted.addEventListener('mail', listener)
  })

async function measureLatency(base) {
  const delays = []
  for (let index = 0; index < latencyRequests; index += 1) {
    const response = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...quote, name: `Bench Mark ${index}` }),
    })
    const answeredAt = performance.now()
    if (response.status !== 201) throw new Error(`POST answered ${response.status}`)
    const { id } = await response.json()
    delays.push((await waitForMail(id)) - answeredAt)
  }
  delays.sort((a, b) => a - b)
  const median = (delays[99] + delays[100]) / 2
  return { median: median.toFixed(1), worst: delays.at(-1).toFixed(1), best: delays[0].toFixed(1) }
}

/** Waits until every alert in the database has been sent; the time it took (ms). */
async function drainTime(databaseUrl) {
  const started = performance.now()
  const connection = await mysql.createConnection(databaseUrl)
  try {
    for (;;) {
      const [[{ waiting }]] = await connection.query(
        "SELECT COUNT(*) AS waiting FROM lead_alerts WHERE status <> 'sent'",
      )
      if (Number(waiting) === 0) return performance.now() - started
      await sleep(100)
    }
  } finally {
    await connection.end()
  }
}

async function measureThroughput(base, label, server, databaseUrl) {
  const serverBefore = cpuMs(server.child.pid)
  const dbBefore = dbPid && cpuMs(dbPid)
  const result = await autocannon({
    url: `${base}/api/contact`,
    connections: 50,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quote),
      },
    ],
  })
  const created = result.statusCodeStats?.['201']?.count ?? 0
  // With alerts on, the run's work ends when its last alert is sent: the CPU is read after that.
  const drained = label.startsWith('alerts on') ? await drainTime(databaseUrl) : undefined
  const perRequest = (before, after) =>
    before === undefined || after === undefined
      ? '-'
      : Math.round(((after - before) * 1000) / created)
  return {
    run: label,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    created,
    errors: result.errors + result.timeouts + result.non2xx,
    'server CPU µs/req': perRequest(serverBefore, cpuMs(server.child.pid)),
    'database CPU µs/req': dbPid ? perRequest(dbBefore, cpuMs(dbPid)) : '-',
    'all sent after (s)': drained === undefined ? '-' : (drained / 1000).toFixed(1),
  }
}

const latency = await withDatabase(async (url) => {
  const server = await startServer(url, 3111, true)
  try {
    return await measureLatency('http://127.0.0.1:3111')
  } finally {
    await stopServer(server)
  }
})
console.log(
  `\n201 -> alert accepted by the SMTP server, ${latencyRequests} requests one after another (ms):`,
)
console.table([latency])

// The throughput runs send to an SMTP server in a process of its own.
const sinkProcess = spawn(process.execPath, ['scripts/smtp-sink.mjs'], {
  cwd: apiDir,
  stdio: ['ignore', 'pipe', 'inherit'],
})
const [sinkOutput] = await once(sinkProcess.stdout, 'data')
const sinkPort = Number(String(sinkOutput).trim())

// Off and on alternate (BENCH_ROUNDS times), so a change in the machine's load hits both alike.
const rounds = Number(process.env.BENCH_ROUNDS ?? 2)
const runs = []
for (const alerts of Array.from({ length: rounds }, () => [false, true]).flat()) {
  const row = await withDatabase(async (url) => {
    const server = await startServer(url, 3112, alerts, sinkPort)
    try {
      return await measureThroughput(
        'http://127.0.0.1:3112',
        alerts ? 'alerts on (SMTP)' : 'alerts off',
        server,
        url,
      )
    } finally {
      await stopServer(server)
    }
  })
  runs.push(row)
}
console.log(`\nPOST /api/contact on MySQL, 50 connections, ${duration} s each:`)
console.table(runs)
const total = (label) =>
  runs.filter((run) => run.run === label).reduce((sum, run) => sum + run['req/s'], 0)
const off = total('alerts off')
const on = total('alerts on (SMTP)')
const cost = ((off - on) / off) * 100
console.log(`The outbox costs ${cost.toFixed(1)} % of the throughput (target: under 20 %).`)
const cpuOf = (label) =>
  runs
    .filter((run) => run.run === label)
    .reduce(
      (sum, run) =>
        sum + (Number(run['server CPU µs/req']) || 0) + (Number(run['database CPU µs/req']) || 0),
      0,
    )
const cpuCost =
  ((cpuOf('alerts on (SMTP)') - cpuOf('alerts off')) / cpuOf('alerts on (SMTP)')) * 100
console.log(
  `By CPU time per request (server and database): ${cpuCost.toFixed(1)} % of the capacity goes to the alerts.`,
)
smtp.close()
sinkProcess.kill('SIGTERM')
if (cost >= 20) process.exit(1)
