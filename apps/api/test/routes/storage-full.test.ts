import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { QuoteReceipt } from '@nirman/contract'
import Database from 'better-sqlite3'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { DataSource } from 'typeorm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { createDataSource } from '../../src/db/data-source'
import { openDatabase } from '../../src/db/open-database'
import { testAlerts } from '../helpers/alert-settings'
import { type CommitCuttingProxy, startCommitCuttingProxy } from '../helpers/commit-cutting-proxy'
import { createTestContext, TEST_SESSION_SECRET, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'
import { startTmpfsServer, type TmpfsServer } from '../helpers/tmpfs-server'

// A full disk under SQLite, made for real with SQLite's own limit on the file's size
// (PRAGMA max_page_count on the app's connection: the same SQLITE_FULL a full disk gives), while
// ten clients post quote requests at once: across the moment the storage fills, for a while
// full, and across the moment room is made again. Then the app is closed, the file opened again by
// another connection, and every answer is checked against what was kept: a 201 means the row is
// committed, a 503 means nothing was kept, and no alert was written for a lead that does not exist.

const quietLog = { info: () => {}, warn: () => {} }
const CLIENTS = 10

/** A request of about 2 KB, so the few free pages left fill after a handful of them. */
function quoteOf(client: number, sequence: number): InjectOptions {
  return {
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: `Client ${client} request ${sequence}`,
      phone: `98765${String(client).padStart(2, '0')}${String(sequence).padStart(3, '0')}`,
      email: `client${client}@example.in`,
      projectType: 'Interior Design',
      message: `Request ${client}-${sequence}. ${'A long description of the house. '.repeat(55)}`,
      source: { form: 'hero' },
    },
  }
}

interface Tally {
  /** Ids of the requests answered 201, in the order the answers came. */
  accepted: number[]
  /** Requests answered 503 because the storage was full (Retry-After: 60). */
  refusedFull: number
  /** Requests answered 503 because the database was unavailable (Retry-After: 5). */
  refused: number
  /** Any other answer, with its body (none is expected). */
  other: string[]
}

interface Answer {
  status: number
  retryAfter: string | undefined
  body: string
}
type Send = (request: InjectOptions) => Promise<Answer>

const injectInto =
  (app: FastifyInstance): Send =>
  async (request) => {
    const response = await app.inject(request)
    const retryAfter = response.headers['retry-after']
    return { status: response.statusCode, retryAfter: retryAfter?.toString(), body: response.body }
  }

const fetchFrom =
  (baseUrl: string): Send =>
  async (request) => {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request.payload),
    })
    const retryAfter = response.headers.get('retry-after') ?? undefined
    return { status: response.status, retryAfter, body: await response.text() }
  }

let sequence = 0
/**
 * Keeps CLIENTS clients posting, one request after another each, until `enough` says stop after an
 * answer. Event-driven: each client sends its next request when its last one is answered.
 */
async function postUntil(send: Send, tally: Tally, enough: () => boolean) {
  const client = async (number: number) => {
    while (!enough()) {
      sequence += 1
      const answer = await send(quoteOf(number, sequence))
      if (answer.status === 201) tally.accepted.push((JSON.parse(answer.body) as QuoteReceipt).id)
      else if (answer.status === 503 && answer.retryAfter === '60') tally.refusedFull += 1
      else if (answer.status === 503 && answer.retryAfter === '5') tally.refused += 1
      else tally.other.push(`${answer.status} ${answer.body}`)
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, number) => client(number)))
}

/** Runs a query on a connection of the test's own, opened after the app closed its own. */
type ReadAfterRestart = (sql: string) => Promise<Record<string, unknown>[]>

/** The database file opened again, as the next start would open it. */
const reopenSqlite =
  (file: string): ReadAfterRestart =>
  async (sql) => {
    const reopened = new Database(file, { readonly: true })
    try {
      return reopened.prepare(sql).all() as Record<string, unknown>[]
    } finally {
      reopened.close()
    }
  }

/**
 * Checks what the database holds after the app is gone against the answers given: the rows are
 * exactly the requests answered 201, each id given once, and no alert (outbox row or .eml file)
 * names a request that is not stored.
 */
