import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../features/projects/test-utils'
import ArticleRoute from './article'
import GuideRoute from './guide'

function renderArticle(id: string) {
  return renderRoutes(
    [{ path: '/resources/articles/:id', element: <ArticleRoute /> }],
    `/resources/articles/${id}`,
  )
}

function renderGuide(id: string) {
  return renderRoutes(
    [{ path: '/resources/guide/:id', element: <GuideRoute /> }],
    `/resources/guide/${id}`,
  )
}

describe('/resources/articles/:id', () => {
  it('shows the article with its byline, sections and the calculators for the topic', () => {
    renderArticle('financing-your-construction')
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

  it('links the other articles and describes itself to search engines', () => {
    const { container } = renderArticle('house-construction-cost-in-patna')
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
    const { user, pathname } = renderArticle('how-to-build-a-castle')
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
