import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { projectsQuery } from '../api/queries'
import { QueryProvider } from '../api/query-provider'
import { portfolioCopy as portfolioCopyHindi } from '../content/hi/projects'
import { type ProjectFilter, portfolioCopy as portfolioCopyEnglish } from '../content/projects'
import { ProjectCategories } from '../features/projects/project-categories'
import { ProjectFilterButtons, parseProjectFilter } from '../features/projects/project-filter'
import { ProjectResults } from '../features/projects/project-results'
import { CtaBand } from '../features/sections/cta-band'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { TestimonialCard } from '../features/testimonials/testimonial-card'
import { usePublishedTestimonials } from '../features/testimonials/use-published-testimonials'
import { useHydrated } from '../hooks/use-hydrated'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/projects'

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOf(location.pathname)
  const portfolioCopy = textIn(lang, portfolioCopyEnglish, portfolioCopyHindi)
  return pageMeta({
    title: portfolioCopy.metaTitle,
    description: portfolioCopy.metaDescription,
    path: '/projects',
    lang,
  })
}

const portfolioId = 'portfolio'

/** /projects: the whole portfolio, filtered by the `type` in the address (`?type=residential`). */
function ProjectsContent() {
  const portfolioCopy = usePageText(portfolioCopyEnglish, portfolioCopyHindi)
  const [searchParams, setSearchParams] = useSearchParams()
  const hydrated = useHydrated()
  const filter = hydrated ? parseProjectFilter(searchParams.get('type')) : 'all'
  const query = useQuery(projectsQuery)
  const testimonials = usePublishedTestimonials('portfolio', portfolioCopy.testimonials)

  function chooseFilter(next: ProjectFilter) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        if (next === 'all') params.delete('type')
        else params.set('type', next)
        return params
      },
      { preventScrollReset: true },
    )
  }

  return (
    <>
      <PageHero
        eyebrow={portfolioCopy.eyebrow}
        title={portfolioCopy.title}
        subtitle={portfolioCopy.intro}
      />
      <PageSection
        title={portfolioCopy.categoriesTitle}
        description={portfolioCopy.categoriesIntro}
      >
        <ProjectCategories current={filter} portfolioId={portfolioId} />
      </PageSection>
      <PageSection id={portfolioId} title={portfolioCopy.listTitle} tone="muted">
        <div className="space-y-8">
          <ProjectFilterButtons value={filter} onChange={chooseFilter} />
          <ProjectResults query={query} filter={filter} />
        </div>
      </PageSection>
      <PageSection title={portfolioCopy.testimonialsTitle}>
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.key}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </PageSection>
      <CtaBand {...portfolioCopy.cta} />
    </>
  )
}

/** /projects: the portfolio, with the projects query. */
export default function ProjectsPage() {
  return (
    <QueryProvider>
      <ProjectsContent />
    </QueryProvider>
  )
}
