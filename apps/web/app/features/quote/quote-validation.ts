import { zodResolver } from '@hookform/resolvers/zod'
import { fullQuoteFormSchema, heroQuoteFormSchema, honeypotField } from '@nirman/contract'
import type { FieldValues, Resolver } from 'react-hook-form'
import { z } from 'zod'
import type { Lang } from '../../i18n/lang'
import { checkMessageIn } from '../../i18n/quote-messages-on-demand'

/*
 * The zod side of the quote forms. Loaded only through lazy-resolvers.ts, the first time a visitor
 * submits (or starts filling in) a form, so zod stays out of the JavaScript every page loads first.
 */

// The honeypot rides along as any text: the form sends it only when a bot filled it in.
const withHoneypot = { [honeypotField]: z.string() }

export const fullQuoteSchema = fullQuoteFormSchema.extend(withHoneypot)
export const heroQuoteSchema = heroQuoteFormSchema.extend(withHoneypot)

export type FullQuoteValues = z.input<typeof fullQuoteSchema>
export type FullQuoteSubmission = z.output<typeof fullQuoteSchema>
export type HeroQuoteValues = z.input<typeof heroQuoteSchema>
export type HeroQuoteSubmission = z.output<typeof heroQuoteSchema>

/** Every `message` of react-hook-form's errors (nested for the land sides) in `lang`. */
async function translateErrors(errors: unknown, lang: Lang): Promise<unknown> {
  if (typeof errors !== 'object' || errors === null) return errors
  const entries = await Promise.all(
    Object.entries(errors).map(async ([key, value]) => [
      key,
      key === 'message' && typeof value === 'string'
        ? await checkMessageIn(lang, value)
        : key === 'ref'
          ? value
          : await translateErrors(value, lang),
    ]),
  )
  return Object.fromEntries(entries)
}

/**
 * The contract's messages (English, the spec's words) in the language of the page, which the form
 * gives as its context (`useForm({ context: lang })`; English without one).
 */
function inFormLanguage<Values extends FieldValues, Output>(
  resolver: Resolver<Values, Lang, Output>,
): Resolver<Values, Lang, Output> {
  return async (values, lang = 'en', options) => {
    const result = await resolver(values, lang, options)
    if (lang === 'en') return result
    return { ...result, errors: await translateErrors(result.errors, lang) } as typeof result
  }
}

export const fullQuoteResolver = inFormLanguage(zodResolver(fullQuoteSchema))
export const heroQuoteResolver = inFormLanguage(zodResolver(heroQuoteSchema))
