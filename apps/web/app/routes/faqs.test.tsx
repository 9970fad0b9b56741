import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../features/projects/test-utils'
import FaqsPage from './faqs'
import KnowledgeCenterPage from './knowledge-center'

describe('/resources/faqs', () => {
  it('groups the questions by topic and opens an answer', async () => {
    const { user } = renderRoutes(
      [{ path: '/resources/faqs', element: <FaqsPage /> }],
      '/resources/faqs',
    )
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const topics = screen.getByRole('navigation', { name: 'Topics' })
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Costs and Payments',
      'Process and Timelines',
      'Approvals and Documents',
      'After Handover',
    ])

    const process = screen.getByRole('region', { name: 'Process and Timelines' })
    const question = within(process).getByRole('heading', {
      name: 'How long does it take to build a house?',
    })
    // Closed answers are in the page (for search engines) but hidden.
    expect(within(process).getByText(/Typically 6-12 months/)).not.toBeVisible()
    await user.click(question)
    expect(within(process).getByText(/Typically 6-12 months/)).toBeVisible()
    await user.click(question)
    expect(within(process).getByText(/Typically 6-12 months/)).not.toBeVisible()
  })

  it('describes every question to search engines as an FAQPage', () => {
    const { container } = renderRoutes([{ path: '/', element: <FaqsPage /> }], '/')
    const script = container.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(script?.textContent ?? '{}')
    expect(data['@type']).toBe('FAQPage')
    // One question for each of the page's questions (their <summary> elements).
    expect(data.mainEntity).toHaveLength(container.querySelectorAll('summary').length)
    expect(data.mainEntity.length).toBeGreaterThan(0)
  })
})

describe('/resources/knowledge-center', () => {
  it('lists all six articles and the five guides', () => {
    renderRoutes([{ path: '/', element: <KnowledgeCenterPage /> }], '/')
    const articles = screen.getByRole('region', { name: 'Articles' })
    expect(within(articles).getAllByRole('heading', { level: 3 })).toHaveLength(6)
    const guides = screen.getByRole('region', { name: 'Practical Guides' })
    expect(within(guides).getAllByRole('link')).toHaveLength(5)
  })
})
