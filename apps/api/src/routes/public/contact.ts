import type { FastifyBaseLogger, FastifyContextConfig } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type ContactBody, contactBodySchema, type QuoteOutcome } from '../../leads/contact-body'
import { storeQuote } from '../../leads/quote-intake'
import { companyLandUnitSizes } from '../../settings/company-land-units'
import { contactFormRoutes } from './contact-form'

export interface ContactRoutesOptions {
  /** Quote requests per IP a minute; 0 turns the limit off. */
  rateLimitPerMinute: number
}

/**
 * `POST /api/contact`: stores a quote request and, in the same statement, the alerts it promises
 * (the outbox, written by the database's trigger), so a 201 means both are committed; the worker
 * sends the alerts afterwards. A repeat
 * of an idempotency key answers the first receipt and stores nothing. A request with the honeypot
 * filled in is answered 202 and neither stored nor alerted. `POST /api/contact/form` takes the same
 * submission as a plain HTML form and answers pages (contact-form.ts), through the same `submit`.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  // Requests being handled. A client that leaves (a phone losing its signal, a load test ending)
  // closes its connection, and the server's close no longer waits for it while its request is
  // still being stored; closing waits for these, so the database is never closed under a write
  // (a SIGTERM right after clients left used to cut their transactions: "Can't add new command
  // when connection is in closed state", logged once for each request).
  const handling = new Set<Promise<unknown>>()
  app.addHook('onClose', async () => {
    if (handling.size === 0) return
    app.log.info(`Closing: storing ${handling.size} quote request(s) whose clients have left`)
    await Promise.allSettled([...handling])
  })
  // One limit for both routes' requests (each route counts its own; see README).
  const rateLimit: FastifyContextConfig =
    options.rateLimitPerMinute > 0
      ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
      : {}

  /**
   * Stores a submission, or drops it (honeypot); awaited by the app's close meanwhile. The land
   * size's square feet are read with the company's katha of the settings held in memory (polled
   * by the site-settings plugin): no query of its own. The owner's assignment rules come from the
   * same settings.
   */
  async function submit(submission: ContactBody, log: FastifyBaseLogger): Promise<QuoteOutcome> {
    const { settings } = app.siteSettings.current()
    const sizes = companyLandUnitSizes(settings)
    const rules = app.siteSettings.salesDesk()
    const work = storeQuote(app.db, app.leadAlerts, submission, log, sizes, rules)
    handling.add(work)
    try {
      return await work
    } finally {
      handling.delete(work)
    }
  }

  app.post(
    '/contact',
    { schema: { body: contactBodySchema }, config: rateLimit },
    async (request, reply) => {
      const outcome = await submit(request.body, request.log)
      if (outcome.kind === 'dropped') return reply.code(202).send({ message: 'Thank you.' })
      if (outcome.replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(201).send(outcome.receipt)
    },
  )
  await app.register(contactFormRoutes, { submit, config: rateLimit })
}
