import type { RenovationLocation, RenovationPropertyType } from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The Renovation ROI calculator's words (calculators.md, Renovation ROI); its Hindi:
// ./renovation-hindi.ts. The projects' names are the engine's.

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
    typically: (cost: string) => `Typically ${cost}`,
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
    costAndValue: (cost: string, valueAdded: string) => `Costs ${cost}, adds ${valueAdded}`,
  },
  yourProjects: 'Your projects, best return first',
  noProject: 'No project was chosen: pick one or more to see what they add.',
  alternatives: 'Worth considering: the best returns you did not choose, at typical cost',
  summary: {
    cost: (cost: Figure, projects: number) =>
      `Renovation cost: ${cost.text} for ${projects} project${projects === 1 ? '' : 's'}`,
    valueAdded: (valueAdded: Figure, valueAfter: Figure) =>
      `Value added: ${valueAdded.text}; value after renovation ${valueAfter.text}`,
    /** The gain and the return with their signs: '-₹2,080', '-52%'. */
    net: (gain: string, overallReturn: string) =>
      `Net value gain: ${gain} (overall return ${overallReturn})`,
    best: (project: string, projectReturn: string) => `Best return: ${project} (${projectReturn})`,
  },
}

export type RenovationText = typeof renovationText
