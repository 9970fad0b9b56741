import {
  type BrickType,
  type BuildingMaterialsResult,
  brickTypes,
  calculateBuildingMaterials,
  defaultBuildingMaterialsRates,
  mortarRatios,
  parseBuildingMaterialsForm,
  type WallThickness,
  wallThicknesses,
} from '@nirman/calc-engine'
import { CalculatorPanel } from '../calculator-panel'
import { capitalise, NumberField, optionsOf, SelectField } from '../fields'
import { formatNumber, ResultList } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'

const defaults = {
  wallLength: '',
  wallHeight: '',
  thickness: '9',
  openingsArea: '0',
  mortarRatio: '6',
  brickType: 'standard',
}

const compute = (values: Record<string, string>) =>
  calculateBuildingMaterials(parseBuildingMaterialsForm(values), { explain: true })

const thicknessNames: Record<WallThickness, string> = {
  4.5: 'half brick',
  9: 'one brick',
  13.5: 'one and a half bricks',
}

function brickLabel(type: BrickType): string {
  const { length, width, height } = defaultBuildingMaterialsRates.brickDimensions[type]
  return `${capitalise(type)} (${length} × ${width} × ${height} in)`
}

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count, 0)} ${count === 1 ? one : many}`

function summarise(result: BuildingMaterialsResult): string {
  return [
    `Bricks: ${formatNumber(result.bricks, 0)}`,
    `Cement: ${plural(result.cementBags, 'bag', 'bags')} (${formatNumber(result.cementKg, 0)} kg)`,
    `Sand: ${formatNumber(result.sandCubicFeet, 0)} cu ft`,
    `Water: ${formatNumber(result.waterLitres, 0)} litres`,
    `Wall: ${formatNumber(result.wallArea)} sq ft, ${formatNumber(result.wallVolume)} cu ft`,
  ].join('\n')
}

/**
 * Bricks, cement, sand and water for one brick wall (calculators.md, Building materials;
 * calculator-formulas.md section 2).
 */
export default function BuildingMaterialsCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute)

  return (
    <CalculatorPanel
      slug="materials-calculator"
      state={state}
      outcome={outcome}
      explanation={(result) => result.explanation}
      renderResult={(result) => (
        <ResultList
          items={[
            {
              label: 'Bricks (10% wastage included)',
              value: plural(result.bricks, 'brick', 'bricks'),
              emphasis: true,
            },
            {
              label: 'Cement',
              value: `${plural(result.cementBags, 'bag', 'bags')} of 50 kg (${formatNumber(result.cementKg, 0)} kg)`,
            },
            { label: 'Sand', value: `${formatNumber(result.sandCubicFeet, 0)} cu ft` },
            { label: 'Water', value: `${formatNumber(result.waterLitres, 0)} litres` },
            { label: 'Wall area', value: `${formatNumber(result.wallArea)} sq ft` },
            { label: 'Wall volume', value: `${formatNumber(result.wallVolume)} cu ft` },
            { label: 'Mortar', value: `${formatNumber(result.mortarVolume)} cu ft` },
          ]}
        />
      )}
      summarise={summarise}
    >
      <NumberField state={state} name="wallLength" label="Wall length" unit="ft" min={1} required />
      <NumberField state={state} name="wallHeight" label="Wall height" unit="ft" min={1} required />
      <SelectField
        state={state}
        name="thickness"
        label="Wall thickness"
        required
        options={optionsOf(wallThicknesses, (inches) => `${inches} in (${thicknessNames[inches]})`)}
      />
      <NumberField
        state={state}
        name="openingsArea"
        label="Doors and windows"
        unit="sq ft"
        min={0}
        description="Total area of the openings in the wall."
      />
      <SelectField
        state={state}
        name="mortarRatio"
        label="Mortar mix (cement : sand)"
        options={optionsOf(mortarRatios, (ratio) => `1:${ratio}`)}
      />
      <SelectField
        state={state}
        name="brickType"
        label="Brick size"
        options={optionsOf(brickTypes, brickLabel)}
      />
    </CalculatorPanel>
  )
}
