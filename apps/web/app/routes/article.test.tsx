import { act, screen, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isArticleId } from '../content/articles'
import { guides as guidesEnglish } from '../content/guides'
import { body as hindiFinancing } from '../content/hi/article-bodies/financing-your-construction'
import { articleCopy as hiArticleCopy, articles as hiArticles } from '../content/hi/articles'
import { calculatorCopy as hiCalculatorCopy } from '../content/hi/calculators'
import { guideCopy as hiGuideCopy, guides as hiGuides } from '../content/hi/guides'
import { frameCopy as hiFrameCopy } from '../content/hi/navigation'
import { loadArticleBody } from '../features/articles/article-body'
import { renderRoutes } from '../features/projects/test-utils'
import { hindiFirstLoad } from '../i18n/hindi-first-load'
import { provideHindiParts } from '../i18n/hindi-parts'
import ArticleRoute from './article'
import GuideRoute from './guide'

/** The article page, once its text (a module of its own, fetched by the page) has come. */
async function renderArticle(id: string, prefix = '') {
  // The module is fetched (and compiled, the first time) before the page asks for it, as a visit's
  // browser would have it from the page's first load.
  if (isArticleId(id)) await loadArticleBody(prefix ? 'hi' : 'en', id)
  return act(async () =>
    renderRoutes(
      [{ path: `${prefix}/resources/articles/:id`, element: <ArticleRoute /> }],
      `${prefix}/resources/articles/${id}`,
    ),
  )
}

function renderGuide(id: string, prefix = '') {
  return renderRoutes(
    [{ path: `${prefix}/resources/guide/:id`, element: <GuideRoute /> }],
    `${prefix}/resources/guide/${id}`,
  )
}

/** Given a Hindi page: its address under /hi/ and the Hindi first-load texts, as in the browser. */
function onHindiPages(path: string) {
  beforeAll(() => {
    provideHindiParts({ firstLoad: hindiFirstLoad })
    window.history.replaceState(null, '', path)
  })
  afterAll(() => window.history.replaceState(null, '', '/'))
}

describe('/resources/articles/:id', () => {
  it('shows the article with its byline, sections and the calculators for the topic', async () => {
    await renderArticle('financing-your-construction')
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Financing Your Construction: Home Loans and Stage-Wise Payments',
      }),
    ).toBeInTheDocument()
    // 2026-01-26 written the Indian way.
    expect(screen.getByText('26 January 2026')).toBeInTheDocument()
    expect(screen.getByText(/min read$/)).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Stage-wise disbursement' }),
    ).toBeInTheDocument()

    const related = screen.getByRole('region', { name: 'Calculators for this topic' })
    expect(
      within(related).getByRole('link', { name: /Construction Loan Calculator/ }),
    ).toHaveAttribute('href', '/resources/loan-calculator')
  })

  it('links the other articles and describes itself to search engines', async () => {
    const { container } = await renderArticle('house-construction-cost-in-patna')
    const more = screen.getByRole('region', { name: 'More from the Knowledge Center' })
    expect(within(more).getAllByRole('heading', { level: 3 })).toHaveLength(3)
    expect(
      within(more).queryByRole('link', {
        name: 'How Much Does It Cost to Build a House in Patna?',
      }),
    ).not.toBeInTheDocument()

    const script = container.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(script?.textContent ?? '{}')
    expect(data['@type']).toBe('Article')
    expect(data.headline).toBe('How Much Does It Cost to Build a House in Patna?')
  })

  it("shows 'Article Not Found' and the way back for an unknown article", async () => {
    const { user, pathname } = await renderArticle('how-to-build-a-castle')
    expect(screen.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to the Knowledge Center' }))
    expect(pathname()).toBe('/resources/knowledge-center')
  })
})

