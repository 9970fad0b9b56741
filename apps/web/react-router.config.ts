import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/content/site-map'
import { pathIn } from './app/i18n/lang'

// Every public page is rendered to HTML at build time (`prerender`), in English and in Hindi
// (/hi/...); there is no server rendering at request time (`ssr: false`): the API serves the files,
// and the browser hydrates them into a single-page app. Project pages are drawn from the API in the
// browser: their first HTML is a shell per language (below), as is a client's quotation page
// (/q/<token>, one shell for both languages); other addresses not listed get
// dist/client/__spa-fallback.html.
export default {
  appDirectory: 'app',
  buildDirectory: 'dist',
  ssr: false,
  prerender: () => [
    ...[...prerenderPaths(), ...notFoundPaths].flatMap((path) => [path, hindiPath(path)]),
    ...projectShellPaths,
    quotationShellPath,
    '/site-visit',
    '/hi/site-visit',
    ...visitShellPaths,
    '/sitemap.xml',
    '/robots.txt',
  ],
} satisfies Config

/**
 * Pages the API sends, with status 404, for addresses that name nothing: the '404 Page Not Found'
 * card, and the not-found text of each kind of detail page (the API picks by prefix; the Hindi ones
 * under /hi/).
 */
const notFoundPaths = [
  '/404',
  '/services/404',
  '/resources/articles/404',
  '/resources/guide/404',
  // A calculator that does not exist (resources/:calculator).
  '/resources/404',
]

/** The Hindi page of `path`; the Hindi home page as /hi (written to hi/index.html, served at /hi/). */
function hindiPath(path: string): string {
  return path === '/' ? '/hi' : pathIn('hi', path)
}

/**
 * The first HTML of a project page, in English and in Hindi: the layout and the project route's
 * loading state (its `clientLoader` fetches the project in the browser). The API sends it for
 * /projects/:id and /hi/projects/:id with `__project_id__` replaced by the id (apps/api
 * web-pages.ts), so it is the HTML the browser draws before the project arrives: the page
 * hydrates without a mismatch, its language switch and WhatsApp message name the right page.
 */
const projectShellPaths = ['/projects/__project_id__', '/hi/projects/__project_id__']

/**
 * The first HTML of a client's quotation page (/q/<token>): its frame and the words it says while
 * the quotation comes, in English and Hindi at once (the quotation's language is not known yet),
 * nothing of the token. The API sends it as it is for every /q/<token> (apps/api static-apps.ts).
 */
const quotationShellPath = '/q/__shell__'

/**
 * The first HTML of a visit's own page (/site-visit/<token>, routes/site-visit-link.tsx), in
 * English and in Hindi: its frame and the words it says while the visit comes, nothing of a token.
 * The API sends the shell of the address's language for every well-formed token (apps/api
 * static-apps.ts).
 */
const visitShellPaths = ['/site-visit/__shell__', '/hi/site-visit/__shell__']
