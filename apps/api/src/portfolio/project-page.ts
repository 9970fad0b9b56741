import type { PortfolioProject, PortfolioProjectDetail } from '@nirman/contract'
import { projectWordsIn, searchSummary } from '@nirman/contract/project-words'
import { escapeHtml } from '../escape-html'

/** The website's own address and name, as its build wrote them into its pages. */
export interface SiteIdentity {
  /** `https://www.nirmanconstructions.in` */
  origin: string
  /** The company's name in English and in Hindi, after a page's title ("About Us | …"). */
  name: string
  hindiName: string
}

export type PageLang = 'en' | 'hi'

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]

/**
 * Reads the site's address and name from the built home pages, so the project pages' tags match
 * every other page of the build (its canonical links, its sitemap): the canonical link's origin,
 * `og:site_name`, and the Hindi home page's title, which starts with the company's Hindi name.
 */
export function siteIdentityOf(
  englishHome: string | undefined,
  hindiHome: string | undefined,
  fallbackOrigin: string,
): SiteIdentity {
  const canonical = englishHome && attribute(englishHome, /<link rel="canonical" href="([^"]+)"/)
  let origin = fallbackOrigin
  try {
    if (canonical) origin = new URL(decodeEntities(canonical)).origin
  } catch {
    // Not a URL: keep the fallback.
  }
  const name =
    (englishHome && attribute(englishHome, /<meta property="og:site_name" content="([^"]+)"/)) ||
    'Nirman Constructions'
  const hindiTitle = hindiHome && attribute(hindiHome, /<title>([^<]+)<\/title>/)
  return {
    origin,
    name: decodeEntities(name),
    hindiName: hindiTitle
      ? decodeEntities(hindiTitle.split(' | ')[0] ?? name)
      : decodeEntities(name),
  }
}

function decodeEntities(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as `\u` escapes (the same
 * JSON to a parser), so no text of a project can close the script element or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
}

const pathIn = (lang: PageLang, path: string) => (lang === 'hi' ? `/hi${path}` : path)
const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`

/** The words a page shows of a project, and the language they are in. */
export interface ProjectWords {
  lang: PageLang
  title: string
  description: string
  location: string
  highlights: string[]
}

/**
 * The project's words for a page in `lang`, as the website shows them (the contract's
 * `projectWordsIn`), and their language: Hindi on the Hindi page of a project with Hindi words.
 */
export function projectWords(project: PortfolioProject, lang: PageLang): ProjectWords {
  const { title, description, location, highlights } = projectWordsIn(project, lang)
  const wordsLang = lang === 'hi' && project.hindi ? 'hi' : 'en'
  return { lang: wordsLang, title, description, location, highlights: [...highlights] }
}

/** schema.org data about one finished project, for search engines, in the words of its page. */
export function projectJsonLd(
  project: PortfolioProjectDetail,
  words: ProjectWords,
  site: SiteIdentity,
  url: string,
) {
  const images = project.photos.length
    ? project.photos.map((photo) => absolute(site.origin, photo.image.src))
    : [absolute(site.origin, project.imageUrl)]
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: words.title,
    description: words.description,
    // The English page says nothing, as before: English is what a reader assumes.
    ...(words.lang === 'hi' ? { inLanguage: 'hi' } : {}),
    url,
    image: images,
    dateCreated: project.completedDate,
    genre: project.projectType,
    ...(words.location ? { locationCreated: { '@type': 'Place', name: words.location } } : {}),
    ...(project.services.length || words.highlights.length
      ? { keywords: [...project.services, ...words.highlights].join(', ') }
      : {}),
    creator: { '@type': 'GeneralContractor', name: site.name, url: `${site.origin}/` },
  }
}

/** The tags of a project page's <head>, as the website's pageMeta writes them for its pages. */
export function projectHeadTags(
  project: PortfolioProjectDetail,
  lang: PageLang,
  site: SiteIdentity,
): string {
  const path = `/projects/${project.id}`
  const url = `${site.origin}${pathIn(lang, path)}`
  const words = projectWords(project, lang)
  const title = `${words.title} | ${lang === 'hi' ? site.hindiName : site.name}`
  const description = searchSummary(words.description)
  // Link previews want a JPEG or PNG: the cover's JPEG, else the site's default picture (the
  // sample portfolio's drawings are SVG, which previews do not show).
  const image = project.cover
    ? absolute(site.origin, project.cover.src)
    : `${site.origin}/images/og-default.png`
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}"/>`
  const link = (rel: string, href: string, hrefLang?: string) =>
    `<link rel="${rel}"${hrefLang ? ` hrefLang="${hrefLang}"` : ''} href="${escapeHtml(href)}"/>`
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    link('canonical', url),
    link('alternate', `${site.origin}${path}`, 'en'),
    link('alternate', `${site.origin}${pathIn('hi', path)}`, 'hi'),
    link('alternate', `${site.origin}${path}`, 'x-default'),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', lang === 'hi' ? 'hi_IN' : 'en_IN'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', project.photos[0]?.caption || words.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json">${jsonForScript(projectJsonLd(project, words, site, url))}</script>`,
  ].join('')
}

// The generic tags of the single-page fallback (or of any page), replaced by the project's.
const genericHeadTags = [
  /<title>[\s\S]*?<\/title>/g,
  /<meta name="description"[^>]*>/g,
  /<meta name="robots"[^>]*>/g,
  /<meta name="twitter:[^"]*"[^>]*>/g,
  /<meta property="og:[^"]*"[^>]*>/g,
  /<link rel="canonical"[^>]*>/g,
  /<link rel="alternate" hrefLang="[^"]*"[^>]*>/gi,
]

/**
 * The built page of a project address with the project's own head: crawlers and link previews
 * read the title, description, canonical link, Open Graph tags and JSON-LD from the first HTML,
 * without running the app. The page's other tags (the business's JSON-LD, the scripts, the
 * styles) and its body are left as the build wrote them.
 */
export function renderProjectPage(
  html: string,
  project: PortfolioProjectDetail,
  lang: PageLang,
  site: SiteIdentity,
): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  let head = html.slice(0, headEnd)
  for (const pattern of genericHeadTags) head = head.replace(pattern, '')
  if (lang === 'hi') head = head.replace(/<html lang="[^"]*"/, '<html lang="hi-IN"')
  return `${head}${projectHeadTags(project, lang, site)}${html.slice(headEnd)}`
}
