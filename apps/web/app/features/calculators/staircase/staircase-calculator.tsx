import {
  calculateStaircase,
  defaultStaircaseRates,
  type EngineMessage,
  formatINR,
  parseStaircaseForm,
  type StaircaseResult,
  staircaseHandrails,
  staircaseInputSchema,
  staircaseMaterials,
  staircaseTypes,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { Badge } from '@nirman/ui'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { useId } from 'react'
import { useCalculatorHindi, useEngineMessages } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { rateInUse, useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList, rupeesFigure } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { type StaircaseText, staircaseText } from './staircase-text'

const defaults = {
  floorHeight: '',
  spaceLength: '',
  spaceWidth: '',
  type: 'straight',
  riserHeight: '7',
  treadDepth: '11',
  stairWidth: '36',
  material: 'wood',
  handrail: 'simple',
}

const compute = (values: Record<string, string>, rates: RateCard['staircase']) =>
  calculateStaircase(parseStaircaseForm(values), { explain: true, rates })

const compliance = (text: StaircaseText, result: StaircaseResult) =>
  result.compliant ? text.compliant : text.notCompliant

function summarise(text: StaircaseText, result: StaircaseResult): string {
  const { summary } = text
  return [
    summary.steps(result.risers, formatNumber(result.actualRiser), result.treads),
    summary.footprint(
      formatNumber(result.stairLength),
      formatNumber(result.stairWidthTotal),
      formatNumber(result.angleDegrees, 1),
    ),
    summary.checks(compliance(text, result)),
    summary.cost(rupeesFigure(result.cost)),
  ].join('\n')
}

function StaircaseResultView({
  text,
  note,
  result,
}: {
  text: StaircaseText
  /** A note of the engine in the page's language, worded from its id and values. */
  note: (message: EngineMessage) => string
  result: StaircaseResult
}) {
  const notesId = useId()
  const { results } = text
  const inches = (value: number) => text.inches(formatNumber(value))
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{text.checks}</span>
        <Badge variant={result.compliant ? 'success' : 'destructive'}>
          {result.compliant ? (
            <CircleCheck aria-hidden="true" />
          ) : (
            <CircleAlert aria-hidden="true" />
          )}
          {compliance(text, result)}
        </Badge>
      </p>
      <div className="flex flex-col gap-1 text-sm">
        <p id={notesId} className="font-semibold">
          {text.notes}
        </p>
        <ul className="flex list-disc flex-col gap-1 pl-5" aria-labelledby={notesId}>
          {result.noteMessages.map((message) => (
            <li key={message.text}>{note(message)}</li>
          ))}
        </ul>
      </div>
      <ResultList
        items={[
          { label: results.cost, value: formatINR(result.cost), emphasis: true },
          {
            label: results.risers,
            value: text.risers(formatNumber(result.risers, 0), formatNumber(result.actualRiser)),
          },
          { label: results.treads, value: `${formatNumber(result.treads, 0)}` },
          { label: results.totalRun, value: inches(result.totalRun) },
          {
            label: results.footprint,
            value: text.footprint(
              formatNumber(result.stairLength),
              formatNumber(result.stairWidthTotal),
            ),
          },
          { label: results.angle, value: `${formatNumber(result.angleDegrees, 1)}°` },
          { label: results.headroom, value: inches(result.headroom) },
          {
            label: results.handrail,
            value: text.handrailFeet(formatNumber(result.handrailFeet, 1)),
          },
          { label: results.balusters, value: formatNumber(result.balusters, 0) },
          { label: results.volume, value: `${formatNumber(result.volumeCubicFeet)} cu ft` },
        ]}
      />
    </>
  )
}

/**
 * Steps, geometry, checks and cost of a staircase, lengths in inches (calculators.md, Staircase;
 * calculator-formulas.md section 10).
 */
export default function StaircaseCalculator() {
  const state = useCalculatorValues(defaults)
  const card = useCardRates('staircase')
  const outcome = useCalculation(state.submitted, compute, card)
  const hindi = useCalculatorHindi('staircase-calculator')
  const text: StaircaseText = hindi?.text ?? staircaseText
  const note = useEngineMessages('staircase-calculator')
  const { fields, inchesUnit } = text
  const { limits } = staircaseInputSchema

  return (
    <CalculatorPanel
      slug="staircase-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => <StaircaseResultView text={text} note={note} result={result} />}
      summarise={(result) => summarise(text, result)}
    >
      <NumberField
        state={state}
        name="floorHeight"
        label={fields.floorHeight}
        unit={inchesUnit}
        limits={limits.floorHeight}
        required
        wide
        description={fields.floorHeightHint}
      />
      <NumberField
        state={state}
        name="spaceLength"
        label={fields.spaceLength}
        unit={inchesUnit}
        limits={limits.spaceLength}
        required
      />
      <NumberField
        state={state}
        name="spaceWidth"
        label={fields.spaceWidth}
        unit={inchesUnit}
        limits={limits.spaceWidth}
        required
      />
      <SelectField
        state={state}
        name="type"
        label={fields.staircase}
        options={optionsOf(staircaseTypes, (type) => text.staircaseTypes[type])}
      />
      <NumberField
        state={state}
        name="stairWidth"
        label={fields.stairWidth}
        unit={inchesUnit}
        limits={limits.stairWidth}
      />
      <NumberField
        state={state}
        name="riserHeight"
        label={fields.riserHeight}
        unit={inchesUnit}
        limits={limits.riserHeight}
        description={fields.riserHeightHint}
      />
      <NumberField
        state={state}
        name="treadDepth"
        label={fields.treadDepth}
        unit={inchesUnit}
        limits={limits.treadDepth}
      />
      <SelectField
        state={state}
        name="material"
        label={fields.material}
        options={optionsOf(staircaseMaterials, (material) =>
          text.materialOption(
            material,
            formatINR(
              rateInUse(
                card.rates,
                (rates) => rates.costPerCubicFoot?.[material],
                defaultStaircaseRates.costPerCubicFoot[material],
              ),
            ),
          ),
        )}
      />
      <SelectField
        state={state}
        name="handrail"
        label={fields.handrail}
        options={optionsOf(staircaseHandrails, (handrail) =>
          text.handrailOption(
            handrail,
            formatINR(
              rateInUse(
                card.rates,
                (rates) => rates.handrailPerFoot?.[handrail],
                defaultStaircaseRates.handrailPerFoot[handrail],
              ),
            ),
          ),
        )}
      />
    </CalculatorPanel>
  )
}
