import { formatINR, type RoofType } from '@nirman/calc-engine'
import { figure, formatNumber, ResultList, rupeesFigure } from '../result-list'
import type { CoveringEstimate, RoofEstimate, SlabEstimate } from './roof-estimate'
import type { RoofText } from './roof-text'

/** Only gable and hip roofs multiply their area by the slope factor. */
const usesSlope = (roofType: RoofType) => roofType === 'gable' || roofType === 'hip'

const cubicMetres = (value: number) => `${formatNumber(value)} m³`

/** The result of a roof covered in a material, or of an RCC slab. */
export function RoofResultView({ text, estimate }: { text: RoofText; estimate: RoofEstimate }) {
  return estimate.kind === 'slab' ? (
    <SlabResult text={text} estimate={estimate} />
  ) : (
    <CoveringResult text={text} estimate={estimate} />
  )
}

function CoveringResult({ text, estimate }: { text: RoofText; estimate: CoveringEstimate }) {
  const { results } = text
  const { roofType, material, result, atUsualPrice } = estimate
  return (
    <>
      <ResultList
        items={[
          { label: results.total, value: formatINR(result.totalCost), emphasis: true },
          { label: results.roofArea, value: `${formatNumber(result.roofArea)} sq ft` },
          { label: results.withWastage, value: `${formatNumber(result.areaWithWastage)} sq ft` },
          { label: results.toBuy, value: text.units(material, formatNumber(result.units, 0)) },
          ...(usesSlope(roofType)
            ? [{ label: results.slopeFactor, value: `× ${formatNumber(result.slopeFactor, 3)}` }]
            : []),
          { label: results.material, value: formatINR(result.materialCost) },
          { label: results.labour, value: formatINR(result.laborCost) },
        ]}
      />
      {atUsualPrice ? (
        <p className="text-muted-foreground text-sm">
          {text.notPriced(
            material,
            formatINR(atUsualPrice.price),
            rupeesFigure(atUsualPrice.result.materialCost),
            rupeesFigure(atUsualPrice.result.totalCost),
          )}
        </p>
      ) : null}
    </>
  )
}

function SlabResult({ text, estimate }: { text: RoofText; estimate: SlabEstimate }) {
  const { results, slabResults } = text
  const { result } = estimate
  return (
    <>
      <ResultList
        items={[
          { label: results.total, value: formatINR(result.totalCost), emphasis: true },
          { label: results.roofArea, value: `${formatNumber(result.roofArea)} sq ft` },
          { label: slabResults.concrete, value: cubicMetres(result.concreteCubicMetres) },
          {
            label: slabResults.cement,
            value: text.cementBags(figure(result.cementBags, 0), formatNumber(result.cementKg, 0)),
          },
          { label: slabResults.sand, value: cubicMetres(result.sandCubicMetres) },
          { label: slabResults.aggregate, value: cubicMetres(result.aggregateCubicMetres) },
          { label: slabResults.water, value: text.litres(formatNumber(result.waterLitres, 0)) },
          { label: slabResults.steel, value: `${formatNumber(result.steelKg, 0)} kg` },
          { label: slabResults.concreteCost, value: formatINR(result.concreteCost) },
          { label: slabResults.steelCost, value: formatINR(result.steelCost) },
          { label: slabResults.labour, value: formatINR(result.labourCost) },
        ]}
      />
      <p className="text-muted-foreground text-sm">{text.slabNote}</p>
    </>
  )
}

/** The result in a few lines for the estimate sent with a quote request. */
export function summariseRoof(text: RoofText, estimate: RoofEstimate): string {
  const { summary } = text
  if (estimate.kind === 'slab') {
    const { input, result } = estimate
    return [
      summary.slab(formatNumber(result.roofArea), formatNumber(input.thickness), input.grade),
      summary.slabQuantities(
        formatNumber(result.concreteCubicMetres),
        formatNumber(result.cementBags, 0),
        formatNumber(result.steelKg, 0),
      ),
      summary.slabCosts(
        rupeesFigure(result.concreteCost),
        rupeesFigure(result.steelCost),
        rupeesFigure(result.labourCost),
      ),
      summary.total(rupeesFigure(result.totalCost)),
    ].join('\n')
  }
  const { material, result, atUsualPrice } = estimate
  return [
    summary.roofArea(formatNumber(result.roofArea), formatNumber(result.areaWithWastage)),
    summary.toBuy(material, formatNumber(result.units, 0)),
    summary.materialAndLabour(rupeesFigure(result.materialCost), rupeesFigure(result.laborCost)),
    ...(atUsualPrice ? [summary.notPriced(material, formatINR(atUsualPrice.price))] : []),
    summary.total(rupeesFigure(result.totalCost)),
  ].join('\n')
}
