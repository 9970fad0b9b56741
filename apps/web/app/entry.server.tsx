import { prerender } from 'react-dom/static'
import { type EntryContext, ServerRouter } from 'react-router'
import { hindiFirstLoad } from './i18n/hindi-first-load'
import { hindiFooter } from './i18n/hindi-footer'
import { hindiForms } from './i18n/hindi-forms'
import { provideHindiParts } from './i18n/hindi-parts'

// The prerender renders Hindi pages too: their texts are at hand from the start.
provideHindiParts({ firstLoad: hindiFirstLoad, forms: hindiForms, footer: hindiFooter })

/**
 * Renders a page to HTML at build time (there is no server rendering at request time: ssr is off).
 * The whole page is waited for, every lazy part included, and nothing is outlined behind inline
 * scripts (`progressiveChunkSize`): the HTML reads completely without JavaScript.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(prelude, { status: responseStatusCode, headers: responseHeaders })
}
