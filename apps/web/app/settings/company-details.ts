import {
  type CompanyDetails,
  dialOf,
  socialNetworks,
  whatsappDigitsOf,
} from '@nirman/contract/site-settings'
import { type Company, type CompanyOnPage, defaultCompany, type Phone } from '../content/company'
import type { Lang } from '../i18n/lang'

function phoneOf(display: string): Phone {
  return { display, dial: dialOf(display) }
}

/**
 * The company's details on a page: the build's (`base`, in the page's language) under the owner's
 * `details`. A detail the owner gave replaces the build's; one only the owner can give (a phone,
 * the e-mail, the street...) is there only when given. On a Hindi page the owner's Hindi name is
 * the name, and a name the build knows in Hindi (the company's, Danapur, Patna) reads in Hindi.
 * The opening hours are worded apart (settings/opening-hours.ts).
 * @param base - `defaultCompany` in `lang` (i18n/company.ts)
 */
export function companyWith(base: Company, details: CompanyDetails, lang: Lang): CompanyOnPage {
  // The build's English names beside their words in the page's language.
  const english = defaultCompany
  const known = new Map<string, string>([
    [english.name, base.name],
    [english.address.city, base.address.city],
    ...english.regions.map((region, index): [string, string] => [
      region,
      base.regions[index] ?? region,
    ]),
  ])
  const inPageLanguage = (name: string) => known.get(name) ?? name
  const given = details.address
  const name = lang === 'hi' && details.hindiName ? details.hindiName : details.name
  return {
    ...base,
    name: name ? inPageLanguage(name) : base.name,
    siteUrl: details.publicUrl ?? base.siteUrl,
    address: given
      ? {
          ...base.address,
          street: given.street,
          locality: given.locality && inPageLanguage(given.locality),
          city: inPageLanguage(given.city),
          postalCode: given.postalCode,
        }
      : base.address,
    phones: (details.phones ?? []).map(phoneOf),
    salesPhone: details.salesPhone ? phoneOf(details.salesPhone) : undefined,
    whatsapp: details.whatsapp ? whatsappDigitsOf(details.whatsapp) : undefined,
    email: details.email,
    mapUrl: details.mapUrl,
    social: socialNetworks.flatMap((network) => {
      const url = details.socials?.[network]
      return url ? [{ network, url }] : []
    }),
    agency: details.credit,
    gstin: details.gstin,
  }
}
