import { homeCopy as homeCopyEnglish, homeStats as homeStatsEnglish } from '../../content/home'
import { fromPart, usePageText } from '../../i18n/page-text'
import { StatsBand } from '../sections/stats-band'

// The Hindi of the numbers comes with every Hindi page's first load (app/i18n/page-text.ts).
const homeCopyHindi = fromPart('firstLoad', (hindi) => hindi.home.homeCopy)
const homeStatsHindi = fromPart('firstLoad', (hindi) => hindi.home.homeStats)

/** The numbers under the hero: part of the first screen on a laptop, so they hydrate with it. */
export function HomeStats() {
  const homeCopy = usePageText(homeCopyEnglish, homeCopyHindi)
  const homeStats = usePageText(homeStatsEnglish, homeStatsHindi)
  return <StatsBand title={homeCopy.statsTitle} stats={homeStats} />
}
