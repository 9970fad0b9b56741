import { MapPin } from 'lucide-react'
import { aboutCopy as aboutCopyEnglish } from '../content/about'
import { aboutCopy as aboutCopyHindi } from '../content/hi/about'
import { CtaBand } from '../features/sections/cta-band'
import { FeatureGrid } from '../features/sections/feature-grid'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { StatList } from '../features/sections/stats-band'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/about'

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  return pageMeta({ ...textIn(lang, aboutCopyEnglish, aboutCopyHindi).meta, path: '/about', lang })
}

export default function AboutPage() {
  const aboutCopy = usePageText(aboutCopyEnglish, aboutCopyHindi)
  const { hero, story, mission } = aboutCopy
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <PageSection title={story.title} align="start">
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div className="mt-8 rounded-xl border-l-4 border-l-accent bg-secondary p-6">
              <h3 className="font-bold text-2xl text-secondary-foreground">{mission.title}</h3>
              <p className="mt-3 text-secondary-foreground">{mission.text}</p>
            </div>
          </div>
          <img
            src={story.imageUrl}
            alt={story.imageAlt}
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-xl"
          />
        </div>
      </PageSection>
      <PageSection
        title={aboutCopy.valuesTitle}
        description={aboutCopy.valuesDescription}
        tone="muted"
      >
        <FeatureGrid items={aboutCopy.values} />
      </PageSection>
      <PageSection title={aboutCopy.regionsTitle} description={aboutCopy.regionsDescription}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aboutCopy.regions.map((region) => (
            <li key={region.name} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <MapPin aria-hidden="true" className="mb-3 size-6 text-primary" />
              <h3 className="font-semibold text-xl">{region.name}</h3>
              <p className="mt-2 text-muted-foreground">{region.text}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-muted-foreground">
          {aboutCopy.regionsNote}
        </p>
      </PageSection>
      <PageSection
        title={aboutCopy.achievementsTitle}
        description={aboutCopy.achievementsDescription}
        tone="brand"
      >
        <StatList stats={aboutCopy.achievements} />
      </PageSection>
      <CtaBand {...aboutCopy.cta} />
    </>
  )
}
