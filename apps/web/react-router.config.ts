import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/content/site-map'

// Every public page is rendered to HTML at build time (`prerender`); there is no server rendering
// at request time (`ssr: false`): the API serves the files, and the browser hydrates them into a
// single-page app. Addresses not listed (project pages) get dist/client/__spa-fallback.html.
export default {
  appDirectory: 'app',
  buildDirectory: 'dist',
  ssr: false,
  prerender: () => [...prerenderPaths(), ...notFoundPaths, '/sitemap.xml', '/robots.txt'],
} satisfies Config

/**
 * Pages the API sends, with status 404, for addresses that name nothing: the '404 Page Not Found'
 * card, and the not-found text of each kind of detail page (the API picks by prefix).
 */
const notFoundPaths = ['/404', '/services/404', '/resources/articles/404', '/resources/guide/404']
