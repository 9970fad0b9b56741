import { z } from 'zod'
import { controlCharacters } from './quote-fields'

/** The forms that send quote requests: the hero quick form and the three full forms. */
export const quoteForms = ['hero', 'home', 'contact', 'popup'] as const
export type QuoteForm = (typeof quoteForms)[number]

/** Longest values of a lead's source the API stores; longer values are cut, never refused. */
export const quoteSourceLimits = { address: 500, tag: 200, calculator: 100 } as const

const everyControlCharacter = new RegExp(controlCharacters.source, 'g')

/**
 * A text cut to `max` characters: a long advert address must not cost a lead. Control characters
 * (a `%0A` in an advert's utm_term arrives as a line break) become spaces rather than refusing the
 * request: the visitor never typed them and could not remove them.
 */
const clipped = (max: number) =>
  z
    .string()
    .overwrite((value) => value.replace(everyControlCharacter, ' '))
    .trim()
    .transform((value) => Array.from(value).slice(0, max).join(''))
    .default('')

/**
 * Where a lead came from, as the browser saw it: the form, the page it was sent from, the first
 * landing page of the visit, its referrer and the advert tags of the landing address, and the
 * calculator whose estimate was attached. Every field but `form` may be empty.
 */
export const quoteSourceSchema = z.object({
  form: z.enum(quoteForms, { error: 'source.form must be one of hero, home, contact, popup' }),
  page: clipped(quoteSourceLimits.address),
  landingPage: clipped(quoteSourceLimits.address),
  referrer: clipped(quoteSourceLimits.address),
  utmSource: clipped(quoteSourceLimits.tag),
  utmMedium: clipped(quoteSourceLimits.tag),
  utmCampaign: clipped(quoteSourceLimits.tag),
  utmTerm: clipped(quoteSourceLimits.tag),
  utmContent: clipped(quoteSourceLimits.tag),
  gclid: clipped(quoteSourceLimits.tag),
  fbclid: clipped(quoteSourceLimits.tag),
  calculator: clipped(quoteSourceLimits.calculator),
})
export type QuoteSourceInput = z.input<typeof quoteSourceSchema>
export type QuoteSource = z.output<typeof quoteSourceSchema>

/** The languages of the website a visitor can send a request in. */
export const quoteLanguages = ['en', 'hi'] as const
export type QuoteLanguage = (typeof quoteLanguages)[number]
/** How staff see a request's language (dashboard, CSV, alerts). */
export const quoteLanguageLabels: Record<QuoteLanguage, string> = { en: 'English', hi: 'Hindi' }
/** The website's language the request was sent in; English for a client that says none. */
export const quoteLanguageSchema = z
  .enum(quoteLanguages, { error: 'language must be en or hi' })
  .default('en')

/** The source columns after the 19 of the specification, in the order of the CSV export. */
export const quoteSourceFields = [
  'form',
  'page',
  'landingPage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'gclid',
  'fbclid',
  'calculator',
] as const satisfies readonly (keyof QuoteSource)[]

/** A source with nothing known but the form (a request from an API client sends none). */
export const unknownQuoteSource = (
  form: QuoteForm | '' = '',
): Omit<QuoteSource, 'form'> & { form: QuoteForm | '' } => ({
  form,
  page: '',
  landingPage: '',
  referrer: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  utmTerm: '',
  utmContent: '',
  gclid: '',
  fbclid: '',
  calculator: '',
})

/**
 * The idempotency key of a submission: made by the browser when the form is filled, the same for
 * every retry of that submission. 16 to 100 letters, digits, `-` or `_` (a UUID fits).
 */
export const idempotencyKeySchema = z
  .string({ error: 'idempotencyKey must be text' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, {
    error: 'idempotencyKey must be 16 to 100 letters, digits, - or _',
  })
