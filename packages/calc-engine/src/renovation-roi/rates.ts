import { deepFreeze } from '../internal/rates'
export const renovationPropertyTypes = /* @__PURE__ */ deepFreeze([
  'residential',
  'commercial',
  'multifamily',
] as const)
export type RenovationPropertyType = (typeof renovationPropertyTypes)[number]

export const renovationLocations = /* @__PURE__ */ deepFreeze([
  'urban',
  'suburban',
  'rural',
] as const)
export type RenovationLocation = (typeof renovationLocations)[number]

export const renovationProjectIds = /* @__PURE__ */ deepFreeze([
  'kitchen',
  'bathroom',
  'roofing',
  'windows',
  'siding',
  'flooring',
  'painting',
  'landscaping',
  'deck',
  'hvac',
] as const)
export type RenovationProjectId = (typeof renovationProjectIds)[number]

/** One project of the catalogue the visitor picks from. */
export interface RenovationProject {
  readonly id: RenovationProjectId
  readonly name: string
  /** Cost used when the visitor gives none, rupees. */
  readonly defaultCost: number
  /** Value added per rupee spent, before the location and property factors (0.75 = 75 paise). */
  readonly roi: number
}

/** calculators.md section 9, Renovation ROI, in the order of the specification. */
export const renovationProjects: readonly RenovationProject[] = /* @__PURE__ */ deepFreeze([
  { id: 'kitchen', name: 'Kitchen Remodel', defaultCost: 25000, roi: 0.75 },
  { id: 'bathroom', name: 'Bathroom Remodel', defaultCost: 10000, roi: 0.7 },
  { id: 'roofing', name: 'Roof Replacement', defaultCost: 8000, roi: 0.68 },
  { id: 'windows', name: 'Window Replacement', defaultCost: 10000, roi: 0.72 },
  { id: 'siding', name: 'Exterior Siding', defaultCost: 15000, roi: 0.8 },
  { id: 'flooring', name: 'Flooring Upgrade', defaultCost: 6000, roi: 0.65 },
  { id: 'painting', name: 'Interior Painting', defaultCost: 4000, roi: 0.6 },
  { id: 'landscaping', name: 'Landscaping', defaultCost: 5000, roi: 0.83 },
  { id: 'deck', name: 'Deck Addition', defaultCost: 12000, roi: 0.76 },
  { id: 'hvac', name: 'HVAC Upgrade', defaultCost: 8000, roi: 0.85 },
])

/** Where the colour of a project's ROI changes (calculators.md section 9). */
export interface RoiColourThresholds {
  /** ROI ratio at or above which a project shows green. */
  readonly green: number
  /** ROI ratio at or above which a project shows amber (below it, red). */
  readonly amber: number
}

/** The constants of the renovation ROI calculator; pass a partial copy to override. */
export interface RenovationRoiRates {
  /** The project catalogue: default costs in rupees and ROI ratios. */
  readonly projects: readonly RenovationProject[]
  /** Multiplier of value added by location. */
  readonly locationFactor: Readonly<Record<RenovationLocation, number>>
  /** Multiplier of value added by property type. */
  readonly propertyFactor: Readonly<Record<RenovationPropertyType, number>>
  /** ROI ratio of a project the visitor adds by name and cost. */
  readonly customProjectRoi: number
  /** Most catalogue projects recommended as alternatives. */
  readonly maxAlternatives: number
  /** Colour bands of a project's ROI ratio. */
  readonly roiColourThresholds: RoiColourThresholds
}

/** calculators.md section 9, Renovation ROI. */
export const defaultRenovationRoiRates: RenovationRoiRates = /* @__PURE__ */ deepFreeze({
  projects: renovationProjects,
  locationFactor: { urban: 1.2, suburban: 1, rural: 0.8 },
  propertyFactor: { residential: 1, commercial: 1.1, multifamily: 1.2 },
  customProjectRoi: 0.6,
  maxAlternatives: 3,
  roiColourThresholds: { green: 1, amber: 0.7 },
})
