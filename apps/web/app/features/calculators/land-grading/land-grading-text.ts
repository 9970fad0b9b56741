import {
  defaultLandGradingRates,
  formatINR,
  type GradingEquipment,
  type SoilType,
} from '@nirman/calc-engine'
import { formatNumber } from '../result-list'

// The Land Grading calculator's words (calculators.md, Land grading); its Hindi:
// app/content/hi/calculator-land-grading.ts.

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

const hours = (value: number) => `${formatNumber(value, 1)} hours`

export const landGradingText = {
  fields: {
    length: 'Plot length',
    width: 'Plot width',
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
  soilOption: (soil: SoilType) =>
    `${soils[soil]} (${defaultLandGradingRates.bulkingPercent[soil]}% bulking)`,
  equipmentOption: (machine: GradingEquipment) =>
    `${machines[machine]} (${defaultLandGradingRates.cubicYardsPerHour[machine]} cu yd per hour)`,
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
  plotArea: (squareFeet: number, acres: number) =>
    `${formatNumber(squareFeet)} sq ft (${formatNumber(acres, 3)} acres)`,
  trucks: (trucks: number) => `${formatNumber(trucks, 0)} ${trucks === 1 ? 'truck' : 'trucks'}`,
  hours,
  summary: {
    plot: (squareFeet: number, acres: number) =>
      `Plot: ${formatNumber(squareFeet)} sq ft (${formatNumber(acres, 3)} acres)`,
    earthToMove: (cubicYards: number, trucks: number) =>
      `Earth to move: ${formatNumber(cubicYards)} cu yd, ${formatNumber(trucks, 0)} truck loads`,
    machineTime: (value: number) => `Machine time: ${hours(value)}`,
    cost: (rupees: number) => `Estimated cost: ${formatINR(rupees)}`,
  },
}

export type LandGradingText = typeof landGradingText