describe('/resources/guide/:id', () => {
  it('shows the guide with its steps and the other guides', () => {
    renderGuide('building-permits')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Building Permits Guide' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/the rules, fees and procedures change from time to time/),
    ).toBeInTheDocument()
    const others = screen.getByRole('region', { name: 'Other Guides' })
    expect(within(others).getAllByRole('link')).toHaveLength(4)
  })

  it("shows 'Guide Not Found' for an unknown guide", () => {
    renderGuide('interior-design')
    expect(screen.getByRole('heading', { level: 1, name: 'Guide Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute(
      'href',
      '/resources',
    )
  })
})

describe('/hi/resources/articles/:id, for a Hindi reader', () => {
  onHindiPages('/hi/resources/articles/financing-your-construction')

  it('shows the Hindi article: title, byline, date, body and calculators', async () => {
    await renderArticle('financing-your-construction', '/hi')
    const hindi = hiArticles['financing-your-construction']
    expect(screen.getByRole('heading', { level: 1, name: hindi.title })).toBeInTheDocument()
    expect(screen.getByText(hindi.excerpt)).toBeInTheDocument()
    expect(screen.getByText(`${hiArticleCopy.byline} ${hindi.author}`)).toBeInTheDocument()
    // 2026-01-26 with the Hindi month and Latin digits.
    expect(screen.getByText('26 जनवरी 2026')).toBeInTheDocument()
    expect(screen.getByText(/^पढ़ने में \d+ मिनट$/)).toBeInTheDocument()

    const [intro] = hindiFinancing.intro
    expect(screen.getByText(intro ?? '')).toBeInTheDocument()
    for (const section of hindiFinancing.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument()
    }
    expect(
      screen.queryByRole('heading', { name: 'Stage-wise disbursement' }),
    ).not.toBeInTheDocument()

    const related = screen.getByRole('region', { name: hiArticleCopy.relatedCalculatorsTitle })
    expect(
      within(related).getByRole('link', {
        name: new RegExp(hiCalculatorCopy['loan-calculator'].title),
      }),
    ).toHaveAttribute('href', '/hi/resources/loan-calculator')
  })

  it('names the way back up the site in Hindi', async () => {
    await renderArticle('financing-your-construction', '/hi')
    const breadcrumb = screen.getByRole('navigation', {
      name: hiFrameCopy.breadcrumb,
    })
    expect(
      within(breadcrumb).getByRole('link', { name: hiArticleCopy.breadcrumbHome }),
    ).toHaveAttribute('href', '/hi/')
    expect(
      within(breadcrumb).getByRole('link', { name: hiArticleCopy.breadcrumbResources }),
    ).toHaveAttribute('href', '/hi/resources')
    expect(
      within(breadcrumb).getByRole('link', { name: hiArticleCopy.breadcrumbKnowledgeCenter }),
    ).toHaveAttribute('href', '/hi/resources/knowledge-center')
    expect(within(breadcrumb).queryByText('Home')).not.toBeInTheDocument()
  })

  it('shows the other articles as Hindi cards with Hindi dates', async () => {
    await renderArticle('house-construction-cost-in-patna', '/hi')
    const more = screen.getByRole('region', { name: hiArticleCopy.moreArticlesTitle })
    for (const id of [
      'choosing-a-plot-in-bihar',
      'monsoon-proofing-your-home',
      'rcc-frame-or-load-bearing',
    ] as const) {
      expect(within(more).getByRole('link', { name: hiArticles[id].title })).toHaveAttribute(
        'href',
        `/hi/resources/articles/${id}`,
      )
      expect(within(more).getByText(hiArticles[id].excerpt)).toBeInTheDocument()
    }
    // 2026-08-18, 2026-06-02 and 2026-04-20.
    expect(within(more).getByText('18 अगस्त 2026')).toBeInTheDocument()
    expect(within(more).getByText('2 जून 2026')).toBeInTheDocument()
    expect(within(more).getByText('20 अप्रैल 2026')).toBeInTheDocument()
  })
})

describe('/hi/resources/guide/:id, for a Hindi reader', () => {
  onHindiPages('/hi/resources/guide/building-permits')

  it('shows the Hindi guide with its breadcrumb, date and the other guides in Hindi', () => {
    renderGuide('building-permits', '/hi')
    expect(
      screen.getByRole('heading', { level: 1, name: hiGuides['building-permits'].title }),
    ).toBeInTheDocument()
    const breadcrumb = screen.getByRole('navigation', { name: hiFrameCopy.breadcrumb })
    expect(
      within(breadcrumb).getByRole('link', { name: hiArticleCopy.breadcrumbKnowledgeCenter }),
    ).toBeInTheDocument()
    // The guide's `updated` date with the Hindi month.
    expect(guidesEnglish['building-permits'].updated).toBe('2026-09-30')
    expect(screen.getByText('30 सितंबर 2026')).toBeInTheDocument()

    const others = screen.getByRole('region', { name: hiGuideCopy.otherGuidesTitle })
    expect(
      within(others).getByRole('link', {
        name: new RegExp(hiGuides['residential-construction'].title),
      }),
    ).toHaveAttribute('href', '/hi/resources/guide/residential-construction')
    expect(
      within(others).getByText(hiGuides['residential-construction'].summary),
    ).toBeInTheDocument()
  })
})
