import type { LandUnitSizes } from '@nirman/calc-engine/land-units'
import {
  honeypotField,
  phoneDigits,
  type QuoteReceipt,
  type QuoteSubmission,
  unknownQuoteSource,
} from '@nirman/contract'
import { readLandSize } from '@nirman/contract/quote-fields'
import type { FastifyBaseLogger } from 'fastify'
import type { DataSource } from 'typeorm'
import type { LeadAlerts } from '../alerts/alert-settings'
import { ContactSubmissionEntity, type NewRequestRow, newLeadColumns } from '../db/entities'
import type { ContactBody, QuoteOutcome } from './contact-body'
import type { AssignmentRules } from './lead-assignment'
import { quoteWriterOf } from './quote-writer'
import { nationalNumber } from './repeat-rule'
import { searchTerms } from './search-terms'

/** What the intake tells the lead alerts: the channels a request's alerts go to, and its commit. */
type QuoteAlerts = Pick<LeadAlerts, 'channels' | 'committed'>

/**
 * The square feet of a land size as typed, read with the company's sizes of the units; null when
 * none was given. The schema has read it already, with Patna's sizes: one that only the company's
 * cannot read (an area over the engine's largest) is kept as typed without its square feet, never
 * refused, as the visitor was told it would be sent.
 */
function landSizeSquareFeet(landSize: string, sizes: LandUnitSizes): number | null {
  const reading = readLandSize(landSize, sizes)
  return 'squareFeet' in reading ? reading.squareFeet : null
}

/**
 * The row of a new request: its fields, its land size's square feet, its source in columns, the
 * phone's digits for repeats and searches, and a new lead's columns (stage New, version 1).
 * Whether it is a repeat is read in its transaction (leads/quote-writer.ts). Written out field by
 * field: the object spreads it was made of before cost about 0.1 ms a request (V8 copies each
 * property through a slow path), a tenth of the write path.
 */
function newRow(
  quote: QuoteSubmission,
  createdAt: Date,
  landUnitSizes: LandUnitSizes,
): NewRequestRow {
  const source = quote.source ?? unknownQuoteSource()
  const national = nationalNumber(quote.phone)
  return {
    name: quote.name,
    phone: quote.phone,
    email: quote.email,
    city: quote.city,
    landSize: quote.landSize,
    landSizeSqFt: landSizeSquareFeet(quote.landSize, landUnitSizes),
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

async function receiptOfKey(db: DataSource, key: string): Promise<QuoteReceipt | null> {
  const row = await db.getRepository(ContactSubmissionEntity).findOne({
    where: { idempotencyKey: key },
    select: { id: true, createdAt: true },
  })
  return row ? { id: Number(row.id), createdAt: row.createdAt.toISOString() } : null
}

/**
 * Stores a quote request and, in the same statement, the alerts it promises (the outbox, written by
 * the database's trigger): once this resolves 'stored', both are committed. A repeat of an
 * idempotency key answers the first receipt and stores nothing; a submission with the honeypot
 * filled in is dropped. `submission`: the body as parsed, honeypot included (newRow and
 * searchTerms read only the quote's fields). `landUnitSizes`: the company's sizes of the land
 * units in use (settings/company-land-units.ts, held in memory), for the land size's square feet.
 * `assignmentRules`: the owner's sales-desk rules in use (held in memory), by which the request is
 * given its assignee in the transaction storing it.
 */
export async function storeQuote(
  db: DataSource,
  alerts: QuoteAlerts,
  submission: ContactBody,
  log: FastifyBaseLogger,
  landUnitSizes: LandUnitSizes,
  assignmentRules: AssignmentRules,
): Promise<QuoteOutcome> {
  if (submission[honeypotField]) {
    log.info('Quote request dropped: honeypot field filled in')
    return { kind: 'dropped' }
  }
  const key = submission.idempotencyKey
  const earlier = key ? await receiptOfKey(db, key) : null
  if (earlier) return { kind: 'stored', receipt: earlier, replayed: true }

  const createdAt = new Date()
  const row = newRow(submission, createdAt, landUnitSizes)
  row.alertChannels = alerts.channels(submission.email).join(',')
  let id: number
  try {
    // The request, its repeat flag, its search terms and (by the outbox trigger, in the same
    // INSERT) its alerts, committed together or not at all; on SQLite in a batch with the
    // requests that arrived meanwhile, answered once that batch has committed.
    id = await quoteWriterOf(db).write({
      row,
      terms: searchTerms({
        name: row.name,
        email: row.email,
        city: row.city,
        phoneNational: row.phoneNational,
        message: row.message,
      }),
      assignment: {
        rules: assignmentRules,
        // The request is stored all the same, unassigned: the dashboard shows it so.
        onFault: (error) =>
          log.warn(
            { err: error },
            'A new quote request could not be assigned by the rules: it is stored unassigned',
          ),
      },
    })
  } catch (error) {
    // The same key committed by a concurrent request (a double tap) hits the unique index.
    const concurrent = key ? await receiptOfKey(db, key) : null
    if (!concurrent) throw error
    return { kind: 'stored', receipt: concurrent, replayed: true }
  }
  alerts.committed()
  return { kind: 'stored', receipt: { id, createdAt: createdAt.toISOString() }, replayed: false }
}
