import type { DataSource } from 'typeorm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createOrResetAdmin } from '../../src/db/admin-accounts'
import { AdminUserEntity } from '../../src/db/entities'
import { runMigrations } from '../../src/db/migrate'
import { openDatabase } from '../../src/db/open-database'
import { usernameMessages } from '../../src/security/usernames'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

const quietLog = { info: () => {}, warn: () => {} }
const MIGRATION = 'NormalizeAdminUsernames1795535600000'

describe('usernames are stored in one spelling', () => {
  let database: TestDatabase
  let dataSource: DataSource
  const admins = () => dataSource.getRepository(AdminUserEntity)
  const usernames = async () =>
    (await admins().find({ order: { id: 'ASC' } })).map((admin) => admin.username)
  /** Rows as an older version wrote them, bypassing today's normalisation. */
  const insertAsBefore = (username: string) =>
    admins().insert({ username, name: username, passwordHash: 'x', createdAt: new Date() })

  beforeAll(async () => {
    database = await createTestDatabase()
    dataSource = await openDatabase({ url: database.url, log: quietLog, admin: false, attempts: 1 })
  })
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy()
    await database?.drop()
  })
  beforeEach(async () => {
    await admins().clear()
  })

  describe('the migration', () => {
    it('rewrites accounts created before to the stored spelling, and down puts the old one back', async () => {
      await dataSource.undoLastMigration()
      await insertAsBefore('Ravi')
      await insertAsBefore('ＭＥＥＲＡ')
      await insertAsBefore('sunita')

      expect(await runMigrations(dataSource)).toEqual([MIGRATION])
      expect(await usernames()).toEqual(['ravi', 'meera', 'sunita'])

      await dataSource.undoLastMigration()
      expect(await usernames()).toEqual(['Ravi', 'ＭＥＥＲＡ', 'sunita'])
      expect(await runMigrations(dataSource)).toEqual([MIGRATION])
    })

    it('stops with a message naming both accounts when two would become one', async () => {
      await dataSource.undoLastMigration()
      await insertAsBefore('ravi')
      // On MySQL the case-insensitive unique index already refuses this pair; on SQLite it exists.
      const second = await insertAsBefore('RAVI').then(
        () => true,
        () => false,
      )
      if (second) {
        await expect(runMigrations(dataSource)).rejects.toThrow(
          'The admin accounts "ravi" and "RAVI" would both become "ravi"',
        )
        await admins().delete({ username: 'RAVI' })
      }
      expect(await runMigrations(dataSource)).toEqual([MIGRATION])
      expect(await usernames()).toEqual(['ravi'])
    })
  })

  describe('creating an account', () => {
    it('stores the normalised spelling: Ｒａｖｉ is the account ravi', async () => {
      await createOrResetAdmin(dataSource, { username: ' Ｒａｖｉ ', password: 'a long password' })
      expect(await usernames()).toEqual(['ravi'])
      // The same person again under another spelling resets that account, never a second one.
      expect(
        await createOrResetAdmin(dataSource, { username: 'RAVI', password: 'another password' }),
      ).toBe('updated')
      expect(await usernames()).toEqual(['ravi'])
    })

    it.each([
      ['a NUL character', 'staff\u0000'],
      ['a newline', 'sta\nff'],
      ['a zero-width joiner', 'sta\u200dff'],
    ])('refuses a username with %s, with a readable message', async (_case, username) => {
      await expect(
        createOrResetAdmin(dataSource, { username, password: 'a long password' }),
      ).rejects.toThrow(usernameMessages.controlCharacters)
      expect(await usernames()).toEqual([])
    })
  })
})
