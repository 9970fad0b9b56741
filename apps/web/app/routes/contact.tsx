import { Button } from '@nirman/ui'
import { Mail } from 'lucide-react'
import { contactPageCopy as copyEnglish } from '../content/contact'
import { contactPageCopy as copyHindi } from '../content/hi/contact'
import { CallMenu } from '../features/contact/call-menu'
import { ContactInfoTabs } from '../features/contact/contact-info-tabs'
import { LazyMap } from '../features/contact/lazy-map'
import { QuickContact } from '../features/contact/quick-contact'
import { useEstimateMessage } from '../features/quote/estimate-link'
import { FullQuoteFormOnDemand } from '../features/quote/full-quote-form-on-demand'
import { FaqAccordion } from '../features/resources/faq-accordion'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { useHydrated } from '../hooks/use-hydrated'
import { useCompany } from '../i18n/company'
import { langOf } from '../i18n/lang'
import { useOpeningHours } from '../i18n/opening-hours'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/contact'

export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  return pageMeta({ ...textIn(lang, copyEnglish, copyHindi).meta, path: '/contact', lang })
}

// The quote form's Hindi (the Hindi part `forms`, app/i18n/hindi-parts.ts) needs no loading here:
// the entry loads it before a Hindi contact page hydrates, the prerender has it from the start, and
// a form that draws before it came (a move inside the app from /hi/, whose first load has none)
// suspends until it is here (usePageText), the move being a transition: never English on a Hindi
// page.

const formSectionId = 'quote-form'
const formId = 'quote-form-element'

/** /contact: the free-quote form, our details and map, quick ways to reach us and three FAQs. */
export default function ContactPage() {
  const estimate = useEstimateMessage()
  // The page is prerendered without a query: an estimate in the address is applied once hydrated.
  const hydrated = useHydrated()
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const company = useCompany()
  const hours = useOpeningHours()
  const copy = usePageText(copyEnglish, copyHindi)

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <PageSection title={copy.quickContact.title} tone="muted">
        <QuickContact formSectionId={formSectionId} formId={formId} />
      </PageSection>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 lg:grid-cols-[3fr_2fr]">
        <section id={formSectionId} aria-labelledby="quote-form-title">
          <h2 id="quote-form-title" className="font-bold text-3xl tracking-tight">
            {copy.form.title}
          </h2>
          <p className="mt-3 mb-8 text-lg text-muted-foreground">{copy.form.description}</p>
          <FullQuoteFormOnDemand
            variant="contact"
            initialMessage={hydrated ? estimate : undefined}
            id={formId}
          />
        </section>
        <div className="space-y-12">
          <section aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className="mb-6 font-bold text-2xl tracking-tight">
              {copy.info.title}
            </h2>
            <ContactInfoTabs />
          </section>
          {company.mapUrl || company.address.street ? (
            <section aria-labelledby="map-title">
              <h2 id="map-title" className="mb-6 font-bold text-2xl tracking-tight">
                {copy.map.title}
              </h2>
              <LazyMap />
            </section>
          ) : null}
        </div>
      </div>
      <PageSection title={copy.faqsTitle} tone="muted">
        <div className="mx-auto max-w-3xl">
          <FaqAccordion faqs={copy.faqs} />
        </div>
      </PageSection>
      <section aria-labelledby="contact-cta-title" className="bg-brand-800 px-4 py-16 text-white">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="contact-cta-title" className="font-bold text-3xl tracking-tight sm:text-4xl">
            {copy.cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-brand-100 text-lg">
            {copy.cta.text(hours.long, company.phones.length > 0 || !!company.salesPhone)}
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <CallMenu />
            {company.email ? (
              <Button
                asChild
                variant="outline"
                size="lg"
                className="border-white bg-transparent text-white hover:bg-brand-700"
              >
                <a href={`mailto:${company.email}`}>
                  <Mail aria-hidden="true" />
                  {copy.cta.emailLabel}
                </a>
              </Button>
            ) : null}
          </div>
        </div>
      </section>
    </>
  )
}
