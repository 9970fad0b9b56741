import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@nirman/ui'
import {
  clientSolutionsCopy as copyHindi,
  keptInEnglish as solutionsKept,
} from '../content/hi/solutions'
import { clientSuccessStories as clientSuccessStoriesHindi } from '../content/hi/testimonials'
import { clientSolutionsCopy as copyEnglish } from '../content/solutions'
import { clientSuccessStories as clientSuccessStoriesEnglish } from '../content/testimonials'
import { CardLink } from '../features/sections/card-link'
import { CtaBand } from '../features/sections/cta-band'
import { FeatureGrid } from '../features/sections/feature-grid'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { usePageSolutionList } from '../features/sections/page-solutions'
import { SolutionSection } from '../features/sections/solution-section'
import { TestimonialCard } from '../features/testimonials/testimonial-card'
import {
  inSegmentOrder,
  usePublishedTestimonials,
} from '../features/testimonials/use-published-testimonials'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/client-solutions'

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  const copy = textIn(lang, copyEnglish, copyHindi, solutionsKept)
  return pageMeta({ ...copy.meta, path: '/client-solutions', lang })
}

/** The client success stories the staff show here, by section (the fixed three until loaded). */
function SuccessStories() {
  const clientSuccessStories = usePageText(clientSuccessStoriesEnglish, clientSuccessStoriesHindi)
  const stories = inSegmentOrder(usePublishedTestimonials('solutions', clientSuccessStories))
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {stories.map((story) => (
        <li key={story.key}>
          <TestimonialCard testimonial={story} />
        </li>
      ))}
    </ul>
  )
}

export default function ClientSolutionsPage() {
  const copy = usePageText(copyEnglish, copyHindi, solutionsKept)
  const solutionList = usePageSolutionList()
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <PageSection title={copy.intro.title} description={copy.intro.text}>
        <ul className="grid gap-6 md:grid-cols-3">
          {solutionList.map(({ id, title, summary, icon: Icon }) => (
            <li key={id} className="flex">
              <Card className="w-full border-t-4 border-t-accent">
                <CardHeader className="gap-3">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent className="flex-1">
                  <CardDescription className="text-base">{summary}</CardDescription>
                </CardContent>
                <CardFooter>
                  <CardLink to={`#${id}`} label={copy.learnMore} context={title} />
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      {solutionList.map((solution, index) => (
        <SolutionSection key={solution.id} solution={solution} index={index + 1} />
      ))}
      <PageSection title={copy.storiesTitle} description={copy.storiesDescription}>
        <SuccessStories />
      </PageSection>
      <PageSection title={copy.whyTitle} tone="muted">
        <FeatureGrid items={copy.why} />
      </PageSection>
      <CtaBand {...copy.cta} />
    </>
  )
}
