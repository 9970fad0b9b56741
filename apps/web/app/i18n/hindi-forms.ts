import * as quote from '../content/hi/quote'

/**
 * The Hindi texts of the quote forms (labels, options, notices): the Hindi part `forms`
 * (hindi-parts.ts), fetched on a Hindi page before a form draws, not with every first load: the
 * home page draws its forms only once the visitor touches it or scrolls near them, and fetches
 * their Hindi with their code.
 */
export const hindiForms = { quote }

export type HindiForms = typeof hindiForms
