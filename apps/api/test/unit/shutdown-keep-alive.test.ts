import { mkdtempSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { type QuoteOutcome, startQuoteLoad } from '../helpers/quote-load'
import { startServerProcess } from '../helpers/server-process'

// The real server process on a SQLite file, with keep-alive clients posting quote requests as
// fast as it answers, sent SIGTERM in the middle. Before the fix a connection that was between two
// requests got a FIN but was still read: a request arriving on it was stored and never answered
// (8-10 closed sockets in 4 runs out of 5, 6-8 of those requests stored).

const CLIENTS = 8
// One SIGTERM is enough to see it: before the fix each run lost one request per client (8 of 8
// clients, in every run tried). More rounds, each with a server of its own, for a closer look.
const ROUNDS = 1

interface Round {
  outcomes: QuoteOutcome[]
  /** The id and message of every row stored. */
  rows: { id: number; message: string }[]
  sigtermAt: number
}

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** One server, loaded, sent SIGTERM after 150 answers; every outcome and every row stored. */
async function sigtermUnderLoad(round: number): Promise<Round> {
  const folder = mkdtempSync(join(tmpdir(), 'nirman-sigterm-'))
  folders.push(folder)
  const server = await startServerProcess({
    DATA_DIR: folder,
    LEAD_ALERTS: 'false',
    CONTACT_RATE_LIMIT: '0',
    SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
  })
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
  try {
    const load = startQuoteLoad(
      { protocol: 'http', port: server.port, agent },
      { clients: CLIENTS, label: `round ${round}`, stopAtRefusal: true },
    )
    await load.answered(150)
    const sigtermAt = performance.now()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    // Every client now meets a closed port: its loop ends at the refusal.
    await load.stop()
    const file = new Database(join(folder, 'nirman.sqlite'), { readonly: true })
    const rows = file.prepare('SELECT id, message FROM contact_submissions').all() as {
      id: number
      message: string
    }[]
    file.close()
    return { outcomes: load.outcomes, rows, sigtermAt }
  } finally {
    agent.destroy()
    await server.kill()
  }
}

describe('SIGTERM with keep-alive clients posting quote requests', () => {
  it('answers every request it read and stores none it did not answer', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { outcomes, rows, sigtermAt } = await sigtermUnderLoad(round)
      const created = outcomes.filter((outcome) => outcome.status === 201)
      const failed = outcomes.filter((outcome) => outcome.error !== undefined)
      const stored = new Set(rows.map((row) => row.message))
      const storedButFailed = failed.filter((outcome) => stored.has(outcome.marker))
      const afterSigterm = created.filter((outcome) => outcome.settledAt > sigtermAt)
      // The figures, printed before they are checked.
      console.info(
        `SIGTERM under keep-alive load, round ${round}: ${created.length} answered 201 ` +
          `(${afterSigterm.length} after SIGTERM), ${rows.length} rows stored, ` +
          `${failed.length} connection errors ` +
          `(${[...new Set(failed.map((outcome) => outcome.error))].join(', ')}), ` +
          `${storedButFailed.length} of them stored`,
      )
      // Every answer is a 201 or no answer at all: no 5xx for a request in flight.
      expect(
        outcomes.filter((outcome) => outcome.status !== undefined && outcome.status !== 201),
      ).toEqual([])
      // A request that got no answer was never read, nor stored (so a retry makes no duplicate):
      // the port had closed (ECONNREFUSED) or, rarely, its connection was still in the kernel's
      // queue when the port closed (ECONNRESET)...
      expect(storedButFailed.map((outcome) => outcome.marker)).toEqual([])
      // ...and every 201 is a row, with the id it was given: 201s == rows stored.
      expect(created.map((outcome) => outcome.id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        rows.map((row) => row.id).sort((a, b) => a - b),
      )
      expect(created.map((outcome) => outcome.marker).sort()).toEqual(
        rows.map((row) => row.message).sort(),
      )
    }
  }, 120_000)
})
