/** The HTML file that answers an address of the website, and the status to send it with. */
export interface WebPage {
  file: string
  status: 200 | 404
}

/**
 * Pages the website's build prerenders for addresses that name nothing (apps/web
 * react-router.config.ts): the not-found text of a kind of detail page, by address prefix, and the
 * '404 Page Not Found' card for everything else. They are never answered with 200.
 */
const englishNotFoundPages = [
  { prefix: '/services/', file: 'services/404/index.html' },
  { prefix: '/resources/articles/', file: 'resources/articles/404/index.html' },
  { prefix: '/resources/guide/', file: 'resources/guide/404/index.html' },
  { prefix: '/', file: '404/index.html' },
] as const
/** The Hindi site's (under /hi/) first, then the English ones. */
const notFoundPages = [
  ...englishNotFoundPages.map(({ prefix, file }) => ({
    prefix: `/hi${prefix}`,
    file: `hi/${file}`,
  })),
  ...englishNotFoundPages,
]

/** Project pages are rendered in the browser from the API: the only addresses not prerendered. */
const projectPage = /^(?:\/hi)?\/projects\/([^/]+)$/

/**
 * Which page answers `path` on the website: its prerendered page (200); for
 * `/projects/:id`, the single-page fallback, 200 when the project exists and 404 when it does not;
 * for any other address, the not-found page with status 404, so that search engines never index a
 * "soft 404". `files` are the build's HTML files (`about/index.html`), listed once at start-up.
 */
export function createWebPages(
  files: ReadonlySet<string>,
  projectExists: (id: number) => Promise<boolean>,
): (path: string) => Promise<WebPage> {
  const fallback = files.has('__spa-fallback.html') ? '__spa-fallback.html' : 'index.html'
  const notFoundFiles = new Set<string>(notFoundPages.map((page) => page.file))

  return async (path) => {
    const address = path.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/'
    const file = address === '/' ? 'index.html' : `${address.slice(1)}/index.html`
    if (files.has(file) && !notFoundFiles.has(file)) return { file, status: 200 }

    const project = projectPage.exec(address)
    if (project) {
      const id = Number(project[1])
      const exists = Number.isSafeInteger(id) && id > 0 && (await projectExists(id))
      return { file: fallback, status: exists ? 200 : 404 }
    }
    const notFound = notFoundPages.find(
      (page) => address.startsWith(page.prefix) && files.has(page.file),
    )
    return { file: notFound?.file ?? fallback, status: 404 }
  }
}
