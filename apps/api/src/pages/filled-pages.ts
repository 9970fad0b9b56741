import type { PortfolioProjectDetail, SiteSettingsVersion } from '@nirman/contract'
import type { PublishedProject } from '../portfolio/project-catalog'
import { type PageLang, renderProjectPage, type SiteIdentity } from '../portfolio/project-page'
import { sitemapWithProjects } from '../portfolio/project-sitemap'
import { type BuiltPage, compressedPage } from './built-pages'
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
 * The one step that fills the built pages the server sends with what only it knows: a project
 * page's head (the project's title, canonical link, Open Graph tags, JSON-LD) and the sitemap's
 * project entries, each under the owner's settings in use. A filled page is made once per page,
 * settings version and version of its content (the catalog hands out the same project or list
 * object until it reads them again), compressed once for every visitor; a saved change of the
 * settings makes the next request fill the page anew, on every instance.
 */
export class FilledPages {
  private readonly projectPages = new WeakMap<
    PortfolioProjectDetail,
    Map<string, Promise<BuiltPage>>
  >()
  private readonly sitemaps = new WeakMap<PublishedProject[], Map<number, Promise<BuiltPage>>>()
  private identity: { version: number; site: SiteIdentity } | undefined

  constructor(private readonly build: SiteIdentity) {}

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
      page = compressedPage(renderProjectPage(shell, project, lang, this.siteUnder(settings)))
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
    if (!projects) return compressedPage(sitemapWithProjects(built, []))
    const byVersion = this.sitemaps.get(projects) ?? new Map<number, Promise<BuiltPage>>()
    this.sitemaps.set(projects, byVersion)
    let sitemap = byVersion.get(settings.version)
    if (!sitemap) {
      sitemap = compressedPage(sitemapWithProjects(built, projects))
      byVersion.clear()
      byVersion.set(settings.version, sitemap)
    }
    return sitemap
  }
}
