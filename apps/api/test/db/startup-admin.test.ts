import type { FastifyInstance } from 'fastify'
import type { DataSource } from 'typeorm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOrResetAdmin, ensureStartupAdmin } from '../../src/accounts/startup-admin'
import { buildApp } from '../../src/app'
import { AdminUserEntity, ProjectEntity } from '../../src/db/entities'
import { sampleProjects } from '../../src/db/migrations/sample-projects'
import { openDatabase, type StartupLogger } from '../../src/db/open-database'
import { verifyPassword } from '../../src/security/passwords'
import { TEST_SESSION_SECRET } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

const quietLog: StartupLogger = { info: () => {}, warn: () => {} }

function capturingLogger() {
  return { info: vi.fn<(message: string) => void>(), warn: vi.fn<(message: string) => void>() }
}

describe('admin accounts', () => {
  let database: TestDatabase
  let dataSource: DataSource
  let app: FastifyInstance
  beforeAll(async () => {
    database = await createTestDatabase()
    // Migrated, but with no start-up admin: each test decides which admins exist.
    dataSource = await openDatabase({ url: database.url, log: quietLog, attempts: 1 })
    app = await buildApp({ dataSource, sessionSecret: TEST_SESSION_SECRET, loginRateLimit: 1000 })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    if (dataSource?.isInitialized) await dataSource.destroy()
    await database?.drop()
  })
  beforeEach(async () => {
    await dataSource.getRepository(AdminUserEntity).clear()
  })

  const admins = () => dataSource.getRepository(AdminUserEntity)
  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } })

  describe('ensureStartupAdmin', () => {
    const settings = {
      ADMIN_USERNAME: 'ravi',
      ADMIN_PASSWORD: 'first password of ravi',
      ADMIN_NAME: 'Ravi Kumar',
    }

    it('creates ADMIN_USERNAME with ADMIN_PASSWORD and ADMIN_NAME when that admin is absent', async () => {
      const log = capturingLogger()
      await ensureStartupAdmin(dataSource, settings, log)

      const created = await admins().findOneByOrFail({ username: 'ravi' })
      expect(created).toMatchObject({ name: 'Ravi Kumar', lastLoginAt: null })
      expect(created.passwordHash).not.toContain(settings.ADMIN_PASSWORD)
      expect(await verifyPassword(settings.ADMIN_PASSWORD, created.passwordHash)).toBe(true)
      const logged = [...log.info.mock.calls, ...log.warn.mock.calls].flat().join('\n')
      expect(logged).not.toContain(settings.ADMIN_PASSWORD)
      expect((await login('ravi', settings.ADMIN_PASSWORD)).statusCode).toBe(200)
    })

    it('leaves an existing admin untouched: a restart never resets a changed password', async () => {
      await createOrResetAdmin(dataSource, {
        username: 'ravi',
        password: 'password changed since',
        name: 'Ravi K.',
      })
      const before = await admins().findOneByOrFail({ username: 'ravi' })

      await ensureStartupAdmin(dataSource, settings, quietLog)

      expect(await admins().find()).toEqual([before])
      expect((await login('ravi', 'password changed since')).statusCode).toBe(200)
      expect((await login('ravi', settings.ADMIN_PASSWORD)).statusCode).toBe(401)
    })

    it('with nothing set and no admin, creates "admin" with a random password logged once', async () => {
      const log = capturingLogger()
      await ensureStartupAdmin(dataSource, {}, log)

      expect(log.warn).toHaveBeenCalledTimes(1)
      const message = log.warn.mock.calls[0]?.[0] ?? ''
      const password = /password (\S+)/.exec(message)?.[1] ?? ''
      expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/)
      expect(await admins().findOneByOrFail({ username: 'admin' })).toMatchObject({
        name: 'Administrator',
      })
      const signedIn = await login('admin', password)
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.json()).toMatchObject({ username: 'admin' })

      // The next start finds an admin: no new account, and the password is not printed again.
      const restart = capturingLogger()
      await ensureStartupAdmin(dataSource, {}, restart)
      expect(restart.warn).not.toHaveBeenCalled()
      expect(restart.info).not.toHaveBeenCalled()
      expect(await admins().count()).toBe(1)
    })

    it('with nothing set and an admin present, creates nothing and logs nothing', async () => {
      await createOrResetAdmin(dataSource, { username: 'sunita', password: 'sunita password 1' })
      const log = capturingLogger()

      await ensureStartupAdmin(dataSource, {}, log)

      expect((await admins().find()).map((admin) => admin.username)).toEqual(['sunita'])
      expect(log.warn).not.toHaveBeenCalled()
      expect(log.info).not.toHaveBeenCalled()
    })

    it('warns when only one of ADMIN_USERNAME and ADMIN_PASSWORD is set, and creates nothing from it', async () => {
      await createOrResetAdmin(dataSource, { username: 'sunita', password: 'sunita password 1' })
      const log = capturingLogger()

      await ensureStartupAdmin(dataSource, { ADMIN_USERNAME: 'ravi' }, log)

      expect(log.warn).toHaveBeenCalledTimes(1)
      expect(log.warn.mock.calls[0]?.[0]).toMatch(/ADMIN_USERNAME and ADMIN_PASSWORD/)
      expect(await admins().existsBy({ username: 'ravi' })).toBe(false)
    })
  })

  describe('createOrResetAdmin', () => {
    it('creates an admin, then resets its password: the old one stops working', async () => {
      expect(
        await createOrResetAdmin(dataSource, {
          username: 'ravi',
          password: 'the old password',
          name: 'Ravi Kumar',
        }),
      ).toBe('created')
      expect((await login('ravi', 'the old password')).statusCode).toBe(200)

      expect(
        await createOrResetAdmin(dataSource, { username: 'ravi', password: 'the new password' }),
      ).toBe('updated')

      expect((await login('ravi', 'the old password')).statusCode).toBe(401)
      const signedIn = await login('ravi', 'the new password')
      expect(signedIn.statusCode).toBe(200)
      // No name given for the reset: the admin keeps the one it had.
      expect(signedIn.json()).toMatchObject({ username: 'ravi', name: 'Ravi Kumar' })
      expect(await admins().count()).toBe(1)
    })
  })
})

