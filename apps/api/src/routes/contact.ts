import { honeypotField, type QuoteReceipt, quoteRequestSchema } from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

export interface ContactRoutesOptions {
  /** Quote requests per IP a minute; 0 turns the limit off. */
  rateLimitPerMinute: number
}

const contactBodySchema = quoteRequestSchema.extend({
  // The hidden field of the forms: people leave it empty, bots fill it in.
  [honeypotField]: z.string().max(500).optional(),
})

/**
 * `POST /api/contact`: stores a quote request. 201 only once the row is committed; a request with
 * the honeypot field filled in is answered 202 and not stored.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  app.post(
    '/contact',
    {
      schema: { body: contactBodySchema },
      config:
        options.rateLimitPerMinute > 0
          ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
          : {},
    },
    async (request, reply) => {
      const { [honeypotField]: honeypot, ...quote } = request.body
      if (honeypot) {
        request.log.info('Quote request dropped: honeypot field filled in')
        return reply.code(202).send({ message: 'Thank you.' })
      }
      const createdAt = new Date()
      const result = await app.repositories.contactSubmissions.insert({
        ...quote,
        createdAt,
        isProcessed: false,
        processedAt: null,
      })
      const id = Number(result.identifiers[0]?.id)
      const receipt: QuoteReceipt = { id, createdAt: createdAt.toISOString() }
      return reply.code(201).send(receipt)
    },
  )
}