async function expectOnlyAcceptedStored(
  label: string,
  read: ReadAfterRestart,
  outbox: string,
  tally: Tally,
) {
  const storedIds = (await read('SELECT id FROM contact_submissions ORDER BY id')).map((row) =>
    Number(row.id),
  )
  const acceptedIds = [...tally.accepted].sort((a, b) => a - b)
  const storedSet = new Set(storedIds)
  // The figures the issue asks for, printed before they are checked.
  console.info(
    `${label}: ${acceptedIds.length} answered 201 (${new Set(acceptedIds).size} distinct ids), ${tally.refusedFull} answered 503 (full), ${tally.refused} answered 503 (unavailable), ${tally.other.length} other answers; ${storedIds.length} rows after reopening, ${acceptedIds.filter((id) => !storedSet.has(id)).length} answered 201 but missing`,
  )
  // Each 201 is a row of its own...
  expect(new Set(acceptedIds).size).toBe(acceptedIds.length)
  // ...and the rows are exactly the requests answered 201: none lost, none kept after a 503.
  expect(storedIds).toEqual(acceptedIds)

  const [orphans] = await read(
    'SELECT COUNT(*) AS count FROM lead_alerts WHERE submissionId NOT IN (SELECT id FROM contact_submissions)',
  )
  expect(Number(orphans?.count)).toBe(0)
  // Every accepted request promised its e-mail alert, stored with it.
  const [alerted] = await read(
    "SELECT COUNT(DISTINCT submissionId) AS count FROM lead_alerts WHERE channel = 'email'",
  )
  expect(Number(alerted?.count)).toBe(acceptedIds.length)

  const emlIds = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .flatMap((name) => idsInEml(name, readFileSync(join(outbox, name), 'utf8')))
  expect(emlIds.length).toBeGreaterThan(0)
  expect(emlIds.filter((id) => !storedSet.has(id))).toEqual([])
}

/** The request ids an .eml file names: in its file name and in its dashboard links. */
function idsInEml(file: string, text: string): number[] {
  // Quoted-printable: soft line breaks and "=" written as "=3D".
  const decoded = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  const ids = [...decoded.matchAll(/\?request=(\d+)/g)].map((match) => Number(match[1]))
  const named = /-requests?-(\d+)-/.exec(file)
  if (named) ids.push(Number(named[1]))
  return ids
}

