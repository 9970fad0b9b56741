import { CalendarDays, Clock, UserRound } from 'lucide-react'
import { useParams } from 'react-router'
import { isArticleId, readingMinutes } from '../content/articles'
import { type ArticleId, articleIds, paths } from '../content/site-map'
import { useArticleBody } from '../features/articles/article-body'
import { ArticleGrid } from '../features/articles/article-card'
import {
  articleCopyIn,
  articlesIn,
  useArticleCopy,
  useArticles,
} from '../features/articles/article-texts'
import { ContentBody } from '../features/articles/content-body'
import { ContentNotFound } from '../features/articles/content-not-found'
import { JsonLd } from '../features/articles/json-ld'
import { PageBreadcrumb } from '../features/articles/page-breadcrumb'
import { RelatedCalculators } from '../features/articles/related-calculators'
import { articleJsonLd } from '../features/articles/structured-data'
import { CtaBand } from '../features/sections/cta-band'
import { PageSection } from '../features/sections/page-section'
import { formatDate } from '../i18n/dates'
import { langOf } from '../i18n/lang'
import { useLang } from '../i18n/use-lang'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/article'

export const meta = ({ params, location }: Pick<Route.MetaArgs, 'params' | 'location'>) => {
  const lang = langOf(location.pathname)
  if (!isArticleId(params.id)) {
    const copy = articleCopyIn(lang)
    return pageMeta({
      title: copy.notFoundTitle,
      description: copy.notFoundText,
      path: '/404',
      noIndex: true,
      lang,
    })
  }
  const article = articlesIn(lang)[params.id]
  return pageMeta({
    title: article.title,
    description: article.metaDescription,
    path: paths.article(article.id),
    lang,
  })
}

function ArticlePage({ id }: { id: ArticleId }) {
  const lang = useLang()
  const articles = useArticles()
  const copy = useArticleCopy()
  // The text comes in its own chunk, in the page's language (features/articles/article-body.ts).
  const article = { ...articles[id], ...useArticleBody(lang, id) }
  const others = articleIds
    .filter((other) => other !== id)
    .slice(0, 3)
    .map((other) => articles[other])
  const trail = [
    { label: copy.breadcrumbHome, to: '/' },
    { label: copy.breadcrumbResources, to: '/resources' },
    { label: copy.breadcrumbKnowledgeCenter, to: '/resources/knowledge-center' },
  ]
  return (
    <>
      <article>
        <header className="bg-secondary px-4 pt-4 pb-10">
          <div className="mx-auto max-w-3xl">
            <PageBreadcrumb trail={trail} current={article.title} />
            <h1 className="mt-4 text-balance font-bold text-3xl text-secondary-foreground tracking-tight sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-4 text-lg text-muted-foreground sm:text-xl">{article.excerpt}</p>
            <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-muted-foreground text-sm">
              <span className="inline-flex items-center gap-2">
                <UserRound aria-hidden="true" className="size-4" />
                {copy.byline} {article.author}
              </span>
              <span className="inline-flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={article.date}>{formatDate(lang, article.date)}</time>
              </span>
              <span className="inline-flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4" />
                {copy.minutesRead(readingMinutes(article))}
              </span>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
          <img
            src={article.image.src}
            alt={article.image.alt}
            width={800}
            height={450}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-xl bg-muted"
          />
          <div className="space-y-4 text-foreground text-xl leading-relaxed">
            {article.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ContentBody sections={article.sections} />
          <RelatedCalculators
            title={copy.relatedCalculatorsTitle}
            slugs={article.relatedCalculators}
          />
        </div>
      </article>
      <PageSection title={copy.moreArticlesTitle} tone="muted">
        <ArticleGrid articles={others} />
      </PageSection>
      <CtaBand
        title={copy.ctaTitle}
        text={copy.ctaText}
        primary={copy.ctaPrimary}
        secondary={copy.ctaSecondary}
      />
      <JsonLd data={articleJsonLd(article, lang)} />
    </>
  )
}

/** /resources/articles/:id: one knowledge-center article, or 'Article Not Found'. */
export default function ArticleRoute() {
  const { id } = useParams()
  const copy = useArticleCopy()
  if (!isArticleId(id)) {
    return (
      <ContentNotFound
        title={copy.notFoundTitle}
        text={copy.notFoundText}
        back={{ label: copy.backToKnowledgeCenter, to: '/resources/knowledge-center' }}
      />
    )
  }
  return <ArticlePage id={id} />
}
