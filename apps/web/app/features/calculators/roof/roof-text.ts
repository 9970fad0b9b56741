import { defaultRoofRates, type RoofMaterial, type RoofType } from '@nirman/calc-engine'
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
  },
  feet: 'ft',
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
  units,
  summary: {
    roofArea: (area: string, withWastage: string) =>
      `Roof area: ${area} sq ft (${withWastage} sq ft with wastage)`,
    toBuy: (material: RoofMaterial, count: string) => `To buy: ${units(material, count)}`,
    materialAndLabour: (material: Figure, labour: Figure) =>
      `Material: ${material.text}, labour: ${labour.text}`,
    total: (total: Figure) => `Total cost: ${total.text}`,
  },
}

export type RoofText = typeof roofText
