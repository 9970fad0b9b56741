import {
  defaultRoofRates,
  type RoofMaterial,
  type RoofType,
  rccSlabRoofNames,
} from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The Roof calculator's words (calculators.md, Roof); its Hindi: ./roof-hindi.ts.

const materials: Record<RoofMaterial, string> = {
  asphalt: 'Asphalt shingles',
  metal: 'Metal sheets',
  tile: 'Clay or concrete tiles',
  slate: 'Slate',
  wood: 'Wood shakes',
}

/** The unit a material is sold in, many of them ("bundles"), as the engine names it. */
const unitsOf = (material: RoofMaterial) => defaultRoofRates.unitName[material]

/** "bundles" -> "bundle": the price field is per single unit. */
const unitOf = (material: RoofMaterial) => unitsOf(material).replace(/s$/, '')

const units = (material: RoofMaterial, count: string) => `${count} ${unitsOf(material)}`

export const roofText = {
  fields: {
    length: 'Building length',
    width: 'Building width',
    roofType: 'Roof type',
    pitch: 'Roof pitch (rise per 12 of run)',
    material: 'Roofing material',
    wastage: 'Wastage',
    thickness: 'Slab thickness',
    grade: 'Concrete grade',
  },
  feet: 'ft',
  inches: 'in',
  pricePerUnit: (material: RoofMaterial) => `Price per ${unitOf(material)}`,
  unitCovers: (material: RoofMaterial, squareFeet: string) =>
    `One ${unitOf(material)} covers ${squareFeet} sq ft.`,
  roofTypes: {
    gable: 'Gable',
    hip: 'Hip',
    flat: 'Flat',
    mansard: 'Mansard',
    gambrel: 'Gambrel',
  } satisfies Record<RoofType, string>,
  /**
   * The cast concrete roof of most houses in Bihar, a roof type of the form's own: the engine's
   * name, as a string (not its literal type) so that the Hindi mirror gives its own.
   */
  rccSlab: rccSlabRoofNames.en as string,
  /** A grade and its nominal mix: 'M20', '1:1.5:3'. */
  gradeOption: (grade: string, mix: string) => `${grade} (mix ${mix})`,
  /** The engine's usual price of a material, offered when none is typed: '₹2,200'. */
  usualPrice: (material: RoofMaterial, price: string) =>
    `Use the usual price, ${price} a ${unitOf(material)}`,
  /** Under a result whose material has no price: the usual price's material cost and total. */
  notPriced: (material: RoofMaterial, price: string, materialCost: Figure, total: Figure) =>
    `No price was typed, so the material is not counted. At the usual ${price} a ${unitOf(material)} it adds ${materialCost.text}: ${total.text} in all.`,
  /** The only pitch of a flat roof; the others read "6/12". */
  flatPitch: '0/12 flat',
  materialOption: (material: RoofMaterial) => `${materials[material]} (${unitsOf(material)})`,
  results: {
    total: 'Total cost',
    roofArea: 'Roof area',
    withWastage: 'Area with wastage',
    toBuy: 'Material to buy',
    slopeFactor: 'Slope factor',
    material: 'Material cost',
    labour: 'Labour cost',
  },
  slabResults: {
    concrete: 'Concrete',
    cement: 'Cement',
    sand: 'Sand',
    aggregate: 'Aggregate (gitti)',
    water: 'Water',
    steel: 'Steel (TMT bars)',
    concreteCost: 'Cost of concrete',
    steelCost: 'Cost of steel',
    labour: 'Labour: centring, steel fixing, casting, curing',
  },
  slabNote:
    'The slab alone, with no wastage: beams, columns and the parapet are not included. Its concrete is priced mixed and placed.',
  units,
  cementBags: (bags: Figure, kg: string) =>
    `${bags.text} ${bags.value === 1 ? 'bag' : 'bags'} of 50 kg (${kg} kg)`,
  litres: (litres: string) => `${litres} litres`,
  summary: {
    roofArea: (area: string, withWastage: string) =>
      `Roof area: ${area} sq ft (${withWastage} sq ft with wastage)`,
    toBuy: (material: RoofMaterial, count: string) => `To buy: ${units(material, count)}`,
    materialAndLabour: (material: Figure, labour: Figure) =>
      `Material: ${material.text}, labour: ${labour.text}`,
    total: (total: Figure) => `Total cost: ${total.text}`,
    /** An RCC slab: '1,200', '5', 'M20'. */
    slab: (area: string, inches: string, grade: string) =>
      `RCC slab roof: ${area} sq ft, ${inches} in thick, ${grade}`,
    slabQuantities: (cubicMetres: string, bags: string, steelKg: string) =>
      `Concrete: ${cubicMetres} m³, cement ${bags} bags of 50 kg, steel ${steelKg} kg`,
    slabCosts: (concrete: Figure, steel: Figure, labour: Figure) =>
      `Concrete: ${concrete.text}, steel: ${steel.text}, labour: ${labour.text}`,
    notPriced: (material: RoofMaterial, price: string) =>
      `No material price typed (usual: ${price} a ${unitOf(material)})`,
  },
}

export type RoofText = typeof roofText
