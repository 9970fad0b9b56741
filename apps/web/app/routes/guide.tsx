import { CalendarCheck } from 'lucide-react'
import { useParams } from 'react-router'
import { guideCopy as copyEnglish, type Guide, isGuideId } from '../content/guides'
import { guideCopy as copyHindi } from '../content/hi/guides'
import { paths } from '../content/site-map'
import { useArticleCopy } from '../features/articles/article-texts'
import { ContentBody } from '../features/articles/content-body'
import { ContentNotFound } from '../features/articles/content-not-found'
import { GuideLinks } from '../features/articles/guide-links'
import { guidesIn, useGuideList, useGuides } from '../features/articles/guide-texts'
import { PageBreadcrumb } from '../features/articles/page-breadcrumb'
import { RelatedCalculators } from '../features/articles/related-calculators'
import { CtaBand } from '../features/sections/cta-band'
import { PageSection } from '../features/sections/page-section'
import { formatDate } from '../i18n/dates'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { useLang } from '../i18n/use-lang'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/guide'

export const meta = ({ params, location }: Pick<Route.MetaArgs, 'params' | 'location'>) => {
  const lang = langOf(location.pathname)
  if (!isGuideId(params.id)) {
    const copy = textIn(lang, copyEnglish, copyHindi)
    return pageMeta({
      title: copy.notFoundTitle,
      description: copy.notFoundText,
      path: '/404',
      noIndex: true,
      lang,
    })
  }
  const guide = guidesIn(lang)[params.id]
  return pageMeta({
    title: guide.title,
    description: guide.metaDescription,
    path: paths.guide(guide.id),
    lang,
  })
}

function GuidePage({ guide }: { guide: Guide }) {
  const lang = useLang()
  const copy = usePageText(copyEnglish, copyHindi)
  const articleCopy = useArticleCopy()
  const guideList = useGuideList()
  const trail = [
    { label: articleCopy.breadcrumbHome, to: '/' },
    { label: articleCopy.breadcrumbResources, to: '/resources' },
    { label: articleCopy.breadcrumbKnowledgeCenter, to: '/resources/knowledge-center' },
  ]
  return (
    <>
      <article>
        <header className="bg-secondary px-4 pt-4 pb-10">
          <div className="mx-auto max-w-3xl">
            <PageBreadcrumb trail={trail} current={guide.title} />
            <h1 className="mt-4 text-balance font-bold text-3xl text-secondary-foreground tracking-tight sm:text-5xl">
              {guide.title}
            </h1>
            <p className="mt-4 text-lg text-muted-foreground sm:text-xl">{guide.summary}</p>
            <p className="mt-6 inline-flex items-center gap-2 text-muted-foreground text-sm">
              <CalendarCheck aria-hidden="true" className="size-4" />
              {copy.updatedLabel}{' '}
              <time dateTime={guide.updated}>{formatDate(lang, guide.updated)}</time>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
          <div className="space-y-4 text-foreground text-xl leading-relaxed">
            {guide.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ContentBody sections={guide.sections} />
          <RelatedCalculators
            title={copy.relatedCalculatorsTitle}
            slugs={guide.relatedCalculators}
          />
        </div>
      </article>
      <PageSection title={copy.otherGuidesTitle} tone="muted">
        <GuideLinks guides={guideList.filter((other) => other.id !== guide.id)} />
      </PageSection>
      <CtaBand
        title={articleCopy.ctaTitle}
        text={articleCopy.ctaText}
        primary={articleCopy.ctaPrimary}
        secondary={articleCopy.ctaSecondary}
      />
    </>
  )
}

/** /resources/guide/:id: one practical guide, or 'Guide Not Found'. */
export default function GuideRoute() {
  const { id } = useParams()
  const copy = usePageText(copyEnglish, copyHindi)
  const guides = useGuides()
  if (!isGuideId(id)) {
    return (
      <ContentNotFound
        title={copy.notFoundTitle}
        text={copy.notFoundText}
        back={{ label: copy.backToResources, to: '/resources' }}
      />
    )
  }
  return <GuidePage guide={guides[id]} />
}
