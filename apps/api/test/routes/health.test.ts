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
})
