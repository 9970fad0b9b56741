import { defaultCompany as company } from '../content/company'
import { companyIn } from '../i18n/company'
import { type Lang, pathIn } from '../i18n/lang'

/** One tag of a page's <head>: its title, a <meta> or a <link>. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; hrefLang?: string }

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
  /** The page's language (its route's: `langOf(location.pathname)`); `path` stays the English address. */
  lang: Lang
}

const defaultImage = '/images/og-default.png'

/**
 * The build's address of `path` (the API serving a page puts the site's public address in place of
 * the build's in its head tags).
 */
export function absoluteUrl(path: string): string {
  return `${company.siteUrl}${path === '/' ? '/' : path}`
}

/**
 * The tags every page carries: title, description, canonical link and Open Graph / Twitter tags.
 * Use it as a route's `meta` export: `export const meta = () => pageMeta({ ... })`.
 */
export function pageMeta({
  title,
  description,
  path,
  image,
  noIndex,
  lang,
}: PageMeta): MetaDescriptor[] {
  const name = companyIn(lang).name
  const fullTitle = path === '/' ? `${name} | ${title}` : `${title} | ${name}`
  const url = absoluteUrl(pathIn(lang, path))
  const imageUrl = absoluteUrl(image ?? defaultImage)
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    // The same page in both languages, English for everyone else (hreflang x-default). Not for a
    // page that is not indexed.
    ...(noIndex ? [] : alternates(path)),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: lang === 'hi' ? 'hi_IN' : 'en_IN' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}

function alternates(path: string): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: absoluteUrl(path) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'hi', href: absoluteUrl(pathIn('hi', path)) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(path) },
  ]
}
