import { Button } from '@nirman/ui'
import { knowledgeCenterCopy as copyHindi } from '../content/hi/resources'
import { knowledgeCenterCopy as copyEnglish } from '../content/resources'
import { ArticleGrid } from '../features/articles/article-card'
import { articleList } from '../features/articles/article-texts'
import { GuideLinks } from '../features/articles/guide-links'
import { guideList } from '../features/articles/guide-texts'
import { CtaBand } from '../features/sections/cta-band'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { Link } from '../i18n/link'
import { inPageLang } from '../i18n/page-content'
import { pageMeta } from '../seo/meta'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const copy = inPageLang(copyEnglish, copyHindi)

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
