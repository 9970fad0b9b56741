import {
  calculateCostEstimate,
  calculateFlooring,
  calculatePaint,
  calculatePlumbing,
  calculateRoof,
  calculateStaircase,
  defaultFlooringRates,
  defaultPaintRates,
  defaultPlumbingRates,
  defaultRoofRates,
  defaultStaircaseRates,
  type FormValues,
  isCalcInputError,
  parseCostEstimateForm,
  parseFlooringForm,
  parsePaintForm,
  parsePlumbingForm,
  parseRoofForm,
  parseStaircaseForm,
} from '@nirman/calc-engine'
import { type LandUnitSizes, parseLandArea } from '@nirman/calc-engine/land-units'
import type { QuotationItem, QuoteLanguage, RateCard } from '@nirman/contract'
import { concreteItems, materialsItems, slabItems } from './concrete-items'
import { constructionItem } from './construction-item'
import type { CalculatorSlug } from './estimate-message'
import { type EstimateWords, estimateWords } from './estimate-words'
import { paiseOf, present, quotationItem } from './item-figures'

// The priced lines of a calculator's result, as items of a quotation: each quantity the result
// gives at the price it was worked with (the owner's rate card, or the engine's default; the
// visitor's own price where the calculator asks for one: a box of tiles, a unit of roofing),
// converted by the rules of item-figures.ts. Only the calculators whose results give both
// quantities and prices of building work are here (masonry and concrete: concrete-items.ts); the
// others (land grading, electrical load, air conditioning, renovation ROI, the loan) give the
// estimate's summary line instead.

/** The items of a calculator's inputs, worded in `language`; throws when the inputs are refused. */
export type ItemsOf = (
  inputs: FormValues,
  rateCard: RateCard,
  words: EstimateWords,
  context: { language: QuoteLanguage; sizes: LandUnitSizes },
) => QuotationItem[]

/**
 * The cost estimator: its built-up area (typed in sq ft or in land units, "2 katha", read with the
 * company's katha as the website reads it) at the rate of its property type, finish and city, as
 * the rate card start prices it.
 */
const costEstimateItems: ItemsOf = (inputs, rateCard, _words, { language, sizes }) => {
  const area = parseLandArea(inputs.area ?? '', sizes)
  if (!area.ok) return []
  const input = parseCostEstimateForm({ ...inputs, area: String(area.squareFeet) })
  // Checks the area's bounds and the card as the website's calculator did.
  calculateCostEstimate(input, { rates: rateCard.costEstimate })
  const { propertyType, finish, location } = input
  return [
    constructionItem(
      rateCard,
      { builtUpSqFt: input.area, propertyType, finish, location },
      language,
    ),
  ]
}

const paintItems: ItemsOf = (inputs, rateCard, words) => {
  const input = parsePaintForm(inputs)
  const result = calculatePaint(input, { rates: rateCard.paint })
  const price =
    rateCard.paint?.pricePerLitre?.[input.quality] ?? defaultPaintRates.pricePerLitre[input.quality]
  return present([
    quotationItem(
      words.paint(input.quality, input.coats, result.paintableArea),
      result.litres,
      words.units.litre,
      paiseOf(price),
    ),
  ])
}

const flooringItems: ItemsOf = (inputs, rateCard, words) => {
  const input = parseFlooringForm(inputs)
  const result = calculateFlooring(input, { rates: rateCard.flooring })
  const laying =
    rateCard.flooring?.laborPerSqFt?.[input.type] ?? defaultFlooringRates.laborPerSqFt[input.type]
  // Carpet and "other" are sold by the sq ft, the rest by the box (calculateFlooring).
  const byArea = input.type === 'carpet' || input.type === 'other'
  return present([
    quotationItem(
      words.flooringMaterial(input.type, result.area, input.wastage),
      byArea ? result.areaWithWastage : result.boxes,
      byArea ? words.units.sqFt : words.units.box,
      paiseOf(input.price),
    ),
    quotationItem(words.flooringLaying(input.type), result.area, words.units.sqFt, paiseOf(laying)),
  ])
}

