/**
 * The tags the API writes into the first HTML response of a project page (apps/api: the project's
 * title, description, canonical and alternate links, Open Graph and Twitter tags), for crawlers and
 * link previews that run no script. In the browser the route's `meta` writes the same tags with
 * `<Meta/>`: the server's are taken out before the page hydrates, so that none is there twice.
 * The single-page fallback the API starts from has none of these of its own, so nothing React
 * hydrates is touched; the project's JSON-LD, which `meta` does not write, stays.
 */
const serverHeadTags =
  'title, meta[name="description"], link[rel="canonical"], link[rel="alternate"], meta[property^="og:"], meta[name^="twitter:"]'

/** Removes the server's head tags of a project page (call before the page hydrates). */
export function removeServerHeadTags(head: HTMLHeadElement): void {
  for (const tag of head.querySelectorAll(serverHeadTags)) tag.remove()
}
