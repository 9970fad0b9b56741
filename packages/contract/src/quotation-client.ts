import { z } from 'zod'
import { clientQuotationLimits, clientQuotationMessages } from './quotation-client-words'

// The client's requests about a quotation, checked (zod); their words, paths and answers, without
// zod for the website's page: quotation-client-words.ts.

/** The link's token: 32 random bytes, base64url. */
export const quotationTokenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: clientQuotationMessages.en.notFound }),
})

const revisionSchema = z.number().int().positive()

/**
 * `POST /api/quotations/:token/accept`: the name typed, the code e-mailed, and the revision read
 * (accepting an older one than the latest sent is refused: the client must read what they accept).
 * The messages are the English ones; the page shows its language's by the message.
 */
export const quotationAcceptSchema = z.object({
  revision: revisionSchema,
  name: z
    .string({ error: clientQuotationMessages.en.name })
    .trim()
    .min(2, { error: clientQuotationMessages.en.name })
    .max(clientQuotationLimits.name, { error: clientQuotationMessages.en.nameLong }),
  code: z
    .string({ error: clientQuotationMessages.en.code })
    .trim()
    .regex(/^\d{6}$/, { error: clientQuotationMessages.en.code }),
})
export type QuotationAccept = z.input<typeof quotationAcceptSchema>

/** `POST /api/quotations/:token/decline`: the revision read and why. */
export const quotationDeclineSchema = z.object({
  revision: revisionSchema,
  reason: z
    .string({ error: clientQuotationMessages.en.reason })
    .trim()
    .min(1, { error: clientQuotationMessages.en.reason })
    .max(clientQuotationLimits.reason, { error: clientQuotationMessages.en.reasonLong }),
})
export type QuotationDecline = z.input<typeof quotationDeclineSchema>

/** `POST /api/quotations/:token/code`: a code for the revision read. */
export const quotationCodeRequestSchema = z.object({ revision: revisionSchema })
