import { screen, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles as hiArticles } from '../content/hi/articles'
import { guides as hiGuides } from '../content/hi/guides'
import { knowledgeCenterCopy as hiCopy } from '../content/hi/resources'
import { articleIds, guideIds } from '../content/site-map'
import { renderRoutes } from '../features/projects/test-utils'
import { hindiFirstLoad } from '../i18n/hindi-first-load'
import { provideHindiParts } from '../i18n/hindi-parts'
import KnowledgeCenterPage from './knowledge-center'

describe('/hi/resources/knowledge-center, for a Hindi reader', () => {
  beforeAll(() => {
    provideHindiParts({ firstLoad: hindiFirstLoad })
    window.history.replaceState(null, '', '/hi/resources/knowledge-center')
  })
  afterAll(() => window.history.replaceState(null, '', '/'))

  it('lists every article and every guide in Hindi, with Hindi dates', () => {
    renderRoutes(
      [{ path: '/hi/resources/knowledge-center', element: <KnowledgeCenterPage /> }],
      '/hi/resources/knowledge-center',
    )
    const articles = screen.getByRole('region', { name: hiCopy.articlesTitle })
    expect(
      within(articles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(articleIds.map((id) => hiArticles[id].title))
    // 2026-01-26, the oldest article.
    expect(within(articles).getByText('26 जनवरी 2026')).toBeInTheDocument()

    const guides = screen.getByRole('region', { name: hiCopy.guidesTitle })
    for (const id of guideIds) {
      expect(within(guides).getByText(hiGuides[id].title)).toBeInTheDocument()
      expect(within(guides).getByText(hiGuides[id].summary)).toBeInTheDocument()
    }
  })
})
