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
 * The link behind "Send this estimate with a quote request": the contact page, with the estimate
 * in the address to prefill the form's message, scrolled to the form.
 *
 * @example
 * estimateQuoteHref('Paint: 42 litres') // '/contact?estimate=Paint%3A%2042%20litres#quote-form'
 */
export function estimateQuoteHref(summary: string): string {
  return `/contact?estimate=${encodeURIComponent(shorten(summary))}#quote-form`
}

/** The estimate the address carries, for the contact form's message; undefined when none. */
export function useEstimateMessage(): string | undefined {
  const [searchParams] = useSearchParams()
  const estimate = searchParams.get('estimate')
  if (estimate === null) return undefined
  const message = shorten(estimate)
  return message === '' ? undefined : message
}
