import { z } from 'zod'
import { loginMessages } from './messages'
import type { QuoteRequest } from './quote-request'

/**
 * `POST /api/admin/login`. Both fields must be present and non-blank; lengths are capped so a
 * request cannot make the server hash megabytes.
 */
export const adminLoginSchema = z.object(
  {
    username: z
      .string({ error: loginMessages.missing })
      .trim()
      .min(1, { error: loginMessages.missing })
      .max(100, { error: 'Username must be at most 100 characters' }),
    password: z
      .string({ error: loginMessages.missing })
      // A password of spaces counts as missing; a real password is kept exactly as typed.
      .refine((password) => password.trim().length > 0, { error: loginMessages.missing })
      .refine((password) => password.length <= 200, {
        error: 'Password must be at most 200 characters',
      }),
  },
  { error: loginMessages.missing },
)
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

/** `:id` of the admin and project routes: a positive whole number written in plain digits. */
const idMessage = 'id must be a positive whole number'
export const idParamSchema = z.object({
  id: z
    .string({ error: idMessage })
    .regex(/^[1-9]\d{0,9}$/, { error: idMessage })
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, { error: idMessage })),
})
