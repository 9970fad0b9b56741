import { Button } from '@nirman/ui'
import { knowledgeCenterCopy as copyHindi } from '../content/hi/resources'
import { knowledgeCenterCopy as copyEnglish } from '../content/resources'
import { ArticleGrid } from '../features/articles/article-card'
import { useArticleList } from '../features/articles/article-texts'
import { GuideLinks } from '../features/articles/guide-links'
import { useGuideList } from '../features/articles/guide-texts'
import { CtaBand } from '../features/sections/cta-band'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { langOf } from '../i18n/lang'
import { Link } from '../i18n/link'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/knowledge-center'

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  const copy = textIn(lang, copyEnglish, copyHindi)
  return pageMeta({ ...copy.meta, path: '/resources/knowledge-center', lang })
}

/** /resources/knowledge-center: every article and every guide. */
export default function KnowledgeCenterPage() {
  const copy = usePageText(copyEnglish, copyHindi)
  const articleList = useArticleList()
  const guideList = useGuideList()
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <PageSection title={copy.articlesTitle} description={copy.articlesDescription}>
        <ArticleGrid articles={articleList} />
      </PageSection>
      <PageSection title={copy.guidesTitle} description={copy.guidesDescription} tone="muted">
        <GuideLinks guides={guideList} />
      </PageSection>
      <PageSection title={copy.toolsTitle} description={copy.toolsText}>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to={copy.toolsLink.to}>{copy.toolsLink.label}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={copy.faqsLink.to}>{copy.faqsLink.label}</Link>
          </Button>
        </div>
      </PageSection>
      <CtaBand {...copy.cta} />
    </>
  )
}
