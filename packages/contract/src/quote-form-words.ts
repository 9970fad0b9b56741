// The English words the quote forms say on the website and on the pages the API answers to a form
// posted without JavaScript (quote-form-texts.ts): one home for both. Zod-free and importing no
// code at all, so the website's home page can load it eagerly: `@nirman/contract/quote-form-words`.
// The Hindi is quote-form-words-hi.ts, its own module, so an English page never loads it. Words
// only one of them says (placeholders and hints of the website, the API's reasons for a refusal)
// stay with that one.
import type { LandSide } from './messages'

/** The quote forms that post as plain HTML too, where the website and the API say the same. */
export type WordedQuoteForm = 'hero' | 'home' | 'contact'

/** The fields of the quote forms with a label, in the order of the forms. */
export type LabelledQuoteField =
  | 'name'
  | 'phone'
  | 'email'
  | 'city'
  | 'landSize'
  | 'landFacing'
  | 'projectType'
  | 'message'

/** A toast or a notice: a headline and one sentence. */
export interface QuoteFormSentence {
  readonly title: string
  readonly description: string
}

/** A failure whose sentence is the server's own message when it sent one, else `fallback`. */
export interface QuoteFormFailure {
  readonly title: string
  readonly fallback: string
}

/** The words of the quote forms in one language. */
export interface QuoteFormWords {
  /** The hero form's title, the heading of the API's form pages. */
  readonly heading: string
  readonly labels: Readonly<Record<LabelledQuoteField, string>>
  /** The empty first choice of the two selects (the website's placeholder of each). */
  readonly choose: Readonly<Record<'landFacing' | 'projectType', string>>
  readonly landDimensions: {
    readonly legend: string
    readonly side: (side: LandSide) => string
    readonly feet: string
    readonly inches: string
  }
  readonly submitLabels: Readonly<Record<WordedQuoteForm, string>>
  /** The success message of each form. */
  readonly sent: Readonly<Record<WordedQuoteForm, QuoteFormSentence>>
  /** The Validation Error notice. */
  readonly refused: QuoteFormFailure
  /** The notice of a request that could not be sent. */
  readonly failed: QuoteFormFailure
}

/**
 * The English words of the quote forms. The toasts and notices are the website specification's
 * (sections 2, 4 and 8), word for word. Literal types (`as const`): the website's content types
 * read them as they are.
 */
export const quoteFormWords = {
  heading: 'Get a Free Quote',
  labels: {
    name: 'Full Name',
    phone: 'Phone Number',
    email: 'Email Address',
    city: 'City',
    landSize: 'Land Size (sq ft)',
    landFacing: 'Land Facing',
    projectType: 'Project Type',
    message: 'Message',
  },
  choose: { landFacing: 'Select direction', projectType: 'Select project type' },
  landDimensions: {
    legend: 'Land Dimensions',
    side: (side: LandSide) => `${side} Side`,
    feet: 'Feet',
    inches: 'Inches',
  },
  submitLabels: { hero: 'Request My Free Quote', home: 'Send Message', contact: 'Submit Request' },
  sent: {
    hero: {
      title: 'Success!',
      description: "Your quote request has been submitted. We'll contact you shortly.",
    },
    home: {
      title: 'Success!',
      description: "Your message has been sent. We'll contact you shortly.",
    },
    contact: {
      title: 'Message Sent Successfully!',
      description: "Thank you for contacting the company. We'll respond shortly.",
    },
  },
  refused: { title: 'Validation Error', fallback: 'Please check your form inputs' },
  failed: { title: 'Error submitting form', fallback: 'Please try again later.' },
} as const satisfies QuoteFormWords
