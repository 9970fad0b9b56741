import {
  defaultFlooringRates,
  type FlooringPattern,
  type FlooringType,
  formatINR,
} from '@nirman/calc-engine'
import { formatNumber } from '../result-list'

// The Flooring calculator's words (calculators.md, Flooring); its Hindi:
// app/content/hi/calculator-flooring.ts.

const flooringTypes: Record<FlooringType, string> = {
  tile: 'Tile',
  hardwood: 'Hardwood',
  laminate: 'Laminate',
  vinyl: 'Vinyl',
  carpet: 'Carpet',
  other: 'Other',
}

/** Carpet comes in rolls of 100 sq ft; everything else in boxes. */
function packs(flooring: FlooringType, count: number): string {
  const noun = flooring === 'carpet' ? 'roll' : 'box'
  const plural = flooring === 'carpet' ? 'rolls' : 'boxes'
  return `${formatNumber(count, 0)} ${count === 1 ? noun : plural} of ${defaultFlooringRates.boxCoverage[flooring]} sq ft`
}

function pieces(flooring: FlooringType, count: number): string {
  const noun = flooring === 'tile' ? 'tile' : 'plank'
  return `${formatNumber(count, 0)} ${noun}${count === 1 ? '' : 's'}`
}

export const flooringText = {
  fields: {
    length: 'Room length',
    width: 'Room width',
    flooring: 'Flooring type',
    tileLength: 'Tile length',
    tileWidth: 'Tile width',
    pattern: 'Laying pattern',
    patternHint: 'Diagonal and herringbone layouts need more tiles for the cuts.',
    plankLength: 'Plank length',
    plankWidth: 'Plank width',
    wastage: 'Wastage',
    pricePerSqFt: 'Price per sq ft',
    pricePerBox: 'Price per box',
  },
  boxCovers: (squareFeet: number) => `A box covers ${squareFeet} sq ft.`,
  feet: 'ft',
  inches: 'in',
  flooringTypes,
  patterns: {
    straight: 'Straight',
    diagonal: 'Diagonal',
    herringbone: 'Herringbone',
  } satisfies Record<FlooringPattern, string>,
  results: {
    total: 'Total cost',
    area: 'Floor area',
    withWastage: 'Area with wastage',
    tiles: 'Tiles',
    planks: 'Planks',
    toBuy: 'To buy',
    material: 'Material cost',
    labour: 'Labour cost',
  },
  packs,
  pieces,
  summary: {
    floor: (flooring: FlooringType, area: number, withWastage: number) =>
      `${flooringTypes[flooring]} floor: ${formatNumber(area)} sq ft (${formatNumber(withWastage)} sq ft with wastage)`,
    pieces: (flooring: FlooringType, count: number) => `Pieces: ${pieces(flooring, count)}`,
    toBuy: (flooring: FlooringType, count: number) => `To buy: ${packs(flooring, count)}`,
    materialAndLabour: (material: number, labour: number) =>
      `Material: ${formatINR(material)}, labour: ${formatINR(labour)}`,
    total: (rupees: number) => `Total cost: ${formatINR(rupees)}`,
  },
}

export type FlooringText = typeof flooringText
