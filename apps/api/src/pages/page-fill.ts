import {
  type CompanyDetails,
  dialOf,
  type PageSettings,
  pageSettingsElementId,
  type SiteSettingsVersion,
  type Weekday,
} from '@nirman/contract'
import { escapeHtml } from '../escape-html'
import { jsonForScript, type SiteIdentity } from '../portfolio/project-page'

/** schema.org's names of the days, for the business's opening hours. */
const schemaDays: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

/** The types of JSON-LD object the website's build writes for the business itself. */
const businessTypes = new Set(['GeneralContractor', 'HomeAndConstructionBusiness', 'LocalBusiness'])

type JsonObject = Record<string, unknown>

/**
 * The business's JSON-LD (`GeneralContractor`, apps/web seo/business-json-ld.ts) with the owner's
 * details laid over what the build knew: its address, phones, e-mail, hours, map, profiles and
 * GSTIN. What the owner has not given stays as the build wrote it (the build gives no phone).
 */
export function businessWithDetails(business: JsonObject, company: CompanyDetails): JsonObject {
  const filled: JsonObject = { ...business }
  if (company.name) filled.name = company.name
  const phones = company.phones ?? []
  if (phones[0]) filled.telephone = dialOf(phones[0])
  const contactPoints = [
    ...phones.map((phone) => ({ phone, type: 'customer service' })),
    ...(company.salesPhone ? [{ phone: company.salesPhone, type: 'sales' }] : []),
  ]
  if (contactPoints.length) {
    filled.contactPoint = contactPoints.map(({ phone, type }) => ({
      '@type': 'ContactPoint',
      telephone: dialOf(phone),
      contactType: type,
      areaServed: 'IN',
    }))
  }
  if (company.email) filled.email = company.email
  if (company.address) {
    const { street, locality, city, postalCode } = company.address
    filled.address = {
      '@type': 'PostalAddress',
      streetAddress: locality ? `${street}, ${locality}` : street,
      addressLocality: city,
      addressRegion: 'Bihar',
      postalCode,
      addressCountry: 'IN',
    }
  }
  if (company.hours) {
    filled.openingHoursSpecification = [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: company.hours.days.map((day) => schemaDays[day]),
        opens: company.hours.opens,
        closes: company.hours.closes,
      },
    ]
  }
  if (company.mapUrl) filled.hasMap = company.mapUrl
  const profiles = Object.values(company.socials ?? {}).filter(Boolean)
  if (profiles.length) filled.sameAs = profiles
  if (company.gstin) filled.taxID = company.gstin
  return filled
}

const jsonLdScript = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g

/** The head's JSON-LD scripts with the business's one filled (others as they are). */
function fillJsonLd(head: string, company: CompanyDetails): string {
  return head.replace(jsonLdScript, (script, json: string) => {
    let value: unknown
    try {
      value = JSON.parse(json)
    } catch {
      return script
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return script
    const type = (value as JsonObject)['@type']
    if (typeof type !== 'string' || !businessTypes.has(type)) return script
    const filled = businessWithDetails(value as JsonObject, company)
    return `<script type="application/ld+json">${jsonForScript(filled)}</script>`
  })
}

/** What a page carries of the settings in use (`#site-settings`). */
export function pageSettingsOf(settings: SiteSettingsVersion): PageSettings {
  const { company, rateCard, rateCardAsOf, landUnits } = settings.settings
  return {
    version: settings.version,
    company,
    rateCard,
    ...(rateCardAsOf ? { rateCardAsOf } : {}),
    ...(landUnits ? { landUnits } : {}),
  }
}

/**
 * A built page of the website under the owner's settings: in its head, the build's address
 * replaced by the owner's public address (canonical and alternate links, Open Graph, JSON-LD),
 * the build's company name by the owner's (titles, og:site_name), the business's JSON-LD filled
 * with the owner's details, and the settings themselves as JSON (`#site-settings`), which the
 * website's code reads instead of asking for them. The body is left as the build wrote it: the
 * website lays the details over it once it runs.
 */
export function fillPage(
  html: string,
  build: SiteIdentity,
  site: SiteIdentity,
  settings: SiteSettingsVersion,
): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  let head = html.slice(0, headEnd)
  if (site.origin !== build.origin) head = head.replaceAll(build.origin, site.origin)
  if (site.name !== build.name) {
    head = head.replaceAll(escapeHtml(build.name), escapeHtml(site.name))
  }
  if (site.hindiName !== build.hindiName) {
    head = head.replaceAll(escapeHtml(build.hindiName), escapeHtml(site.hindiName))
  }
  head = fillJsonLd(head, settings.settings.company)
  const carried = `<script id="${pageSettingsElementId}" type="application/json">${jsonForScript(pageSettingsOf(settings))}</script>`
  return `${head}${carried}${html.slice(headEnd)}`
}

/** The built sitemap (or robots.txt) with the build's address replaced by the owner's. */
export function withOrigin(text: string, build: SiteIdentity, site: SiteIdentity): string {
  return site.origin === build.origin ? text : text.replaceAll(build.origin, site.origin)
}
