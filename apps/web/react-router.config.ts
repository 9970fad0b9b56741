import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/content/site-map'
import { pathIn } from './app/i18n/lang'

// Every public page is rendered to HTML at build time (`prerender`), in English and in Hindi
// (/hi/...); there is no server rendering at request time (`ssr: false`): the API serves the files,
// and the browser hydrates them into a single-page app. Addresses not listed (project pages) get
// dist/client/__spa-fallback.html.
export default {
  appDirectory: 'app',
  buildDirectory: 'dist',
  ssr: false,
  prerender: () => [
    ...[...prerenderPaths(), ...notFoundPaths].flatMap((path) => [path, hindiPath(path)]),
    '/sitemap.xml',
    '/robots.txt',
  ],
} satisfies Config

/**
 * Pages the API sends, with status 404, for addresses that name nothing: the '404 Page Not Found'
 * card, and the not-found text of each kind of detail page (the API picks by prefix; the Hindi ones
 * under /hi/).
 */
const notFoundPaths = ['/404', '/services/404', '/resources/articles/404', '/resources/guide/404']

/** The Hindi page of `path`; the Hindi home page as /hi (written to hi/index.html, served at /hi/). */
function hindiPath(path: string): string {
  return path === '/' ? '/hi' : pathIn('hi', path)
}
