import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../features/projects/test-utils'
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
  it('explains how clients get access, with no login form, and points to the contact page', () => {
    renderRoutes([{ path: '/', element: <ProjectTrackerPage /> }], '/')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Client Project Tracker' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument()
    const access = screen.getByRole('region', { name: 'How clients get access' })
    expect(within(access).getByText(/sends you your login details/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Get a Free Quote/ })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})
