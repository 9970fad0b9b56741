/**
 * The HTML file that answers an address of the website, the status to send it with, and for a
 * project page the project it shows (its head tags are the project's) and the page's language.
 */
export interface WebPage<Project = unknown> {
  file: string
  status: 200 | 404
  project?: Project
  lang?: 'en' | 'hi'
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
const projectPage = /^(\/hi)?\/projects\/([^/]+)$/

/**
 * Which page answers `path` on the website: its prerendered page (200); for
 * `/projects/:id`, the single-page fallback, 200 with the project when it is published and 404
 * when it is not (unknown, or a draft); for any other address, the not-found page with status 404,
 * so that search engines never index a "soft 404". `files` are the build's HTML files
 * (`about/index.html`), listed once at start-up. `findProject` answers null for no such project,
 * and undefined when it cannot tell (the database is down): the page is then sent as built, 200.
 */
export function createWebPages<Project>(
  files: ReadonlySet<string>,
  findProject: (id: number) => Promise<Project | null | undefined>,
): (path: string) => Promise<WebPage<Project>> {
  const fallback = files.has('__spa-fallback.html') ? '__spa-fallback.html' : 'index.html'
  const notFoundFiles = new Set<string>(notFoundPages.map((page) => page.file))

  return async (path) => {
    const address = path.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/'
    const file = address === '/' ? 'index.html' : `${address.slice(1)}/index.html`
    if (files.has(file) && !notFoundFiles.has(file)) return { file, status: 200 }

    const projectAddress = projectPage.exec(address)
    if (projectAddress) {
      const lang = projectAddress[1] ? 'hi' : 'en'
      const id = Number(projectAddress[2])
      // Only the ids the API itself accepts (no "007", "1e3" or "0x10" twins of a page).
      const valid = /^[1-9]\d{0,9}$/.test(projectAddress[2] ?? '') && id <= 2_147_483_647
      const project = valid ? await findProject(id) : null
      if (project === null) return { file: fallback, status: 404 }
      return project === undefined
        ? { file: fallback, status: 200 }
        : { file: fallback, status: 200, project, lang }
    }
    const notFound = notFoundPages.find(
      (page) => address.startsWith(page.prefix) && files.has(page.file),
    )
    return { file: notFound?.file ?? fallback, status: 404 }
  }
}
