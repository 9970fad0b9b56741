import { z } from 'zod'
import type {
  ClientDocument,
  ClientMessage,
  ClientPayment,
  ClientProjectFigures,
  ClientStage,
  ClientUpdate,
} from './client-projects'
import { clientSignInMessages } from './client-sign-in-messages'
import type { QuoteLanguage } from './quote-source'
import { quoteLanguages } from './quote-source'

/**
 * The project tracker as a client uses it (`/api/client/...`): signing in without a password (an
 * invitation link once, then a six-digit code sent to their e-mail), and their projects as they
 * see them (published updates only, documents published to them).
 */

// The limits, messages and addresses are zod-free modules of their own, so that a page can import
// them without the schemas below (and zod): `@nirman/contract/client-sign-in-messages` and
// `@nirman/contract/client-tracker-paths`. They stay exported from here too.
export { clientSignInLimits, clientSignInMessages } from './client-sign-in-messages'
export { clientTrackerPaths, projectTrackerPage } from './client-tracker-paths'

/** `POST /api/client/sign-in/code`: a code sent to the address (the answer is the same for any). */
export const codeRequestSchema = z.object({
  email: z
    .string({ error: clientSignInMessages.email })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email({ error: clientSignInMessages.email })
        .max(254, { error: clientSignInMessages.email }),
    ),
  /** The language of the e-mail: the page's. */
  language: z.enum(quoteLanguages).default('en'),
})
export type CodeRequest = z.output<typeof codeRequestSchema>

/** `POST /api/client/sign-in`: the address and the code sent to it. */
export const codeSignInSchema = z.object({
  email: codeRequestSchema.shape.email,
  code: z
    .string({ error: clientSignInMessages.code })
    .trim()
    .regex(/^\d{6}$/, { error: clientSignInMessages.code }),
})
export type CodeSignIn = z.output<typeof codeSignInSchema>

/** `POST /api/client/sign-in/invitation`: the token of an invitation link. */
export const invitationSignInSchema = z.object({
  token: z
    .string({ error: clientSignInMessages.invitationUnknown })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: clientSignInMessages.invitationUnknown }),
})
export type InvitationSignIn = z.output<typeof invitationSignInSchema>

/** `PUT /api/client/me/language`. */
export const clientLanguageSchema = z.object({ language: z.enum(quoteLanguages) })

/** `GET /api/client/me`, and the answer of each sign-in: who is signed in, and their projects. */
export interface ClientMe {
  client: { name: string; email: string; language: QuoteLanguage }
  projects: { id: number; title: string; city: string }[]
}

/**
 * A project as its client sees it (`GET /api/client/projects/:id`): the overview's figures, the
 * schedule, the instalments, the published updates with their photos, the documents published to
 * them, and the questions and answers.
 */
export interface ClientTrackerProject extends ClientProjectFigures {
  id: number
  title: string
  siteAddress: string
  city: string
  contractValuePaise: number
  startDate: string
  /** The staff responsible, by name: who the client deals with. */
  staff: string[]
  stages: ClientStage[]
  payments: ClientPayment[]
  /** Published only, newest visit first; no author ids. */
  updates: Omit<ClientUpdate, 'status' | 'version' | 'author'>[]
  documents: Omit<ClientDocument, 'visibility'>[]
  messages: ClientMessage[]
}

/** The staff's answer to `POST /api/admin/client-projects/:id/clients/:clientId/invitation`. */
export interface ClientInvitation {
  /** The link that signs the client in once: to copy into WhatsApp, or sent by e-mail. */
  link: string
  /** ISO 8601, UTC. */
  expiresAt: string
  /** Whether an e-mail with the link was queued. */
  emailed: boolean
}

/** `POST /api/admin/client-projects/:id/clients/:clientId/invitation`. */
export const invitationRequestSchema = z.object({ email: z.boolean().default(true) })
