import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/**
 * `GET /api/health`: 200 when the database answers, 503 when it does not (readiness).
 * `GET /api/health/live`: 200 while the process serves requests, without touching the database
 * (liveness, and the trivial route the benchmark measures next to the real ones).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', async () => ({ status: 'ok' }))

  app.get('/health', async () => {
    await app.db.query('SELECT 1')
    return { status: 'ok', database: app.db.options.type === 'mysql' ? 'mysql' : 'sqlite' }
  })
}
