import {
  honeypotField,
  phoneDigits,
  type QuoteReceipt,
  type QuoteSubmission,
  quoteSubmissionSchema,
  unknownQuoteSource,
} from '@nirman/contract'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type ContactSubmissionRow, newLeadColumns } from '../db/entities'
import { quoteWriterOf } from '../leads/quote-writer'
import { searchTerms } from '../leads/search-terms'

export interface ContactRoutesOptions {
  /** Quote requests per IP a minute; 0 turns the limit off. */
  rateLimitPerMinute: number
}

const contactBodySchema = quoteSubmissionSchema.and(
  z.object({
    // The hidden field of the forms: people leave it empty, bots fill it in.
    [honeypotField]: z.string().max(500).optional(),
  }),
)

type ContactBody = z.infer<typeof contactBodySchema>

/**
 * The row of a new request: its fields, its source in columns, the phone's digits for repeats and
 * searches, and a new lead's columns (stage New, version 1). Whether it is a repeat is read in its
 * transaction (leads/quote-writer.ts). Written out field by field: the object spreads it was made
 * of before cost about 0.1 ms a request (V8 copies each property through a slow path), a tenth of
 * the write path.
 */
function newRow(
  quote: QuoteSubmission,
  createdAt: Date,
): Omit<ContactSubmissionRow, 'id' | 'isRepeat'> {
  const source = quote.source ?? unknownQuoteSource()
  const national = nationalNumber(quote.phone)
  return {
    name: quote.name,
    phone: quote.phone,
    email: quote.email,
    city: quote.city,
    landSize: quote.landSize,
    landDimensionNorthFeet: quote.landDimensionNorthFeet,
    landDimensionNorthInches: quote.landDimensionNorthInches,
    landDimensionSouthFeet: quote.landDimensionSouthFeet,
    landDimensionSouthInches: quote.landDimensionSouthInches,
    landDimensionEastFeet: quote.landDimensionEastFeet,
    landDimensionEastInches: quote.landDimensionEastInches,
    landDimensionWestFeet: quote.landDimensionWestFeet,
    landDimensionWestInches: quote.landDimensionWestInches,
    landFacing: quote.landFacing,
    projectType: quote.projectType,
    message: quote.message,
    language: quote.language,
    createdAt,
    updatedAt: createdAt,
    isProcessed: false,
    processedAt: null,
    sourceForm: source.form,
    sourcePage: source.page,
    landingPage: source.landingPage,
    referrer: source.referrer,
    utmSource: source.utmSource,
    utmMedium: source.utmMedium,
    utmCampaign: source.utmCampaign,
    utmTerm: source.utmTerm,
    utmContent: source.utmContent,
    gclid: source.gclid,
    fbclid: source.fbclid,
    calculator: source.calculator,
    phoneDigits: phoneDigits(quote.phone).slice(-20),
    phoneNational: national,
    phoneNationalReversed: Array.from(national).reverse().join(''),
    isSpam: false,
    idempotencyKey: quote.idempotencyKey ?? null,
    alertChannels: '',
    stage: newLeadColumns.stage,
    lostReason: newLeadColumns.lostReason,
    followUpAt: newLeadColumns.followUpAt,
    assigneeId: newLeadColumns.assigneeId,
    version: newLeadColumns.version,
  }
}

/** The number two phones must share to be the same: the last ten digits, +91 or not. */
const nationalNumber = (phone: string) => phoneDigits(phone).slice(-10)

async function receiptOfKey(app: FastifyInstance, key: string): Promise<QuoteReceipt | null> {
  const row = await app.repositories.contactSubmissions.findOne({
    where: { idempotencyKey: key },
    select: { id: true, createdAt: true },
  })
  return row ? { id: Number(row.id), createdAt: row.createdAt.toISOString() } : null
}

/**
 * `POST /api/contact`: stores a quote request and, in the same statement, the alerts it promises
 * (the outbox, written by the database's trigger), so a 201 means both are committed; the worker
 * sends the alerts afterwards. A repeat
 * of an idempotency key answers the first receipt and stores nothing. A request with the honeypot
 * filled in is answered 202 and neither stored nor alerted.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  const writer = quoteWriterOf(app.db)
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
      const work = handle(request.body, request.log, reply)
      handling.add(work)
      try {
        return await work
      } finally {
        handling.delete(work)
      }
    },
  )

  /** `submission`: the body as parsed, honeypot included (newRow and searchTerms read only the quote's fields). */
  async function handle(submission: ContactBody, log: FastifyBaseLogger, reply: FastifyReply) {
    if (submission[honeypotField]) {
      log.info('Quote request dropped: honeypot field filled in')
      return reply.code(202).send({ message: 'Thank you.' })
    }
    const key = submission.idempotencyKey
    const earlier = key ? await receiptOfKey(app, key) : null
    if (earlier) return reply.code(201).header('idempotent-replayed', 'true').send(earlier)

    const createdAt = new Date()
    const row = newRow(submission, createdAt)
    row.alertChannels = app.leadAlerts.channels(submission.email).join(',')
    let id: number
    try {
      // The request, its repeat flag, its search terms and (by the outbox trigger, in the same
      // INSERT) its alerts, committed together or not at all; on SQLite in a batch with the
      // requests that arrived meanwhile, answered once that batch has committed.
      id = await writer.write({
        row,
        terms: searchTerms({
          name: row.name,
          email: row.email,
          city: row.city,
          phoneNational: row.phoneNational,
        }),
      })
    } catch (error) {
      // The same key committed by a concurrent request (a double tap) hits the unique index.
      const concurrent = key ? await receiptOfKey(app, key) : null
      if (!concurrent) throw error
      return reply.code(201).header('idempotent-replayed', 'true').send(concurrent)
    }
    app.leadAlerts.committed()
    const receipt: QuoteReceipt = { id, createdAt: createdAt.toISOString() }
    return reply.code(201).send(receipt)
  }
}
