// The words of the pages the API answers to a quote form posted without JavaScript (the forms'
// plain HTML post, `POST /api/contact/form`): the form again with its messages, the request sent, or
// why it was not. The words the website's forms say too are theirs, from quote-form-words.ts and
// quote-form-words-hi.ts (the website's content/quote.ts and content/hi/quote.ts take them from
// there); the messages' Hindi is quote-messages-hi.ts, shared with the website as well. Only the
// reasons for a refusal and the link back are the API's own. Zod-free, like quote-fields.ts.
import type { LandSide } from './messages'
import { type LabelledQuoteField, quoteFormWords } from './quote-form-words'
import { hindiOptionLabels, hindiQuoteFormWords } from './quote-form-words-hi'
import { quoteMessageOf } from './quote-messages'
import { quoteMessageInHindi } from './quote-messages-hi'
import type { QuoteForm, QuoteLanguage } from './quote-source'

export type { LabelledQuoteField }

/** The forms that post as plain HTML when the page's code is not there (the popup needs it to open). */
export const plainQuoteForms = ['hero', 'home', 'contact'] as const satisfies readonly QuoteForm[]
export type PlainQuoteForm = (typeof plainQuoteForms)[number]

interface Sentence {
  title: string
  description: string
}

export interface QuoteFormTexts {
  /** The heading of every page (the hero form's title). */
  heading: string
  labels: Record<LabelledQuoteField, string>
  /** The empty first choice of the two selects. */
  choose: Record<'landFacing' | 'projectType', string>
  landDimensions: { legend: string; side: (side: LandSide) => string; feet: string; inches: string }
  /** What a choice reads as, by its value (the values stay the contract's English). */
  optionLabels: Readonly<Record<string, string>>
  submitLabels: Record<PlainQuoteForm, string>
  /** The success message each form shows on the website. */
  sent: Record<PlainQuoteForm, Sentence>
  /** The website's Validation Error notice. */
  refused: { title: string; fallback: string }
  /** The website's notice of a request that could not be sent. */
  failed: { title: string; fallback: string }
  /** Why a request was not taken: too many from the address, another site's form, too long. */
  tooMany: string
  otherSite: string
  tooLong: string
  /** The link back to the page the form was on. */
  back: string
}

const english: QuoteFormTexts = {
  ...quoteFormWords,
  optionLabels: {},
  tooMany: 'Too many requests were sent from your connection. Please try again in a minute.',
  otherSite: 'This form can only be sent from our website. Please open the page and send it there.',
  tooLong: 'What you typed is too long to send. Please shorten your message and try again.',
  back: 'Back to the page',
}

const hindi: QuoteFormTexts = {
  ...hindiQuoteFormWords,
  optionLabels: hindiOptionLabels,
  // Not yet reviewed with the website's app/content/hi/GLOSSARY.md: the three reasons and the link.
  tooMany: 'आपके कनेक्शन से बहुत ज़्यादा अनुरोध आ गए हैं। कृपया एक मिनट बाद फिर से कोशिश करें।',
  otherSite: 'यह फ़ॉर्म केवल हमारी वेबसाइट से भेजा जा सकता है। कृपया पेज खोलकर वहीं से भेजें।',
  tooLong: 'आपका लिखा हुआ भेजने के लिए बहुत लंबा है। कृपया संदेश छोटा करके फिर से भेजें।',
  back: 'पेज पर वापस जाएँ',
}

/** The form pages' words in each language of the website. */
export const quoteFormTexts: Record<QuoteLanguage, QuoteFormTexts> = { en: english, hi: hindi }

/**
 * A message of the contract's quote checks in `language`; a message it does not know (another
 * check's, in English) is undefined on a Hindi page, for the page to say something of its own.
 *
 * @example quoteMessageIn('hi', 'Please enter your city') // 'कृपया अपना शहर लिखें'
 */
export function quoteMessageIn(language: QuoteLanguage, message: string): string | undefined {
  if (language === 'en') return message
  const known = quoteMessageOf(message)
  return known && quoteMessageInHindi(known)
}
