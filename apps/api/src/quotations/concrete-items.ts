import {
  calculateBuildingMaterials,
  calculateConcrete,
  calculateRccSlabRoof,
  defaultBuildingMaterialsPriceRates,
  defaultConcretePriceRates,
  defaultConcreteRates,
  defaultRccSlabRoofRates,
  parseBuildingMaterialsForm,
  parseConcreteForm,
  parseRccSlabRoofForm,
} from '@nirman/calc-engine'
import type { ItemsOf } from './estimate-items'
import { paiseOf, present, quotationItem } from './item-figures'

// The priced lines of the calculators of masonry and concrete (building materials, concrete and
// the RCC roof slab): their materials at the card's prices (or the engine's), as estimate-items.ts
// prices the others.

/** An RCC slab roof (the roof calculator's `roofType=rcc-slab`): concrete, steel and labour. */
export const slabItems: ItemsOf = (inputs, rateCard, words) => {
  const input = parseRccSlabRoofForm(inputs)
  const card = rateCard.rccSlabRoof
  const rates = defaultRccSlabRoofRates
  const result = calculateRccSlabRoof(input, { rates: card })
  return present([
    quotationItem(
      words.slabConcrete(input.grade, input.thickness, result.roofArea),
      result.concreteCubicMetres,
      words.units.cuM,
      paiseOf(card?.concretePerCubicMetre ?? rates.concretePerCubicMetre),
    ),
    quotationItem(
      words.slabSteel,
      result.steelKg,
      words.units.kg,
      paiseOf(card?.steelPerKg ?? rates.steelPerKg),
    ),
    quotationItem(
      words.slabLabour,
      result.roofArea,
      words.units.sqFt,
      paiseOf(card?.labourPerSqFt ?? rates.labourPerSqFt),
    ),
  ])
}

/** The bricks, cement and sand of a brick wall. */
export const materialsItems: ItemsOf = (inputs, rateCard, words) => {
  const input = parseBuildingMaterialsForm(inputs)
  const card = rateCard.buildingMaterials?.prices
  const prices = defaultBuildingMaterialsPriceRates.prices
  const result = calculateBuildingMaterials(input, { rates: rateCard.buildingMaterials })
  return present([
    quotationItem(
      words.bricks(input.brickType, input.thickness, result.wallArea),
      result.bricks,
      words.units.number,
      paiseOf(card?.brick ?? prices.brick),
    ),
    quotationItem(
      words.mortarCement(input.mortarRatio),
      result.cementBags,
      words.units.bag,
      paiseOf(card?.cementBag ?? prices.cementBag),
    ),
    quotationItem(
      words.mortarSand,
      result.sandCubicFeet,
      words.units.cuFt,
      paiseOf(card?.sandPerCubicFoot ?? prices.sandPerCubicFoot),
    ),
  ])
}

/** Ready-mixed concrete by the cu yd, or the cement, sand and gitti of a grade mixed on site. */
export const concreteItems: ItemsOf = (inputs, rateCard, words) => {
  const input = parseConcreteForm(inputs)
  const card = rateCard.concrete
  const result = calculateConcrete(input, { rates: card })
  if (!input.grade) {
    // A strength in PSI: the specification's ready-mixed concrete by the cu yd.
    return present([
      quotationItem(
        words.readyMix(input.strength, input.wastage),
        result.volumeWithWastage,
        words.units.cuYd,
        paiseOf(card?.pricePerCubicYard ?? defaultConcreteRates.pricePerCubicYard),
      ),
    ])
  }
  // An Indian grade: its cement, sand and gitti mixed on site (priceConcreteSiteMix).
  const prices = defaultConcretePriceRates.prices
  return present([
    quotationItem(
      words.siteMixCement(input.grade),
      result.cementBags50Kg,
      words.units.bag,
      paiseOf(card?.prices?.cementBag ?? prices.cementBag),
    ),
    quotationItem(
      words.siteMixSand(input.grade),
      result.sandCubicMetres,
      words.units.cuM,
      paiseOf(card?.prices?.sandPerCubicMetre ?? prices.sandPerCubicMetre),
    ),
    quotationItem(
      words.siteMixAggregate(input.grade),
      result.aggregateCubicMetres,
      words.units.cuM,
      paiseOf(card?.prices?.aggregatePerCubicMetre ?? prices.aggregatePerCubicMetre),
    ),
  ])
}