describe('opening one fresh database from two instances at once', () => {
  let database: TestDatabase
  const sources: DataSource[] = []
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    for (const source of sources) if (source.isInitialized) await source.destroy()
    await database?.drop()
  })

  it('succeeds for both, and runs each migration, the sample data and the first admin once', async () => {
    const admin = { ADMIN_USERNAME: 'ravi', ADMIN_PASSWORD: 'first password of ravi' }
    const open = () =>
      openDatabase({
        url: database.url,
        log: quietLog,
        afterMigrations: (opened) => ensureStartupAdmin(opened, admin, quietLog),
        attempts: 1,
      })

    sources.push(...(await Promise.all([open(), open()])))

    const [first, second] = sources
    if (!first || !second) throw new Error('both instances should have opened the database')
    const applied = (await first.query('SELECT name FROM migrations')) as { name: string }[]
    expect(applied.map((row) => row.name).sort()).toEqual(
      first.migrations.map((migration) => migration.name).sort(),
    )
    expect(await first.showMigrations()).toBe(false)
    expect(await second.showMigrations()).toBe(false)
    expect(await first.getRepository(ProjectEntity).count()).toBe(sampleProjects.length)
    expect(await second.getRepository(AdminUserEntity).countBy({ username: 'ravi' })).toBe(1)
  })

  it('opens with a pool of one connection, as the admin:create script asks for', async () => {
    // The start-up lock holds a connection of its own while the migrations run on another.
    const fresh = await createTestDatabase()
    try {
      const source = await openDatabase({
        url: fresh.url,
        poolSize: 1,
        log: quietLog,
      })
      expect(await source.showMigrations()).toBe(false)
      await source.destroy()
    } finally {
      await fresh.drop()
    }
  })
})
