import { honeypotField, type QuoteReceipt, quoteSubmissionSchema } from '@nirman/contract'
import { z } from 'zod'

/** What both quote routes validate (JSON and plain forms): a quote submission and the honeypot. */
export const contactBodySchema = quoteSubmissionSchema.and(
  z.object({
    // The hidden field of the forms: people leave it empty, bots fill it in.
    [honeypotField]: z.string().max(500).optional(),
  }),
)

export type ContactBody = z.infer<typeof contactBodySchema>

/** What became of a submission: dropped by the honeypot, or stored (or stored before: a replay). */
export type QuoteOutcome =
  | { kind: 'dropped' }
  | { kind: 'stored'; receipt: QuoteReceipt; replayed: boolean }
