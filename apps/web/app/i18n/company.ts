import { useMemo } from 'react'
import { type Company, type CompanyOnPage, defaultCompany } from '../content/company'
import { companyWith } from '../settings/company-details'
import { useCompanyDetails } from '../settings/page-settings'
import type { HindiFirstLoad } from './hindi-first-load'
import type { Lang } from './lang'
import { fromPart, textIn, usePageText } from './page-text'
import { useLang } from './use-lang'

/** The keys of the company's details kept in English (for the types of the laid-over values). */
export type CompanyKept = HindiFirstLoad['company']['keptInEnglish'][number]

const companyHindi = fromPart('firstLoad', (hindi) => hindi.company.company)

/**
 * The build's details in `lang` (name, blurb, hours; the PIN and links as they are), without the
 * owner's: for what a page says before any settings are read (its head tags, the prerender).
 */
export function companyIn(lang: Lang): Company {
  return textIn<Company, CompanyKept>(lang, defaultCompany, companyHindi)
}

/**
 * The company's details in the page's language, under the owner's settings the page carries
 * (settings/page-settings.ts): while the prerendered HTML hydrates, the build's; right after, the
 * owner's. Read it in the component that shows a detail, not above a part that hydrates later.
 * The opening hours: `useOpeningHours` (i18n/opening-hours.ts).
 */
export function useCompany(): CompanyOnPage {
  const lang = useLang()
  const base = usePageText<Company, CompanyKept>(defaultCompany, companyHindi)
  const details = useCompanyDetails()
  return useMemo(
    () => (Object.keys(details).length ? companyWith(base, details, lang) : base),
    [base, details, lang],
  )
}
