import {
  honeypotField,
  phoneDigits,
  type QuoteReceipt,
  type QuoteSubmission,
  quoteSubmissionSchema,
  unknownQuoteSource,
} from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ContactSubmissionEntity, type ContactSubmissionRow, newLeadColumns } from '../db/entities'
import { isRepeatRequest } from '../leads/repeat-flag'
import { searchTerms, writeSearchTerms } from '../leads/search-terms'

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

/**
 * The row of a new request: its fields, its source in columns, the phone's digits for repeats and
 * searches, and a new lead's columns (stage New, version 1).
 */
function newRow(
  { idempotencyKey, source, ...quote }: QuoteSubmission,
  createdAt: Date,
  isRepeat: boolean,
): Omit<ContactSubmissionRow, 'id'> {
  const { form, page, ...tags } = source ?? unknownQuoteSource()
  const national = nationalNumber(quote.phone)
  return {
    ...newLeadColumns,
    updatedAt: createdAt,
    phoneNational: national,
    phoneNationalReversed: Array.from(national).reverse().join(''),
    isRepeat,
    ...quote,
    createdAt,
    isProcessed: false,
    processedAt: null,
    sourceForm: form,
    sourcePage: page,
    ...tags,
    phoneDigits: phoneDigits(quote.phone).slice(-20),
    isSpam: false,
    idempotencyKey: idempotencyKey ?? null,
    alertChannels: '',
  }
}

/** The number two phones must share to be the same: the last ten digits, +91 or not. */
const nationalNumber = (phone: string) => phoneDigits(phone).slice(-10)

/** The id the database gave a new row: mysql2's insertId, or better-sqlite3's lastInsertRowid. */
function insertedId(raw: unknown): number {
  if (typeof raw === 'number' || typeof raw === 'bigint') return Number(raw)
  if (typeof raw === 'object' && raw !== null && 'insertId' in raw) return Number(raw.insertId)
  throw new Error('The database did not say which id it gave the new quote request')
}

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
      const { [honeypotField]: honeypot, ...submission } = request.body
      if (honeypot) {
        request.log.info('Quote request dropped: honeypot field filled in')
        return reply.code(202).send({ message: 'Thank you.' })
      }
      const key = submission.idempotencyKey
      const earlier = key ? await receiptOfKey(app, key) : null
      if (earlier) return reply.code(201).header('idempotent-replayed', 'true').send(earlier)

      const createdAt = new Date()
      // Read before the transaction, on any pooled connection, so the transaction holds its own no
      // longer than before. Two requests from one number at the same instant may both read "not a
      // repeat"; their repeat links, read later on the dashboard, still name each other.
      const repeat = await isRepeatRequest(
        app.db.manager,
        nationalNumber(submission.phone),
        createdAt,
      )
      const row = newRow(submission, createdAt, repeat)
      row.alertChannels = app.leadAlerts.channels(submission.email).join(',')
      let id: number
      try {
        id = await app.db.transaction(async (manager) => {
          // The outbox trigger writes the alerts of alertChannels in this INSERT, so the request,
          // its search terms and its alerts are committed together or not at all. Without reading
          // the row back: every value is known (one round trip less per request).
          const result = await manager
            .createQueryBuilder()
            .insert()
            .into(ContactSubmissionEntity)
            .values(row)
            .updateEntity(false)
            .execute()
          const newId = insertedId(result.raw)
          await writeSearchTerms(
            manager,
            newId,
            searchTerms({ ...submission, phoneNational: nationalNumber(submission.phone) }),
          )
          return newId
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
    },
  )
}
