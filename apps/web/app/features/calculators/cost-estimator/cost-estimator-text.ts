import type {
  CostEstimateFinish,
  CostEstimateLocation,
  CostEstimatePropertyType,
} from '@nirman/calc-engine'
import type { Figure } from '../result-list'

// The Construction Cost Estimator's words (calculators.md, Cost estimator); its Hindi:
// ./cost-estimator-hindi.ts.
export const costEstimatorText = {
  fields: {
    area: 'Built-up area',
    areaHint: 'All floors together, at least 100 sq ft.',
    areaUnits: 'Or with its unit, such as 2 katha or 300 gaj.',
    propertyType: 'Property type',
    location: 'Location',
    finish: 'Finish level',
  },
  propertyTypes: {
    residential: 'Residential',
    commercial: 'Commercial',
    institutional: 'Institutional',
  } satisfies Record<CostEstimatePropertyType, string>,
  perSqFt: (rate: string) => `${rate} per sq ft`,
  locations: {
    patna: 'Patna',
    delhi: 'Delhi',
    kolkata: 'Kolkata',
  } satisfies Record<CostEstimateLocation, string>,
  finishes: {
    standard: 'Standard',
    premium: 'Premium',
    luxury: 'Luxury',
  } satisfies Record<CostEstimateFinish, string>,
  results: {
    total: 'Total estimate',
    base: 'Base cost',
    material: 'Material cost',
    labour: 'Labour cost',
  },
  finishNote: (finish: CostEstimateFinish) =>
    `Material and labour are shown at standard finish; the total includes the ${finish} finish on top of them.`,
  roughFigure: {
    before:
      'This is a rough figure from average rates per square foot. For a figure based on your drawings and site,',
    link: 'get a detailed quote',
    after: 'from our engineers.',
  },
  summary: {
    /** The area as typed and in sq ft: "2 katha = 2,722.5 sq ft". */
    area: (area: string) => `Built-up area: ${area}`,
    total: (total: Figure) => `Total estimate: ${total.text}`,
    base: (base: Figure) => `Base cost: ${base.text}`,
    materialAndLabour: (material: Figure, labour: Figure) =>
      `Material: ${material.text}, labour: ${labour.text}`,
  },
}

export type CostEstimatorText = typeof costEstimatorText
