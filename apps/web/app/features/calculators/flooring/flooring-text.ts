import type { FlooringPattern, FlooringType } from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The Flooring calculator's words (calculators.md, Flooring); its Hindi:
// ./flooring-hindi.ts.

const flooringTypes: Record<FlooringType, string> = {
  tile: 'Tile',
  hardwood: 'Hardwood',
  laminate: 'Laminate',
  vinyl: 'Vinyl',
  carpet: 'Carpet',
  other: 'Other',
}

/** Carpet comes in rolls (of `squareFeet` each); everything else in boxes. */
function packs(flooring: FlooringType, count: Figure, squareFeet: number): string {
  const noun = flooring === 'carpet' ? 'roll' : 'box'
  const plural = flooring === 'carpet' ? 'rolls' : 'boxes'
  return `${count.text} ${count.value === 1 ? noun : plural} of ${squareFeet} sq ft`
}

function pieces(flooring: FlooringType, count: Figure): string {
  const noun = flooring === 'tile' ? 'tile' : 'plank'
  return `${count.text} ${noun}${count.value === 1 ? '' : 's'}`
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
    floor: (flooring: FlooringType, area: string, withWastage: string) =>
      `${flooringTypes[flooring]} floor: ${area} sq ft (${withWastage} sq ft with wastage)`,
    pieces: (flooring: FlooringType, count: Figure) => `Pieces: ${pieces(flooring, count)}`,
    toBuy: (flooring: FlooringType, count: Figure, squareFeet: number) =>
      `To buy: ${packs(flooring, count, squareFeet)}`,
    materialAndLabour: (material: Figure, labour: Figure) =>
      `Material: ${material.text}, labour: ${labour.text}`,
    total: (total: Figure) => `Total cost: ${total.text}`,
  },
}

export type FlooringText = typeof flooringText
