import { useMemo } from 'react'
import type { OpeningHours } from '../content/company'
import { openingHoursWords } from '../content/opening-hours'
import { openingHoursIn } from '../settings/opening-hours'
import { useCompanyDetails } from '../settings/page-settings'
import { companyIn } from './company'
import { fromPart, usePageText } from './page-text'
import { useLang } from './use-lang'

const openingHoursWordsHindi = fromPart(
  'firstLoad',
  (hindi) => hindi.openingHours.openingHoursWords,
)

/**
 * The office's opening hours in the page's language: the owner's, worded as the specification's
 * (settings/opening-hours.ts), or the build's ("Mon-Sat 9:00 AM - 6:00 PM"). The same rule as
 * `useCompany`: the build's while the prerendered HTML hydrates, the owner's right after. Only the
 * parts that show the hours bring these words and their code (not the pages' first load).
 */
export function useOpeningHours(): OpeningHours {
  const lang = useLang()
  const words = usePageText(openingHoursWords, openingHoursWordsHindi)
  const given = useCompanyDetails().hours
  return useMemo(
    () => (given ? openingHoursIn(lang, words, given) : companyIn(lang).hours),
    [given, lang, words],
  )
}
