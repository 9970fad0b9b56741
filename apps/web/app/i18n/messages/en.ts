import { landSizeUnreadableMessage } from '@nirman/contract/quote-fields'

// The source catalog: texts that do not live in a content module, in English, word for word as the
// specification, @nirman/contract and the API have them (ICU MessageFormat, read by Lingui). Today:
// the refusals and faults the API may answer a quote request with (apps/api/src/plugins/security.ts
// and errors.ts; {after} is the rate limit's wait, "1 minute"), and the quote forms' validation messages, which the contract's checks produce in English (written out here,
// so that zod's module stays out of this one; messages.test.ts compares them with the contract's); the placeholders
// ({side}, {field}, {max}) are filled from the English message the check gave (see translate.ts).
// Every id needs its Hindi in hi.ts (a missing one does not compile).
export const englishMessages = {
  'api.tooManyRequests': 'Too many requests. Please try again in {after}.',
  'api.storageFull': 'The service cannot save anything right now. Please try again later.',
  'api.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
  'api.internalError': 'Internal Server Error',
  'quote.name': 'Name must be at least 3 characters',
  'quote.phone': 'Please enter a valid phone number',
  'quote.email': 'Please enter a valid email',
  'quote.city': 'Please enter your city',
  'quote.landSize': 'Please enter land size in sq ft',
  'quote.landFacing': 'Please select land facing direction',
  'quote.projectType': 'Please select a project type',
  'quote.landSizeUnreadable': landSizeUnreadableMessage,
  'quote.sideFeet': 'Please enter {side} side dimension in feet',
  'quote.sideInches': '{side} side inches must be a whole number from 0 to 11',
  'quote.tooLong': '{field} must be at most {max} characters',
  'quote.singleLine': '{field} must be one line of plain text',
  'side.North': 'North',
  'side.South': 'South',
  'side.East': 'East',
  'side.West': 'West',
  'field.Name': 'Name',
  'field.Phone number': 'Phone number',
  'field.Email': 'Email',
  'field.City': 'City',
  'field.Land size': 'Land size',
  'field.Message': 'Message',
  'field.Feet': 'Feet',
} as const

export type MessageId = keyof typeof englishMessages