if (testDialect === 'sqlite') {
  describe('given a SQLite file whose storage fills up and is freed under load', () => {
    // Made in beforeAll, not when the file is collected: a filtered run leaves no folder behind.
    let folder: string
    let file: string
    let outbox: string
    let dataSource: DataSource
    let app: FastifyInstance
    const tally: Tally = { accepted: [], refusedFull: 0, refused: 0, other: [] }

    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'nirman-storage-full-'))
      file = join(folder, 'nirman.sqlite')
      outbox = join(folder, 'outbox')
      dataSource = await openDatabase({ url: `sqlite:${file}`, log: quietLog, attempts: 1 })
      app = await buildApp({
        dataSource,
        sessionSecret: TEST_SESSION_SECRET,
        contactRateLimit: 0,
        ...testAlerts({ emlFolder: outbox }),
      })
      await app.ready()
    })
    afterAll(async () => {
      await app?.close()
      if (dataSource?.isInitialized) await dataSource.destroy()
      if (folder) rmSync(folder, { recursive: true, force: true })
    })

    it('writes each COMMIT to its write-ahead log before answering (WAL, synchronous NORMAL)', async () => {
      expect(await dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }])
      // 1 = NORMAL: a commit survives a crash of the process; OFF (0) would not sync even the
      // checkpoints. The restart below shows the rows are there.
      expect(await dataSource.query('PRAGMA synchronous')).toEqual([{ synchronous: 1 }])
    })

    it('answers 201 only for rows that are committed, before, during and after the fault', async () => {
      const [{ page_count: pages } = { page_count: 0 }] =
        await dataSource.query('PRAGMA page_count')
      // Room for a few dozen requests more (4 KB pages, about one page per 2 KB request with
      // its search terms and alerts), so the storage fills while all ten clients are posting.
      await dataSource.query(`PRAGMA max_page_count = ${pages + 40}`)
      await postUntil(injectInto(app), tally, () => tally.refusedFull >= 100)
      const acceptedBeforeRoom = tally.accepted.length
      expect(acceptedBeforeRoom).toBeGreaterThan(0)

      // Room again, while the clients keep posting (the limit is raised between two answers).
      await dataSource.query(`PRAGMA max_page_count = ${pages * 1000}`)
      await postUntil(
        injectInto(app),
        tally,
        () => tally.accepted.length >= acceptedBeforeRoom + 200,
      )
      expect(tally.other).toEqual([])

      // Every answer is in; the worker gets no more wake-ups, and closing waits for its batch.
      await app.close()
      await dataSource.destroy()

      await expectOnlyAcceptedStored('SQLite, max_page_count', reopenSqlite(file), outbox, tally)
    }, 60_000)
  })

  describe("given the server's disk (a tmpfs) filling up and freed under load, over HTTP", () => {
    // The issue's own reproduction: DATA_DIR on a small tmpfs, the disk filled while ten clients
    // post, then freed. Here the first error is SQLITE_FULL at COMMIT, when the write-ahead log
    // cannot grow, after which SQLite has already rolled the transaction back.
    let work: string
    let copy: string
    let server: TmpfsServer
    const tally: Tally = { accepted: [], refusedFull: 0, refused: 0, other: [] }

    beforeAll(async () => {
      work = mkdtempSync(join(tmpdir(), 'nirman-tmpfs-'))
      const mountPoint = join(work, 'data')
      copy = join(work, 'after-restart')
      mkdirSync(mountPoint)
      mkdirSync(copy)
      server = await startTmpfsServer({
        mountPoint,
        copyTo: copy,
        size: '16m',
        // The database file and the .eml outbox in DATA_DIR, whatever the test's environment says.
        env: {
          DATABASE_URL: 'sqlite:nirman.sqlite',
          LEAD_ALERTS: 'true',
          CONTACT_RATE_LIMIT: '0',
          SHUTDOWN_GRACE_SECONDS: '10',
        },
      })
    })
    afterAll(async () => {
      await server?.kill()
      if (work) rmSync(work, { recursive: true, force: true })
    })

    it('answers 201 only for rows that are still there after a restart, and health says full', async () => {
      const send = fetchFrom(server.baseUrl)
      await postUntil(send, tally, () => tally.accepted.length >= 30)

      // The disk filled up to its last 160 KB (about forty requests' worth of log): with the
      // clients still posting, the write-ahead log soon cannot grow.
      const filler = join(server.dataDir, 'filler')
      const { bavail, bsize } = statfsSync(server.dataDir)
      try {
        writeFileSync(filler, Buffer.alloc(Math.max(bavail * bsize - 160 * 1024, 0)))
      } catch (error) {
        // The server's writes meanwhile took the last 160 KB first: the disk is full all the same
        // (the filler keeps what it wrote), sooner.
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      }
      const answeredBeforeFull = tally.accepted.length + tally.refusedFull + tally.other.length
      const answered = () => tally.accepted.length + tally.refusedFull + tally.other.length
      // Until the full disk has refused requests (the event this part waits for), and some more.
      await postUntil(
        send,
        tally,
        () => tally.refusedFull >= 20 && answered() >= answeredBeforeFull + 200,
      )
      const health = await fetch(`${server.baseUrl}/api/health`)
      const healthBody = await health.text()

      // Room again, while the clients keep posting.
      unlinkSync(filler)
      const answeredBeforeRoom = answered()
      const acceptedBeforeRoom = tally.accepted.length
      await postUntil(send, tally, () => answered() >= answeredBeforeRoom + 200)

      // A graceful restart: SIGTERM, then the wrapper copies DATA_DIR for us to open.
      process.kill(server.pid, 'SIGTERM')
      await server.copied
      await expectOnlyAcceptedStored(
        'SQLite on a full tmpfs',
        reopenSqlite(join(copy, 'nirman.sqlite')),
        join(copy, 'outbox'),
        tally,
      )
      expect(tally.refusedFull).toBeGreaterThan(0)
      expect(tally.other).toEqual([])
      // Requests are accepted again once there is room.
      expect(tally.accepted.length).toBeGreaterThan(acceptedBeforeRoom)
      // While the disk was full, /api/health said so (not ready), rather than "storage: ok".
      expect(health.status, healthBody).toBe(503)
      expect(JSON.parse(healthBody)).toMatchObject({ status: 'unavailable', storage: 'full' })
    }, 90_000)
  })
}

