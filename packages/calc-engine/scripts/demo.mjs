// `pnpm start` (until the apps land): one estimate from each calculator of the built package, for
// a two-storey house in Patna, printed the way the website shows them.
import {
  CUSTOM_SOLUTION_REQUIRED,
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
  formatINR,
} from '../dist/index.js'

const rupees = (amount) => formatINR(amount)
const number = (value, digits = 1) =>
  value.toLocaleString('en-IN', { maximumFractionDigits: digits })
const lines = []
const show = (title, text) => lines.push(`${title.padEnd(20)} ${text}`)

const cost = calculateCostEstimate({
  area: 1800,
  propertyType: 'residential',
  location: 'patna',
  finish: 'premium',
})
show('Cost estimate', `1,800 sq ft, premium finish in Patna: ${rupees(cost.totalEstimate)}`)

const walls = calculateBuildingMaterials({
  wallLength: 120,
  wallHeight: 10,
  thickness: 9,
  openingsArea: 150,
  mortarRatio: 6,
  brickType: 'standard',
})
show(
  'Building materials',
  `${number(walls.bricks, 0)} bricks, ${walls.cementBags} bags of cement, ${walls.sandCubicFeet} cu ft of sand`,
)

const paint = calculatePaint({
  length: 14,
  width: 12,
  height: 10,
  doors: 1,
  windows: 2,
  quality: 'standard',
  coats: 2,
})
show(
  'Paint',
  `${number(paint.litres)} L (${paint.cans.map((can) => `${can.count} x ${can.sizeLitres} L`).join(', ')}), ${rupees(paint.cost)}`,
)

const slab = calculateConcrete({
  shape: 'slab',
  length: 30,
  width: 25,
  thickness: 5,
  wastage: 10,
  strength: 3000,
})
show(
  'Concrete',
  `${number(slab.volumeCubicMetres, 2)} m³ for the roof slab, ${slab.cementBags} bags, ${rupees(slab.cost)}`,
)

const floor = calculateFlooring({
  length: 16,
  width: 12,
  type: 'tile',
  pattern: 'straight',
  price: 650,
})
show('Flooring', `${floor.pieces} tiles in ${floor.boxes} boxes, ${rupees(floor.totalCost)}`)

const roof = calculateRoof({
  length: 40,
  width: 30,
  pitch: 6,
  roofType: 'gable',
  material: 'metal',
  pricePerUnit: 1800,
})
show('Roof', `${roof.units} ${roof.unitName}, ${rupees(roof.totalCost)}`)

const grading = calculateLandGrading({
  length: 60,
  width: 40,
  currentElevation: 0,
  targetElevation: 2,
})
show(
  'Land grading',
  `${number(grading.fillVolume)} cu yd of fill, ${grading.trucks} truckloads, ${rupees(grading.cost)}`,
)

const load = calculateElectricalLoad({
  propertyType: 'residential',
  phase: 'single',
  items: electricalPresets.residential,
})
const mainSwitch =
  load.mainSwitchAmps === null ? CUSTOM_SOLUTION_REQUIRED : `${load.mainSwitchAmps} A main switch`
show(
  'Electrical load',
  `${number(load.maxDemandWatts / 1000, 2)} kW maximum demand, ${mainSwitch}, ${rupees(load.monthlyBill)} a month`,
)

const plumbing = calculatePlumbing({
  buildingType: 'residential',
  floors: 2,
  bathrooms: 3,
  kitchens: 1,
  pipeType: 'cpvc',
  heater: 'solar',
})
show('Plumbing', `${rupees(plumbing.totalCost)}; ${plumbing.pumpAdvice}`)

const stairs = calculateStaircase({ floorHeight: 120, spaceLength: 200, spaceWidth: 60 })
show(
  'Staircase',
  `${stairs.risers} risers of ${number(stairs.actualRiser, 2)} in, ${stairs.compliant ? 'compliant' : 'not compliant'}, ${rupees(stairs.cost)}`,
)

const cooling = calculateHvac({
  floorArea: 1800,
  ceilingHeight: 10,
  occupants: 5,
  buildingType: 'residential',
  climate: 'hot',
  insulation: 'average',
  windows: 'average',
  appliances: 'average',
})
show('HVAC', `${number(cooling.tons)} tons: ${cooling.systemType}`)

const renovation = calculateRenovationRoi({
  propertyType: 'residential',
  location: 'urban',
  propertyValue: 6_500_000,
  renovationBudget: 60_000,
  projects: [{ id: 'kitchen' }, { id: 'painting' }],
  customProjects: [],
})
show(
  'Renovation ROI',
  `${rupees(renovation.totalRenovationCost)} spent adds ${rupees(renovation.estimatedValueAfterRenovation - renovation.currentPropertyValue)} (ROI ${renovation.overallRoi}%)`,
)

const loan = calculateConstructionLoan({
  projectCost: 4_500_000,
  downPayment: 900_000,
  termYears: 20,
  annualRate: 8.5,
  constructionMonths: 12,
  drawSchedule: 'custom',
})
show(
  'Construction loan',
  `${rupees(loan.loanAmount)} loan: EMI ${formatINR(loan.permanentPhase.monthlyPayment, { fractionDigits: 2 })} over 20 years`,
)

console.log(
  `@nirman/calc-engine: one estimate from each of the 13 calculators\n\n${lines.join('\n')}`,
)
