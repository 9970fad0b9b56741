import { escapeHtml } from '../escape-html'
import type { PublishedProject } from './project-catalog'

/**
 * The built sitemap.xml with every published project's page added (`/projects/:id`, and
 * `/hi/projects/:id` when the build lists its pages in Hindi too), in the build's own form: the
 * address of its first entry, each page with its alternates in both languages, the project's last
 * change as `lastmod`. A sitemap not in that form is answered as it is.
 */
export function sitemapWithProjects(built: string, projects: PublishedProject[]): string {
  const end = built.lastIndexOf('</urlset>')
  const firstLoc = /<loc>([^<]+)<\/loc>/.exec(built)?.[1]
  if (end < 0 || !firstLoc || projects.length === 0) return built
  let origin: string
  try {
    origin = new URL(firstLoc).origin
  } catch {
    return built
  }
  const hindi = /hreflang="hi"/.test(built)
  const entries = projects.flatMap((project) => {
    const english = `${origin}/projects/${project.id}`
    const inHindi = `${origin}/hi/projects/${project.id}`
    const lastmod = project.updatedAt
      ? `\n    <lastmod>${new Date(project.updatedAt).toISOString().slice(0, 10)}</lastmod>`
      : ''
    const alternates = hindi
      ? [
          `    <xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(english)}"/>`,
          `    <xhtml:link rel="alternate" hreflang="hi" href="${escapeHtml(inHindi)}"/>`,
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(english)}"/>`,
        ].join('\n')
      : ''
    return (hindi ? [english, inHindi] : [english]).map(
      (loc) =>
        `  <url>\n    <loc>${escapeHtml(loc)}</loc>${lastmod}${alternates ? `\n${alternates}` : ''}\n  </url>\n`,
    )
  })
  return `${built.slice(0, end)}${entries.join('')}${built.slice(end)}`
}
