// The owner's settings of the site: the company's details and the rate card. Written once here for
// the API that stores and serves them, the website that shows them and the dashboard that edits
// them. No zod here (the website reads this file in its first load): the checks are in
// site-settings-schema.ts. Types only from @nirman/calc-engine: nothing of the engine reaches a
// bundle through this file.
import type {
  AllBuildingMaterialsRates,
  AllConcreteRates,
  ConstructionLoanRates,
  CostEstimateRates,
  ElectricalLoadRates,
  FlooringRates,
  HvacRates,
  LandGradingRates,
  PaintRates,
  PlumbingRates,
  RateOverrides,
  RccSlabRoofRates,
  RenovationRoiRates,
  RoofRates,
  StaircaseRates,
} from '@nirman/calc-engine'

/** The days of the week, Monday first, as the company's opening days name them. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

/** When the office is open: the days, and the same hours on each (Asia/Kolkata, 24-hour "HH:MM"). */
export interface OpeningHours {
  days: Weekday[]
  opens: string
  closes: string
}

/** The office's postal address; the state (Bihar) and the country (India) go without saying. */
export interface PostalAddress {
  /** "Saguna More, Bailey Road": the street, building or landmark. */
  street: string
  /** "Danapur": the area of the city. */
  locality?: string
  city: string
  /** Six digits: "801503". */
  postalCode: string
}

/** The social profiles the site links to. */
export const socialNetworks = ['facebook', 'instagram', 'youtube'] as const
export type SocialNetwork = (typeof socialNetworks)[number]
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
}

/**
 * The company's details as pages, e-mails and the JSON-LD give them. A detail left out is not
 * given: the part of a page that needs it is hidden (never a made-up number).
 */
export interface CompanyDetails {
  /** "Nirman Constructions": titles, the header, e-mails. */
  name?: string
  /** The name in Devanagari, after a Hindi page's title. */
  hindiName?: string
  /** The site's public address, `https://www.example.in`: canonical links, Open Graph, sitemap. */
  publicUrl?: string
  /** Up to three numbers as people read them ("+91 94310 12345"); the first is the call link. */
  phones?: string[]
  /** The sales enquiry number. */
  salesPhone?: string
  /** The WhatsApp number as people read it; its digits make the wa.me link. */
  whatsapp?: string
  email?: string
  address?: PostalAddress
  /** A link to the office on a map (Google Maps or another), opened in a new tab. */
  mapUrl?: string
  hours?: OpeningHours
  socials?: Partial<Record<SocialNetwork, string>>
  /** The GST identification number: 15 characters, "10AABCN1234F1Z5" (10 is Bihar). */
  gstin?: string
  /** The design agency credited in the footer. */
  credit?: { name: string; url: string }
}

/** The owner's rate card: for each calculator, calc-engine's overrides of its default rates. */
export interface RateCard {
  costEstimate?: RateOverrides<CostEstimateRates>
  buildingMaterials?: RateOverrides<AllBuildingMaterialsRates>
  paint?: RateOverrides<PaintRates>
  concrete?: RateOverrides<AllConcreteRates>
  flooring?: RateOverrides<FlooringRates>
  roof?: RateOverrides<RoofRates>
  rccSlabRoof?: RateOverrides<RccSlabRoofRates>
  landGrading?: RateOverrides<LandGradingRates>
  electricalLoad?: RateOverrides<ElectricalLoadRates>
  plumbing?: RateOverrides<PlumbingRates>
  staircase?: RateOverrides<StaircaseRates>
  hvac?: RateOverrides<HvacRates>
  renovationRoi?: RateOverrides<RenovationRoiRates>
  constructionLoan?: RateOverrides<ConstructionLoanRates>
}

/** The size of the land units that differ by district: Patna's katha is 1,361.25 sq ft. */
export interface LandUnitSettings {
  kathaSqFt: number
}

/**
 * What a new quotation starts with (issue 26): its tax lines, whether the prices include them, the
 * days it is valid and the terms in each language ('' : the built-in terms of that language).
 */
export interface QuotationSettings {
  /** "CGST" at 900 bp (9 %): at most 4 lines, each rate 1 to 10,000 bp. */
  taxLines: { label: string; rateBasisPoints: number }[]
  pricesIncludeTax: boolean
  /** 1 to 365 days from the day a quotation is started. */
  validityDays: number
  terms: { en: string; hi: string }
}

/**
 * How the sales desk works (issue 27): when its first-contact clock runs, and who gets new leads.
 * Every active account is on duty unless the owner lists it in `offDuty`; new leads go round robin
 * among those on duty, or among the staff named for their project type; nobody on duty: the owner.
 */
export interface SalesDeskSettings {
  /** The desk's days and hours (Asia/Kolkata, 24-hour "HH:MM"). */
  hours: OpeningHours
  /** Days off, as company dates ("2026-11-14"), oldest first. */
  holidays: string[]
  /** Working minutes within which a new lead must be contacted before the owner is alerted. */
  firstContactMinutes: number
  /** Accounts given no new leads (on leave, the owner who only oversees). */
  offDuty: number[]
  /** Project types whose leads go to their own staff (those of them on duty), round robin. */
  byProjectType: { projectType: string; staffIds: number[] }[]
}

