import {
  type CompanyDetailsSave,
  type QuotationSettingsSave,
  type RateCardSave,
  type SalesDeskSave,
  type SettingsRestore,
  type SiteSettingsVersion,
  type SiteSettingsVersionSummary,
  type SiteVisitSettingsSave,
  settingsPaths,
} from '@nirman/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest, getJson } from './client'
import { adminKeys } from './queries'

// The owner's settings of the site (issues 25 to 28): the company's details, the rate card, what
// new quotations start with, the sales desk and site visits, each save a new version (the routes:
// the contract's settingsPaths).

export const settingsKeys = {
  all: () => [...adminKeys.all, 'settings'] as const,
  current: () => [...settingsKeys.all(), 'current'] as const,
  versions: () => [...settingsKeys.all(), 'versions'] as const,
  versionList: () => [...settingsKeys.versions(), 'list'] as const,
  version: (version: number) => [...settingsKeys.versions(), 'detail', version] as const,
}

const required = async <T>(answer: Promise<T | null>): Promise<T> => {
  const value = await answer
  if (value === null) throw new Error('The API answered nothing')
  return value
}

/** The settings in use, with their version (0 and no date: nothing saved yet). */
export const settingsQuery = queryOptions({
  queryKey: settingsKeys.current(),
  queryFn: () => required(getJson<SiteSettingsVersion>(settingsPaths.current)),
})

/** The settings' history, newest first (the API keeps the last 50 lines). */
export const settingsVersionsQuery = queryOptions({
  queryKey: settingsKeys.versionList(),
  queryFn: () => required(getJson<SiteSettingsVersionSummary[]>(settingsPaths.versions)),
})

/** One saved version whole, read-only. A saved version never changes: it is fetched once. */
export function settingsVersionQuery(version: number) {
  return queryOptions({
    queryKey: settingsKeys.version(version),
    queryFn: () => required(getJson<SiteSettingsVersion>(settingsPaths.version(version))),
  })
}

/** Saves the company's details on the version the screen read: the new version, or 409 if stale. */
export const saveCompanyDetails = (body: CompanyDetailsSave) =>
  required(apiRequest<SiteSettingsVersion>('PUT', settingsPaths.company, body))

/**
 * Saves the rate card (its "as of" day and the company's katha with it) on the version the screen
 * read: the new version, or 409 if stale.
 */
export const saveRateCard = (body: RateCardSave) =>
  required(apiRequest<SiteSettingsVersion>('PUT', settingsPaths.rateCard, body))

/** Saves what new quotations start with on the version the screen read: the new version, or 409. */
export const saveQuotationSettings = (body: QuotationSettingsSave) =>
  required(apiRequest<SiteSettingsVersion>('PUT', settingsPaths.quotations, body))

/**
 * Saves the sales desk (hours, holidays, first-contact minutes, who gets new leads) on the version
 * the screen read: the new version, or 409 if stale.
 */
export const saveSalesDesk = (body: SalesDeskSave) =>
  required(apiRequest<SiteSettingsVersion>('PUT', settingsPaths.salesDesk, body))

/**
 * Saves when visitors may book a site visit (days, hours, holidays, length, visits at once,
 * notice, days ahead) on the version the screen read: the new version, or 409 if stale.
 */
export const saveSiteVisits = (body: SiteVisitSettingsSave) =>
  required(apiRequest<SiteSettingsVersion>('PUT', settingsPaths.siteVisits, body))

/** Brings back a part of an earlier version as a new version, made on the current `version`. */
export const restoreSettings = (fromVersion: number, body: SettingsRestore) =>
  required(apiRequest<SiteSettingsVersion>('POST', settingsPaths.restore(fromVersion), body))
