import * as footer from '../content/hi/footer'

/**
 * The Hindi texts of the footer: the Hindi part `footer` (hindi-parts.ts), fetched with the
 * footer's code on a Hindi page (its code comes when it nears the screen), and given to the
 * prerender (entry.server.tsx).
 */
export const hindiFooter = { footer }

export type HindiFooter = typeof hindiFooter
