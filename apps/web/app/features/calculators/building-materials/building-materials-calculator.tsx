import {
  type BrickType,
  type BuildingMaterialsCost,
  type BuildingMaterialsResult,
  brickTypes,
  buildingMaterialsInputSchema,
  calculateBuildingMaterials,
  defaultBuildingMaterialsRates,
  formatINR,
  mortarRatios,
  parseBuildingMaterialsForm,
  priceBuildingMaterials,
  wallThicknesses,
} from '@nirman/calc-engine'
import type { RateCard } from '@nirman/contract/site-settings'
import { useCalculatorHindi } from '../calculator-language'
import { CalculatorPanel } from '../calculator-panel'
import { useCardRates } from '../card-rates'
import { NumberField, optionsOf, SelectField } from '../fields'
import { figure, formatNumber, ResultList, rupeesFigure } from '../result-list'
import { useCalculation, useCalculatorValues } from '../use-calculator-values'
import { type MaterialsText, materialsText } from './building-materials-text'

const defaults = {
  wallLength: '',
  wallHeight: '',
  thickness: '9',
  openingsArea: '0',
  mortarRatio: '6',
  brickType: 'standard',
}

/** The wall's materials, and what they cost at the rate card's prices (or the engine's). */
const compute = (values: Record<string, string>, rates: RateCard['buildingMaterials']) => {
  const wall = calculateBuildingMaterials(parseBuildingMaterialsForm(values), {
    explain: true,
    rates,
  })
  return { wall, cost: priceBuildingMaterials(wall, { explain: true, rates }) }
}

/** A brick's size as its option shows it: '9 × 4.5 × 3'. */
function brickSize(brick: BrickType): string {
  const { length, width, height } = defaultBuildingMaterialsRates.brickDimensions[brick]
  return `${length} × ${width} × ${height}`
}

const whole = (value: number) => formatNumber(value, 0)

function summarise(
  text: MaterialsText,
  result: BuildingMaterialsResult,
  cost: BuildingMaterialsCost,
): string {
  const { summary } = text
  return [
    summary.bricks(whole(result.bricks)),
    summary.cement(figure(result.cementBags, 0), whole(result.cementKg)),
    summary.sand(whole(result.sandCubicFeet)),
    summary.water(whole(result.waterLitres)),
    summary.wall(formatNumber(result.wallArea), formatNumber(result.wallVolume)),
    summary.materialCost(
      rupeesFigure(cost.materialCost),
      rupeesFigure(cost.brickCost),
      rupeesFigure(cost.cementCost),
      rupeesFigure(cost.sandCost),
    ),
  ].join('\n')
}

/**
 * Bricks, cement, sand and water for one brick wall (calculators.md, Building materials;
 * calculator-formulas.md section 2), and what the bricks, cement and sand cost (issue 25).
 */
export default function BuildingMaterialsCalculator() {
  const state = useCalculatorValues(defaults)
  const outcome = useCalculation(state.submitted, compute, useCardRates('buildingMaterials'))
  const text: MaterialsText = useCalculatorHindi('materials-calculator')?.text ?? materialsText
  const { fields, results } = text
  const { limits } = buildingMaterialsInputSchema

  return (
    <CalculatorPanel
      slug="materials-calculator"
      state={state}
      outcome={outcome}
      explanation={({ wall, cost }) => [...(wall.explanation ?? []), ...(cost.explanation ?? [])]}
      renderResult={({ wall: result, cost }) => (
        <>
          <ResultList
            items={[
              {
                label: results.bricks,
                value: text.bricks(figure(result.bricks, 0)),
                emphasis: true,
              },
              {
                label: results.cement,
                value: text.cementBags(figure(result.cementBags, 0), whole(result.cementKg)),
              },
              { label: results.sand, value: `${formatNumber(result.sandCubicFeet, 0)} cu ft` },
              { label: results.water, value: text.litres(whole(result.waterLitres)) },
              { label: results.wallArea, value: `${formatNumber(result.wallArea)} sq ft` },
              { label: results.wallVolume, value: `${formatNumber(result.wallVolume)} cu ft` },
              { label: results.mortar, value: `${formatNumber(result.mortarVolume)} cu ft` },
            ]}
          />
          <ResultList
            items={[
              { label: results.materialCost, value: formatINR(cost.materialCost), emphasis: true },
              { label: results.brickCost, value: formatINR(cost.brickCost) },
              { label: results.cementCost, value: formatINR(cost.cementCost) },
              { label: results.sandCost, value: formatINR(cost.sandCost) },
            ]}
          />
          <p className="text-muted-foreground text-sm">{text.materialCostNote}</p>
        </>
      )}
      summarise={({ wall, cost }) => summarise(text, wall, cost)}
    >
      <NumberField
        state={state}
        name="wallLength"
        label={fields.wallLength}
        unit={text.feet}
        limits={limits.wallLength}
        required
      />
      <NumberField
        state={state}
        name="wallHeight"
        label={fields.wallHeight}
        unit={text.feet}
        limits={limits.wallHeight}
        required
      />
      <SelectField
        state={state}
        name="thickness"
        label={fields.thickness}
        required
        options={optionsOf(wallThicknesses, text.thicknessOption)}
      />
      <NumberField
        state={state}
        name="openingsArea"
        label={fields.openings}
        unit="sq ft"
        limits={limits.openingsArea}
        description={fields.openingsHint}
      />
      <SelectField
        state={state}
        name="mortarRatio"
        label={fields.mortar}
        options={optionsOf(mortarRatios, (ratio) => `1:${ratio}`)}
      />
      <SelectField
        state={state}
        name="brickType"
        label={fields.brickSize}
        options={optionsOf(brickTypes, (brick) => text.brickOption(brick, brickSize(brick)))}
      />
    </CalculatorPanel>
  )
}
