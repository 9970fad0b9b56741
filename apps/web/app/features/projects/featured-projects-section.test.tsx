import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FeaturedProjectsSection } from './featured-projects-section'
import { aProject, mockApi, ok, renderPage } from './test-utils'

afterEach(() => vi.restoreAllMocks())

const featured = [
  aProject({ id: 1, title: 'Sinha Residence, Danapur', projectType: 'residential' }),
  aProject({ id: 5, title: 'Boring Road Commercial Complex', projectType: 'commercial' }),
  aProject({ id: 9, title: 'Bihta Public School Block', projectType: 'institutional' }),
]

function cardTitles() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
}

describe('FeaturedProjectsSection', () => {
  it('shows a spinner while the projects load', () => {
    mockApi({ '/api/projects/featured': 'never' })
    renderPage(<FeaturedProjectsSection />)
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Projects' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects')
  })

  it('says so when the projects cannot be loaded', async () => {
    mockApi({
      '/api/projects/featured': { status: 500, body: { message: 'Internal Server Error' } },
    })
    renderPage(<FeaturedProjectsSection />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading projects. Please try again later.',
    )
  })

  it('lists the featured projects, linked to their pages, and filters them by category', async () => {
    mockApi({ '/api/projects/featured': ok(featured) })
    const { user } = renderPage(<FeaturedProjectsSection />)

    expect(await screen.findByRole('link', { name: 'Sinha Residence, Danapur' })).toHaveAttribute(
      'href',
      '/projects/1',
    )
    expect(cardTitles()).toHaveLength(3)
    const filter = screen.getByRole('group', { name: 'Filter projects by category' })
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await user.click(within(filter).getByRole('button', { name: 'Commercial' }))
    expect(cardTitles()).toEqual(['Boring Road Commercial Complex'])
    expect(within(filter).getByRole('button', { name: 'Commercial' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    // The link to the portfolio keeps the chosen category.
    expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
      'href',
      '/projects?type=commercial',
    )
  })

  it('says so when a category has no featured project', async () => {
    mockApi({ '/api/projects/featured': ok(featured.slice(0, 2)) })
    const { user } = renderPage(<FeaturedProjectsSection />)
    await screen.findByRole('link', { name: 'Sinha Residence, Danapur' })

    await user.click(screen.getByRole('button', { name: 'Institutional' }))
    expect(screen.getByRole('status')).toHaveTextContent('No projects found in this category.')
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument()
  })
})
