import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../api/query-provider'
import { anImage, aProject, mockApi, ok, renderRoutes } from '../features/projects/test-utils'
import ProjectsPage from './projects'

afterEach(() => {
  vi.restoreAllMocks()
  // The testimonials load through the visit's one query cache: each test starts with an empty one.
  queryClient().clear()
})

const portfolio = [
  aProject({ id: 1, title: 'Sinha Residence, Danapur', projectType: 'residential' }),
  aProject({ id: 2, title: 'Kankarbagh Duplex Homes', projectType: 'residential' }),
  aProject({ id: 5, title: 'Boring Road Commercial Complex', projectType: 'commercial' }),
  aProject({ id: 9, title: 'Bihta Public School Block', projectType: 'institutional' }),
]

function renderProjects(path = '/projects') {
  return renderRoutes([{ path: '/projects', element: <ProjectsPage /> }], path)
}

function portfolioSection() {
  return screen.getByRole('region', { name: 'Project Portfolio' })
}

function shownTitles() {
  return within(portfolioSection())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
}

function filterButton(name: string) {
  return within(screen.getByRole('group', { name: 'Filter projects by category' })).getByRole(
    'button',
    { name },
  )
}

describe('/projects', () => {
  it('has one h1 and shows a spinner while the portfolio loads', () => {
    mockApi({ '/api/projects': 'never' })
    renderProjects()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(within(portfolioSection()).getByRole('status')).toHaveTextContent('Loading projects')
  })

  it('says so when the portfolio cannot be loaded', async () => {
    mockApi({ '/api/projects': { status: 500, body: { message: 'Internal Server Error' } } })
    renderProjects()
    expect(await within(portfolioSection()).findByRole('alert')).toHaveTextContent(
      'Error loading projects. Please try again later.',
    )
  })

  it('lists every project, then only the chosen type, and keeps the choice in the address', async () => {
    mockApi({ '/api/projects': ok(portfolio) })
    const { user, search } = renderProjects()
    await within(portfolioSection()).findByText('Sinha Residence, Danapur')
    expect(shownTitles()).toHaveLength(4)
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true')

    await user.click(filterButton('Residential'))
    // Two of the four are residential (ids 1 and 2).
    expect(shownTitles()).toEqual(['Sinha Residence, Danapur', 'Kankarbagh Duplex Homes'])
    expect(filterButton('Residential')).toHaveAttribute('aria-pressed', 'true')
    expect(search()).toBe('?type=residential')

    await user.click(filterButton('All'))
    expect(shownTitles()).toHaveLength(4)
    expect(search()).toBe('')
  })

  it('opens filtered when the address names a type, as the service pages link it', async () => {
    mockApi({ '/api/projects': ok(portfolio) })
    renderProjects('/projects?type=institutional')
    await within(portfolioSection()).findByText('Bihta Public School Block')
    expect(shownTitles()).toEqual(['Bihta Public School Block'])
    expect(filterButton('Institutional')).toHaveAttribute('aria-pressed', 'true')
  })

  it('says so when a category has no project', async () => {
    mockApi({ '/api/projects': ok(portfolio.slice(0, 2)) })
    const { user } = renderProjects()
    await within(portfolioSection()).findByText('Sinha Residence, Danapur')
    await user.click(filterButton('Commercial'))
    expect(within(portfolioSection()).getByRole('status')).toHaveTextContent(
      'No projects found in this category.',
    )
  })

  it('sets the filter from a category card', async () => {
    mockApi({ '/api/projects': ok(portfolio) })
    const { user, search } = renderProjects()
    await within(portfolioSection()).findByText('Sinha Residence, Danapur')

    await user.click(screen.getByRole('link', { name: 'Show commercial projects' }))
    expect(search()).toBe('?type=commercial')
    expect(shownTitles()).toEqual(['Boring Road Commercial Complex'])
    expect(filterButton('Commercial')).toHaveAttribute('aria-pressed', 'true')
  })

  it('shows the two client testimonials', () => {
    mockApi({ '/api/projects': 'never' })
    renderProjects()
    const testimonials = screen.getByRole('region', { name: 'What Our Clients Say' })
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(2)
  })

  it("shows a project's cover photo in every stored size, and the illustration of one without", async () => {
    mockApi({
      '/api/projects': ok([
        aProject({ id: 21, title: 'Patliputra Colony House', cover: anImage('patliputra') }),
        aProject({ id: 22, title: 'Sample Villa', imageUrl: '/images/projects/hajipur-villa.svg' }),
      ]),
    })
    renderProjects()
    const cards = await within(portfolioSection()).findAllByRole('listitem')
    const [photo, illustration] = cards.map((card) => card.querySelector('img'))
    expect(photo?.parentElement?.tagName).toBe('PICTURE')
    expect(photo).toHaveAttribute('src', '/uploads/patliputra-960.jpg')
    expect(photo?.getAttribute('srcset')).toContain('/uploads/patliputra-480.jpg 480w')
    // The browser picks a width for a card: a third of the page on a laptop, all of it on a phone.
    expect(photo?.getAttribute('sizes')).toMatch(/\(min-width: 1024px\) 31vw.*100vw$/)
    expect(photo).toHaveAttribute('loading', 'lazy')
    expect(illustration).toHaveAttribute('src', '/images/projects/hajipur-villa.svg')
    expect(illustration?.parentElement?.tagName).not.toBe('PICTURE')
  })

  it('replaces the two fixed testimonials with those the staff show on the portfolio page', async () => {
    mockApi({
      '/api/projects': 'never',
      '/api/testimonials?placement=portfolio': ok([
        {
          id: 4,
          quote: 'The warehouse floor took a loaded truck on the first day.',
          author: 'Ramesh Choudhary',
          detail: 'Owner, Muzaffarpur',
          project: 'Warehouse',
          segment: null,
          hindi: null,
        },
      ]),
    })
    renderProjects()
    const testimonials = screen.getByRole('region', { name: 'What Our Clients Say' })
    // The fixed two until the API's have come.
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(2)
    expect(
      await within(testimonials).findByText(
        'The warehouse floor took a loaded truck on the first day.',
      ),
    ).toBeInTheDocument()
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(1)
    expect(within(testimonials).getByRole('figure')).toHaveTextContent('Ramesh Choudhary')
  })
})
