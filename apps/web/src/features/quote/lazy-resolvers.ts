import type { Resolver } from 'react-hook-form'
import type {
  FullQuoteSubmission,
  FullQuoteValues,
  HeroQuoteSubmission,
  HeroQuoteValues,
} from './quote-validation'

/** Starts loading the schemas (zod included); resolves to the same module every time. */
export const loadQuoteValidation = () => import('./quote-validation')

/** The full form's resolver: fetches the schema on first use, then validates with it. */
export const fullQuoteResolver: Resolver<FullQuoteValues, unknown, FullQuoteSubmission> = async (
  values,
  context,
  options,
) => (await loadQuoteValidation()).fullQuoteResolver(values, context, options)

/** The hero quick form's resolver, loaded the same way. */
export const heroQuoteResolver: Resolver<HeroQuoteValues, unknown, HeroQuoteSubmission> = async (
  values,
  context,
  options,
) => (await loadQuoteValidation()).heroQuoteResolver(values, context, options)
