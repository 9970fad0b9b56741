import { type LandUnitSizes, patnaLandUnitSizes } from '@nirman/calc-engine/land-units'
import {
  type QuotationContent,
  type QuotationGroup,
  type QuotationSettings,
  type QuoteLanguage,
  quotationContentSchema,
  quotationLimits,
  type RateCard,
} from '@nirman/contract'
import { type ConstructionChoice, constructionGroup } from './construction-item'
import { estimateItems } from './estimate-items'
import { attachedEstimate, type CalculatorSlug, isCalculatorSlug } from './estimate-message'
import { estimateWords, groupTitleOf } from './estimate-words'
import { clipText, cutText, withinLimits } from './item-figures'
import { quotationDefaults } from './quotation-defaults'

// How a new quotation of a lead starts: blank, from the rate card (the built-up area at the rate of
// its property type and finish), or from the calculator estimate the visitor attached to the
// request. Every start carries the client from the lead and the company's defaults
// (quotation-defaults.ts, with the owner's quotation settings); money by the rules of
// item-figures.ts.

/** The owner's settings a start reads: what new quotations start with (none: the built-in). */
export type StartSettings = { quotations?: QuotationSettings }

/** What a quotation takes from its lead (a row of contact_submissions). */
export interface QuotationLead {
  name: string
  phone: string
  email: string
  city: string
  projectType: string
  language: 'en' | 'hi'
  message: string
  /** The calculator whose estimate the request carries (its slug), or ''. */
  calculator: string
}

/** The built-up area and the choices a quotation from the rate card is priced with. */
export interface RateCardChoice {
  builtUpSqFt: number
  propertyType: 'residential' | 'commercial' | 'institutional'
  finish: 'standard' | 'premium' | 'luxury'
}

/** The title of a quotation by the project type of its request (the forms' types). */
const titles: Record<QuoteLanguage, Record<string, string> & { other: string }> = {
  en: {
    'Residential Construction': 'Construction of a house',
    'Commercial Construction': 'Construction of a commercial building',
    'Architectural Design': 'Architectural design',
    'Interior Design': 'Interior work',
    'Building Consultancy': 'Building consultancy',
    Consultancy: 'Building consultancy',
    'Project Management': 'Project management',
    other: 'Construction work',
  },
  hi: {
    'Residential Construction': 'मकान का निर्माण',
    'Commercial Construction': 'कमर्शियल भवन का निर्माण',
    'Architectural Design': 'आर्किटेक्चरल डिज़ाइन',
    'Interior Design': 'इंटीरियर का काम',
    'Building Consultancy': 'बिल्डिंग कंसल्टेंसी',
    Consultancy: 'बिल्डिंग कंसल्टेंसी',
    'Project Management': 'प्रोजेक्ट मैनेजमेंट',
    other: 'निर्माण कार्य',
  },
}

const titleOf = (projectType: string, language: QuoteLanguage): string => {
  const said = titles[language]
  return Object.hasOwn(said, projectType) ? (said[projectType] ?? said.other) : said.other
}

/** The lead's e-mail when the quotation's schema takes it; '' (none) when it would refuse it. */
function emailOf(email: string): string {
  const trimmed = email.trim()
  return quotationContentSchema.shape.clientEmail.safeParse(trimmed).success ? trimmed : ''
}

/**
 * A quotation with no items: the client from `lead` (the name cut to the contract's 100
 * characters, an e-mail the contract refuses left out, the city as the site), in the lead's
 * language, titled by its project type, with the defaults of `today`.
 */
function startOf(lead: QuotationLead, today: string, settings: StartSettings): QuotationContent {
  const language = lead.language
  const name = clipText(lead.name, quotationLimits.clientName)
  return {
    language,
    title: cutText(titleOf(lead.projectType, language), quotationLimits.title),
    // A name is required; a request always has one, a row written by hand may not.
    clientName: name || clipText(lead.phone, quotationLimits.clientName) || '-',
    clientPhone: clipText(lead.phone, quotationLimits.clientPhone),
    clientEmail: emailOf(lead.email),
    siteAddress: clipText(lead.city, quotationLimits.siteAddress),
    groups: [],
    discountPaise: 0,
    ...quotationDefaults(language, today, settings),
  }
}

