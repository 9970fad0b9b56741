import { robotsTxt } from '../seo/sitemap'

/** /robots.txt, written at build time (react-router.config.ts prerenders it). */
export function loader() {
  return new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
