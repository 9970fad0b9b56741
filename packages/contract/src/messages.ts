/**
 * Every validation message of the quote forms and the admin login, word for word as the website
 * specification (section 5) gives them, plus the API's own limits. Forms, the API and the tests
 * all read them from here.
 */
export const quoteMessages = {
  name: 'Name must be at least 3 characters',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email',
  city: 'Please enter your city',
  landSize: 'Please enter land size in sq ft',
  landFacing: 'Please select land facing direction',
  projectType: 'Please select a project type',
} as const

/** "Please enter North side dimension in feet", and likewise South, East, West. */
export function sideFeetMessage(side: LandSide): string {
  return `Please enter ${side} side dimension in feet`
}

/** The inches of a side are limited to 0-11 by the form's input; the API checks it too. */
export function sideInchesMessage(side: LandSide): string {
  return `${side} side inches must be a whole number from 0 to 11`
}

/** A text longer than the API stores, e.g. "Name must be at most 100 characters". */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`
}

/**
 * A one-line field with a line break or another control character in it (pasted text, or a forged
 * "Bcc:" line): "Name must be one line of plain text".
 */
export function singleLineMessage(label: string): string {
  return `${label} must be one line of plain text`
}

export const loginMessages = {
  missingTitle: 'Invalid input',
  missing: 'Please enter both username and password.',
  /** The API's answer to a wrong username or password, the same for both. */
  invalidCredentials: 'Invalid username or password',
} as const

/**
 * The API's refusals and faults that a visitor's form may show: the rate limit (`after` is its
 * wait, "1 minute"), a full disk, a database out of reach, anything else. The website has them in
 * Hindi (apps/web/app/i18n/messages).
 */
export const apiMessages = {
  tooManyRequests: (after: string) => `Too many requests. Please try again in ${after}.`,
  storageFull: 'The service cannot save anything right now. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internalError: 'Internal Server Error',
} as const

/** The title of the destructive notice that shows the first failing message of a form. */
export const validationErrorTitle = 'Validation Error'
/** Its text when no message is available. */
export const validationErrorFallback = 'Please check your form inputs'

export const landSides = ['North', 'South', 'East', 'West'] as const
export type LandSide = (typeof landSides)[number]