/**
 * When visitors may book a free site visit (issue 28), in Asia/Kolkata whatever their device says:
 * visits start every `slotMinutes` from `hours.opens` and end by `hours.closes`, on `hours.days`
 * but not on holidays, at least `noticeHours` ahead and at most `daysAhead` days ahead; each slot
 * takes `visitsAtOnce` visits (the engineers who can go out at the same time).
 */
export interface SiteVisitSettings {
  hours: OpeningHours
  /** Days without visits, as company dates ("2026-11-14"), oldest first. */
  holidays: string[]
  /** The length of a visit and the step between slots: 30 to 240 minutes. */
  slotMinutes: number
  /** Visits that can run at once: 1 to 20. */
  visitsAtOnce: number
  /** A visit is never booked for less than this many hours ahead: 0 to 168. */
  noticeHours: number
  /** The days visitors can choose from, today first: 1 to 90 (21: today and the 20 after it). */
  daysAhead: number
}

/** Everything the owner sets. Empty: the build's own details and the specification's rates. */
export interface SiteSettings {
  company: CompanyDetails
  rateCard: RateCard
  /** The day the rate card's figures are as of ("2026-12-01"); none before a card is saved. */
  rateCardAsOf?: string
  /** The company's katha (and with it dhur and bigha); Patna's when not set. */
  landUnits?: LandUnitSettings
  /** What new quotations start with; the built-in defaults when not set. Never on a page. */
  quotations?: QuotationSettings
  /** The sales desk's hours, holidays and assignment rules; the built-in ones when not set. */
  salesDesk?: SalesDeskSettings
  /** When site visits can be booked; the built-in availability when not set. */
  siteVisits?: SiteVisitSettings
}

/** The parts of the settings the owner saves (and restores) on their own. */
export const settingsParts = [
  'company',
  'rateCard',
  'quotations',
  'salesDesk',
  'siteVisits',
] as const
export type SettingsPart = (typeof settingsParts)[number]

/** The keys of the settings each part saves and restores together. */
export const settingsPartKeys: Record<SettingsPart, readonly (keyof SiteSettings)[]> = {
  company: ['company'],
  rateCard: ['rateCard', 'rateCardAsOf', 'landUnits'],
  quotations: ['quotations'],
  salesDesk: ['salesDesk'],
  siteVisits: ['siteVisits'],
}

/**
 * The built-in sales desk (the owner's until they save their own): 9:00 to 19:00 Monday to
 * Saturday in Patna, no holidays, a first contact within 15 working minutes, everyone on duty.
 */
export const defaultSalesDeskSettings: SalesDeskSettings = {
  hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '09:00', closes: '19:00' },
  holidays: [],
  firstContactMinutes: 15,
  offDuty: [],
  byProjectType: [],
}

/**
 * The built-in availability of site visits (the owner's until they save their own): one-hour
 * visits from 10:00 to 17:00 Monday to Saturday in Patna, two at once, booked at least 12 hours
 * and at most 21 days ahead, no holidays.
 */
export const defaultSiteVisitSettings: SiteVisitSettings = {
  hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '10:00', closes: '17:00' },
  holidays: [],
  slotMinutes: 60,
  visitsAtOnce: 2,
  noticeHours: 12,
  daysAhead: 21,
}

/**
 * The built-in quotation settings (the owner's until they save their own): GST on building work in
 * Bihar, an intra-state supply, as CGST 9 % and SGST 9 % on top of the prices; valid 30 days; the
 * built-in terms ('' : quotation-defaults.ts of the API writes them in the quotation's language).
 */
export const defaultQuotationSettings: QuotationSettings = {
  taxLines: [
    { label: 'CGST', rateBasisPoints: 900 },
    { label: 'SGST', rateBasisPoints: 900 },
  ],
  pricesIncludeTax: false,
  validityDays: 30,
  terms: { en: '', hi: '' },
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

/** A line of the settings' history: who saved which part when. */
export interface SiteSettingsVersionSummary {
  version: number
  savedAt: string
  savedBy: string | null
  /** The parts that differ from the version before it (every part it has when it is the first). */
  changed: SettingsPart[]
  /** Set when this version brought back a part of an earlier one. */
  restoredFrom: number | null
}

export const defaultSiteSettings: SiteSettings = { company: {}, rateCard: {} }

/** The settings of a site where nothing was saved yet. */
export const defaultSettingsVersion: SiteSettingsVersion = {
  version: 0,
  settings: defaultSiteSettings,
  savedAt: null,
  savedBy: null,
}

/**
 * What every page of the website carries (the API places it in the page's head as JSON, in the
 * element `#site-settings`): the company's details and the rate card in use, and their version.
 */
export interface PageSettings {
  version: number
  company: CompanyDetails
  rateCard: RateCard
  /** The day the rate card is as of; absent while the specification's rates are used. */
  rateCardAsOf?: string
  landUnits?: LandUnitSettings
}

/** The id of the `<script type="application/json">` that carries a page's settings. */
export const pageSettingsElementId = 'site-settings'

/** The digits of an Indian number for tel: links: "+91 94310 12345" is "+919431012345". */
export function dialOf(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length > 10 ? digits.slice(-10) : digits
  return `+91${national}`
}

/** The digits of a WhatsApp number for https://wa.me/<digits>: "+91 94310 12345" is "919431012345". */
export function whatsappDigitsOf(phone: string): string {
  return dialOf(phone).slice(1)
}
