import type { BrickType, WallThickness } from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The Building Materials calculator's words (calculators.md, Building materials); its Hindi:
// ./building-materials-hindi.ts.

const plural = (count: Figure, one: string, many: string) =>
  `${count.text} ${count.value === 1 ? one : many}`

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
  /** A brick and its size: `size` is '9 × 4.5 × 3'. */
  brickOption: (brick: BrickType, size: string) => `${brickTypes[brick]} (${size} in)`,
  results: {
    bricks: 'Bricks (10% wastage included)',
    cement: 'Cement',
    sand: 'Sand',
    water: 'Water',
    wallArea: 'Wall area',
    wallVolume: 'Wall volume',
    mortar: 'Mortar',
    materialCost: 'Estimated material cost',
    brickCost: 'Cost of bricks',
    cementCost: 'Cost of cement',
    sandCost: 'Cost of sand',
  },
  materialCostNote:
    'What the bricks, cement and sand of the wall cost to buy, delivered; water and labour are not included.',
  bricks: (bricks: Figure) => plural(bricks, 'brick', 'bricks'),
  cementBags: (bags: Figure, kg: string) => `${plural(bags, 'bag', 'bags')} of 50 kg (${kg} kg)`,
  litres: (litres: string) => `${litres} litres`,
  summary: {
    bricks: (bricks: string) => `Bricks: ${bricks}`,
    cement: (bags: Figure, kg: string) => `Cement: ${plural(bags, 'bag', 'bags')} (${kg} kg)`,
    sand: (cubicFeet: string) => `Sand: ${cubicFeet} cu ft`,
    water: (litres: string) => `Water: ${litres} litres`,
    wall: (area: string, volume: string) => `Wall: ${area} sq ft, ${volume} cu ft`,
    materialCost: (total: Figure, bricks: Figure, cement: Figure, sand: Figure) =>
      `Estimated material cost: ${total.text} (bricks ${bricks.text}, cement ${cement.text}, sand ${sand.text})`,
  },
}

export type MaterialsText = typeof materialsText
