import { homeCopy as homeCopyEnglish, homeStats as homeStatsEnglish } from '../../content/home'
import { hindiTexts } from '../../i18n/hindi-texts'
import { inPageLang } from '../../i18n/page-content'
import { StatsBand } from '../sections/stats-band'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const homeCopy = inPageLang(homeCopyEnglish, () => hindiTexts()?.home.homeCopy)
const homeStats = inPageLang(homeStatsEnglish, () => hindiTexts()?.home.homeStats)

/** The numbers under the hero: part of the first screen on a laptop, so they hydrate with it. */
export function HomeStats() {
  return <StatsBand title={homeCopy.statsTitle} stats={homeStats} />
}
