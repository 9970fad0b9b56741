// The owner's settings of the page being shown. The API that serves the prerendered files puts them
// into each page's <head> (`<script id="site-settings" type="application/json">`); the build's HTML
// has none, and neither has the dev server or a unit test: the page then uses the build's own
// details. Nothing is fetched: the settings come with the page.
import {
  type CompanyDetails,
  type PageSettings,
  pageSettingsElementId,
  socialNetworks,
  weekdays,
} from '@nirman/contract/site-settings'
import { useSyncExternalStore } from 'react'

/** A page without the owner's settings: the build's details and the specification's rates. */
export const noPageSettings: PageSettings = { version: 0, company: {}, rateCard: {} }

type Fields = Record<string, unknown>

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A text the owner gave; anything else (missing, empty, not a string) is a detail not given. */
function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** The texts of `value` (an object, or not) at `keys`, those given. */
function textsOf<Key extends string>(value: unknown, keys: readonly Key[]) {
  const texts: Partial<Record<Key, string>> = {}
  for (const key of keys) {
    const text = isFields(value) ? value[key] : undefined
    if (isText(text)) texts[key] = text
  }
  return texts
}

const clockTime = /^\d\d:\d\d$/

/**
 * The company's details as the page carries them, each checked for its shape: a detail of the
 * wrong kind is left out (the part of the page needing it hides), never passed on to crash a page.
 * The API saved only details that passed the contract's checks; this is the page's own guard.
 */
export function companyDetailsOf(value: unknown): CompanyDetails {
  const details: CompanyDetails = textsOf(value, [
    'name',
    'hindiName',
    'publicUrl',
    'salesPhone',
    'whatsapp',
    'email',
    'mapUrl',
    'gstin',
  ])
  if (!isFields(value)) return details
  if (Array.isArray(value.phones)) details.phones = value.phones.filter(isText)
  const { street, locality, city, postalCode } = textsOf(value.address, [
    'street',
    'locality',
    'city',
    'postalCode',
  ])
  if (street && city && postalCode) details.address = { street, locality, city, postalCode }
  const { opens, closes } = textsOf(value.hours, ['opens', 'closes'])
  const given = isFields(value.hours) && Array.isArray(value.hours.days) ? value.hours.days : []
  const days = weekdays.filter((day) => given.includes(day))
  if (days.length && opens && closes && clockTime.test(opens) && clockTime.test(closes)) {
    details.hours = { days, opens, closes }
  }
  details.socials = textsOf(value.socials, socialNetworks)
  const credit = textsOf(value.credit, ['name', 'url'])
  if (credit.name && credit.url) details.credit = { name: credit.name, url: credit.url }
  return details
}

/**
 * "2026-12-01", a day of the calendar: read as UTC and written back unchanged ("2026-02-30" comes
 * back as "2026-03-02", "2026-12" and anything not text as something else).
 */
function isDay(value: unknown): value is string {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

/** A size in sq ft: a number above 0 (not JSON's 1e999, which reads as Infinity). */
function isSize(value: unknown): value is number {
  return typeof value === 'number' && value > 0 && Number.isFinite(value)
}

/** The settings in the JSON `json`; anything unreadable is no settings at all. */
export function pageSettingsOf(json: string | null | undefined): PageSettings {
  try {
    const value: unknown = JSON.parse(json ?? '')
    if (!isFields(value) || typeof value.version !== 'number' || !isFields(value.company)) {
      return noPageSettings
    }
    const { rateCard, rateCardAsOf, landUnits } = value
    return {
      version: value.version,
      company: companyDetailsOf(value.company),
      // The engine checks each calculator's part as its rate overrides (a part it refuses leaves
      // that calculator on the specification's rates): here only the card's shape.
      rateCard: isFields(rateCard) ? rateCard : {},
      ...(isDay(rateCardAsOf) && { rateCardAsOf }),
      ...(isFields(landUnits) &&
        isSize(landUnits.kathaSqFt) && { landUnits: { kathaSqFt: landUnits.kathaSqFt } }),
    }
  } catch {
    return noPageSettings
  }
}

// The page's element and what was read from it: read once (the element never changes on a page;
// a test that puts another one in gets it read anew).
let readElement: Element | null = null
let read = noPageSettings

/** The settings the page carries (none before the document exists: the prerender). */
export function currentPageSettings(): PageSettings {
  if (typeof document === 'undefined') return noPageSettings
  const element = document.getElementById(pageSettingsElementId)
  if (element !== readElement) {
    readElement = element
    read = element ? pageSettingsOf(element.textContent) : noPageSettings
  }
  return read
}

// They never change while a page is open: a saved change shows on the next page load.
const subscribe = () => () => {}
const serverSettings = () => noPageSettings

/**
 * The owner's settings in a component. The prerender, and the browser while React hydrates the
 * prerendered HTML, see none (the HTML was made without them: no hydration mismatch); right after,
 * React draws again with the page's own. A part drawn later (a page reached inside the app) has
 * them at once.
 */
export function usePageSettings(): PageSettings {
  return useSyncExternalStore(subscribe, currentPageSettings, serverSettings)
}

/** The owner's company details in a component (see `usePageSettings`). */
export function useCompanyDetails(): CompanyDetails {
  return usePageSettings().company
}
