import type { QuoteForm } from '@nirman/contract'
import type { Lang } from '../../i18n/lang'

// How a quote form posts without its code (JavaScript off, or the page's code failed to load): as
// a plain HTML form to the API, which answers with a page in the form's language (the request
// sent, or the form again with its messages). The live form sends JSON (quote-request-body.ts) and
// never lets the browser post.

/**
 * The attribute every quote form carries, so that the page can tell a quote form from another form
 * (the popup stays away from a visitor who started one: use-quote-popup-schedule.ts).
 */
export const quoteFormMarker = 'data-quote-form'

/**
 * The `<form>`'s method and action (the language rides in the address, read before the body), and
 * its mark as a quote form.
 */
export function plainPostProps(lang: Lang) {
  const api = import.meta.env.VITE_API_BASE_URL ?? ''
  return {
    method: 'post',
    action: `${api}/api/contact/form?language=${lang}`,
    [quoteFormMarker]: '',
  } as const
}

/**
 * What the API needs beside the fields: which form it is. (The site's pages are served with
 * `Referrer-Policy: same-origin`, so the browser posts with this site's origin, which the API's
 * origin check wants, and the page, for the lead's source.)
 */
export function PlainPostFields({ form }: { form: QuoteForm }) {
  return <input type="hidden" name="form" value={form} />
}
