import { renderToString } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'

/**
 * Renders a page to HTML at build time (prerendering; the site has no server rendering at request
 * time). Our pages need no data before they render, so a plain synchronous render is enough and
 * needs no server runtime package.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} />)
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(`<!DOCTYPE html>${html}`, {
    status: responseStatusCode,
    headers: responseHeaders,
  })
}
