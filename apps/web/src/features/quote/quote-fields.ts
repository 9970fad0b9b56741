import type * as Contract from '@nirman/contract'
import type { FullQuoteForm, LandSide } from '@nirman/contract'

/*
 * The constants of @nirman/contract the quote forms need while they render, restated here without
 * zod. Every value the contract exports comes from a module that builds its zod schemas as it loads,
 * so one value import from it puts zod (about 27 KB gzip) into the home page's first JavaScript. The
 * schemas themselves are loaded on the first submit (quote-validation.ts).
 *
 * Each copy is typed as the contract's own constant, so the compiler rejects a difference in the
 * literal values, and quote-fields.test.ts compares them at run time too.
 */

export const landSides: typeof Contract.landSides = ['North', 'South', 'East', 'West']

export const landFacingOptions: typeof Contract.landFacingOptions = [
  'North',
  'South',
  'East',
  'West',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
]

export const popupProjectTypes: typeof Contract.popupProjectTypes = [
  'Residential Construction',
  'Commercial Construction',
  'Architectural Design',
  'Interior Design',
  'Building Consultancy',
  'Project Management',
]

export const contactProjectTypes: typeof Contract.contactProjectTypes = [
  'Residential Construction',
  'Commercial Construction',
  'Interior Design',
  'Architectural Design',
  'Consultancy',
  'Other',
]

export const heroProjectTypes: typeof Contract.heroProjectTypes = [
  'Residential Construction',
  'Commercial Construction',
  'Interior Design',
  'Architectural Design',
  'Consultancy',
]

export const quoteRequestFields: typeof Contract.quoteRequestFields = [
  'name',
  'phone',
  'email',
  'city',
  'landSize',
  'landDimensionNorthFeet',
  'landDimensionNorthInches',
  'landDimensionSouthFeet',
  'landDimensionSouthInches',
  'landDimensionEastFeet',
  'landDimensionEastInches',
  'landDimensionWestFeet',
  'landDimensionWestInches',
  'landFacing',
  'projectType',
  'message',
]

export const honeypotField: typeof Contract.honeypotField = 'website'

export const sideFeetField = (side: LandSide) => `landDimension${side}Feet` as const
export const sideInchesField = (side: LandSide) => `landDimension${side}Inches` as const

export const emptyFullQuoteForm: FullQuoteForm = {
  name: '',
  phone: '',
  email: '',
  city: '',
  landSize: '',
  landDimensionNorthFeet: '',
  landDimensionNorthInches: '0',
  landDimensionSouthFeet: '',
  landDimensionSouthInches: '0',
  landDimensionEastFeet: '',
  landDimensionEastInches: '0',
  landDimensionWestFeet: '',
  landDimensionWestInches: '0',
  landFacing: '',
  projectType: '',
  message: '',
}

/** The inches a side can have: 0 to 11 (website.md section 9). */
export const inchOptions = Array.from({ length: 12 }, (_, inches) => String(inches))
