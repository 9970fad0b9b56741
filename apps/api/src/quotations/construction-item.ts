import {
  type CostEstimateFinish,
  type CostEstimateLocation,
  type CostEstimatePropertyType,
  defaultCostEstimateRates,
} from '@nirman/calc-engine'
import {
  type QuotationGroup,
  type QuotationItem,
  type QuoteLanguage,
  quotationLimits,
  type RateCard,
} from '@nirman/contract'
import { cutText, milliOf, paiseOf, ratePaiseTimes } from './item-figures'

// The built-up area at the rate per sq ft of its property type and finish: the rate card start and
// the cost estimator's estimate, priced alike.

/** What the building is, its finish and the city whose prices apply (Patna's unless said). */
export interface ConstructionChoice {
  /** Built-up area, sq ft (may have decimals: 2 katha is 2,722.5 sq ft). */
  builtUpSqFt: number
  propertyType: CostEstimatePropertyType
  finish: CostEstimateFinish
  location?: CostEstimateLocation
}

/**
 * The rate per sq ft of `choice`, in paise: the card's rate of the property type (or the engine's
 * default) in paise (rule 1 of item-figures.ts), times the finish factor and the location factor
 * (the card's or the default; Patna's is 1), rounded half up to the paisa once (rule 4).
 *
 * @example constructionRatePaise({}, { builtUpSqFt: 1200, propertyType: 'residential', finish: 'premium' })
 * // 195000: ₹1,500 × 1.3 = ₹1,950
 */
export function constructionRatePaise(rateCard: RateCard, choice: ConstructionChoice): number {
  const card = rateCard.costEstimate
  const defaults = defaultCostEstimateRates
  const location = choice.location ?? 'patna'
  const rate = card?.ratePerSqFt?.[choice.propertyType] ?? defaults.ratePerSqFt[choice.propertyType]
  const finish = card?.finishFactor?.[choice.finish] ?? defaults.finishFactor[choice.finish]
  const place = card?.locationFactor?.[location] ?? defaults.locationFactor[location]
  return ratePaiseTimes(paiseOf(rate), finish, place)
}

const words = {
  en: {
    group: 'Construction',
    propertyTypes: {
      residential: 'a residential building (house)',
      commercial: 'a commercial building (shops, offices)',
      institutional: 'an institutional building (school, hospital)',
    },
    finishes: { standard: 'standard finish', premium: 'premium finish', luxury: 'luxury finish' },
    locations: { patna: 'Patna', delhi: 'Delhi', kolkata: 'Kolkata' },
    description: (type: string, finish: string, place: string | null) =>
      `Construction of ${type}, ${finish}${place ? `, at ${place} rates` : ''}, by the sq ft of built-up area`,
    sqFt: 'sq ft',
  },
  hi: {
    group: 'निर्माण',
    propertyTypes: {
      residential: 'रिहायशी भवन (मकान)',
      commercial: 'कमर्शियल भवन (दुकान, दफ़्तर)',
      institutional: 'संस्थागत भवन (स्कूल, अस्पताल)',
    },
    finishes: {
      standard: 'स्टैंडर्ड फ़िनिशिंग',
      premium: 'प्रीमियम फ़िनिशिंग',
      luxury: 'लग्ज़री फ़िनिशिंग',
    },
    locations: { patna: 'पटना', delhi: 'दिल्ली', kolkata: 'कोलकाता' },
    description: (type: string, finish: string, place: string | null) =>
      `${type} का निर्माण, ${finish}${place ? `, ${place} के रेट पर` : ''}, बिल्ट-अप एरिया के प्रति वर्ग फ़ीट के हिसाब से`,
    sqFt: 'वर्ग फ़ीट',
  },
} as const

/** The group's name of the construction item: "Construction", "निर्माण". */
export const constructionGroupTitle = (language: QuoteLanguage): string => words[language].group

/** The built-up area at its rate (`constructionRatePaise`), worded in `language`. */
export function constructionItem(
  rateCard: RateCard,
  choice: ConstructionChoice,
  language: QuoteLanguage,
): QuotationItem {
  const said = words[language]
  const location = choice.location ?? 'patna'
  const description = said.description(
    said.propertyTypes[choice.propertyType],
    said.finishes[choice.finish],
    location === 'patna' ? null : said.locations[location],
  )
  return {
    description: cutText(description, quotationLimits.description),
    quantityMilli: milliOf(choice.builtUpSqFt),
    unit: said.sqFt,
    ratePaise: constructionRatePaise(rateCard, choice),
    optional: false,
  }
}

/** The one group of a quotation by the built-up area. */
export function constructionGroup(
  rateCard: RateCard,
  choice: ConstructionChoice,
  language: QuoteLanguage,
): QuotationGroup {
  return {
    title: constructionGroupTitle(language),
    items: [constructionItem(rateCard, choice, language)],
  }
}
