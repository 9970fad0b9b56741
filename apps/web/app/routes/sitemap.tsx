import { ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { articleList } from '../content/articles'
import { calculatorCopy } from '../content/calculators'
import { guideList } from '../content/guides'
import { sitemapCopy as copy } from '../content/resources'
import { services } from '../content/services'
import { calculatorSlugs, paths, serviceIds, solutionIds, staticPaths } from '../content/site-map'
import { solutions } from '../content/solutions'
import { PageHero } from '../features/sections/page-hero'
import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ ...copy.meta, path: '/sitemap' })

interface SitemapLink {
  to: string
  label: string
}

const isResourcesPage = (path: string) => path.startsWith('/resources')

const groups: readonly { title: string; links: readonly SitemapLink[] }[] = [
  {
    title: copy.groups.pages,
    links: staticPaths
      .filter((path) => !isResourcesPage(path))
      .map((path) => ({ to: path, label: copy.pageTitles[path] })),
  },
  {
    title: copy.groups.solutions,
    links: solutionIds.map((id) => ({ to: paths.solution(id), label: solutions[id].title })),
  },
  {
    title: copy.groups.services,
    links: serviceIds.map((id) => ({ to: paths.service(id), label: services[id].title })),
  },
  {
    title: copy.groups.resources,
    links: staticPaths
      .filter(isResourcesPage)
      .map((path) => ({ to: path, label: copy.pageTitles[path] })),
  },
  {
    title: copy.groups.calculators,
    links: calculatorSlugs.map((slug) => ({
      to: paths.calculator(slug),
      label: calculatorCopy[slug].title,
    })),
  },
  {
    title: copy.groups.articles,
    links: articleList.map((article) => ({ to: paths.article(article.id), label: article.title })),
  },
  {
    title: copy.groups.guides,
    links: guideList.map((guide) => ({ to: paths.guide(guide.id), label: guide.title })),
  },
]

function SitemapGroup({ title, links }: { title: string; links: readonly SitemapLink[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="break-inside-avoid pb-10">
      <h2 id={headingId} className="mb-3 border-border border-b pb-2 font-bold text-2xl">
        {title}
      </h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group inline-flex min-h-11 items-center gap-1 text-primary hover:underline"
            >
              <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** /sitemap: every public page, grouped, built from the site map and the content's titles. */
export default function SitemapPage() {
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <div className="mx-auto max-w-7xl columns-1 gap-12 px-4 py-16 md:columns-2 lg:columns-3">
        {groups.map((group) => (
          <SitemapGroup key={group.title} title={group.title} links={group.links} />
        ))}
      </div>
    </>
  )
}
