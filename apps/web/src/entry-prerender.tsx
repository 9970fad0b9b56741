import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { App } from './app'
import { loadPage, matchPage } from './router/page-modules'
import { businessJsonLdScript } from './seo/business-json-ld'
import { headTagsHtml } from './seo/head-tags'

export { prerenderPaths } from './content/site-map'
export { robotsTxt, sitemapXml } from './seo/sitemap'

export interface PrerenderedPage {
  /** The tags of the page's <head>: title, description, canonical link, Open Graph. */
  head: string
  /** The page's body, to be hydrated in the browser. */
  html: string
  /** The source file of the page's module, to preload its chunk. */
  pageModule: string
}

/** Renders the page at `url` to HTML at build time, waiting for every lazy part of it. */
export async function prerender(url: string): Promise<PrerenderedPage> {
  const { route, params } = matchPage(new URL(url, 'https://prerender.invalid').pathname)
  const page = await loadPage(route)
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
    // React outlines large Suspense boundaries into hidden chunks revealed by inline scripts, for
    // streaming. A static page wants them in place: readable without JavaScript, and no inline
    // script for the Content-Security-Policy to allow.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk))
  return {
    head: `${headTagsHtml(page.meta?.({ params }) ?? [])}\n    ${businessJsonLdScript()}`,
    html: Buffer.concat(chunks).toString('utf8'),
    pageModule: `src/${route.file}`,
  }
}
