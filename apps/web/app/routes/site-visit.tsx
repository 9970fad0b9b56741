import { CheckCircle2 } from 'lucide-react'
import {
  visitFormCopy as formHindi,
  siteVisitCopy as pageHindi,
  visitPickerCopy as pickerHindi,
} from '../content/hi/site-visit'
import {
  visitFormCopy as formEnglish,
  siteVisitCopy as pageEnglish,
  visitPickerCopy as pickerEnglish,
} from '../content/site-visit'
import { CallMenu } from '../features/contact/call-menu'
import { PageHero } from '../features/sections/page-hero'
import { VisitBookingForm } from '../features/site-visit/visit-booking-form'
import { useVisitEntry } from '../features/site-visit/visit-entry'
import { useHydrated } from '../hooks/use-hydrated'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { useLang } from '../i18n/use-lang'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/site-visit'

export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  return pageMeta({ ...textIn(lang, pageEnglish, pageHindi).meta, path: '/site-visit', lang })
}

/**
 * /site-visit: a free site visit booked by the visitor (issue 28), from a quote request just sent,
 * a calculator's result, /contact or the phone's contact bar. Prerendered with its words; the free
 * times come from the API in the browser, and the form is drawn once the page is live (what came
 * with the visitor, their name and phone, is in the history entry: the HTML cannot know it).
 */
export default function SiteVisitPage() {
  const lang = useLang()
  const copy = usePageText(pageEnglish, pageHindi)
  const picker = usePageText(pickerEnglish, pickerHindi)
  const form = usePageText(formEnglish, formHindi)
  const entry = useVisitEntry()
  const hydrated = useHydrated()
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="visit-form-title">
          <h2 id="visit-form-title" className="mb-6 font-bold text-3xl tracking-tight">
            {copy.formTitle}
          </h2>
          {hydrated ? (
            <VisitBookingForm lang={lang} copy={{ picker, form }} entry={entry} />
          ) : (
            <p className="text-muted-foreground">{picker.loading}</p>
          )}
        </section>
        <aside aria-labelledby="visit-about-title" className="space-y-6">
          <h2 id="visit-about-title" className="font-bold text-2xl tracking-tight">
            {copy.about.title}
          </h2>
          <ul className="space-y-4">
            {copy.about.points.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">{copy.about.call}</p>
          <CallMenu />
        </aside>
      </div>
    </>
  )
}
