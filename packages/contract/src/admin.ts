import { z } from 'zod'
import { loginMessages } from './messages'
import type { QuoteRequest } from './quote-request'

/**
 * `POST /api/admin/login`. Both fields must be present and non-blank; lengths are capped so a
 * request cannot make the server hash megabytes.
 */
export const adminLoginSchema = z.object({
  username: z
    .string({ error: loginMessages.missing })
    .trim()
    .min(1, { error: loginMessages.missing })
    .max(100, { error: 'Username must be at most 100 characters' }),
  password: z
    .string({ error: loginMessages.missing })
    .min(1, { error: loginMessages.missing })
    .max(200, { error: 'Password must be at most 200 characters' }),
})
export type AdminLogin = z.input<typeof adminLoginSchema>

/** The signed-in member of staff: `GET /api/admin/user` and the answer to a login. */
export interface AdminUser {
  id: number
  name: string
  username: string
}

/** One quote request as staff see it: `GET /api/admin/dashboard/contact-forms`. */
export interface ContactSubmission extends QuoteRequest {
  id: number
  /** ISO 8601, UTC. */
  createdAt: string
  isProcessed: boolean
  /** ISO 8601, UTC; null until processed. */
  processedAt: string | null
}

/** The answer to `POST /api/contact`: the row is committed. */
export interface QuoteReceipt {
  id: number
  createdAt: string
}

/** `:id` of the admin and project routes: a positive whole number. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive whole number' })
    .int({ error: 'id must be a positive whole number' })
    .positive({ error: 'id must be a positive whole number' })
    .max(2_147_483_647, { error: 'id must be a positive whole number' }),
})
