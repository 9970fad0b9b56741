import { whyChooseUs as whyChooseUsHindi } from '../content/hi/home-sections'
import {
  keptInEnglish as servicesKept,
  servicesPageCopy as servicesPageCopyHindi,
} from '../content/hi/services'
import { whyChooseUs as whyChooseUsEnglish } from '../content/home-sections'
import { servicesPageCopy as servicesPageCopyEnglish } from '../content/services'
import { CtaBand } from '../features/sections/cta-band'
import { FeatureGrid } from '../features/sections/feature-grid'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { usePageServiceList } from '../features/services/page-services'
import { ServiceGrid } from '../features/services/service-grid'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/services'

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  const copy = textIn(lang, servicesPageCopyEnglish, servicesPageCopyHindi, servicesKept)
  return pageMeta({ ...copy.meta, path: '/services', lang })
}

export default function ServicesPage() {
  const whyChooseUs = usePageText(whyChooseUsEnglish, whyChooseUsHindi)
  const servicesPageCopy = usePageText(servicesPageCopyEnglish, servicesPageCopyHindi, servicesKept)
  const serviceList = usePageServiceList()
  const { hero, grid, approach, cta } = servicesPageCopy
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <PageSection title={grid.title} description={grid.description}>
        <ServiceGrid services={serviceList} linkLabel={grid.linkLabel} />
      </PageSection>
      <PageSection title={whyChooseUs.title} description={whyChooseUs.description} tone="muted">
        <FeatureGrid items={whyChooseUs.reasons} />
      </PageSection>
      <PageSection title={approach.title} description={approach.description}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {approach.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-card p-6">
              <span
                aria-hidden="true"
                className="mb-4 flex size-10 items-center justify-center rounded-full bg-accent font-bold text-accent-foreground"
              >
                {index + 1}
              </span>
              <h3 className="font-semibold text-xl">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <CtaBand {...cta} />
    </>
  )
}
