import { ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { calculatorCopy as calculatorCopyEnglish } from '../content/calculators'
import { calculatorCopy as calculatorCopyHindi } from '../content/hi/calculators'
import { sitemapCopy as copyHindi } from '../content/hi/resources'
import { services as servicesHindi, keptInEnglish as servicesKept } from '../content/hi/services'
import {
  solutions as solutionsHindi,
  keptInEnglish as solutionsKept,
} from '../content/hi/solutions'
import { sitemapCopy as copyEnglish } from '../content/resources'
import { services as servicesEnglish } from '../content/services'
import { calculatorSlugs, paths, serviceIds, solutionIds, staticPaths } from '../content/site-map'
import { solutions as solutionsEnglish } from '../content/solutions'
import { articleList } from '../features/articles/article-texts'
import { guideList } from '../features/articles/guide-texts'
import { PageHero } from '../features/sections/page-hero'
import { Link } from '../i18n/link'
import { inPageLang } from '../i18n/page-content'
import { pageMeta } from '../seo/meta'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const calculatorCopy = inPageLang(calculatorCopyEnglish, calculatorCopyHindi)
const copy = inPageLang(copyEnglish, copyHindi)
const services = inPageLang(servicesEnglish, servicesHindi, servicesKept)
const solutions = inPageLang(solutionsEnglish, solutionsHindi, solutionsKept)

export const meta = () => pageMeta({ ...copy.meta, path: '/sitemap' })

interface SitemapLink {
  to: string
  label: string
}

const isResourcesPage = (path: string) => path.startsWith('/resources')

interface SitemapGroupProps {
  title: string
  links: readonly SitemapLink[]
}

/** The groups of links, in the page's language: read at render time (page-content.ts). */
const sitemapGroups = (): readonly SitemapGroupProps[] => [
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
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <div className="mx-auto max-w-7xl columns-1 gap-12 px-4 py-16 md:columns-2 lg:columns-3">
        {sitemapGroups().map((group) => (
          <SitemapGroup key={group.title} title={group.title} links={group.links} />
        ))}
      </div>
    </>
  )
}
