import type { PortfolioProjectDetail, SiteSettingsVersion } from '@nirman/contract'
import type { PublishedProject } from '../portfolio/project-catalog'
import { type PageLang, renderProjectPage, type SiteIdentity } from '../portfolio/project-page'
import { sitemapWithProjects } from '../portfolio/project-sitemap'
import { type BuiltPage, compressedPage } from './built-pages'
import { fillPage, withOrigin } from './page-fill'
import { fillProjectShell } from './web-pages'

/**
 * The site's identity on pages filled under `settings`: the owner's company name, Hindi name and
 * public address where they are set, the build's where not (the build's are read once from its
 * home pages: `siteIdentityOf`).
 */
export function identityUnder(build: SiteIdentity, settings: SiteSettingsVersion): SiteIdentity {
  const { company } = settings.settings
  let origin = build.origin
  try {
    if (company.publicUrl) origin = new URL(company.publicUrl).origin
  } catch {
    // Not an address: the build's stays (the owner's screen refuses it before it is saved).
  }
  return {
    origin,
    name: company.name || build.name,
    hindiName: company.hindiName || company.name || build.hindiName,
  }
}

/**
 * The one step that fills the built pages the server sends with what only it knows, under the
 * owner's settings in use: every page's head (the owner's public address and name, the business's
 * JSON-LD, the settings the page's code reads: page-fill.ts), a project page's own head (the
 * project's title, canonical link, Open Graph tags, JSON-LD), and the sitemap's address and
 * project entries. A filled page is made once per page, settings version and version of its
 * content (the catalog hands out the same project or list object until it reads them again),
 * compressed once for every visitor; a saved change of the settings makes the next request fill
 * the page anew, on every instance. Before the owner saves anything (version 0) a page is sent as
 * the build made it, with its build-time compression.
 */
export class FilledPages {
  private readonly projectPages = new WeakMap<
    PortfolioProjectDetail,
    Map<string, Promise<BuiltPage>>
  >()
  private readonly sitemaps = new WeakMap<PublishedProject[], Map<number, Promise<BuiltPage>>>()
  private identity: { version: number; site: SiteIdentity } | undefined
  /** The pages of one settings version (the newest asked for), by file. */
  private pages: { version: number; byFile: Map<string, Promise<BuiltPage>> } | undefined

  constructor(private readonly build: SiteIdentity) {}

  /** The built page `file` (its built form `built`) under `settings`. */
  page(settings: SiteSettingsVersion, file: string, built: BuiltPage): Promise<BuiltPage> {
    if (settings.version === 0) return Promise.resolve(built)
    if (this.pages?.version !== settings.version) {
      this.pages = { version: settings.version, byFile: new Map() }
    }
    let page = this.pages.byFile.get(file)
    if (!page) {
      const html = built.html.toString('utf8')
      page = compressedPage(fillPage(html, this.build, this.siteUnder(settings), settings))
      this.pages.byFile.set(file, page)
    }
    return page
  }

  /** A page made for one request (a shell for an id nobody may ask for again): not kept. */
  pageOnce(settings: SiteSettingsVersion, html: string): string {
    return settings.version === 0
      ? html
      : fillPage(html, this.build, this.siteUnder(settings), settings)
  }

  /** robots.txt with the owner's public address in its Sitemap line. */
  robots(settings: SiteSettingsVersion, built: string): string {
    return withOrigin(built, this.build, this.siteUnder(settings))
  }

  private siteUnder(settings: SiteSettingsVersion): SiteIdentity {
    if (this.identity?.version !== settings.version) {
      this.identity = { version: settings.version, site: identityUnder(this.build, settings) }
    }
    return this.identity.site
  }

  /** The page `file` (its built form `built`) of `project`, in `lang`. */
  projectPage(
    settings: SiteSettingsVersion,
    file: string,
    built: BuiltPage,
    project: PortfolioProjectDetail,
    lang: PageLang,
    projectId: string | undefined,
  ): Promise<BuiltPage> {
    const pages = this.projectPages.get(project) ?? new Map<string, Promise<BuiltPage>>()
    this.projectPages.set(project, pages)
    const key = `${settings.version}:${lang}:${file}`
    let page = pages.get(key)
    if (!page) {
      const html = built.html.toString('utf8')
      const shell = projectId === undefined ? html : fillProjectShell(html, projectId)
      const site = this.siteUnder(settings)
      const rendered = renderProjectPage(shell, project, lang, site)
      page = compressedPage(
        settings.version === 0 ? rendered : fillPage(rendered, this.build, site, settings),
      )
      // One settings version at a time: the pages of an older one are not kept.
      for (const old of pages.keys()) {
        if (!old.startsWith(`${settings.version}:`)) pages.delete(old)
      }
      pages.set(key, page)
    }
    return page
  }

  /** The built sitemap with `projects` added (none when the database cannot say). */
  sitemap(
    settings: SiteSettingsVersion,
    built: string,
    projects: PublishedProject[] | undefined,
  ): Promise<BuiltPage> {
    const site = withOrigin(built, this.build, this.siteUnder(settings))
    if (!projects) return compressedPage(site)
    const byVersion = this.sitemaps.get(projects) ?? new Map<number, Promise<BuiltPage>>()
    this.sitemaps.set(projects, byVersion)
    let sitemap = byVersion.get(settings.version)
    if (!sitemap) {
      sitemap = compressedPage(sitemapWithProjects(site, projects))
      byVersion.clear()
      byVersion.set(settings.version, sitemap)
    }
    return sitemap
  }
}