if (testDialect === 'mysql') {
  /**
   * An app on the test's MariaDB database through a proxy that cuts or refuses COMMITs, with its
   * alerts written as .eml files; `tally` counts what its clients were answered.
   */
  function appBehindCommitProxy() {
    const fixture = {} as {
      context: TestContext
      proxy: CommitCuttingProxy
      dataSource: DataSource
      app: FastifyInstance
      outbox: string
      tally: Tally
    }
    let folder: string | undefined
    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'nirman-commit-faults-'))
      fixture.outbox = join(folder, 'outbox')
      fixture.tally = { accepted: [], refusedFull: 0, refused: 0, other: [] }
      fixture.context = await createTestContext()
      const direct = new URL(fixture.context.database.url)
      fixture.proxy = await startCommitCuttingProxy({
        host: direct.hostname,
        port: Number(direct.port || 3306),
      })
      const proxied = new URL(fixture.context.database.url)
      proxied.hostname = '127.0.0.1'
      proxied.port = String(fixture.proxy.port)
      fixture.dataSource = createDataSource({ url: proxied.toString(), poolSize: 4 })
      await fixture.dataSource.initialize()
      fixture.app = await buildApp({
        dataSource: fixture.dataSource,
        sessionSecret: TEST_SESSION_SECRET,
        contactRateLimit: 0,
        ...testAlerts({ emlFolder: fixture.outbox }),
      })
      await fixture.app.ready()
    })
    afterAll(async () => {
      await fixture.app?.close()
      if (fixture.dataSource?.isInitialized) await fixture.dataSource.destroy()
      await fixture.proxy?.close()
      await fixture.context?.close()
      if (folder) rmSync(folder, { recursive: true, force: true })
    })
    return fixture
  }

  // A full volume cannot be made on the shared MariaDB server; what can be made for real is the
  // fault that lost the rows on SQLite: a COMMIT that fails. A proxy of the test's own drops the
  // connection as each of twenty COMMITs goes through, while ten clients post.
  describe('given MySQL/MariaDB COMMITs that fail under load (connection cut mid-commit)', () => {
    const fixture = appBehindCommitProxy()

    it('answers 201 only for rows that are committed, and 503 for each failed COMMIT', async () => {
      const { context, proxy, dataSource, app, outbox, tally } = fixture
      const send = injectInto(app)
      await postUntil(send, tally, () => tally.accepted.length >= 30)
      const acceptedBeforeCuts = tally.accepted.length
      proxy.cutNextCommits(20)
      await postUntil(
        send,
        tally,
        () => proxy.commitsCut >= 20 && tally.accepted.length >= acceptedBeforeCuts + 100,
      )

      await app.close()
      await dataSource.destroy()
      // Read through connections of the test's own, opened before and never cut.
      await expectOnlyAcceptedStored(
        'MariaDB, COMMITs cut',
        (sql) => context.dataSource.query(sql),
        outbox,
        tally,
      )
      expect(tally.refused).toBeGreaterThan(0)
      expect(tally.other).toEqual([])
    }, 60_000)
  })

  // MariaDB answering COMMIT with "Got error 28 No space left on device during COMMIT" (its log's
  // volume full) and the ROLLBACK after it with an error too, the connection staying up with the
  // transaction still open on the server: given back to the pool, the next request's START
  // TRANSACTION would commit it, storing a request that was answered 503.
  describe('given MySQL/MariaDB refusing COMMITs and ROLLBACKs on a live connection', () => {
    const fixture = appBehindCommitProxy()

    it('stores nothing for a refused COMMIT, and every 201 is a committed row', async () => {
      const { context, proxy, dataSource, app, outbox, tally } = fixture
      const send = injectInto(app)
      await postUntil(send, tally, () => tally.accepted.length >= 30)
      const acceptedBefore = tally.accepted.length
      proxy.refuseNextCommits(20)
      await postUntil(
        send,
        tally,
        () => proxy.commitsRefused >= 20 && tally.accepted.length >= acceptedBefore + 100,
      )

      await app.close()
      await dataSource.destroy()
      await expectOnlyAcceptedStored(
        'MariaDB, COMMITs refused',
        (sql) => context.dataSource.query(sql),
        outbox,
        tally,
      )
      // A failed COMMIT is the database's fault, not the request's: 503, try again shortly.
      expect(tally.refused).toBeGreaterThan(0)
      expect(tally.other).toEqual([])
    }, 60_000)
  })
}
