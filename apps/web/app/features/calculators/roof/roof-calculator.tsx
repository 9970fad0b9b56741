import {
  parseRccSlabRoofForm,
  pitchOptionsFor,
  roofInputSchema,
  roofTypes,
} from '@nirman/calc-engine'
import { useCalculatorHindi } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import {
  type CalculatorValues,
  useCalculation,
  useCalculatorValues,
} from '../use-calculator-values'
import { estimateCovering, estimateSlab, isSlab, roofSteps, slabRoofType } from './roof-estimate'
import { CoveringFields, SlabFields } from './roof-fields'
import { RoofResultView, summariseRoof } from './roof-result'
import { type RoofText, roofText } from './roof-text'

const defaults = {
  length: '',
  width: '',
  roofType: 'gable',
  pitch: '6',
  material: 'asphalt',
  wastage: '15',
  pricePerUnit: '',
  // An RCC slab's own fields; blank for the other roof types.
  thickness: '',
  grade: '',
}

/** The fields of an RCC slab as a new slab starts: the engine's defaults (5 in, M20). */
const slabDefaults = parseRccSlabRoofForm({})

/** A new roof type keeps the pitch if it offers it, else takes the first (or the usual 6/12). */
function pitchFor(roofType: string) {
  return (draft: CalculatorValues): CalculatorValues => {
    const options = pitchOptionsFor(roofTypes.find((type) => type === roofType) ?? 'gable')
    if (options.some((pitch) => String(pitch) === draft.pitch)) return draft
    const pitch = options.find((option) => option === 6) ?? options[0] ?? 0
    return { ...draft, pitch: String(pitch) }
  }
}

/**
 * The fields of the new roof type: an RCC slab has a thickness and a grade, and no pitch, material,
 * wastage or price; the other types the other way round. Each keeps only its own in the URL.
 */
function fieldsFor(roofType: string) {
  return (draft: CalculatorValues): CalculatorValues => {
    if (roofType === slabRoofType) {
      return {
        ...draft,
        pitch: '',
        material: '',
        wastage: '',
        pricePerUnit: '',
        thickness: draft.thickness || String(slabDefaults.thickness),
        grade: draft.grade || slabDefaults.grade,
      }
    }
    return pitchFor(roofType)({
      ...draft,
      material: draft.material || defaults.material,
      wastage: draft.wastage || defaults.wastage,
      thickness: '',
      grade: '',
    })
  }
}

/**
 * Roof area, roofing units and cost (calculators.md, Roof; calculator-formulas.md section 6). A
 * flat roof offers only the "0/12 flat" pitch. An RCC slab, the roof of most houses in Bihar
 * (issue 25), is one more roof type, worked out by the engine's slab calculator: concrete in m³,
 * cement in 50 kg bags, steel in kg, and their cost.
 */
export default function RoofCalculator() {
  const state = useCalculatorValues(defaults)
  // Each kind of roof is priced with its own part of the rate card; only the one submitted runs.
  const slabSubmitted = isSlab(state.submitted)
  const covering = useCalculation(
    slabSubmitted ? undefined : state.submitted,
    estimateCovering,
    useCardRates('roof'),
  )
  const slab = useCalculation(
    slabSubmitted ? state.submitted : undefined,
    estimateSlab,
    useCardRates('rccSlabRoof'),
  )
  const text: RoofText = useCalculatorHindi('roof-calculator')?.text ?? roofText
  const { fields } = text
  // An RCC slab's length and width have the same bounds as any other roof's.
  const { limits } = roofInputSchema

  return (
    <CalculatorPanel
      slug="roof-calculator"
      state={state}
      outcome={slabSubmitted ? slab : covering}
      explanation={roofSteps}
      renderResult={(estimate) => <RoofResultView text={text} estimate={estimate} />}
      summarise={(estimate) => summariseRoof(text, estimate)}
    >
      <NumberField
        state={state}
        name="length"
        label={fields.length}
        unit={text.feet}
        limits={limits.length}
        required
      />
      <NumberField
        state={state}
        name="width"
        label={fields.width}
        unit={text.feet}
        limits={limits.width}
        required
      />
      <SelectField
        state={state}
        name="roofType"
        label={fields.roofType}
        required
        options={[
          ...optionsOf(roofTypes, (type) => text.roofTypes[type]),
          { value: slabRoofType, label: text.rccSlab },
        ]}
        onValueChange={(value) => state.setDraft(fieldsFor(value))}
      />
      {isSlab(state.draft) ? (
        <SlabFields state={state} text={text} />
      ) : (
        <CoveringFields state={state} text={text} />
      )}
    </CalculatorPanel>
  )
}
