import { company } from '../content/company'

/** One tag of a page's <head>: its title, a <meta> or a <link>. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }

export interface PageMeta {
  /** The page's own title; the company name is added after it ("About Us | Nirman Constructions"). */
  title: string
  /** One or two sentences for search results and link previews (under about 160 characters). */
  description: string
  /** The page's address, e.g. "/about"; becomes the canonical URL. */
  path: string
  /** An image for link previews, a path under /images; the company's default otherwise. */
  image?: string
  /** Pages that should not be indexed (the 404 card). */
  noIndex?: boolean
}

const defaultImage = '/images/og-default.png'

export function absoluteUrl(path: string): string {
  return `${company.siteUrl}${path === '/' ? '/' : path}`
}

/**
 * The tags every page carries: title, description, canonical link and Open Graph / Twitter tags.
 * Use it as a route's `meta` export: `export const meta = () => pageMeta({ ... })`.
 */
export function pageMeta({ title, description, path, image, noIndex }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === '/' ? `${company.name} | ${title}` : `${title} | ${company.name}`
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(image ?? defaultImage)
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}
