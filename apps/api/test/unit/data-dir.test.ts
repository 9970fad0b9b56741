import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess } from '../helpers/server-process'

const permissions = (path: string) => statSync(path).mode & 0o777
const admin = { ADMIN_USERNAME: 'staff', ADMIN_PASSWORD: 'correct horse battery' }

/** Stores one quote request through the server, so the database has written its WAL files. */
async function storeQuote(server: ServerProcess) {
  const response = await fetch(`${server.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Anita Sinha',
      phone: '9876543210',
      email: 'anita@example.in',
      projectType: 'Interior Design',
      source: { form: 'hero' },
    }),
  })
  expect(response.status).toBe(201)
}

describe('DATA_DIR holds the database, readable by the server user only', () => {
  let folder: string
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-data-dir-'))
  })
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true })
  })

  describe('given a server started from another folder with DATA_DIR and no DATABASE_URL', () => {
    let server: ServerProcess
    const dataDir = () => join(folder, 'volume')
    const elsewhere = () => join(folder, 'elsewhere')
    beforeAll(async () => {
      mkdirSync(elsewhere())
      server = await startServerProcess({ DATA_DIR: dataDir(), ...admin }, elsewhere())
      await storeQuote(server)
    }, 60_000)
    afterAll(async () => {
      await server?.kill()
    })

    it('keeps the database in DATA_DIR, not in the working directory, and says where', () => {
      const file = join(dataDir(), 'nirman.sqlite')
      expect(existsSync(file)).toBe(true)
      expect(existsSync(join(elsewhere(), '.data'))).toBe(false)
      expect(server.messages).toContain(`Database: SQLite file ${file} (data folder ${dataDir()})`)
    })

    it('makes DATA_DIR 0700 and the database, its WAL files and the session secret 0600', () => {
      expect(permissions(dataDir())).toBe(0o700)
      for (const name of [
        'nirman.sqlite',
        'nirman.sqlite-wal',
        'nirman.sqlite-shm',
        'session-secret',
      ]) {
        expect([name, permissions(join(dataDir(), name))]).toEqual([name, 0o600])
      }
    })
  })

  describe('given a relative DATABASE_URL and a database file an older version left world-readable', () => {
    let server: ServerProcess
    const dataDir = () => join(folder, 'older')
    const file = () => join(dataDir(), 'leads', 'site.sqlite')
    beforeAll(async () => {
      mkdirSync(join(dataDir(), 'leads'), { recursive: true, mode: 0o755 })
      chmodSync(dataDir(), 0o755)
      closeSync(openSync(file(), 'w', 0o644))
      chmodSync(file(), 0o644)
      server = await startServerProcess({
        DATA_DIR: dataDir(),
        DATABASE_URL: 'sqlite:leads/site.sqlite',
        ...admin,
      })
      await storeQuote(server)
    }, 60_000)
    afterAll(async () => {
      await server?.kill()
    })

    it('resolves the file against DATA_DIR and makes it and DATA_DIR owner-only', () => {
      expect(server.messages).toContain(
        `Database: SQLite file ${file()} (data folder ${dataDir()})`,
      )
      expect(permissions(dataDir())).toBe(0o700)
      expect(permissions(file())).toBe(0o600)
      expect(permissions(`${file()}-wal`)).toBe(0o600)
    })
  })
})
