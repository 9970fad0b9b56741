import { useSearchParams } from 'react-router'

/** The longest estimate carried to the contact form (the message field holds 2000 characters). */
export const estimateMaxLength = 1500

/** The first `estimateMaxLength` characters, never cutting an emoji or other character in half. */
function shorten(text: string): string {
  // Array.from splits by code point, so a surrogate pair is never split (encodeURIComponent
  // would throw on half of one).
  return Array.from(text.trim()).slice(0, estimateMaxLength).join('')
}

/**
 * The message of a quote request sent from a calculator: the calculator, its result, the rate
 * card it was worked out with (`ratesAsOf`, "Rates as of 1 Dec 2026", when it was) and the link
 * back to its inputs, within `estimateMaxLength` characters. A link cut short would lead nowhere,
 * and the staff must know which rates an estimate used, so the summary is shortened (ending with
 * "…") to leave both whole; a link that cannot fit at all is left out.
 *
 * @example
 * estimateMessage('Paint Calculator', '42 litres', 'https://example.in/resources/paint-calculator?length=12')
 * // 'Estimate from the Paint Calculator:\n42 litres\n\nMy inputs: https://example.in/resources/paint-calculator?length=12'
 */
export function estimateMessage(
  title: string,
  summary: string,
  link: string,
  ratesAsOf?: string,
): string {
  return fitEstimate(
    `Estimate from the ${title}:\n`,
    summary,
    `\n\nMy inputs: ${link}`,
    ratesAsOf ? `\n${ratesAsOf}` : '',
  )
}

/**
 * `head`, `summary`, `note` (the rate card's day) and `tail` (the link back) within
 * `estimateMaxLength` characters: the summary shortened with "…" to leave the note and the tail
 * whole, the tail left out when it cannot fit at all.
 */
export function fitEstimate(head: string, summary: string, tail: string, note = ''): string {
  const withLink = estimateMaxLength - head.length - note.length - tail.length
  const room = withLink >= 1 ? withLink : estimateMaxLength - head.length - note.length
  const characters = Array.from(summary.trim())
  const fitted =
    characters.length <= room ? characters.join('') : `${characters.slice(0, room - 1).join('')}…`
  return `${head}${fitted}${note}${withLink >= 1 ? tail : ''}`
}

/**
 * A query string as a person reads it: `params` encoded as a URL's query, but with the letters
 * of other scripts left as they are (`name=छत+का+पंखा`, not `name=%E0%A4%9B...`, nine characters
 * for each Devanagari letter). Browsers encode them again when the link is opened. A Hindi
 * calculator's link in a quote message was over 1,300 characters and left no room for its
 * result.
 */
export function readableQuery(params: URLSearchParams): string {
  // A run of escaped bytes from 0x80 up is whole characters: ASCII (&, =, +, %) stays escaped.
  return params.toString().replace(/(?:%[89A-F][0-9A-F])+/gi, (run) => decodeURIComponent(run))
}

/**
 * The link behind "Send this estimate with a quote request": the contact page, with the estimate
 * in the address to prefill the form's message, scrolled to the form.
 *
 * @example
 * estimateQuoteHref('Paint: 42 litres') // '/contact?estimate=Paint%3A%2042%20litres#quote-form'
 */
export function estimateQuoteHref(summary: string, calculator?: string): string {
  // The calculator's name travels too, as the source of the request the form will send.
  const from = calculator ? `&calculator=${encodeURIComponent(calculator)}` : ''
  return `/contact?estimate=${encodeURIComponent(shorten(summary))}${from}#quote-form`
}

/** The estimate the address carries, for the contact form's message; undefined when none. */
export function useEstimateMessage(): string | undefined {
  const [searchParams] = useSearchParams()
  const estimate = searchParams.get('estimate')
  if (estimate === null) return undefined
  const message = shorten(estimate)
  return message === '' ? undefined : message
}
