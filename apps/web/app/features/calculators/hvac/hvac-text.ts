import type {
  HvacAppliances,
  HvacBuildingType,
  HvacClimate,
  HvacInsulation,
  HvacWindows,
} from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The HVAC Sizing calculator's words (calculators.md, HVAC); its Hindi:
// ./hvac-hindi.ts. The system and the maintenance tips are the engine's.

const capacity = (tons: string, btu: string) => `${tons} tons (${btu} BTU/h)`

export const hvacText = {
  fields: {
    floorArea: 'Floor area to cool',
    ceilingHeight: 'Ceiling height',
    occupants: 'People usually inside',
    buildingType: 'Building type',
    climate: 'Climate',
    insulation: 'Insulation',
    windows: 'Windows',
    appliances: 'Appliance heat',
  },
  feet: 'ft',
  buildingTypes: {
    residential: 'Residential',
    commercial: 'Commercial',
    industrial: 'Industrial',
    office: 'Office',
  } satisfies Record<HvacBuildingType, string>,
  climates: {
    mild: 'Mild',
    moderate: 'Moderate',
    hot: 'Hot (as in Patna)',
    extreme: 'Extreme',
  } satisfies Record<HvacClimate, string>,
  insulationLevels: {
    poor: 'Poor',
    average: 'Average',
    good: 'Good',
    excellent: 'Excellent',
  } satisfies Record<HvacInsulation, string>,
  windowLevels: {
    minimal: 'Few, small windows',
    average: 'Average',
    extensive: 'Many windows',
    full: 'Glass facade',
  } satisfies Record<HvacWindows, string>,
  applianceLevels: {
    minimal: 'Minimal',
    average: 'Average',
    high: 'High',
  } satisfies Record<HvacAppliances, string>,
  capacity,
  results: {
    capacity: 'Cooling capacity needed',
    system: 'Recommended system',
    vents: 'Supply vents',
    supplyDuct: 'Main supply duct',
    returnDuct: 'Main return duct',
    electricity: 'Electricity per month',
    runningCost: 'Running cost per month',
    equipment: 'Equipment',
    installation: 'Installation',
    ductwork: 'Ductwork',
    total: 'Total installed cost',
  },
  tips: 'Maintenance tips',
  summary: {
    capacity: (tons: string, btu: string) => `Cooling capacity: ${capacity(tons, btu)}`,
    system: (system: string, vents: number) => `System: ${system}, ${vents} supply vents`,
    installed: (cost: Figure) => `Installed cost: ${cost.text}`,
    running: (cost: string, kwh: string) => `Running cost: ${cost} a month (${kwh} kWh)`,
  },
}

export type HvacText = typeof hvacText
