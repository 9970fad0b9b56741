// What the benchmarks at 100,000 requests share (bench-dashboard.mjs, bench-reports.mjs): a new
// database (SQLite, or a new MySQL/MariaDB database) under the built server (bench-server.mjs),
// filled in bulk with BENCH_ROWS quote requests (100,000) of bench-leads-generator.mjs, their
// search terms and the won leads' quotations.
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import mysql from 'mysql2/promise'
import {
  columns,
  generatedBatches,
  INSERT_BATCH,
  quotationColumns,
  revisionColumns,
} from './bench-leads-generator.mjs'
import { mysqlServer, startServer, stopServer } from './bench-server.mjs'

export const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)

// ---- Filling the databases ----------------------------------------------------------------------

const insertInto = (table, names) => `INSERT INTO ${table} (${names.join(', ')}) VALUES ?`

/** A connection reading and writing DATETIMEs in UTC, as the server's (data-source.ts) does. */
export const connectMysql = (url) => mysql.createConnection({ uri: url, timezone: 'Z' })

/** Fills MySQL with `rows` requests, their search terms and quotations, in multi-row INSERTs. */
export async function fillMysql(connection, rows, staffIds) {
  const phones = []
  for (const batch of generatedBatches(rows, staffIds, phones)) {
    const [inserted] = await connection.query(insertInto('contact_submissions', columns), [
      batch.map((lead) => lead.values),
    ])
    // One connection, one multi-row INSERT: the ids are consecutive from insertId.
    const ids = batch.map((_, offset) => inserted.insertId + offset)
    const terms = batch.flatMap((lead, offset) => lead.terms.map((term) => [ids[offset], term]))
    await connection.query(insertInto('lead_search_terms', ['submissionId', 'term']), [terms])
    const quoted = batch.flatMap((lead, offset) =>
      lead.quotation ? [{ leadId: ids[offset], ...lead.quotation }] : [],
    )
    if (quoted.length === 0) continue
    const [quotations] = await connection.query(
      insertInto('quotations', ['leadId', ...quotationColumns]),
      [quoted.map((quotation) => [quotation.leadId, ...quotation.values])],
    )
    const revisions = quoted.flatMap((quotation, offset) =>
      quotation.revisions.map((revision) => [quotations.insertId + offset, ...revision]),
    )
    await connection.query(insertInto('quotation_revisions', ['quotationId', ...revisionColumns]), [
      revisions,
    ])
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
  await connection.query('ANALYZE TABLE contact_submissions, quotations, quotation_revisions')
  return phones
}

/** SQLite's datetime(3) text, as TypeORM stores it: UTC, "2026-11-18 06:30:00.000". */
export const sqliteTime = (date) => date.toISOString().replace('T', ' ').replace('Z', '')
const sqliteValue = (value) =>
  value instanceof Date ? sqliteTime(value) : typeof value === 'boolean' ? Number(value) : value
const placeholders = (names) => names.map(() => '?').join(', ')

/**
 * Fills the server's SQLite file with `rows` requests through a connection of this process (the
 * file is in WAL mode: the running server keeps answering), in one transaction. No ANALYZE: the
 * server never runs one, so its query plans are measured as a real installation has them.
 */
export function fillSqlite(file, rows, staffIds) {
  const phones = []
  const database = new Database(file)
  try {
    const insert = (table, names) =>
      database.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${placeholders(names)})`)
    const insertLead = insert('contact_submissions', columns)
    const insertTerm = insert('lead_search_terms', ['submissionId', 'term'])
    const insertQuotation = insert('quotations', ['leadId', ...quotationColumns])
    const insertRevision = insert('quotation_revisions', ['quotationId', ...revisionColumns])
    const run = (statement, values) => statement.run(values.map(sqliteValue)).lastInsertRowid
    database.transaction(() => {
      for (const batch of generatedBatches(rows, staffIds, phones)) {
        for (const lead of batch) {
          const id = run(insertLead, lead.values)
          for (const term of lead.terms) insertTerm.run(id, term)
          if (!lead.quotation) continue
          const quotationId = run(insertQuotation, [id, ...lead.quotation.values])
          for (const revision of lead.quotation.revisions) {
            run(insertRevision, [quotationId, ...revision])
          }
        }
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

/** Five members of staff the leads are assigned to and contacted by (they never sign in here). */
const staffNames = ['asha', 'bina', 'chandan', 'deepak', 'esha']
const addStaff =
  "INSERT INTO admin_users (name, username, passwordHash, createdAt, role) VALUES (?, ?, 'x', ?, 'staff')"
const staffIdsQuery = "SELECT id FROM admin_users WHERE role = 'staff' ORDER BY id"
const countsQuery = `SELECT (SELECT COUNT(*) FROM contact_submissions) AS requests,
  (SELECT COUNT(*) FROM quotations) AS quotations`

/**
 * Runs `measure({ kind, server, staffIds, phones, all })` on a started server whose new SQLite
 * database holds ROWS generated requests; `all(sql, params)` reads the file (Dates as SQLite's
 * text). The server is stopped and its files deleted after.
 */
export async function onSqlite(name, port, measure) {
  const server = await startServer({ name, port })
  const file = join(server.dataDir, 'nirman.sqlite')
  let reader
  try {
    const database = new Database(file)
    for (const staff of staffNames)
      database.prepare(addStaff).run(staff, staff, sqliteTime(new Date()))
    const staffIds = database
      .prepare(staffIdsQuery)
      .all()
      .map((row) => row.id)
    database.close()
    const fillStarted = performance.now()
    const phones = fillSqlite(file, ROWS, staffIds)
    reader = new Database(file, { readonly: true })
    const all = async (sql, params = []) => reader.prepare(sql).all(params.map(sqliteValue))
    const [{ requests, quotations }] = await all(countsQuery)
    console.log(
      `SQLite: stored ${requests} requests and ${quotations} quotations in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s (one transaction).`,
    )
    await measure({ kind: 'SQLite', server, staffIds, phones, all })
  } finally {
    reader?.close()
    await stopServer(server)
  }
}

/**
 * Runs `measure` as onSqlite does, on a new MySQL database of TEST_MYSQL_URL's server, dropped
 * after (BENCH_KEEP_DATABASE=1 keeps it). BENCH_DATABASE=<name> measures a database kept from an
 * earlier run, without filling it again.
 */
export async function onMysql(name, port, measure) {
  const reused = process.env.BENCH_DATABASE
  const database = reused ?? `nirman_bench_${name}_${process.pid}`
  if (!reused) {
    const admin = await mysql.createConnection(mysqlServer)
    await admin.query(
      `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    )
    await admin.end()
  }
  const url = new URL(mysqlServer)
  url.pathname = `/${database}`
  let server
  let connection
  try {
    server = await startServer({ name, port, databaseUrl: url.toString() })
    connection = await connectMysql(url.toString())
    const all = async (sql, params = []) => (await connection.query(sql, params))[0]
    if (!reused) {
      for (const staff of staffNames) await all(addStaff, [staff, staff, new Date()])
    }
    const staffIds = (await all(staffIdsQuery)).map((row) => row.id)
    const fillStarted = performance.now()
    const phones = reused
      ? (await all('SELECT phoneNational FROM contact_submissions')).map((row) => row.phoneNational)
      : await fillMysql(connection, ROWS, staffIds)
    const fillSeconds = (performance.now() - fillStarted) / 1000
    const [{ requests, quotations }] = await all(countsQuery)
    console.log(
      reused
        ? `MySQL: using ${requests} requests of ${database}.`
        : `MySQL: stored ${requests} requests and ${quotations} quotations in ${fillSeconds.toFixed(1)} s (multi-row INSERTs of ${INSERT_BATCH}).`,
    )
    await measure({ kind: 'MySQL', server, staffIds, phones, all })
  } finally {
    await connection?.end()
    if (server) await stopServer(server)
    if (process.env.BENCH_KEEP_DATABASE === '1' || reused) {
      console.log(`Kept the database ${database} (BENCH_KEEP_DATABASE=1).`)
    } else {
      const cleanup = await mysql.createConnection(mysqlServer)
      await cleanup.query(`DROP DATABASE IF EXISTS \`${database}\``)
      await cleanup.end()
    }
  }
}
