import type { HeroQuoteFormExtras } from '../quote/hero-quote-form'
import { HeroQuoteFormView } from '../quote/hero-quote-form-view'
import { onDemandForm } from '../quote/on-demand-form'

/** The hero quick form: shown at once, its code fetched when the visitor touches it. */
export const HeroQuoteFormOnDemand = onDemandForm<object, HeroQuoteFormExtras>(
  () => import('../quote/hero-quote-form').then((module) => module.HeroQuoteFormLogic),
  HeroQuoteFormView,
)
