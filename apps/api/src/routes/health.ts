import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/**
 * `GET /api/health`: 200 when the database answers and has room to write; 503 when it does not
 * answer (within the query timeout) or recently refused a write for lack of space (readiness).
 * `GET /api/health/live`: 200 while the process serves requests, without touching the database
 * (liveness, and the trivial route the benchmark measures next to the real ones).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', async () => ({ status: 'ok' }))

  app.get('/health', async (_request, reply) => {
    await app.db.query('SELECT 1')
    const database = app.db.options.type === 'mysql' ? 'mysql' : 'sqlite'
    if (app.storageStatus.isFull()) {
      return reply.code(503).send({ status: 'unavailable', database, storage: 'full' })
    }
    return { status: 'ok', database, storage: 'ok' }
  })
}
