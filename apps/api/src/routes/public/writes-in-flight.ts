import type { FastifyInstance } from 'fastify'

/**
 * What a public route is storing, awaited by the app's close. A client that leaves (a phone
 * losing its signal, a load test ending) closes its connection, and the server's close no longer
 * waits for it while its request is still being stored; closing waits for these, so the database
 * is never closed under a write (a SIGTERM right after clients left used to cut their
 * transactions: "Can't add new command when connection is in closed state", logged once for each
 * request). `what` names them in the log ("quote request").
 */
export function writesInFlight(app: FastifyInstance, what: string) {
  const handling = new Set<Promise<unknown>>()
  app.addHook('onClose', async () => {
    if (handling.size === 0) return
    app.log.info(`Closing: storing ${handling.size} ${what}(s) whose clients have left`)
    await Promise.allSettled([...handling])
  })
  return async function awaitedByClose<T>(work: Promise<T>): Promise<T> {
    handling.add(work)
    try {
      return await work
    } finally {
      handling.delete(work)
    }
  }
}
