import { screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { articles as hiArticles } from '../content/hi/articles'
import { calculatorCopy as hiCalculatorCopy } from '../content/hi/calculators'
import { guides as hiGuides } from '../content/hi/guides'
import { sitemapCopy as hiSitemapCopy } from '../content/hi/resources'
import { services as hiServices } from '../content/hi/services'
import { solutions as hiSolutions } from '../content/hi/solutions'
import { articleIds, calculatorSlugs, guideIds, serviceIds, solutionIds } from '../content/site-map'
import { renderRoutes } from '../features/projects/test-utils'
import { hindiFirstLoad } from '../i18n/hindi-first-load'
import { provideHindiParts } from '../i18n/hindi-parts'
import ProjectTrackerPage from './project-tracker'
import SitemapPage from './sitemap'

describe('/sitemap', () => {
  it('lists every page rendered at build time, grouped', () => {
    renderRoutes([{ path: '/sitemap', element: <SitemapPage /> }], '/sitemap')
    const groups = [
      'Pages',
      'Client Solutions',
      'Services',
      'Resources',
      'Calculators',
      'Articles',
      'Guides',
    ]
    for (const name of groups) expect(screen.getByRole('region', { name })).toBeInTheDocument()

    // 14 fixed pages + 6 services + 13 calculators + 6 articles + 5 guides = 44 pages, plus the
    // 3 client-solution anchors.
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(new Set(hrefs).size).toBe(47)
    expect(hrefs).toContain('/resources/articles/rcc-frame-or-load-bearing')
    expect(hrefs).toContain('/resources/guide/construction-contracts')
    expect(hrefs).toContain('/services/management')
    expect(hrefs).toContain('/client-solutions#developers')

    const calculators = screen.getByRole('region', { name: 'Calculators' })
    expect(within(calculators).getByRole('link', { name: 'Paint Calculator' })).toHaveAttribute(
      'href',
      '/resources/paint-calculator',
    )
  })
})

describe('/resources/project-tracker', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('explains how clients get access, with no password to remember, and points to the contact page', () => {
    // Nobody is signed in (the page's sign-in itself: project-tracker.test.tsx).
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ message: 'Please sign in to see your project' }, { status: 401 }),
    )
    renderRoutes([{ path: '/', element: <ProjectTrackerPage /> }], '/')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Client Project Tracker' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('region', { name: 'Clients: sign in to your project' }),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument()
    const access = screen.getByRole('region', { name: 'How clients get access' })
    expect(within(access).getByText(/an invitation link by e-mail or WhatsApp/)).toBeInTheDocument()
    expect(within(access).getByText(/no password to remember/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Get a Free Quote/ })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})

describe('/hi/sitemap, for a Hindi reader', () => {
  beforeAll(() => {
    provideHindiParts({ firstLoad: hindiFirstLoad })
    window.history.replaceState(null, '', '/hi/sitemap')
  })
  afterAll(() => window.history.replaceState(null, '', '/'))

  it('names every group and every page in Hindi', () => {
    renderRoutes([{ path: '/hi/sitemap', element: <SitemapPage /> }], '/hi/sitemap')
    const group = (name: string) => screen.getByRole('region', { name })
    for (const name of Object.values(hiSitemapCopy.groups)) expect(group(name)).toBeInTheDocument()

    const link = (groupName: string, name: string) =>
      within(group(groupName)).getByRole('link', { name })
    expect(link(hiSitemapCopy.groups.pages, hiSitemapCopy.pageTitles['/about'])).toHaveAttribute(
      'href',
      '/hi/about',
    )
    expect(
      link(hiSitemapCopy.groups.resources, hiSitemapCopy.pageTitles['/resources/faqs']),
    ).toHaveAttribute('href', '/hi/resources/faqs')
    for (const id of serviceIds) {
      expect(link(hiSitemapCopy.groups.services, hiServices[id].title)).toBeInTheDocument()
    }
    for (const id of solutionIds) {
      expect(link(hiSitemapCopy.groups.solutions, hiSolutions[id].title)).toBeInTheDocument()
    }
    for (const slug of calculatorSlugs) {
      expect(
        link(hiSitemapCopy.groups.calculators, hiCalculatorCopy[slug].title),
      ).toBeInTheDocument()
    }
    for (const id of articleIds) {
      expect(link(hiSitemapCopy.groups.articles, hiArticles[id].title)).toHaveAttribute(
        'href',
        `/hi/resources/articles/${id}`,
      )
    }
    for (const id of guideIds) {
      expect(link(hiSitemapCopy.groups.guides, hiGuides[id].title)).toBeInTheDocument()
    }
    expect(screen.queryByRole('region', { name: 'Articles' })).not.toBeInTheDocument()
  })
})
