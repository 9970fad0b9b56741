import * as company from '../content/hi/company'
import * as home from '../content/hi/home'
import { layOver } from '../content/hi/lay-over'
import * as navigation from '../content/hi/navigation'
import * as pageError from '../content/hi/page-error'

/**
 * The Hindi texts of what every page's first load draws (header, contact bar, the home page's hero
 * and numbers, the texts of a page that fails or waits; the forms' are in hindi-forms.ts) and the code that lays them
 * over the English: one chunk, fetched only for a Hindi page, before it hydrates
 * (entry.client.tsx), and given to the prerender (entry.server.tsx). So an English page's first
 * load carries no Hindi, and a Hindi page gets its texts before React draws anything.
 */
export const hindiFirstLoad = { company, home, navigation, pageError, layOver }

export type HindiFirstLoad = typeof hindiFirstLoad
