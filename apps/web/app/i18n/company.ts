import * as en from '../content/company'
import type { HindiFirstLoad } from './hindi-first-load'
import type { Lang } from './lang'
import { fromPart, textIn, usePageText } from './page-text'

/** The keys of the company's details kept in English (for the types of the laid-over values). */
export type CompanyKept = HindiFirstLoad['company']['keptInEnglish'][number]

const companyHindi = fromPart('firstLoad', (hindi) => hindi.company.company)

/** The company's details in `lang` (name, blurb, hours; addresses, phones and links as they are). */
export function companyIn(lang: Lang): en.Company {
  return textIn<en.Company, CompanyKept>(lang, en.company, companyHindi)
}

/** The company's details in the page's language. */
export function useCompany(): en.Company {
  return usePageText<en.Company, CompanyKept>(en.company, companyHindi)
}
