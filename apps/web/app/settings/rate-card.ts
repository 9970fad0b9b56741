// The owner's rate card as the page carries it (see page-settings.ts), for the calculators. Apart
// from page-settings.ts so that only the calculators' code, fetched when one opens, carries it:
// nothing of it reaches a page's first load.
import type { RateCard } from '@nirman/contract/site-settings'
import { usePageSettings } from './page-settings'

/** The rate card in use on a page. */
export interface PageRateCard {
  /** Each calculator's overrides of the engine's rates; empty: the specification's rates. */
  rateCard: RateCard
  /** The day the card is as of ('2026-12-01'); none before the owner saved a card. */
  asOf: string | undefined
}

/**
 * The owner's rate card in a component, with the rule of `usePageSettings`: none in the prerender
 * and while React hydrates a prerendered page (whose HTML was made without it), the page's right
 * after; a calculator opened later has it at once. Nothing is fetched.
 */
export function useRateCard(): PageRateCard {
  const { rateCard, rateCardAsOf } = usePageSettings()
  return { rateCard, asOf: rateCardAsOf }
}
