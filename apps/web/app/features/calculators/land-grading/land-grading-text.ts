import type { GradingEquipment, SoilType } from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The Land Grading calculator's words (calculators.md, Land grading); its Hindi:
// ./land-grading-hindi.ts.

const soils: Record<SoilType, string> = {
  sand: 'Sand',
  loam: 'Loam',
  clay: 'Clay',
  rock: 'Rock',
}

const machines: Record<GradingEquipment, string> = {
  bulldozer: 'Bulldozer',
  excavator: 'Excavator',
  skidsteer: 'Skid-steer loader',
  grader: 'Motor grader',
}

export const landGradingText = {
  fields: {
    plotBy: 'Plot size',
    bySides: 'Length and width',
    byArea: 'Area',
    length: 'Plot length',
    width: 'Plot width',
    area: 'Plot area',
    areaHint: 'In sq ft, or with its unit, such as 2 katha, 10 dhur or 5 decimal.',
    currentLevel: 'Current ground level',
    currentLevelHint: 'Average level now, from any fixed reference point.',
    targetLevel: 'Target level',
    targetLevelHint: 'The finished level, from the same reference point.',
    soil: 'Soil type',
    bulking: 'Bulking',
    bulkingHint: "How much dug earth swells. Leave blank to use the soil type's value.",
    equipment: 'Equipment',
    price: 'Price per cubic yard',
  },
  feet: 'ft',
  soilOption: (soil: SoilType, bulkingPercent: number) =>
    `${soils[soil]} (${bulkingPercent}% bulking)`,
  equipmentOption: (machine: GradingEquipment, cubicYardsPerHour: number) =>
    `${machines[machine]} (${cubicYardsPerHour} cu yd per hour)`,
  results: {
    cost: 'Estimated cost',
    plotArea: 'Plot area',
    cut: 'Cut (earth to dig out)',
    fill: 'Fill (earth to bring in)',
    cutOrFill: 'Cut or fill',
    earthToMove: 'Earth to move (after bulking or compaction)',
    bulking: 'Bulking of the cut soil',
    trucks: 'Truck loads (10 cu yd each)',
    machineTime: 'Machine time',
  },
  levelAlready: 'None: the plot is already at the target level',
  plotArea: (squareFeet: string, acres: string) => `${squareFeet} sq ft (${acres} acres)`,
  /** A plot given by its area: "2 katha = 2,722.5 sq ft" and its acres. */
  plotAreaGiven: (area: string, acres: string) => `${area} (${acres} acres)`,
  trucks: (trucks: Figure) => `${trucks.text} ${trucks.value === 1 ? 'truck' : 'trucks'}`,
  hours: (hours: string) => `${hours} hours`,
  summary: {
    plot: (squareFeet: string, acres: string) => `Plot: ${squareFeet} sq ft (${acres} acres)`,
    /** A plot given by its area: "2 katha = 2,722.5 sq ft" and its acres. */
    plotGiven: (area: string, acres: string) => `Plot: ${area} (${acres} acres)`,
    earthToMove: (cubicYards: string, trucks: string) =>
      `Earth to move: ${cubicYards} cu yd, ${trucks} truck loads`,
    machineTime: (hours: string) => `Machine time: ${hours} hours`,
    cost: (cost: Figure) => `Estimated cost: ${cost.text}`,
  },
}

export type LandGradingText = typeof landGradingText
