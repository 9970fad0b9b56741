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
import { pageServiceList } from '../features/services/page-services'
import { ServiceGrid } from '../features/services/service-grid'
import { inPageLang } from '../i18n/page-content'
import { pageMeta } from '../seo/meta'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const whyChooseUs = inPageLang(whyChooseUsEnglish, whyChooseUsHindi)
const servicesPageCopy = inPageLang(servicesPageCopyEnglish, servicesPageCopyHindi, servicesKept)

export const meta = () => pageMeta({ ...servicesPageCopy.meta, path: '/services' })

export default function ServicesPage() {
  const { hero, grid, approach, cta } = servicesPageCopy
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <PageSection title={grid.title} description={grid.description}>
        <ServiceGrid services={pageServiceList()} linkLabel={grid.linkLabel} />
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
