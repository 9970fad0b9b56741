import { CalcInputError } from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { useRateCard } from '../../settings/rate-card'

// The owner's rate card reaches the calculators as the engine's own rate overrides: each
// calculator hands its part of the card to its `calculate*` function (`{ rates }`), which checks
// it as it checks an input. The website copies no rate: what a calculator shows of a rate (an
// option's price per sq ft) is the card's figure or the engine's default.

/** A calculator's part of the page's rate card, and the day the card is as of. */
export interface CardRates<Rates> {
  /** The calculator's key in the card ('costEstimate'), named in a warning. */
  readonly calculator: keyof RateCard
  /** Its overrides of the engine's rates; none when the card leaves them all at the defaults. */
  readonly rates: Rates | undefined
  /**
   * The day its figures are as of, said under a result ("Rates as of 1 Dec 2026"); none without
   * a card, and for a calculator whose figures use no money rate (the loan, land grading).
   */
  readonly asOf: string | undefined
}

/**
 * The page's rate card for the calculator `calculator` (see `useRateCard`: none during the
 * prerender and the hydration of a prerendered page).
 * @param options.moneyRates - false for a calculator whose rates are no prices (its result then
 *   names no card)
 * @example const card = useCardRates('costEstimate'); useCalculation(state.submitted, compute, card)
 */
export function useCardRates<Key extends keyof RateCard>(
  calculator: Key,
  { moneyRates = true }: { moneyRates?: boolean } = {},
): CardRates<NonNullable<RateCard[Key]>> {
  const { rateCard, asOf } = useRateCard()
  return { calculator, rates: rateCard[calculator], asOf: moneyRates ? asOf : undefined }
}

/** True when `error` is the engine refusing rate overrides (an issue on `rates.*`). */
export function refusesRates(error: unknown): error is CalcInputError {
  return (
    error instanceof CalcInputError &&
    error.issues.some(({ path }) => path === 'rates' || path.startsWith('rates.'))
  )
}

// The card parts the engine refused: their calculator computes with its defaults, and shows them.
// A part is the page's own value, read once with the page: a refusal is warned about once. (Not a
// WeakSet: a part that is no object at all, `"costEstimate": 5`, is refused too.)
const refusedParts = new Set<unknown>()

/**
 * Sets the card part `rates` aside for good after the engine refused it (`error`), with one
 * warning for the developers: the visitor sees the calculator working on its defaults.
 */
export function setAsideRefusedRates(
  calculator: keyof RateCard,
  rates: unknown,
  error: CalcInputError,
): void {
  if (refusedParts.has(rates)) return
  refusedParts.add(rates)
  console.warn(
    `The rate card's ${calculator} rates were refused by the calculator; it uses its default rates. ${error.message}`,
  )
}

/** The card part `rates` unless the engine refused it. */
export function ratesTaken<Rates extends object>(rates: Rates | undefined): Rates | undefined {
  return rates && !refusedParts.has(rates) ? rates : undefined
}

/**
 * A rate as a calculator shows it beside its choices (an option's price per sq ft): the card's
 * figure, or the engine's `fallback` when the card does not give it, gives something that is not a
 * price, or was refused by the engine.
 * @example rateInUse(card.rates, (rates) => rates.ratePerSqFt?.residential, defaultCostEstimateRates.ratePerSqFt.residential)
 */
export function rateInUse<Rates extends object>(
  rates: Rates | undefined,
  read: (rates: Rates) => unknown,
  fallback: number,
): number {
  const taken = ratesTaken(rates)
  const figure = taken ? read(taken) : undefined
  return typeof figure === 'number' && Number.isFinite(figure) && figure > 0 ? figure : fallback
}
