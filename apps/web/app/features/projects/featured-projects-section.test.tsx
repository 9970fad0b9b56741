import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hindiFirstLoad } from '../../i18n/hindi-first-load'
import { hindiForms } from '../../i18n/hindi-forms'
import { provideHindiParts } from '../../i18n/hindi-parts'
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

// One featured project written in both languages (its Hindi place left empty), one in English only.
const bilingualFeatured = [
  aProject({
    id: 1,
    title: 'Sinha Residence, Danapur',
    location: 'Danapur, Patna',
    hindi: {
      title: 'सिन्हा निवास, दानापुर',
      description: 'आँगन वाला G+1 पारिवारिक घर।',
      location: '',
      highlights: [],
    },
  }),
  aProject({ id: 5, title: 'Boring Road Commercial Complex', location: 'Boring Road, Patna' }),
]

/** The card of the project linked as `title`. */
function card(title: string) {
  return screen.getByRole('link', { name: title }).closest('li') as HTMLElement
}

describe("FeaturedProjectsSection's cards", () => {
  it('show English titles and places on an English page', async () => {
    mockApi({ '/api/projects/featured': ok(bilingualFeatured) })
    renderPage(<FeaturedProjectsSection />)
    await screen.findByRole('link', { name: 'Sinha Residence, Danapur' })
    expect(cardTitles()).toEqual(['Sinha Residence, Danapur', 'Boring Road Commercial Complex'])
    expect(
      within(card('Sinha Residence, Danapur')).getByText('Danapur, Patna'),
    ).not.toHaveAttribute('lang')
    expect(screen.queryByText('सिन्हा निवास, दानापुर')).not.toBeInTheDocument()
  })

  describe('on a Hindi page', () => {
    beforeEach(() => {
      provideHindiParts({ firstLoad: hindiFirstLoad, forms: hindiForms })
      window.history.replaceState(null, '', '/hi/')
    })
    afterEach(() => {
      window.history.replaceState(null, '', '/')
    })

    it("show a project's Hindi title, and the English words, marked as English, where it has none", async () => {
      mockApi({ '/api/projects/featured': ok(bilingualFeatured) })
      renderPage(<FeaturedProjectsSection />, '/hi/', '/hi/')
      expect(await screen.findByRole('link', { name: 'सिन्हा निवास, दानापुर' })).toHaveAttribute(
        'href',
        '/hi/projects/1',
      )
      expect(cardTitles()).toEqual(['सिन्हा निवास, दानापुर', 'Boring Road Commercial Complex'])
      const headings = screen.getAllByRole('heading', { level: 3 })
      expect(headings.map((heading) => heading.getAttribute('lang'))).toEqual([null, 'en-IN'])
      // No Hindi place: the English one, marked as English.
      expect(within(card('सिन्हा निवास, दानापुर')).getByText('Danapur, Patna')).toHaveAttribute(
        'lang',
        'en-IN',
      )
    })
  })
})
