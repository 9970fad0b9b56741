import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@nirman/ui'
import { howItWorksCopy as copy, processSteps } from '../content/process'
import { CtaBand } from '../features/sections/cta-band'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { ProcessStepCard } from '../features/sections/process-step'
import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ ...copy.meta, path: '/how-it-works' })

export default function HowItWorksPage() {
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
        <Accordion type="single" collapsible className="mx-auto max-w-3xl bg-card px-6">
          {copy.faqs.map((faq) => (
            <AccordionItem key={faq.question} value={faq.question}>
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent className="text-base">{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </PageSection>
      <CtaBand {...copy.cta} />
    </>
  )
}
