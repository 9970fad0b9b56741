import {
  howItWorksCopy as copyHindi,
  processSteps as processStepsHindi,
} from '../content/hi/process'
import {
  howItWorksCopy as copyEnglish,
  processSteps as processStepsEnglish,
} from '../content/process'
import { FaqAccordion } from '../features/resources/faq-accordion'
import { CtaBand } from '../features/sections/cta-band'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { ProcessStepCard } from '../features/sections/process-step'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/how-it-works'

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  return pageMeta({ ...textIn(lang, copyEnglish, copyHindi).meta, path: '/how-it-works', lang })
}

export default function HowItWorksPage() {
  const copy = usePageText(copyEnglish, copyHindi)
  const processSteps = usePageText(processStepsEnglish, processStepsHindi)
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        image={{ src: copy.hero.imageUrl, alt: copy.hero.imageAlt, width: 480, height: 320 }}
      />
      <PageSection title={copy.stepsTitle} description={copy.stepsDescription}>
        <ol className="space-y-8">
          {processSteps.map((step) => (
            <li key={step.number}>
              <ProcessStepCard step={step} />
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection title={copy.faqTitle} tone="muted">
        <FaqAccordion faqs={copy.faqs} type="single" className="mx-auto max-w-3xl bg-card px-6" />
      </PageSection>
      <CtaBand {...copy.cta} />
    </>
  )
}
