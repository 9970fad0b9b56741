import { defaultCompany as company } from '../content/company'
import { prerenderPaths } from '../content/site-map'
import { langs, pathIn } from '../i18n/lang'

// The build's address of the site: the API serving the sitemap puts the site's public one in its place.
const url = (path: string) => `${company.siteUrl}${path}`

/**
 * sitemap.xml: every prerendered public page in English and in Hindi, each with its alternates in
 * both languages (project pages are linked from /projects).
 */
export function sitemapXml(lastModified: string): string {
  const urls = prerenderPaths()
    .flatMap((path) => {
      const alternates = [
        ...langs.map(
          (lang) =>
            `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(pathIn(lang, path))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
      ].join('\n')
      return langs.map(
        (lang) =>
          `  <url>\n    <loc>${url(pathIn(lang, path))}</loc>\n    <lastmod>${lastModified}</lastmod>\n${alternates}\n  </url>`,
      )
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}

/** robots.txt: everything public may be crawled; the staff dashboard and the API may not. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${company.siteUrl}/sitemap.xml\n`
}
