import { screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { articles as hiArticles } from '../content/hi/articles'
import { guides as hiGuides } from '../content/hi/guides'
import { articleIds, guideIds } from '../content/site-map'
import { renderRoutes } from '../features/projects/test-utils'
import { hindiFirstLoad } from '../i18n/hindi-first-load'
import { provideHindiParts } from '../i18n/hindi-parts'
import ResourcesPage from './resources'

afterEach(() => vi.restoreAllMocks())

function renderResources(path = '/resources') {
  return renderRoutes([{ path: '/resources', element: <ResourcesPage /> }], path)
}

describe('/resources', () => {
  it('has one h1 and a card for each of the thirteen calculators', () => {
    renderResources()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const tools = screen.getByRole('region', { name: 'Planning Tools & Calculators' })
    expect(within(tools).getAllByRole('link', { name: /^Open Calculator/ })).toHaveLength(13)
    expect(
      within(tools).getByRole('link', { name: 'Full page: Paint Calculator' }),
    ).toHaveAttribute('href', '/resources/paint-calculator')
  })

  it('opens a calculator in the modal from its card, and names the modal after it', async () => {
    const { user, search } = renderResources()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Open Calculator: Paint Calculator' }))

    expect(search()).toBe('?calculator=paint-calculator')
    expect(await screen.findByRole('dialog', { name: 'Paint Calculator' })).toBeInTheDocument()
  })

  it('links the project tracker and the knowledge center from their cards', () => {
    renderResources()
    expect(screen.getByRole('link', { name: 'Client Login' })).toHaveAttribute(
      'href',
      '/resources/project-tracker',
    )
    expect(screen.getByRole('link', { name: 'Browse Articles' })).toHaveAttribute(
      'href',
      '/resources/knowledge-center',
    )
  })

  it('shows six articles, five guides and four FAQs with a link to all of them', async () => {
    const { user } = renderResources()
    const articles = screen.getByRole('region', { name: 'Knowledge Center' })
    expect(within(articles).getAllByRole('heading', { level: 3 })).toHaveLength(6)
    expect(
      within(articles).getByRole('link', { name: 'Monsoon-Proofing Your Home' }),
    ).toHaveAttribute('href', '/resources/articles/monsoon-proofing-your-home')

    const guides = screen.getByRole('region', { name: 'Practical Guides' })
    expect(within(guides).getAllByRole('link')).toHaveLength(5)
    expect(within(guides).getByRole('link', { name: /Building Permits Guide/ })).toHaveAttribute(
      'href',
      '/resources/guide/building-permits',
    )

    const faqs = screen.getByRole('region', { name: 'Frequently Asked Questions' })
    const questions = within(faqs).getAllByRole('heading', { level: 3 })
    expect(questions).toHaveLength(4)
    expect(within(faqs).getByText(/6-12 months for a residential project/)).not.toBeVisible()
    await user.click(
      within(faqs).getByRole('heading', { name: 'How long does it take to build a house?' }),
    )
    expect(within(faqs).getByText(/6-12 months for a residential project/)).toBeVisible()
    expect(within(faqs).getByRole('link', { name: 'View All FAQs' })).toHaveAttribute(
      'href',
      '/resources/faqs',
    )
  })

  it('closes with a call to action to the contact page and the process', () => {
    renderResources()
    expect(screen.getByRole('link', { name: /Get a Free Quote/ })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(screen.getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    )
  })
})

describe('/hi/resources, for a Hindi reader', () => {
  beforeAll(() => {
    provideHindiParts({ firstLoad: hindiFirstLoad })
    window.history.replaceState(null, '', '/hi/resources')
  })
  afterAll(() => window.history.replaceState(null, '', '/'))

  it('shows the articles and guides as Hindi cards with Hindi dates', () => {
    renderRoutes([{ path: '/hi/resources', element: <ResourcesPage /> }], '/hi/resources')
    for (const id of articleIds) {
      expect(screen.getByRole('link', { name: hiArticles[id].title })).toHaveAttribute(
        'href',
        `/hi/resources/articles/${id}`,
      )
      expect(screen.getByText(hiArticles[id].excerpt)).toBeInTheDocument()
    }
    // 2026-09-08, the newest article.
    expect(screen.getByText('8 सितंबर 2026')).toBeInTheDocument()
    expect(screen.queryByText('8 September 2026')).not.toBeInTheDocument()
    for (const id of guideIds) {
      expect(screen.getByRole('link', { name: new RegExp(hiGuides[id].title) })).toHaveAttribute(
        'href',
        `/hi/resources/guide/${id}`,
      )
      expect(screen.getByText(hiGuides[id].summary)).toBeInTheDocument()
    }
  })
})
