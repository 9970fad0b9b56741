import type { DataSource } from 'typeorm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createOrResetAdmin } from '../../src/accounts/startup-admin'
import { runMigrations } from '../../src/db/migrate'
import { migrations } from '../../src/db/migrations'
import { openDatabase } from '../../src/db/open-database'
import { usernameMessages } from '../../src/security/usernames'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

const quietLog = { info: () => {}, warn: () => {} }
const MIGRATION = 'NormalizeAdminUsernames1795535600000'
// This migration and the ones after it: undone latest first, applied again in order.
const FROM_THIS_ONE = migrations
  .slice(migrations.findIndex((migration) => migration.name === MIGRATION))
  .map((migration) => migration.name)

describe('usernames are stored in one spelling', () => {
  let database: TestDatabase
  let dataSource: DataSource
  // Raw queries: under the older schema the entity's later columns (role...) do not exist yet.
  const usernames = async () =>
    (
      (await dataSource
        .createQueryBuilder()
        .select('username')
        .from('admin_users', 'admin')
        .orderBy('id')
        .getRawMany()) as { username: string }[]
    ).map((admin) => admin.username)
  /** Rows as an older version wrote them, bypassing today's normalisation. */
  const insertAsBefore = (username: string) =>
    dataSource.query(
      'INSERT INTO admin_users (username, name, passwordHash, createdAt) VALUES (?, ?, ?, ?)',
      [username, username, 'x', '2026-01-01 10:00:00.000'],
    )
  const undoFromThisOne = async () => {
    for (const _ of FROM_THIS_ONE) await dataSource.undoLastMigration()
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    dataSource = await openDatabase({ url: database.url, log: quietLog, attempts: 1 })
  })
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy()
    await database?.drop()
  })
  beforeEach(async () => {
    await dataSource.createQueryBuilder().delete().from('admin_users').execute()
  })

  describe('the migration', () => {
    it('rewrites accounts created before to the stored spelling, and down puts the old one back', async () => {
      await undoFromThisOne()
      await insertAsBefore('Ravi')
      await insertAsBefore('ＭＥＥＲＡ')
      await insertAsBefore('sunita')

      expect(await runMigrations(dataSource)).toEqual(FROM_THIS_ONE)
      expect(await usernames()).toEqual(['ravi', 'meera', 'sunita'])

      await undoFromThisOne()
      expect(await usernames()).toEqual(['Ravi', 'ＭＥＥＲＡ', 'sunita'])
      expect(await runMigrations(dataSource)).toEqual(FROM_THIS_ONE)
    })

    it('stops with a message naming both accounts when two would become one', async () => {
      await undoFromThisOne()
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
        await dataSource
          .createQueryBuilder()
          .delete()
          .from('admin_users')
          .where('username = :username', { username: 'RAVI' })
          .execute()
      }
      expect(await runMigrations(dataSource)).toEqual(FROM_THIS_ONE)
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
