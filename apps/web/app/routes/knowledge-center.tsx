import { Button } from '@nirman/ui'
import { Link } from 'react-router'
import { articleList } from '../content/articles'
import { guideList } from '../content/guides'
import { knowledgeCenterCopy as copy } from '../content/resources'
import { ArticleGrid } from '../features/articles/article-card'
import { GuideLinks } from '../features/articles/guide-links'
import { CtaBand } from '../features/sections/cta-band'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ ...copy.meta, path: '/resources/knowledge-center' })

/** /resources/knowledge-center: every article and every guide. */
export default function KnowledgeCenterPage() {
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
