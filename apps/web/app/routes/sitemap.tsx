import { ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { calculatorCopy as calculatorCopyEnglish } from '../content/calculators'
import { calculatorCopy as calculatorCopyHindi } from '../content/hi/calculators'
import { sitemapCopy as copyHindi } from '../content/hi/resources'
import { sitemapCopy as copyEnglish } from '../content/resources'
import { calculatorSlugs, paths, serviceIds, solutionIds, staticPaths } from '../content/site-map'
import { useArticleList } from '../features/articles/article-texts'
import { useGuideList } from '../features/articles/guide-texts'
import { PageHero } from '../features/sections/page-hero'
import { usePageSolutions } from '../features/sections/page-solutions'
import { usePageServices } from '../features/services/page-services'
import { langOf } from '../i18n/lang'
import { Link } from '../i18n/link'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/sitemap'

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  return pageMeta({ ...textIn(lang, copyEnglish, copyHindi).meta, path: '/sitemap', lang })
}

interface SitemapLink {
  to: string
  label: string
}

const isResourcesPage = (path: string) => path.startsWith('/resources')

interface SitemapGroupProps {
  title: string
  links: readonly SitemapLink[]
}

/** The groups of links, in the page's language (app/i18n/page-text.ts). */
function useSitemapGroups(): readonly SitemapGroupProps[] {
  const calculatorCopy = usePageText(calculatorCopyEnglish, calculatorCopyHindi)
  const copy = usePageText(copyEnglish, copyHindi)
  const services = usePageServices()
  const solutions = usePageSolutions()
  const articleList = useArticleList()
  const guideList = useGuideList()
  return [
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
      links: articleList.map((article) => ({
        to: paths.article(article.id),
        label: article.title,
      })),
    },
    {
      title: copy.groups.guides,
      links: guideList.map((guide) => ({ to: paths.guide(guide.id), label: guide.title })),
    },
  ]
}

function SitemapGroup({ title, links }: SitemapGroupProps) {
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
  const copy = usePageText(copyEnglish, copyHindi)
  const groups = useSitemapGroups()
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
