import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'

describe('GET /api/health', () => {
  let context: TestContext
  beforeAll(async () => {
    context = await createTestContext()
  })
  afterAll(async () => {
    await context.close()
  })

  it('answers 200 and names the database when it answers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: testDialect, storage: 'ok' })
  })

  if (testDialect === 'sqlite') {
    describe('given another process holding the SQLite file write-locked', () => {
      let lockHolder: Database.Database
      beforeAll(() => {
        const options = context.dataSource.options
        if (options.type !== 'better-sqlite3') throw new Error('expected a SQLite data source')
        lockHolder = new Database(options.database)
      })
      afterAll(() => {
        if (lockHolder.inTransaction) lockHolder.exec('ROLLBACK')
        lockHolder.close()
      })

      it('answers 503 storage "locked" (not ready) while every write would fail', async () => {
        lockHolder.exec('BEGIN IMMEDIATE')
        const response = await context.app.inject({ method: 'GET', url: '/api/health' })
        expect(response.statusCode).toBe(503)
        expect(response.headers['retry-after']).toBe('5')
        expect(response.json()).toEqual({
          status: 'unavailable',
          database: 'sqlite',
          storage: 'locked',
        })
        // The probe wrote nothing and left the lock holder's transaction alone.
        expect(lockHolder.inTransaction).toBe(true)
      })

      it('is ready again as soon as the lock is released', async () => {
        lockHolder.exec('ROLLBACK')
        const response = await context.app.inject({ method: 'GET', url: '/api/health' })
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual({ status: 'ok', database: 'sqlite', storage: 'ok' })
      })
    })
  }
})
