import * as quote from '../content/hi/quote'

/**
 * The Hindi texts of the quote forms (labels, options, notices, messages): one chunk, fetched on a
 * Hindi page before a form draws (`loadHindiFormTexts` in hindi-texts.ts), not with every first
 * load: the home page draws its forms only once the visitor touches it or scrolls near them.
 */
export const hindiForms = { quote }

export type HindiForms = typeof hindiForms
