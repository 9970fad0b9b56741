import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async () => {
    await app.db.query('SELECT 1')
    return { status: 'ok', database: app.db.options.type === 'mysql' ? 'mysql' : 'sqlite' }
  })
}