const roofItems: ItemsOf = (inputs, rateCard, words, context) => {
  // The website's RCC slab is a roof type of the roof calculator (roof-estimate.ts).
  if (inputs.roofType === 'rcc-slab') return slabItems(inputs, rateCard, words, context)
  const input = parseRoofForm(inputs)
  const result = calculateRoof(input, { rates: rateCard.roof })
  const laying =
    rateCard.roof?.laborPer100SqFt?.[input.material] ??
    defaultRoofRates.laborPer100SqFt[input.material]
  return present([
    quotationItem(
      words.roofMaterial(input.material, input.roofType, result.roofArea, input.wastage),
      result.units,
      words.units.roof[input.material],
      // The visitor's price of a unit; none typed is ₹0 in the calculator too: staff give it.
      paiseOf(input.pricePerUnit),
    ),
    quotationItem(
      words.roofLaying(input.material),
      result.roofArea / 100,
      words.units.hundredSqFt,
      paiseOf(laying),
    ),
  ])
}

const plumbingItems: ItemsOf = (inputs, rateCard, words) => {
  const result = calculatePlumbing(parsePlumbingForm(inputs), { rates: rateCard.plumbing })
  const labourRate = rateCard.plumbing?.labourRate ?? defaultPlumbingRates.labourRate
  const pipes = [...result.supplyPipes, ...result.drainPipes].map((row) =>
    quotationItem(
      words.pipe(row.name, row.pipeType, row.diameterInches),
      row.lengthFeet * row.runs,
      words.units.runningFt,
      paiseOf(row.pricePerFoot),
    ),
  )
  const fixtures = result.fixtures.map((row) =>
    quotationItem(
      words.fixture(row.name),
      row.quantity,
      words.units.number,
      paiseOf(row.unitPrice),
    ),
  )
  // The storage is priced by the litre at its band's rate (₹1.5, ₹1.2 or ₹1 a litre).
  const storage =
    result.storageLitres > 0
      ? quotationItem(
          words.storage(result.storageLitres),
          result.storageLitres,
          words.units.litre,
          paiseOf(result.storageCost / result.storageLitres),
        )
      : null
  // Labour is a share of the materials: one lot at the calculator's figure.
  const labour =
    result.laborCost > 0
      ? quotationItem(
          words.plumbingLabour(labourRate * 100),
          1,
          words.units.lot,
          paiseOf(result.laborCost),
        )
      : null
  return present([...pipes, ...fixtures, storage, labour])
}

const staircaseItems: ItemsOf = (inputs, rateCard, words) => {
  const input = parseStaircaseForm(inputs)
  const card = rateCard.staircase
  const rates = defaultStaircaseRates
  const result = calculateStaircase(input, { rates: card })
  return present([
    quotationItem(
      words.stairBody(input.material, input.type, result.risers),
      result.volumeCubicFeet,
      words.units.cuFt,
      paiseOf(card?.costPerCubicFoot?.[input.material] ?? rates.costPerCubicFoot[input.material]),
    ),
    quotationItem(
      words.handrail(input.handrail),
      result.handrailFeet,
      words.units.runningFt,
      paiseOf(card?.handrailPerFoot?.[input.handrail] ?? rates.handrailPerFoot[input.handrail]),
    ),
    quotationItem(
      words.balusters,
      result.balusters,
      words.units.number,
      paiseOf(card?.balusterPrice ?? rates.balusterPrice),
    ),
  ])
}

/** The calculators whose results become priced items. */
const pricedCalculators: Partial<Record<CalculatorSlug, ItemsOf>> = {
  'cost-estimator': costEstimateItems,
  'paint-calculator': paintItems,
  'flooring-calculator': flooringItems,
  'roof-calculator': roofItems,
  'materials-calculator': materialsItems,
  'concrete-calculator': concreteItems,
  'plumbing-calculator': plumbingItems,
  'staircase-calculator': staircaseItems,
}

/** The calculators whose estimate becomes priced items. */
export const pricedCalculatorSlugs = Object.keys(pricedCalculators) as readonly CalculatorSlug[]

/**
 * The priced items of `slug`'s result for `inputs`, at the card's prices (or the defaults), in
 * `language`, a land area read with `sizes` (the company's katha). Null when the calculator gives
 * no price, or its inputs (or the card) are refused by the engine: the estimate then goes in as
 * its summary line.
 */
export function estimateItems(
  slug: CalculatorSlug,
  inputs: FormValues,
  rateCard: RateCard,
  language: QuoteLanguage,
  sizes: LandUnitSizes,
): QuotationItem[] | null {
  const itemsOf = pricedCalculators[slug]
  if (itemsOf === undefined) return null
  try {
    const items = itemsOf(inputs, rateCard, estimateWords[language], { language, sizes })
    return items.length > 0 ? items : null
  } catch (error) {
    // A link edited by hand, out of the calculator's bounds (or a card part it refuses).
    if (isCalcInputError(error)) return null
    throw error
  }
}
