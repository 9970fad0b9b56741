import * as company from '../content/hi/company'
import * as home from '../content/hi/home'
import * as navigation from '../content/hi/navigation'
import * as openingHours from '../content/hi/opening-hours'
import * as pageError from '../content/hi/page-error'

/**
 * The Hindi texts of what every page's first load draws (header, contact bar, the company's
 * details and the words of its opening hours, the home page's hero and numbers, the texts of a page that fails): the Hindi part
 * `firstLoad` (hindi-parts.ts), fetched only for a Hindi page, before it hydrates
 * (entry.client.tsx), and given to the prerender (entry.server.tsx). So an English page's first
 * load carries no Hindi, and a Hindi page has its texts before React draws anything.
 */
export const hindiFirstLoad = { company, home, navigation, openingHours, pageError }

export type HindiFirstLoad = typeof hindiFirstLoad
