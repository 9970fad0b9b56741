import { Button } from '@nirman/ui'
import { ArrowRight } from 'lucide-react'
import { resourcesFaqs as resourcesFaqsEnglish } from '../content/faqs'
import { resourcesFaqs as resourcesFaqsHindi } from '../content/hi/faqs'
import {
  resourcesPageCopy as copyHindi,
  linkTools as linkToolsHindi,
} from '../content/hi/resources'
import {
  resourcesPageCopy as copyEnglish,
  linkTools as linkToolsEnglish,
} from '../content/resources'
import { calculatorSlugs } from '../content/site-map'
import { ArticleGrid } from '../features/articles/article-card'
import { useArticleList } from '../features/articles/article-texts'
import { GuideLinks } from '../features/articles/guide-links'
import { useGuideList } from '../features/articles/guide-texts'
import { CalculatorModal } from '../features/calculators/calculator-modal'
import { CalculatorToolCard } from '../features/resources/calculator-tool-card'
import { FaqAccordion } from '../features/resources/faq-accordion'
import { LinkToolCard } from '../features/resources/link-tool-card'
import { CtaBand } from '../features/sections/cta-band'
import { PageHero } from '../features/sections/page-hero'
import { PageSection } from '../features/sections/page-section'
import { langOf } from '../i18n/lang'
import { Link } from '../i18n/link'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/resources'

// Content in the language of the page being shown (app/i18n/page-text.ts).
export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  return pageMeta({ ...textIn(lang, copyEnglish, copyHindi).meta, path: '/resources', lang })
}

function MoreLink({ label, to }: { label: string; to: string }) {
  return (
    <div className="mt-10 flex justify-center">
      <Button asChild variant="outline">
        <Link to={to}>
          {label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  )
}

/** /resources: the calculators (each opens in a modal), the knowledge center, guides and FAQs. */
export default function ResourcesPage() {
  const resourcesFaqs = usePageText(resourcesFaqsEnglish, resourcesFaqsHindi)
  const copy = usePageText(copyEnglish, copyHindi)
  const linkTools = usePageText(linkToolsEnglish, linkToolsHindi)
  const articleList = useArticleList()
  const guideList = useGuideList()
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <PageSection id="tools" title={copy.tools.title} description={copy.tools.description}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {calculatorSlugs.map((slug) => (
            <li key={slug} className="flex">
              <CalculatorToolCard slug={slug} />
            </li>
          ))}
          {linkTools.map((tool) => (
            <li key={tool.id} className="flex">
              <LinkToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="knowledge-center"
        title={copy.knowledgeCenter.title}
        description={copy.knowledgeCenter.description}
        tone="muted"
      >
        <ArticleGrid articles={articleList} />
        <MoreLink label={copy.knowledgeCenter.allLabel} to={copy.knowledgeCenter.allTo} />
      </PageSection>
      <PageSection id="guides" title={copy.guides.title} description={copy.guides.description}>
        <GuideLinks guides={guideList} />
      </PageSection>
      <PageSection
        id="faqs"
        title={copy.faqs.title}
        description={copy.faqs.description}
        tone="muted"
      >
        <div className="mx-auto max-w-3xl">
          <FaqAccordion faqs={resourcesFaqs} />
          <MoreLink label={copy.faqs.allLabel} to={copy.faqs.allTo} />
        </div>
      </PageSection>
      <CtaBand {...copy.cta} />
      <CalculatorModal />
    </>
  )
}
