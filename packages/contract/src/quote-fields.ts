// The constants of the quote forms, without zod: the website renders its forms from these and
// loads the schemas (quote-request.ts) only when a form is first used. `@nirman/contract/quote-fields`.
import { type LandSide, landSides } from './messages'

export { type LandSide, landSides }

/** Options of the land facing select (website.md section 3). */
export const landFacingOptions = [
  'North',
  'South',
  'East',
  'West',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
] as const

/** Project types of the popup form. */
export const popupProjectTypes = [
  'Residential Construction',
  'Commercial Construction',
  'Architectural Design',
  'Interior Design',
  'Building Consultancy',
  'Project Management',
] as const

/** Project types of the contact-page and home full forms (the spec keeps both readings). */
export const contactProjectTypes = [
  'Residential Construction',
  'Commercial Construction',
  'Interior Design',
  'Architectural Design',
  'Consultancy',
  'Other',
] as const

/** Project types of the hero quick form. */
export const heroProjectTypes = [
  'Residential Construction',
  'Commercial Construction',
  'Interior Design',
  'Architectural Design',
  'Consultancy',
] as const

/** Every project type any form offers: what the API accepts. */
export const quoteProjectTypes = [...new Set([...popupProjectTypes, ...contactProjectTypes])] as [
  string,
  ...string[],
]

/**
 * The hidden field of every quote form. People never see it; bots that fill every field do, and
 * the API drops their request without storing it.
 */
export const honeypotField = 'website'

/** Longest values the API stores. */
export const quoteLimits = {
  name: 100,
  phone: 20,
  email: 254,
  city: 100,
  landSize: 50,
  feet: 10,
  message: 2000,
} as const

/** The 16 fields of a quote request, in the order of the form and the CSV export. */
export const quoteRequestFields = [
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
] as const
export type QuoteRequestField = (typeof quoteRequestFields)[number]

export type SideFeetField = `landDimension${LandSide}Feet`
export type SideInchesField = `landDimension${LandSide}Inches`
export const sideFeetField = (side: LandSide): SideFeetField => `landDimension${side}Feet`
export const sideInchesField = (side: LandSide): SideInchesField => `landDimension${side}Inches`

/** The starting values of the full form: inches '0', everything else empty. */
export const emptyFullQuoteForm: Record<QuoteRequestField, string> = {
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
