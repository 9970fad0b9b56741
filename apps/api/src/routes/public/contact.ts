import type { FastifyBaseLogger, FastifyContextConfig } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type ContactBody, contactBodySchema, type QuoteOutcome } from '../../leads/contact-body'
import { leadVisitKey } from '../../site-visits/visit-links'
import { contactFormRoutes } from './contact-form'
import { quoteStoreOf } from './quote-store'
import { writesInFlight } from './writes-in-flight'

export interface ContactRoutesOptions {
  /** Quote requests per IP a minute; 0 turns the limit off. */
  rateLimitPerMinute: number
  /** Signs the key a receipt gives for booking a site visit onto its request (the session secret). */
  secret: string
}

/**
 * `POST /api/contact`: stores a quote request and, in the same statement, the alerts it promises
 * (the outbox, written by the database's trigger), so a 201 means both are committed; the worker
 * sends the alerts afterwards. A repeat
 * of an idempotency key answers the first receipt and stores nothing. A request with the honeypot
 * filled in is answered 202 and neither stored nor alerted. `POST /api/contact/form` takes the same
 * submission as a plain HTML form and answers pages (contact-form.ts), through the same `submit`.
 * The receipt carries the key with which the visitor books a site visit onto this request.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  const awaitedByClose = writesInFlight(app, 'quote request')
  // One limit for both routes' requests (each route counts its own; see README).
  const rateLimit: FastifyContextConfig =
    options.rateLimitPerMinute > 0
      ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
      : {}

  const store = quoteStoreOf(app)
  /** Stores a submission, or drops it (honeypot); awaited by the app's close meanwhile. */
  const submit = (submission: ContactBody, log: FastifyBaseLogger): Promise<QuoteOutcome> =>
    awaitedByClose(store(submission, log))

  app.post(
    '/contact',
    { schema: { body: contactBodySchema }, config: rateLimit },
    async (request, reply) => {
      const outcome = await submit(request.body, request.log)
      if (outcome.kind === 'dropped') return reply.code(202).send({ message: 'Thank you.' })
      if (outcome.replayed) reply.header('idempotent-replayed', 'true')
      const { receipt } = outcome
      return reply
        .code(201)
        .send({ ...receipt, visitKey: leadVisitKey(options.secret, receipt.id) })
    },
  )
  await app.register(contactFormRoutes, { submit, config: rateLimit })
}
