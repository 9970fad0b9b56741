import * as en from '../content/company'
import { type CompanyKept, hindiTexts } from './hindi-texts'
import type { Lang } from './lang'
import { localized } from './localized'
import { useLang } from './use-lang'

/** The company's details in `lang` (name, blurb, hours; addresses, phones and links as they are). */
export function companyIn(lang: Lang): en.Company {
  return localized<en.Company, CompanyKept>(lang, en.company, hindiTexts()?.company.company)
}

/** The company's details in the page's language. */
export function useCompany(): en.Company {
  return companyIn(useLang())
}
