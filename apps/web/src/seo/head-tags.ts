import type { MetaDescriptor } from './meta'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The tags as HTML for the <head> of a prerendered page. */
export function headTagsHtml(tags: readonly MetaDescriptor[]): string {
  return tags
    .map((tag) => {
      if ('title' in tag) return `<title>${escapeHtml(tag.title)}</title>`
      if ('tagName' in tag)
        return `<link data-page-tag rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}">`
      const [key, value] = 'name' in tag ? ['name', tag.name] : ['property', tag.property]
      return `<meta data-page-tag ${key}="${escapeHtml(value)}" content="${escapeHtml(tag.content)}">`
    })
    .join('\n    ')
}

/**
 * Puts the tags into the document's <head> after a client-side navigation: the title, and each
 * <meta>/<link> replaced in place (found by name, property or rel) or added. Tags of the previous
 * page that this one does not have (robots noindex) are removed.
 */
export function applyHeadTags(tags: readonly MetaDescriptor[]): void {
  const head = document.head
  const kept = new Set<Element>()
  for (const tag of tags) {
    if ('title' in tag) {
      document.title = tag.title
      continue
    }
    let selector: string
    let create: () => Element
    if ('tagName' in tag) {
      selector = `link[rel="${tag.rel}"]`
      create = () => Object.assign(document.createElement('link'), { rel: tag.rel })
    } else if ('name' in tag) {
      selector = `meta[name="${tag.name}"]`
      create = () => Object.assign(document.createElement('meta'), { name: tag.name })
    } else {
      selector = `meta[property="${tag.property}"]`
      create = () => {
        const element = document.createElement('meta')
        element.setAttribute('property', tag.property)
        return element
      }
    }
    const element = head.querySelector(selector) ?? head.appendChild(create())
    if ('tagName' in tag) element.setAttribute('href', tag.href)
    else element.setAttribute('content', tag.content)
    element.setAttribute('data-page-tag', '')
    kept.add(element)
  }
  for (const element of head.querySelectorAll('[data-page-tag]')) {
    if (!kept.has(element)) element.remove()
  }
}
