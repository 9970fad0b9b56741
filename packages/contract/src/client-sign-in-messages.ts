/**
 * How a client signs in to the project tracker, and what the API answers them (in English; a page
 * in another language finds a message's key here and words it itself: client-sign-in-messages-hi.ts
 * for Hindi). Zod-free, so a page imports it without the schemas of client-tracker.ts:
 * `@nirman/contract/client-sign-in-messages`.
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

/** The name of a sign-in message: `wrongCode`, `invitationUsed`... */
export type ClientSignInMessageKey = keyof typeof clientSignInMessages

const keysByMessage = new Map<string, ClientSignInMessageKey>(
  Object.entries(clientSignInMessages).map(([key, message]) => [
    message,
    key as ClientSignInMessageKey,
  ]),
)

/**
 * The key of a sign-in message by its exact English (as the API sends it), or undefined for a
 * text that is not one of them.
 *
 * @example clientSignInMessageKeyOf('This invitation link was already used: sign in with your e-mail and a code.') // 'invitationUsed'
 */
export function clientSignInMessageKeyOf(message: string): ClientSignInMessageKey | undefined {
  return keysByMessage.get(message)
}
