import { type ConcreteResult, type ConcreteSiteMixCost, formatINR } from '@nirman/calc-engine'
import { figure, formatNumber, ResultList, rupeesFigure } from '../result-list'
import { type ConcreteEstimate, gradeMix } from './concrete-estimate'
import type { ConcreteText } from './concrete-text'

const cubicYards = (value: number) => `${formatNumber(value)} cu yd`
const cubicMetres = (value: number) => `${formatNumber(value)} m³`

/** The result of either strength: a grade's in metric figures, a PSI strength's as specified. */
export function ConcreteResultView({
  text,
  estimate,
}: {
  text: ConcreteText
  estimate: ConcreteEstimate
}) {
  return estimate.kind === 'grade' ? (
    <GradeResult text={text} result={estimate.result} siteMix={estimate.siteMix} />
  ) : (
    <PsiResult text={text} result={estimate.result} />
  )
}

/** The specification's figures: cubic yards, bags of 1 cu ft, US gallons, ready-mix price. */
function PsiResult({ text, result }: { text: ConcreteText; result: ConcreteResult }) {
  const { results } = text
  return (
    <ResultList
      items={[
        {
          label: results.toOrder,
          value: `${cubicYards(result.volumeWithWastage)} (${formatNumber(result.volumeCubicMetres)} m³)`,
          emphasis: true,
        },
        { label: results.shapeVolume, value: cubicYards(result.volume) },
        { label: results.cement, value: text.cementBags(formatNumber(result.cementBags, 0)) },
        { label: results.cementVolume, value: cubicYards(result.cementCubicYards) },
        { label: results.sand, value: cubicYards(result.sandCubicYards) },
        { label: results.aggregate, value: cubicYards(result.aggregateCubicYards) },
        { label: results.water, value: text.water(formatNumber(result.waterGallons, 1)) },
        { label: results.trucks, value: text.trucks(figure(result.trucks, 0)) },
        { label: results.cost, value: formatINR(result.cost) },
      ]}
    />
  )
}

/**
 * An Indian grade's figures: cubic metres, cement in 50 kg bags, litres, and what the materials
 * cost mixed on site beside the price of ready-mixed concrete.
 */
function GradeResult({
  text,
  result,
  siteMix,
}: {
  text: ConcreteText
  result: ConcreteResult
  siteMix: ConcreteSiteMixCost
}) {
  const { results, gradeResults } = text
  return (
    <>
      <ResultList
        items={[
          {
            label: results.toOrder,
            value: `${cubicMetres(result.volumeCubicMetres)} (${cubicYards(result.volumeWithWastage)})`,
            emphasis: true,
          },
          {
            label: results.cement,
            value: text.cementBags50Kg(
              figure(result.cementBags50Kg, 0),
              formatNumber(result.cementKg, 0),
            ),
          },
          { label: results.sand, value: cubicMetres(result.sandCubicMetres) },
          { label: gradeResults.aggregate, value: cubicMetres(result.aggregateCubicMetres) },
          { label: results.water, value: text.litres(formatNumber(result.waterLitres, 0)) },
          { label: results.trucks, value: text.trucks(figure(result.trucks, 0)) },
        ]}
      />
      <ResultList
        items={[
          {
            label: gradeResults.siteMixCost,
            value: formatINR(siteMix.siteMixCost),
            emphasis: true,
          },
          { label: gradeResults.cementCost, value: formatINR(siteMix.cementCost) },
          { label: gradeResults.sandCost, value: formatINR(siteMix.sandCost) },
          { label: gradeResults.aggregateCost, value: formatINR(siteMix.aggregateCost) },
          { label: gradeResults.readyMixCost, value: formatINR(result.cost) },
        ]}
      />
      <p className="text-muted-foreground text-sm">{text.siteMixNote}</p>
    </>
  )
}

/** The result in a few lines for the estimate sent with a quote request. */
export function summariseConcrete(text: ConcreteText, estimate: ConcreteEstimate): string {
  const { summary } = text
  const { result } = estimate
  if (estimate.kind === 'psi') {
    return [
      summary.toOrder(
        formatNumber(result.volumeWithWastage),
        formatNumber(result.volumeCubicMetres),
      ),
      summary.cement(formatNumber(result.cementBags, 0)),
      summary.trucks(formatNumber(result.trucks, 0)),
      summary.cost(rupeesFigure(result.cost)),
    ].join('\n')
  }
  const { grade, siteMix } = estimate
  return [
    summary.gradeToOrder(
      formatNumber(result.volumeCubicMetres),
      formatNumber(result.volumeWithWastage),
      grade,
      gradeMix(grade),
    ),
    summary.gradeMaterials(
      formatNumber(result.cementBags50Kg, 0),
      formatNumber(result.sandCubicMetres),
      formatNumber(result.aggregateCubicMetres),
    ),
    summary.siteMixCost(rupeesFigure(siteMix.siteMixCost)),
    summary.readyMix(figure(result.trucks, 0), rupeesFigure(result.cost)),
  ].join('\n')
}
