// The constants of the quote forms, without zod: the website renders its forms from these and
// loads the schemas (quote-request.ts) only when a form is first used. `@nirman/contract/quote-fields`.
import {
  type LandAreaPart,
  type LandUnitSizes,
  parseLandArea,
  patnaLandUnitSizes,
} from '@nirman/calc-engine/land-units'
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

/**
 * Characters no one-line value may hold: the C0 controls (line feed, carriage return, tab, NUL...),
 * DEL, the C1 controls (NEL among them) and Unicode's line and paragraph separators. A line break
 * in a name would become a forged line ("Bcc: ...", "Phone: ...") in the staff's alert e-mail and
 * in any export; none of them is ever typed on purpose in a one-line field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const controlsBesideLineFeed = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g

/**
 * The message of a quote request as stored: its line breaks kept (CR LF, CR and Unicode's line and
 * paragraph separators all become LF), a tab a space, every other control character removed.
 *
 * @example cleanMultiLineText('Two floors\r\nBudget\u0000 40 lakh') // 'Two floors\nBudget 40 lakh'
 */
export function cleanMultiLineText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(controlsBesideLineFeed, '')
}

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

/**
 * What a visitor typed as the land size, as read: a number of square feet ("1200", "1,200",
 * "1200 sq ft"), the two sides of a rectangular plot in feet ("30x40", "30 x 40", "30*40",
 * "30×40", "30 by 40") whose product is the area, or an area in the units Bihar buys land in
 * ("2 katha", "1 bigha 5 katha", "10 dhur", "5 decimal", "200 gaj", "150 sq m", "२ कट्ठा": read by
 * @nirman/calc-engine's parseLandArea with the company's sizes of katha, dhur and bigha). Anything
 * else is unreadable and is refused, never guessed at.
 */
export type LandSizeReading =
  | { readonly kind: 'empty' }
  | { readonly kind: 'unreadable' }
  | {
      readonly kind: 'area'
      readonly squareFeet: number
      /** The text is that number as is ("1200"): nothing was read into it. */
      readonly asTyped: boolean
    }
  | {
      readonly kind: 'plot'
      readonly lengthFeet: number
      readonly widthFeet: number
      readonly squareFeet: number
    }
  | {
      readonly kind: 'units'
      /** The figures as typed with their units: the 1 bigha and 5 katha of "1 bigha 5 katha". */
      readonly parts: readonly LandAreaPart[]
      readonly squareFeet: number
    }

/** Refused land sizes: what to type instead. Required but empty keeps the spec's own message. */
export const landSizeUnreadableMessage =
  'Please enter land size in sq ft: a number such as 1200, length x width in feet such as 30x40, or with its unit such as 2 katha'

// A positive number; thousands separators ("1,200", "1,20,000") only in an area, not in sides.
const groupedNumber = String.raw`\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?`
const plainNumber = String.raw`\d+(?:\.\d+)?`
const squareFeetUnit = String.raw`sq\.?\s*f(?:ee|oo)?t\.?|sqft|sft|square\s+f(?:ee|oo)?t|ft2|ft²`
const feetUnit = String.raw`ft\.?|feet|foot|'`
const areaPattern = new RegExp(`^(${groupedNumber})\\s*(?:${squareFeetUnit})?$`, 'i')
const plotPattern = new RegExp(
  `^(${plainNumber})\\s*(?:${feetUnit})?\\s*(?:x|×|\\*|by)\\s*(${plainNumber})\\s*(?:${feetUnit})?$`,
  'i',
)

/** Square feet kept to two decimals (a plot of 30.5 x 40.25 ft is 1,227.63 sq ft). */
const roundSquareFeet = (value: number) => Math.round(value * 100) / 100

/**
 * Reads a land size as the quote forms and the API accept it.
 *
 * @param text - what the visitor typed
 * @param sizes - the company's sizes of the land units (default Patna's: 1 katha = 1,361.25 sq ft)
 * @returns the reading: empty, unreadable, an area in sq ft, a plot's two sides and their area, or
 *   an area in land units and its square feet
 * @example
 * readLandSize('30x40') // { kind: 'plot', lengthFeet: 30, widthFeet: 40, squareFeet: 1200 }
 * readLandSize('2.5 katha') // { kind: 'units', parts: [{ value: 2.5, unit: 'katha' }], squareFeet: 3403.13 }
 * readLandSize('2.5 hectare') // { kind: 'unreadable' }
 */
export function readLandSize(
  text: string,
  sizes: LandUnitSizes = patnaLandUnitSizes,
): LandSizeReading {
  const typed = text.trim()
  if (typed === '') return { kind: 'empty' }
  const area = areaPattern.exec(typed)
  if (area?.[1]) {
    const squareFeet = roundSquareFeet(Number(area[1].replaceAll(',', '')))
    if (!(squareFeet > 0)) return { kind: 'unreadable' }
    return { kind: 'area', squareFeet, asTyped: typed === String(squareFeet) }
  }
  const plot = plotPattern.exec(typed)
  if (plot?.[1] && plot[2]) {
    const lengthFeet = Number(plot[1])
    const widthFeet = Number(plot[2])
    const squareFeet = roundSquareFeet(lengthFeet * widthFeet)
    if (!(squareFeet > 0)) return { kind: 'unreadable' }
    return { kind: 'plot', lengthFeet, widthFeet, squareFeet }
  }
  const land = parseLandArea(typed, sizes)
  if (!land.ok || !(land.squareFeet > 0)) return { kind: 'unreadable' }
  return { kind: 'units', parts: land.parts, squareFeet: roundSquareFeet(land.squareFeet) }
}

const squareFeetFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/**
 * A request's land size as staff read it (the dashboard, the alert e-mail): the words typed, then
 * their square feet where the words are not already that number of square feet.
 *
 * @param landSize - the land size as typed ("2 katha", "30x40", "1800"); empty when not given
 * @param squareFeet - its square feet as the API read them; null when not read
 * @returns e.g. `2 katha (2,722.5 sq ft)`, `30x40 (1,200 sq ft)`, `1,800 sq ft`; empty when not given
 * @example
 * landSizeForStaff('2 katha', 2722.5) // '2 katha (2,722.5 sq ft)'
 * landSizeForStaff('1800', 1800) // '1,800 sq ft'
 */
export function landSizeForStaff(landSize: string, squareFeet: number | null): string {
  const typed = landSize.trim()
  if (typed === '') return ''
  if (squareFeet === null) return /^\d+(?:\.\d+)?$/.test(typed) ? `${typed} sq ft` : typed
  const inSquareFeet = `${squareFeetFormat.format(squareFeet)} sq ft`
  return readLandSize(typed).kind === 'area' ? inSquareFeet : `${typed} (${inSquareFeet})`
}
