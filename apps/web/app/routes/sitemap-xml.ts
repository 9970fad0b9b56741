import { sitemapXml } from '../seo/sitemap'

/** /sitemap.xml, written at build time (react-router.config.ts prerenders it). */
export function loader() {
  return new Response(sitemapXml(new Date().toISOString().slice(0, 10)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
