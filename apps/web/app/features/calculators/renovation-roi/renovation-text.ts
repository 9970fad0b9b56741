import {
  formatINR,
  type RenovationLocation,
  type RenovationPropertyType,
} from '@nirman/calc-engine'
import { returnPercent, signedPercent, signedRupees } from './renovation-figures'

// The Renovation ROI calculator's words (calculators.md, Renovation ROI); its Hindi:
// app/content/hi/calculator-renovation-roi.ts. The projects' names are the engine's.

export const renovationText = {
  fields: {
    propertyType: 'Property type',
    location: 'Location',
    propertyValue: 'Current property value',
    budget: 'Renovation budget',
    budgetHint: 'For your reference: the estimate uses the cost of each project.',
  },
  propertyTypes: {
    residential: 'Residential',
    commercial: 'Commercial',
    multifamily: 'Multi-family',
  } satisfies Record<RenovationPropertyType, string>,
  locations: {
    urban: 'Urban',
    suburban: 'Suburban',
    rural: 'Rural',
  } satisfies Record<RenovationLocation, string>,
  projects: {
    legend: 'Renovation projects',
    intro:
      'Choose the work you are planning. Each starts at a typical cost: change it to your quote.',
    typically: (rupees: number) => `Typically ${formatINR(rupees)}`,
    cost: (project: string) => `${project} cost`,
  },
  custom: {
    legend: 'Other projects',
    intro: 'Anything not in the list, valued at a typical 60% return on its cost.',
    row: (position: number) => `Other project ${position}`,
    name: 'Project name',
    cost: 'Cost',
    remove: (position: number, name: string) =>
      `Remove ${name.trim() || `other project ${position}`}`,
    add: 'Add a custom project',
  },
  results: {
    after: 'Estimated value after renovation',
    current: 'Current property value',
    totalCost: 'Total renovation cost',
    valueAdded: 'Value added',
    netGain: 'Net value gain',
    overallReturn: 'Overall return on investment',
  },
  returnNote:
    'Return is the value a project adds for every ₹100 it costs: Good at 100% or more, Fair from 70%, Poor below.',
  ratings: { good: 'Good', fair: 'Fair', poor: 'Poor' },
  table: {
    project: 'Project',
    cost: 'Cost',
    valueAdded: 'Value added',
    return: 'Return',
    /** Under a project's name on a phone. */
    costAndValue: (cost: number, valueAdded: number) =>
      `Costs ${formatINR(cost)}, adds ${formatINR(valueAdded)}`,
  },
  yourProjects: 'Your projects, best return first',
  noProject: 'No project was chosen: pick one or more to see what they add.',
  alternatives: 'Worth considering: the best returns you did not choose, at typical cost',
  summary: {
    cost: (rupees: number, projects: number) =>
      `Renovation cost: ${formatINR(rupees)} for ${projects} project${projects === 1 ? '' : 's'}`,
    valueAdded: (valueAdded: number, valueAfter: number) =>
      `Value added: ${formatINR(valueAdded)}; value after renovation ${formatINR(valueAfter)}`,
    net: (gain: number, overallRoi: number) =>
      `Net value gain: ${signedRupees(gain)} (overall return ${signedPercent(overallRoi)})`,
    best: (project: string, roi: number) => `Best return: ${project} (${returnPercent(roi)})`,
  },
}

export type RenovationText = typeof renovationText
