import type { CalculatorValues } from '../use-calculator-values'

// The land grading form gives the plot one of two ways: by its sides (the specification's length
// and width, the default) or by its area ("2 katha", read by the land area field). The way is the
// draft's own: a draft with an `area` value (even blank) gives the area, so a link with `area=`
// opens on it and a reset goes back to the sides.

/** How the plot is given: by its length and width, or by its area. */
export type PlotBy = 'sides' | 'area'

/** The fields of each way. */
const fieldsOf: Record<PlotBy, readonly string[]> = {
  sides: ['length', 'width'],
  area: ['area'],
}

/** How the form's `values` give the plot. */
export function plotByOf(values: CalculatorValues): PlotBy {
  return values.area === undefined ? 'sides' : 'area'
}

/**
 * The draft with the plot given `by` the other way: the fields of the way left move out of the
 * draft (so they are not calculated with, nor written into the link) into `setAside`, and those of
 * the way chosen come back from it, blank the first time. Switching back and forth loses nothing.
 *
 * @example
 * plotGivenBy({ length: '60', width: '45', soil: 'clay' }, 'area', {})
 * // { draft: { soil: 'clay', area: '' }, setAside: { length: '60', width: '45' } }
 */
export function plotGivenBy(
  draft: CalculatorValues,
  by: PlotBy,
  setAside: CalculatorValues,
): { draft: CalculatorValues; setAside: CalculatorValues } {
  const leaving = fieldsOf[by === 'area' ? 'sides' : 'area']
  const kept = Object.entries(draft).filter(([key]) => !leaving.includes(key))
  const left = Object.entries(draft).filter(([key]) => leaving.includes(key))
  const aside = { ...setAside, ...Object.fromEntries(left) }
  const back = fieldsOf[by].map((key) => [key, aside[key] ?? ''] as const)
  return { draft: Object.fromEntries([...kept, ...back]), setAside: aside }
}

/**
 * The draft's values from the prerendered form as typed before the calculator's code came: that
 * form gives the plot by its sides, and a tap on its "Area" radio (`plotBy=area`) then chooses
 * the area, blank, as the radio does once the code is here.
 *
 * @example
 * plotFromTyped({ plotBy: 'area', length: '', soil: 'clay' })
 * // { soil: 'clay', area: '' }
 */
export function plotFromTyped(typed: CalculatorValues): CalculatorValues {
  const { plotBy, ...values } = typed
  return plotBy === 'area' ? plotGivenBy(values, 'area', {}).draft : values
}
