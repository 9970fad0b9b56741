import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sqliteConnectionControl } from '../../db/sqlite-connection'
import { STORAGE_FULL_RETRY_SECONDS } from '../../plugins/errors'

/**
 * `GET /api/health`: 200 when the database answers and a write could be stored; 503 when it does
 * not answer (within the query timeout), recently refused a write for lack of space
 * (`storage: 'full'`), or, on SQLite, another process has held the file's write lock for a second
 * (`storage: 'locked'`: a backup, a sqlite3 shell left in a transaction). That
 * is readiness: while writes fail, quote requests are answered 503, so the balancer should know.
 * `GET /api/health/live`: 200 while the process serves requests, without touching the database
 * (liveness, and the trivial route the benchmark measures next to the real ones).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', async () => ({ status: 'ok' }))

  app.get('/health', async (_request, reply) => {
    await app.db.query('SELECT 1')
    const database = app.db.options.type === 'mysql' ? 'mysql' : 'sqlite'
    if (app.storageStatus.isFull()) {
      reply.header('retry-after', String(STORAGE_FULL_RETRY_SECONDS))
      return reply.code(503).send({ status: 'unavailable', database, storage: 'full' })
    }
    // Takes SQLite's write lock and lets it go at once, writing nothing.
    if ((await sqliteConnectionControl(app.db)?.probeWrite()) === 'locked') {
      reply.header('retry-after', '5')
      return reply.code(503).send({ status: 'unavailable', database, storage: 'locked' })
    }
    return { status: 'ok', database, storage: 'ok', rateLimits: app.rateLimitStatus.counting() }
  })
}
