import { landGradingInputSchema } from '@nirman/calc-engine'
import { useRef } from 'react'
import { NumberField } from '../fields'
import { LandAreaField } from '../land-area-field'
import type { CalculatorState, CalculatorValues } from '../use-calculator-values'
import type { LandGradingText } from './land-grading-text'
import { type PlotBy, plotByOf, plotGivenBy } from './plot-size'

/**
 * The plot by its length and width (the specification's fields, as they were) or, chosen with the
 * radio pair above them, by its area in any land unit.
 */
export function PlotSizeFields({ state, text }: { state: CalculatorState; text: LandGradingText }) {
  const { fields, feet } = text
  const { limits } = landGradingInputSchema
  const plotBy = plotByOf(state.draft)
  // What was typed the other way, kept for a visitor who comes back to it.
  const setAside = useRef<CalculatorValues>({})
  const choose = (by: PlotBy) => {
    if (by === plotBy) return
    const next = plotGivenBy(state.draft, by, setAside.current)
    setAside.current = next.setAside
    state.setDraft(() => next.draft)
  }
  const ways: readonly [PlotBy, string][] = [
    ['sides', fields.bySides],
    ['area', fields.byArea],
  ]
  return (
    <>
      <fieldset className="flex min-w-0 flex-col gap-2 sm:col-span-2">
        <legend className="mb-1 font-medium text-sm">{fields.plotBy}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {ways.map(([way, label]) => (
            <label key={way} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="plotBy"
                value={way}
                className="size-5 shrink-0 accent-primary"
                checked={plotBy === way}
                onChange={() => choose(way)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {plotBy === 'sides' ? (
        <>
          <NumberField
            state={state}
            name="length"
            label={fields.length}
            unit={feet}
            limits={limits.length}
            required
          />
          <NumberField
            state={state}
            name="width"
            label={fields.width}
            unit={feet}
            limits={limits.width}
            required
          />
        </>
      ) : (
        <LandAreaField
          state={state}
          name="area"
          label={fields.area}
          bounds={limits.area}
          required
          wide
          description={fields.areaHint}
        />
      )}
    </>
  )
}
