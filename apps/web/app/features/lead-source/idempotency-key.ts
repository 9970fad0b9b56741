/**
 * The idempotency key of a quote submission: the same for every send of the same filled-in form in
 * this page (a double tap, a retry after a network error), different for another form or another
 * visit. Made of a random id of the page and a hash of what the form holds.
 */
export function idempotencyKeyFor(body: object, pageId: string = currentPageId()): string {
  return `${pageId}-${hash(JSON.stringify(body))}`
}

let pageId: string | undefined

/** A random id for this page load: 24 hex digits from the browser's crypto. */
function currentPageId(): string {
  if (!pageId) {
    const bytes = crypto.getRandomValues(new Uint8Array(12))
    pageId = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  }
  return pageId
}

/**
 * cyrb53, a fast 53-bit string hash: keys only need to tell the forms of one page apart, so a
 * cryptographic hash (async in the browser, and missing outside secure contexts) is not needed.
 */
function hash(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}
