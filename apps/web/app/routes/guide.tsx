import { CalendarCheck } from 'lucide-react'
import { useParams } from 'react-router'
import { articleCopy as articleCopyEnglish, formatArticleDate } from '../content/articles'
import {
  guideCopy as copyEnglish,
  type Guide,
  guideList,
  guides as guidesEnglish,
  isGuideId,
} from '../content/guides'
import { articleCopy as articleCopyHindi } from '../content/hi/articles'
import {
  guideCopy as copyHindi,
  guides as guidesHindi,
  keptInEnglish as guidesKept,
} from '../content/hi/guides'
import { paths } from '../content/site-map'
import { ContentBody } from '../features/articles/content-body'
import { ContentNotFound } from '../features/articles/content-not-found'
import { GuideLinks } from '../features/articles/guide-links'
import { PageBreadcrumb } from '../features/articles/page-breadcrumb'
import { RelatedCalculators } from '../features/articles/related-calculators'
import { CtaBand } from '../features/sections/cta-band'
import { PageSection } from '../features/sections/page-section'
import { inPageLang } from '../i18n/page-content'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/guide'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const articleCopy = inPageLang(articleCopyEnglish, articleCopyHindi)
const copy = inPageLang(copyEnglish, copyHindi, guidesKept)
const guides = inPageLang(guidesEnglish, guidesHindi, guidesKept)

export const meta = ({ params }: Pick<Route.MetaArgs, 'params'>) => {
  if (!isGuideId(params.id)) {
    return pageMeta({
      title: copy.notFoundTitle,
      description: copy.notFoundText,
      path: '/404',
      noIndex: true,
    })
  }
  const guide = guides[params.id]
  return pageMeta({
    title: guide.title,
    description: guide.metaDescription,
    path: paths.guide(guide.id),
  })
}

const trail = [
  { label: articleCopy.breadcrumbHome, to: '/' },
  { label: articleCopy.breadcrumbResources, to: '/resources' },
  { label: articleCopy.breadcrumbKnowledgeCenter, to: '/resources/knowledge-center' },
]

function GuidePage({ guide }: { guide: Guide }) {
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
              <time dateTime={guide.updated}>{formatArticleDate(guide.updated)}</time>
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
