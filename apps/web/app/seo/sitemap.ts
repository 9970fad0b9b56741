import { company } from '../content/company'
import { prerenderPaths } from '../content/site-map'

/** sitemap.xml: every prerendered public page (project pages are linked from /projects). */
export function sitemapXml(lastModified: string): string {
  const urls = prerenderPaths()
    .map((path) => {
      const loc = `${company.siteUrl}${path === '/' ? '/' : path}`
      return `  <url><loc>${loc}</loc><lastmod>${lastModified}</lastmod></url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** robots.txt: everything public may be crawled; the staff dashboard and the API may not. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${company.siteUrl}/sitemap.xml\n`
}
