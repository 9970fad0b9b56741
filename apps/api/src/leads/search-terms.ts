/** Longest term stored; a longer word is cut (a search of its first 100 characters still finds it). */
export const SEARCH_TERM_LENGTH = 100

/**
 * The words staff may search a request by, lower-cased: each word of the name and the city, the
 * e-mail whole and its part before and after the @, and the phone's national number (so "Rajesh
 * 98765" finds Rajesh's request). A search matches requests having, for each word typed, a term
 * starting with it: "kum" finds "Rajesh Kumar", "bhagal" finds Bhagalpur.
 *
 * @example searchTerms({ name: 'Rajesh Kumar', email: 'RK@Mail.in', city: 'Patna', phoneNational: '9876543210' })
 * // ['rajesh', 'kumar', 'patna', 'rk@mail.in', 'rk', 'mail.in', '9876543210']
 */
export function searchTerms(fields: {
  name: string
  email: string
  city: string
  phoneNational: string
}): string[] {
  const words = (text: string) => searchWords(text)
  const email = fields.email.normalize('NFKC').toLowerCase().trim()
  const [local = '', domain = ''] = email.split('@')
  const terms = [
    ...words(fields.name),
    ...words(fields.city),
    ...(email ? [email, local, domain] : []),
    fields.phoneNational,
  ]
  return [...new Set(terms.filter(Boolean).map((term) => term.slice(0, SEARCH_TERM_LENGTH)))]
}

/** The words of a text as search terms and searches see them: NFKC, lower case, split on spaces and punctuation. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[\s,;:()"'/\\|]+/u)
    .filter(Boolean)
}
