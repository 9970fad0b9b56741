import { Card, CardDescription, CardHeader, CardTitle } from '@nirman/ui'
import { Clock, Mail, Phone } from 'lucide-react'
import { projectTrackerCopy as copyEnglish } from '../content/contact'
import { projectTrackerCopy as copyHindi } from '../content/hi/contact'
import { CtaBand } from '../features/sections/cta-band'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { useCompany } from '../i18n/company'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/project-tracker'

export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  const { meta } = textIn(lang, copyEnglish, copyHindi)
  return pageMeta({ ...meta, path: '/resources/project-tracker', lang })
}

/**
 * /resources/project-tracker: how clients get into the project tracker. The tracker itself is
 * given to clients with their contract, so this page explains it rather than showing a login.
 */
export default function ProjectTrackerPage() {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const company = useCompany()
  const copy = usePageText(copyEnglish, copyHindi)
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <PageSection title={copy.access.title} description={copy.access.intro}>
        <ol className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2 lg:grid-cols-4">
          {copy.access.steps.map((step, index) => (
            <li key={step} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="mb-4 flex size-10 items-center justify-center rounded-full bg-accent font-bold text-accent-foreground"
              >
                {index + 1}
              </span>
              <p>{step}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection title={copy.features.title} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.features.items.map(({ icon: Icon, ...feature }) => (
            <li key={feature.title} className="flex">
              <Card className="w-full">
                <CardHeader className="gap-3">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle>{feature.title}</CardTitle>
                  <CardDescription className="text-base">{feature.text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={copy.contact.title} description={copy.contact.text}>
        <dl className="mx-auto grid max-w-4xl gap-6 text-center sm:grid-cols-3">
          <div className="rounded-xl bg-secondary p-6">
            <dt className="flex items-center justify-center gap-2 font-semibold">
              <Phone aria-hidden="true" className="size-5 text-primary" />
              {copy.contact.phoneLabel}
            </dt>
            <dd className="mt-2">
              <a
                href={`tel:${company.phones[0].dial}`}
                className="inline-flex min-h-11 items-center font-semibold text-lg text-primary hover:underline"
              >
                {company.phones[0].display}
              </a>
            </dd>
          </div>
          <div className="rounded-xl bg-secondary p-6">
            <dt className="flex items-center justify-center gap-2 font-semibold">
              <Mail aria-hidden="true" className="size-5 text-primary" />
              {copy.contact.emailLabel}
            </dt>
            <dd className="mt-2">
              <a
                href={`mailto:${company.email}`}
                className="inline-flex min-h-11 items-center break-all font-semibold text-primary hover:underline"
              >
                {company.email}
              </a>
            </dd>
          </div>
          <div className="rounded-xl bg-secondary p-6">
            <dt className="flex items-center justify-center gap-2 font-semibold">
              <Clock aria-hidden="true" className="size-5 text-primary" />
              {copy.contact.hoursLabel}
            </dt>
            <dd className="mt-2">
              {company.hours.long}, {company.hours.closed}
            </dd>
          </div>
        </dl>
      </PageSection>
      <CtaBand {...copy.cta} />
    </>
  )
}
