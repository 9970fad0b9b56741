import {
  defaultRccSlabRoofRates,
  defaultRoofRates,
  formatINR,
  parseRoofForm,
  pitchOptionsFor,
  type RccSlabGrade,
  rccSlabGrades,
  rccSlabRoofInputSchema,
  roofInputSchema,
  roofMaterials,
  suggestedRoofPricePerUnit,
} from '@nirman/calc-engine'
import { Button } from '@nirman/ui'
import { NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber } from '../result-list'
import type { CalculatorState } from '../use-calculator-values'
import type { RoofText } from './roof-text'

interface RoofFieldsProps {
  state: CalculatorState
  text: RoofText
}

/**
 * The fields of a roof covered in a material: pitch, material, wastage and its price. With no price
 * typed, a button offers the engine's usual price of the material; the visitor chooses to take it.
 */
export function CoveringFields({ state, text }: RoofFieldsProps) {
  const { roofType, material } = parseRoofForm(state.draft)
  const { fields } = text
  const { limits } = roofInputSchema
  const usualPrice = suggestedRoofPricePerUnit[material]
  return (
    <>
      <SelectField
        state={state}
        name="pitch"
        label={fields.pitch}
        required
        options={optionsOf(pitchOptionsFor(roofType), (pitch) =>
          pitch === 0 ? text.flatPitch : `${pitch}/12`,
        )}
      />
      <SelectField
        state={state}
        name="material"
        label={fields.material}
        required
        options={optionsOf(roofMaterials, text.materialOption)}
      />
      <NumberField
        state={state}
        name="wastage"
        label={fields.wastage}
        unit="%"
        limits={limits.wastage}
      />
      <NumberField
        state={state}
        name="pricePerUnit"
        label={text.pricePerUnit(material)}
        unit="₹"
        limits={limits.pricePerUnit}
        wide
        description={text.unitCovers(
          material,
          formatNumber(defaultRoofRates.coveragePerUnit[material]),
        )}
      />
      {state.draft.pricePerUnit?.trim() ? null : (
        <Button
          type="button"
          variant="outline"
          // A long label wraps inside a 360 px screen rather than push it sideways.
          className="h-auto min-h-11 max-w-full py-2 whitespace-normal sm:col-span-2 sm:justify-self-start"
          onClick={() => state.setValue('pricePerUnit', String(usualPrice))}
        >
          {text.usualPrice(material, formatINR(usualPrice))}
        </Button>
      )}
    </>
  )
}

/** A grade's option: 'M20 (mix 1:1.5:3)'. */
function gradeOption(text: RoofText, grade: RccSlabGrade): string {
  const { cement, sand, aggregate } = defaultRccSlabRoofRates.gradeMix[grade]
  return text.gradeOption(grade, `${cement}:${sand}:${aggregate}`)
}

/** The fields of an RCC slab: its thickness and the grade of its concrete. */
export function SlabFields({ state, text }: RoofFieldsProps) {
  const { fields } = text
  const { limits } = rccSlabRoofInputSchema
  return (
    <>
      <NumberField
        state={state}
        name="thickness"
        label={fields.thickness}
        unit={text.inches}
        limits={limits.thickness}
        required
      />
      <SelectField
        state={state}
        name="grade"
        label={fields.grade}
        required
        options={optionsOf(rccSlabGrades, (grade) => gradeOption(text, grade))}
      />
    </>
  )
}
