import type { StaircaseHandrail, StaircaseMaterial, StaircaseType } from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The Staircase calculator's words (calculators.md, Staircase); its Hindi:
// ./staircase-hindi.ts. The notes of a result are the engine's (section 8).

const materials: Record<StaircaseMaterial, string> = {
  wood: 'Wood',
  concrete: 'Concrete',
  metal: 'Metal',
}

const handrails: Record<StaircaseHandrail, string> = {
  simple: 'Simple',
  ornamental: 'Ornamental',
  glass: 'Glass',
}

const inches = (value: string) => `${value} in`

export const staircaseText = {
  fields: {
    floorHeight: 'Floor-to-floor height',
    floorHeightHint: 'From finished floor to finished floor: 10 ft is 120 in.',
    spaceLength: 'Space length available',
    spaceWidth: 'Space width available',
    staircase: 'Staircase type',
    stairWidth: 'Stair width',
    riserHeight: 'Maximum riser height',
    riserHeightHint: 'The highest step you want; 6 to 7.5 in is comfortable.',
    treadDepth: 'Tread depth',
    material: 'Material',
    handrail: 'Handrail',
  },
  inchesUnit: 'in',
  staircaseTypes: {
    straight: 'Straight',
    'l-shaped': 'L-shaped (quarter turn)',
    'u-shaped': 'U-shaped (half turn)',
    spiral: 'Spiral',
  } satisfies Record<StaircaseType, string>,
  materialOption: (material: StaircaseMaterial, rupeesPerCubicFoot: string) =>
    `${materials[material]} (${rupeesPerCubicFoot} per cu ft)`,
  handrailOption: (handrail: StaircaseHandrail, rupeesPerFoot: string) =>
    `${handrails[handrail]} (${rupeesPerFoot} per ft)`,
  checks: 'Code and comfort checks:',
  compliant: 'Compliant',
  notCompliant: 'Not compliant',
  notes: 'Notes',
  results: {
    cost: 'Estimated cost',
    risers: 'Risers',
    treads: 'Treads',
    totalRun: 'Total run',
    footprint: 'Footprint (length × width)',
    angle: 'Angle',
    headroom: 'Headroom to keep clear',
    handrail: 'Handrail',
    balusters: 'Balusters',
    volume: 'Material volume',
  },
  inches,
  risers: (risers: string, riser: string) => `${risers} of ${inches(riser)}`,
  footprint: (length: string, width: string) => `${length} × ${inches(width)}`,
  handrailFeet: (feet: string) => `${feet} ft`,
  summary: {
    steps: (risers: number, riser: string, treads: number) =>
      `${risers} risers of ${inches(riser)}, ${treads} treads`,
    footprint: (length: string, width: string, angle: string) =>
      `Footprint: ${length} × ${inches(width)}, angle ${angle}°`,
    checks: (verdict: string) => `Checks: ${verdict}`,
    cost: (cost: Figure) => `Estimated cost: ${cost.text}`,
  },
}

export type StaircaseText = typeof staircaseText
