import { z } from 'zod'
import type {
  ClientDocument,
  ClientMessage,
  ClientPayment,
  ClientProjectFigures,
  ClientStage,
  ClientUpdate,
} from './client-projects'
import type { QuoteLanguage } from './quote-source'
import { quoteLanguages } from './quote-source'

/**
 * The project tracker as a client uses it (`/api/client/...`): signing in without a password (an
 * invitation link once, then a six-digit code sent to their e-mail), and their projects as they
 * see them (published updates only, documents published to them).
 */

export const clientSignInLimits = {
  codeDigits: 6,
  /** Minutes a code can be used. */
  codeMinutes: 10,
  /** Wrong codes typed against one code before it is void. */
  codeTries: 5,
  /** Codes sent to one address in an hour. */
  codesPerHour: 3,
  /** Days an invitation link can be used (once). */
  invitationDays: 7,
} as const

export const clientSignInMessages = {
  email: 'Enter the e-mail address you gave us',
  code: 'Enter the six-digit code from the e-mail',
  codeSent:
    'If this address has a project with us, a six-digit code is on its way to it. It can be used for 10 minutes.',
  wrongCode: 'That code is not right. Check the e-mail and try again.',
  expiredCode: 'This code has expired or was already used: ask for a new one.',
  tooManyTries: 'Too many wrong codes: ask for a new one.',
  tooManyCodes:
    'We have sent three codes to this address in the last hour: use the latest one, or try again later.',
  tooManyRequests:
    'Too many attempts from this connection: please wait a few minutes and try again.',
  invitationUnknown:
    'This invitation link is not valid: check that it was copied whole, or sign in with your e-mail.',
  invitationUsed: 'This invitation link was already used: sign in with your e-mail and a code.',
  invitationExpired:
    'This invitation link has expired: sign in with your e-mail and a code, or ask us for a new link.',
  revoked: 'Your access to the project tracker has ended. Please call us if this is a mistake.',
  signInFirst: 'Please sign in to see your project',
  signedOut: 'You are signed out',
  projectNotFound: 'Project not found',
  fileNotFound: 'File not found',
} as const

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

export const clientTrackerPaths = {
  requestCode: '/api/client/sign-in/code',
  signIn: '/api/client/sign-in',
  invitation: '/api/client/sign-in/invitation',
  signOut: '/api/client/sign-out',
  signOutEverywhere: '/api/client/sign-out-everywhere',
  me: '/api/client/me',
  language: '/api/client/me/language',
  project: (id: number) => `/api/client/projects/${id}`,
  questions: (id: number) => `/api/client/projects/${id}/questions`,
} as const

/** The tracker's page; an invitation link is this page with `?invite=<token>`. */
export const projectTrackerPage = {
  en: '/resources/project-tracker',
  hi: '/hi/resources/project-tracker',
} as const
