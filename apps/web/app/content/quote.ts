// Every word of the quote forms and the quote popup. The toast and notice texts are the website
// specification's (sections 2, 4 and 8), word for word; labels, placeholders and button texts are ours.
// The words the API's no-script form pages say too (labels, the selects' first choice, the land
// dimensions, submit labels, sent, refused and failed) are @nirman/contract's quote-form-words.ts,
// their one home; the rest are the website's own. Kept free of runtime imports from the contract's
// root: the home page loads this file eagerly, and the contract builds its zod schemas as soon as
// it is imported. Only its zod-free `@nirman/contract/quote-form-words` is imported here.

import { quoteFormWords as words } from '@nirman/contract/quote-form-words'
import { defaultCompany as company } from './company'

/** Where a full quote form sits; it decides the project types, the labels and how results show. */
export type FullQuoteFormVariant = 'popup' | 'home' | 'contact'

export interface FieldCopy {
  label: string
  placeholder?: string
}

/** A toast, or a notice: a headline and one sentence. */
export interface ResultMessage {
  title: string
  description: string
}

/** A failure whose sentence is the server's own message when it sent one, else `fallback`. */
export interface FailureMessage {
  title: string
  fallback: string
}

export const quoteFieldCopy = {
  name: { label: words.labels.name, placeholder: 'Your full name' },
  phone: { label: words.labels.phone, placeholder: '10-digit mobile number' },
  email: { label: words.labels.email, placeholder: 'you@example.com' },
  city: { label: words.labels.city, placeholder: 'e.g. Patna' },
  landSize: { label: words.labels.landSize, placeholder: 'e.g. 1200' },
  landFacing: { label: words.labels.landFacing, placeholder: words.choose.landFacing },
  projectType: { label: words.labels.projectType, placeholder: words.choose.projectType },
  message: {
    label: words.labels.message,
    placeholder: 'Tell us about your project: number of floors, budget, when you want to start...',
  },
} as const satisfies Record<string, FieldCopy>

/** Under the message: "120 of 2,000 characters" (the figures come formatted). */
export const messageCounterCopy = {
  count: (typed: string, most: string) => `${typed} of ${most} characters`,
}

/**
 * Under the land size: what it may be, then what was read from what the visitor typed (never a
 * number changed silently: "30x40" is sent as 1,200 sq ft, and the form says so).
 */
export const landSizeCopy = {
  hint: 'In sq ft, with its unit (e.g. 2 katha), or length x width in feet (e.g. 30x40).',
  readAsArea: (squareFeet: string) => `We will send this as ${squareFeet} sq ft.`,
  readAsPlot: (lengthFeet: string, widthFeet: string, squareFeet: string) =>
    `${lengthFeet} ft x ${widthFeet} ft = ${squareFeet} sq ft.`,
  /** The land units' line in the page's language ("2 katha = 2,722.5 sq ft"). */
  readAsUnits: (line: string) => `${line}.`,
} as const

export const landDimensionsCopy = {
  legend: words.landDimensions.legend,
  description: 'The length of each side of your plot.',
  side: words.landDimensions.side,
  feet: words.landDimensions.feet,
  feetPlaceholder: 'ft',
  inches: words.landDimensions.inches,
} as const

/** The hidden field only bots fill in (see `honeypotField` in @nirman/contract). */
export const honeypotLabel = 'Leave this field empty'

/** The destructive notice above the submit button of the home, contact and hero forms. */
export const validationNoticeCopy = words.refused

export const fullQuoteFormCopy: Record<
  FullQuoteFormVariant,
  { submitLabel: string; pendingLabel: string }
> = {
  popup: { submitLabel: 'Send Message', pendingLabel: 'Sending...' },
  home: { submitLabel: words.submitLabels.home, pendingLabel: 'Submitting...' },
  contact: { submitLabel: words.submitLabels.contact, pendingLabel: 'Submitting...' },
}

/** The popup form reports by toast. */
export const popupResultCopy = {
  success: { title: 'Message Sent!', description: 'We will get back to you soon.' },
  failure: { title: 'Error', description: 'Failed to send your message. Please try again.' },
} as const satisfies { success: ResultMessage; failure: ResultMessage }

const submitFailure: FailureMessage = words.failed

/** The home page's full form reports by toast. */
export const homeResultCopy = {
  success: words.sent.home,
  failure: submitFailure,
} as const satisfies { success: ResultMessage; failure: FailureMessage }

/** The contact page's form reports in a notice above its button. */
export const contactResultCopy = {
  success: words.sent.contact,
  failure: submitFailure,
} as const satisfies { success: ResultMessage; failure: FailureMessage }

export const heroQuoteFormCopy = {
  title: words.heading,
  intro: `Tell us about your project and we will call you back within ${company.responseTime}.`,
  submitLabel: words.submitLabels.hero,
  pendingLabel: 'Submitting...',
  success: words.sent.hero,
  failure: submitFailure,
} as const

/**
 * After a quote request is sent (issue 28): the way on to booking a free site visit, with the
 * request's receipt and the name and phone just typed (a button in the toast, a link under the
 * contact page's notice).
 */
export const visitOfferCopy = {
  book: 'Book a free site visit',
  /** What a screen reader user is told to do instead of pressing the toast's button. */
  altText: 'Book a free site visit on the Site visit page',
} as const

export const quotePopupCopy = {
  title: 'Get a Quick Quote',
  description: "Fill out this quick form and we'll contact you shortly!",
  closeLabel: 'Close',
} as const

/**
 * What the forms' choices read as (the values sent stay the contract's English ones): every project
 * type any form offers and the plot's facings. In English a label is the value itself; the forms
 * read the labels with `usePageText(optionLabels, ...)`, which lays the Hindi mirror over it.
 */
export const optionLabels = {
  'Residential Construction': 'Residential Construction',
  'Commercial Construction': 'Commercial Construction',
  'Architectural Design': 'Architectural Design',
  'Interior Design': 'Interior Design',
  'Building Consultancy': 'Building Consultancy',
  'Project Management': 'Project Management',
  Consultancy: 'Consultancy',
  Other: 'Other',
  North: 'North',
  South: 'South',
  East: 'East',
  West: 'West',
  'North-East': 'North-East',
  'North-West': 'North-West',
  'South-East': 'South-East',
  'South-West': 'South-West',
} as const
