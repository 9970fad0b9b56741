import type { Resolver } from 'react-hook-form'
import type { Lang } from '../../i18n/lang'
import { preloadQuoteMessages } from '../../i18n/quote-messages-on-demand'
import type {
  FullQuoteSubmission,
  FullQuoteValues,
  HeroQuoteSubmission,
  HeroQuoteValues,
} from './quote-validation'

/** Starts loading the schemas (zod included); resolves to the same module every time. */
export const loadQuoteValidation = () => import('./quote-validation')

/**
 * Fetches the schemas ahead of the first submit (the visitor started filling in a form), and on a
 * Hindi page (`lang`, the page's) the Hindi of the messages that say the API's answers. A failure
 * here is not an error yet: the submit fetches them again and reports it.
 */
export function preloadQuoteValidation(lang: Lang): void {
  loadQuoteValidation().catch(() => undefined)
  preloadQuoteMessages(lang)
}

/**
 * The full form's resolver: fetches the schema on first use, then validates with it. Its context
 * is the page's language, the language of its messages.
 */
export const fullQuoteResolver: Resolver<FullQuoteValues, Lang, FullQuoteSubmission> = async (
  values,
  context,
  options,
) => (await loadQuoteValidation()).fullQuoteResolver(values, context, options)

/** The hero quick form's resolver, loaded the same way. */
export const heroQuoteResolver: Resolver<HeroQuoteValues, Lang, HeroQuoteSubmission> = async (
  values,
  context,
  options,
) => (await loadQuoteValidation()).heroQuoteResolver(values, context, options)