/**
 * A blank quotation of `lead`: the client and the defaults, no items.
 *
 * @param today - `YYYY-MM-DD`, the company's day (the validity runs the owner's days from it)
 * @param settings - the owner's settings in use (the quotation settings; none: the built-in)
 */
export function blankQuotation(
  lead: QuotationLead,
  today: string,
  settings: StartSettings = {},
): QuotationContent {
  return startOf(lead, today, settings)
}

/**
 * A quotation of `lead` from the rate card: one group "Construction" with the built-up area at the
 * card's rate per sq ft of the property type times its finish factor (Patna: location factor 1),
 * the engine's defaults for what the card does not give (constructionRatePaise).
 *
 * @example
 * // 1,200 sq ft, residential ₹1,500 × premium 1.3 = ₹1,950 a sq ft: ₹23,40,000 before GST.
 * rateCardQuotation(lead, {}, { builtUpSqFt: 1200, propertyType: 'residential', finish: 'premium' }, '2026-12-15')
 */
export function rateCardQuotation(
  lead: QuotationLead,
  rateCard: RateCard,
  choice: RateCardChoice,
  today: string,
  settings: StartSettings = {},
): QuotationContent {
  const construction: ConstructionChoice = { ...choice, location: 'patna' }
  return {
    ...startOf(lead, today, settings),
    groups: [constructionGroup(rateCard, construction, lead.language)],
  }
}

/**
 * A quotation of `lead` from the calculator estimate attached to its message, or null when the
 * message carries none (no "My inputs:" link).
 *
 * A calculator whose result gives quantities and prices (the cost estimator, building materials,
 * paint, concrete, flooring, roof and RCC slab, plumbing, staircase: estimate-items.ts) gives its
 * priced lines at today's card (or the defaults), in one group named after its trade. Any other
 * calculator, a link that cannot be read, or inputs the calculator refuses give one line: the
 * estimate's summary as written, 1 lot at ₹0, for staff to price.
 *
 * @param landUnitSizes - the company's katha (companyLandUnitSizes), for an area typed as "2 katha"
 * @param settings - the owner's settings in use (the quotation settings; none: the built-in)
 */
export function estimateQuotation(
  lead: QuotationLead,
  rateCard: RateCard,
  today: string,
  landUnitSizes: LandUnitSizes = patnaLandUnitSizes,
  settings: StartSettings = {},
): QuotationContent | null {
  const estimate = attachedEstimate(lead.message)
  if (estimate === null) return null
  const language = lead.language
  const { slug, inputs } = estimate
  const items =
    slug !== null && inputs !== null
      ? estimateItems(slug, inputs, rateCard, language, landUnitSizes)
      : null
  const group: QuotationGroup =
    slug !== null && items !== null && withinLimits(items)
      ? { title: groupTitleOf(slug, language), items }
      : summaryGroup(slug ?? calculatorOfLead(lead), estimate.summary, language)
  return { ...startOf(lead, today, settings), groups: [group] }
}

/** The calculator the lead's source names, when its link cannot say. */
const calculatorOfLead = (lead: QuotationLead): CalculatorSlug | null => {
  const named = lead.calculator.trim()
  return isCalculatorSlug(named) ? named : null
}

/**
 * The estimate as its summary line: the result's lines as the visitor sent them, on one line,
 * cut to the contract's 300 characters, 1 lot at ₹0.
 */
function summaryGroup(
  slug: CalculatorSlug | null,
  summary: string,
  language: QuoteLanguage,
): QuotationGroup {
  const words = estimateWords[language]
  const lines = summary
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const description = lines.length > 0 ? lines.join('; ') : words.summaryOnly
  return {
    title: groupTitleOf(slug, language),
    items: [
      {
        description: cutText(description, quotationLimits.description),
        quantityMilli: 1000,
        unit: words.units.lot,
        ratePaise: 0,
        optional: false,
      },
    ],
  }
}
