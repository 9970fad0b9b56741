/** Longest term stored; a longer word is cut (a search of its first 100 characters still finds it). */
export const SEARCH_TERM_LENGTH = 100

/**
 * The words staff may search a request by, lower-cased: each word of the name, the city and the
 * message, the e-mail whole and its part before and after the @, and the phone's national number
 * (so "Rajesh 98765" finds Rajesh's request, "duplex" the one whose message asks for one). A
 * search matches requests having, for each word typed, a term starting with it: "kum" finds
 * "Rajesh Kumar", "bhagal" finds Bhagalpur. Staff notes add their words too (`textTerms`).
 *
 * @example searchTerms({ name: 'Rajesh Kumar', email: 'RK@Mail.in', city: 'Patna', phoneNational: '9876543210', message: 'A duplex' })
 * // ['rajesh', 'kumar', 'patna', 'rk@mail.in', 'rk', 'mail.in', '9876543210', 'a', 'duplex']
 */
export function searchTerms(fields: {
  name: string
  email: string
  city: string
  phoneNational: string
  message: string
}): string[] {
  const words = (text: string) => searchWords(text)
  const email = fields.email.normalize('NFKC').toLowerCase().trim()
  const [local = '', domain = ''] = email.split('@')
  const terms = [
    ...words(fields.name),
    ...words(fields.city),
    ...(email ? [email, local, domain] : []),
    fields.phoneNational,
    ...words(fields.message),
  ]
  return uniqueTerms(terms)
}

/**
 * The terms a text adds to its request (a staff note's words): each word, cut to the longest term.
 *
 * @example textTerms('Wants a DUPLEX, call Sunday') // ['wants', 'a', 'duplex', 'call', 'sunday']
 */
export function textTerms(text: string): string[] {
  return uniqueTerms(searchWords(text))
}

/** Each term once, none empty, none longer than a term is stored. */
function uniqueTerms(terms: string[]): string[] {
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
