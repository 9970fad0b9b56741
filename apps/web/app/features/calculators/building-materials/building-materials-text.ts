import {
  type BrickType,
  defaultBuildingMaterialsRates,
  type WallThickness,
} from '@nirman/calc-engine'
import { formatNumber } from '../result-list'

// The Building Materials calculator's words (calculators.md, Building materials); its Hindi:
// app/content/hi/calculator-materials.ts.

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count, 0)} ${count === 1 ? one : many}`

const thicknessNames: Record<WallThickness, string> = {
  4.5: 'half brick',
  9: 'one brick',
  13.5: 'one and a half bricks',
}

const brickTypes: Record<BrickType, string> = { standard: 'Standard', modular: 'Modular' }

export const materialsText = {
  fields: {
    wallLength: 'Wall length',
    wallHeight: 'Wall height',
    thickness: 'Wall thickness',
    openings: 'Doors and windows',
    openingsHint: 'Total area of the openings in the wall.',
    mortar: 'Mortar mix (cement : sand)',
    brickSize: 'Brick size',
  },
  feet: 'ft',
  thicknessOption: (inches: WallThickness) => `${inches} in (${thicknessNames[inches]})`,
  brickOption: (brick: BrickType) => {
    const { length, width, height } = defaultBuildingMaterialsRates.brickDimensions[brick]
    return `${brickTypes[brick]} (${length} × ${width} × ${height} in)`
  },
  results: {
    bricks: 'Bricks (10% wastage included)',
    cement: 'Cement',
    sand: 'Sand',
    water: 'Water',
    wallArea: 'Wall area',
    wallVolume: 'Wall volume',
    mortar: 'Mortar',
  },
  bricks: (bricks: number) => plural(bricks, 'brick', 'bricks'),
  cementBags: (bags: number, kg: number) =>
    `${plural(bags, 'bag', 'bags')} of 50 kg (${formatNumber(kg, 0)} kg)`,
  litres: (litres: number) => `${formatNumber(litres, 0)} litres`,
  summary: {
    bricks: (bricks: number) => `Bricks: ${formatNumber(bricks, 0)}`,
    cement: (bags: number, kg: number) =>
      `Cement: ${plural(bags, 'bag', 'bags')} (${formatNumber(kg, 0)} kg)`,
    sand: (cubicFeet: number) => `Sand: ${formatNumber(cubicFeet, 0)} cu ft`,
    water: (litres: number) => `Water: ${formatNumber(litres, 0)} litres`,
    wall: (area: number, volume: number) =>
      `Wall: ${formatNumber(area)} sq ft, ${formatNumber(volume)} cu ft`,
  },
}

export type MaterialsText = typeof materialsText
