// Mean time per call of each calculator, validation included: `pnpm --filter @nirman/calc-engine bench`.
// Targets on the 2-core CI machine: every calculator under 20 µs per call, the 30-year loan with
// its full schedule under 100 µs.
import { bench, describe } from 'vitest'
import {
  calculateBuildingMaterials,
  calculateConcrete,
  calculateConstructionLoan,
  calculateCostEstimate,
  calculateElectricalLoad,
  calculateFlooring,
  calculateHvac,
  calculateLandGrading,
  calculatePaint,
  calculatePlumbing,
  calculateRenovationRoi,
  calculateRoof,
  calculateStaircase,
  electricalPresets,
} from '../src/index'

describe('calc-engine: one call of each calculator', () => {
  bench('calculateCostEstimate', () => {
    calculateCostEstimate({
      area: 1800,
      propertyType: 'residential',
      location: 'patna',
      finish: 'premium',
    })
  })
  bench('calculateBuildingMaterials', () => {
    calculateBuildingMaterials({
      wallLength: 40,
      wallHeight: 10,
      thickness: 9,
      openingsArea: 42,
      mortarRatio: 6,
      brickType: 'standard',
    })
  })
  bench('calculatePaint', () => {
    calculatePaint({
      length: 14,
      width: 12,
      height: 10,
      doors: 1,
      windows: 2,
      quality: 'standard',
      coats: 2,
    })
  })
  bench('calculateConcrete', () => {
    calculateConcrete({
      shape: 'slab',
      length: 30,
      width: 25,
      thickness: 5,
      wastage: 10,
      strength: 3000,
    })
  })
  bench('calculateFlooring', () => {
    calculateFlooring({ length: 16, width: 12, type: 'tile', pattern: 'diagonal', price: 650 })
  })
  bench('calculateRoof', () => {
    calculateRoof({
      length: 40,
      width: 30,
      pitch: 6,
      roofType: 'hip',
      material: 'tile',
      wastage: 15,
      pricePerUnit: 900,
    })
  })
  bench('calculateLandGrading', () => {
    calculateLandGrading({
      length: 120,
      width: 80,
      currentElevation: 3.5,
      targetElevation: 2,
      soil: 'clay',
      equipment: 'excavator',
    })
  })
  bench('calculateElectricalLoad (nine residential presets)', () => {
    calculateElectricalLoad({
      propertyType: 'residential',
      phase: 'single',
      items: electricalPresets.residential,
    })
  })
  bench('calculatePlumbing', () => {
    calculatePlumbing({
      buildingType: 'residential',
      floors: 3,
      bathrooms: 3,
      kitchens: 1,
      pipeType: 'cpvc',
      heater: 'solar',
    })
  })
  bench('calculateStaircase', () => {
    calculateStaircase({
      floorHeight: 120,
      spaceLength: 150,
      spaceWidth: 90,
      type: 'l-shaped',
      material: 'concrete',
      handrail: 'ornamental',
    })
  })
  bench('calculateHvac', () => {
    calculateHvac({
      floorArea: 1400,
      ceilingHeight: 10,
      occupants: 5,
      buildingType: 'residential',
      climate: 'hot',
      insulation: 'average',
      windows: 'average',
      appliances: 'average',
    })
  })
  bench('calculateRenovationRoi (three projects and a custom one)', () => {
    calculateRenovationRoi({
      propertyType: 'residential',
      location: 'urban',
      propertyValue: 6_500_000,
      renovationBudget: 80_000,
      projects: [{ id: 'kitchen' }, { id: 'bathroom' }, { id: 'painting', cost: 6000 }],
      customProjects: [{ name: 'Rooftop solar', cost: 90_000 }],
    })
  })
  bench('calculateConstructionLoan (30 years, full schedule)', () => {
    calculateConstructionLoan({
      projectCost: 7_500_000,
      downPayment: 1_500_000,
      termYears: 30,
      annualRate: 8.5,
      constructionMonths: 24,
      drawSchedule: 'custom',
    })
  })
})
