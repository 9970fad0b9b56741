// The owner's settings of the site (issue 25 gives them their screen): the company's details and
// the rate card. Written once here for the API that stores and serves them, the website that shows
// them and the dashboard that edits them. Types only from @nirman/calc-engine: nothing of the
// engine reaches a bundle through this file.
import type {
  BuildingMaterialsRates,
  ConcreteRates,
  ConstructionLoanRates,
  CostEstimateRates,
  ElectricalLoadRates,
  FlooringRates,
  HvacRates,
  LandGradingRates,
  PaintRates,
  PlumbingRates,
  RateOverrides,
  RenovationRoiRates,
  RoofRates,
  StaircaseRates,
} from '@nirman/calc-engine'

/**
 * The company's details as pages, e-mails and the JSON-LD give them. A detail left out is not
 * given: the part of a page that needs it is hidden (never a made-up number).
 */
export interface CompanyDetails {
  name?: string
  /** The name in Devanagari, after a Hindi page's title. */
  hindiName?: string
  /** The site's public address, `https://www.example.in`: canonical links, Open Graph, sitemap. */
  publicUrl?: string
  phone?: string
  whatsapp?: string
  email?: string
  address?: string
  mapUrl?: string
  hours?: string
  socials?: { facebook?: string; instagram?: string; youtube?: string }
  gstin?: string
}

/** The owner's rate card: for each calculator, calc-engine's overrides of its default rates. */
export interface RateCard {
  costEstimate?: RateOverrides<CostEstimateRates>
  buildingMaterials?: RateOverrides<BuildingMaterialsRates>
  paint?: RateOverrides<PaintRates>
  concrete?: RateOverrides<ConcreteRates>
  flooring?: RateOverrides<FlooringRates>
  roof?: RateOverrides<RoofRates>
  landGrading?: RateOverrides<LandGradingRates>
  electricalLoad?: RateOverrides<ElectricalLoadRates>
  plumbing?: RateOverrides<PlumbingRates>
  staircase?: RateOverrides<StaircaseRates>
  hvac?: RateOverrides<HvacRates>
  renovationRoi?: RateOverrides<RenovationRoiRates>
  constructionLoan?: RateOverrides<ConstructionLoanRates>
}

/** Everything the owner sets. Empty: the build's own details and the specification's rates. */
export interface SiteSettings {
  company: CompanyDetails
  rateCard: RateCard
}

/** One saved version of the settings; version 0 is the defaults, before anything was saved. */
export interface SiteSettingsVersion {
  version: number
  settings: SiteSettings
  /** ISO 8601, UTC; null for version 0. */
  savedAt: string | null
  /** The name of the staff member who saved it; null for version 0. */
  savedBy: string | null
}

export const defaultSiteSettings: SiteSettings = { company: {}, rateCard: {} }

/** The settings of a site where nothing was saved yet. */
export const defaultSettingsVersion: SiteSettingsVersion = {
  version: 0,
  settings: defaultSiteSettings,
  savedAt: null,
  savedBy: null,
}
