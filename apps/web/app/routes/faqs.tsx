import { faqsPageCopy as copyEnglish, faqGroups as faqGroupsEnglish } from '../content/faqs'
import { faqsPageCopy as copyHindi, faqGroups as faqGroupsHindi } from '../content/hi/faqs'
import { JsonLd } from '../features/articles/json-ld'
import { faqPageJsonLd } from '../features/articles/structured-data'
import { FaqAccordion } from '../features/resources/faq-accordion'
import { CtaBand } from '../features/sections/cta-band'
import { PageHero } from '../features/sections/page-hero'
import { useCompany } from '../i18n/company'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/faqs'

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  const copy = textIn(lang, copyEnglish, copyHindi)
  return pageMeta({
    title: copy.metaTitle,
    description: copy.metaDescription,
    path: '/resources/faqs',
    lang,
  })
}

/** /resources/faqs: every frequently asked question, by topic, with FAQPage data for search. */
export default function FaqsPage() {
  const copy = usePageText(copyEnglish, copyHindi)
  const [phone] = useCompany().phones
  const faqGroups = usePageText(faqGroupsEnglish, faqGroupsHindi)
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} subtitle={copy.intro} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={copy.jumpLabel} className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 font-semibold text-muted-foreground text-sm uppercase tracking-wider">
            {copy.jumpLabel}
          </p>
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            {faqGroups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-primary hover:bg-secondary hover:underline"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-12">
          {faqGroups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
              <h2 id={`${group.id}-title`} className="mb-4 font-bold text-2xl tracking-tight">
                {group.title}
              </h2>
              <FaqAccordion faqs={group.faqs} />
            </section>
          ))}
        </div>
      </div>
      <CtaBand {...copy.cta} text={copy.cta.text(phone?.display)} />
      <JsonLd data={faqPageJsonLd(faqGroups.flatMap((group) => group.faqs))} />
    </>
  )
}
