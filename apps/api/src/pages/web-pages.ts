/**
 * The HTML file that answers an address of the website, the status to send it with, and for a
 * project page the project it shows (its head tags are the project's) and the page's language.
 */
export interface WebPage<Project = unknown> {
  file: string
  status: 200 | 404
  project?: Project
  lang?: 'en' | 'hi'
  /** A project page's shell: the id to write in place of its placeholder (`fillProjectShell`). */
  projectId?: string
}

/**
 * The first HTML of a project page in each language, which the website's build prerenders with a
 * placeholder for the id (apps/web react-router.config.ts): the layout in the page's language and
 * the project's loading state, as the browser draws them before the project arrives.
 */
const projectShellId = '__project_id__'
const projectShells = {
  en: `projects/${projectShellId}/index.html`,
  hi: `hi/projects/${projectShellId}/index.html`,
} as const

/** A project page's shell for project `id`: its links, canonical and WhatsApp message name it. */
export function fillProjectShell(html: string, id: string): string {
  return html.replaceAll(projectShellId, id)
}

/**
 * Pages the website's build prerenders for addresses that name nothing (apps/web
 * react-router.config.ts): the not-found text of a kind of detail page, for an address one segment
 * under `prefix` (the website's route `services/:id` and the like, so the browser hydrates the page
 * with the route that drew it), and the '404 Page Not Found' card of the site's catch-all route for
 * everything else. They are never answered with 200.
 */
const englishNotFoundPages = [
  { prefix: '/services/', file: 'services/404/index.html', anyDepth: false },
  { prefix: '/resources/articles/', file: 'resources/articles/404/index.html', anyDepth: false },
  { prefix: '/resources/guide/', file: 'resources/guide/404/index.html', anyDepth: false },
  // resources/:calculator, for a calculator that does not exist.
  { prefix: '/resources/', file: 'resources/404/index.html', anyDepth: false },
  { prefix: '/', file: '404/index.html', anyDepth: true },
] as const

/** The Hindi site's (under /hi/) first, then the English ones. */
const notFoundPages = [
  ...englishNotFoundPages.map(({ prefix, file, anyDepth }) => ({
    prefix: `/hi${prefix}`,
    file: `hi/${file}`,
    anyDepth,
  })),
  ...englishNotFoundPages,
]

/** Project pages are rendered in the browser from the API: the only addresses not prerendered. */
const projectPage = /^(\/hi)?\/projects\/([^/]+)$/

/**
 * Which page answers `path` on the website: its prerendered page (200); for
 * `/projects/:id` and `/hi/projects/:id`, the project page's shell in that language (the
 * single-page fallback for an id that is not a number), 200 with the project when it is published
 * and 404 when it is not (unknown, or a draft); for any other address, the not-found page with status 404,
 * so that search engines never index a "soft 404". `files` are the build's HTML files
 * (`about/index.html`), listed once at start-up. `findProject` answers null for no such project,
 * and undefined when it cannot tell (the database is down): the page is then sent as built, 200.
 */
export function createWebPages<Project>(
  files: ReadonlySet<string>,
  findProject: (id: number) => Promise<Project | null | undefined>,
): (path: string) => Promise<WebPage<Project>> {
  const fallback = files.has('__spa-fallback.html') ? '__spa-fallback.html' : 'index.html'
  // Files that answer other addresses than their own, never their own with 200.
  const notOwnPages = new Set<string>([
    ...notFoundPages.map((page) => page.file),
    ...Object.values(projectShells),
  ])

  return async (path) => {
    const address = path.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/'
    const file = address === '/' ? 'index.html' : `${address.slice(1)}/index.html`
    if (files.has(file) && !notOwnPages.has(file)) return { file, status: 200 }

    const projectAddress = projectPage.exec(address)
    if (projectAddress) {
      const lang = projectAddress[1] ? 'hi' : 'en'
      const id = Number(projectAddress[2])
      // Only the ids the API itself accepts (no "007", "1e3" or "0x10" twins of a page).
      const valid = /^[1-9]\d{0,9}$/.test(projectAddress[2] ?? '') && id <= 2_147_483_647
      const project = valid ? await findProject(id) : null
      // The shell of the page's language for a well-formed id; the single-page fallback else.
      const page =
        valid && files.has(projectShells[lang])
          ? { file: projectShells[lang], projectId: String(id) }
          : { file: fallback }
      if (project === null) return { ...page, status: 404 }
      return project === undefined
        ? { ...page, status: 200 }
        : { ...page, status: 200, project, lang }
    }
    const notFound = notFoundPages.find(
      (page) =>
        address.startsWith(page.prefix) &&
        (page.anyDepth || !address.slice(page.prefix.length).includes('/')) &&
        files.has(page.file),
    )
    return { file: notFound?.file ?? fallback, status: 404 }
  }
}
