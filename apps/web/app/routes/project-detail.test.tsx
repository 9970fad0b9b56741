import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aProject, mockApi, ok, renderRoutes } from '../features/projects/test-utils'
import ProjectDetailPage from './project-detail'

afterEach(() => vi.restoreAllMocks())

const danapur = aProject({
  id: 1,
  title: 'Sinha Residence, Danapur',
  projectType: 'residential',
  completedDate: '2024-03-15',
  imageUrl: '/images/projects/danapur-residence.svg',
})
const portfolio = [
  danapur,
  aProject({ id: 2, title: 'Kankarbagh Duplex Homes', projectType: 'residential' }),
  aProject({ id: 3, title: 'Riverside Villa, Hajipur', projectType: 'residential' }),
  aProject({ id: 4, title: 'Bodh Gaya Guest House', projectType: 'residential' }),
  aProject({ id: 12, title: 'Danapur Row Houses', projectType: 'residential' }),
  aProject({ id: 5, title: 'Boring Road Commercial Complex', projectType: 'commercial' }),
  aProject({ id: 9, title: 'Bihta Public School Block', projectType: 'institutional' }),
]

function renderProject(id: string) {
  return renderRoutes(
    [
      { path: '/projects/:id', element: <ProjectDetailPage /> },
      { path: '/projects', element: <h1>Our Projects</h1> },
    ],
    `/projects/${id}`,
  )
}

describe('/projects/:id', () => {
  it('says it is loading until the project arrives', () => {
    mockApi({ '/api/projects/1': 'never', '/api/projects': 'never' })
    renderProject('1')
    expect(screen.getByRole('status')).toHaveTextContent('Loading project details...')
  })

  it('shows the project: title, type, breadcrumb, completion month, gallery and info box', async () => {
    mockApi({ '/api/projects/1': ok(danapur), '/api/projects': ok(portfolio) })
    renderProject('1')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sinha Residence, Danapur' }),
    ).toBeInTheDocument()
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(within(breadcrumb).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/projects',
    )
    expect(within(breadcrumb).getByText('Sinha Residence, Danapur')).toHaveAttribute(
      'aria-current',
      'page',
    )
    // 2024-03-15 is in March 2024.
    expect(screen.getAllByText('March 2024').length).toBeGreaterThan(0)
    expect(screen.getAllByText('Residential').length).toBeGreaterThan(0)

    const gallery = screen.getByRole('region', { name: 'Project Gallery' })
    expect(within(gallery).getAllByRole('img')).toHaveLength(4)
    expect(within(gallery).getByRole('img', { name: 'Sinha Residence, Danapur' })).toHaveAttribute(
      'src',
      '/images/projects/danapur-residence.svg',
    )

    expect(screen.getByText('East India')).toBeInTheDocument()
    expect(screen.getByText('Construction and Design')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Get a Free Quote/ })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  it('lists at most three similar projects, of the same type, never the project itself', async () => {
    mockApi({ '/api/projects/1': ok(danapur), '/api/projects': ok(portfolio) })
    renderProject('1')

    const similar = await screen.findByRole('region', { name: 'Similar Projects' })
    const titles = (await within(similar).findAllByRole('heading', { level: 3 })).map(
      (heading) => heading.textContent,
    )
    // Residential projects other than id 1 are 2, 3, 4 and 12; the first three are shown.
    expect(titles).toEqual([
      'Kankarbagh Duplex Homes',
      'Riverside Villa, Hajipur',
      'Bodh Gaya Guest House',
    ])
  })

  it('leaves out the similar projects when there are none', async () => {
    mockApi({ '/api/projects/1': ok(danapur), '/api/projects': ok([danapur]) })
    renderProject('1')
    await screen.findByRole('heading', { level: 1, name: 'Sinha Residence, Danapur' })
    await screen.findByText('Construction and Design')
    expect(screen.queryByRole('region', { name: 'Similar Projects' })).not.toBeInTheDocument()
  })

  it("shows 'Project Not Found' with a way back when the API answers 404", async () => {
    mockApi({ '/api/projects': ok(portfolio) }) // /api/projects/99 falls through to a 404
    const { user, pathname } = renderProject('99')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Not Found' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to Projects' }))
    expect(pathname()).toBe('/projects')
  })

  it("shows 'Project Not Found' for an id that is not a number, without asking the API", () => {
    const fetch = mockApi({})
    renderProject('danapur')
    expect(screen.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("shows 'Project Not Found' when the project cannot be loaded", async () => {
    mockApi({ '/api/projects/1': { status: 500, body: { message: 'Internal Server Error' } } })
    renderProject('1')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Not Found' }),
    ).toBeInTheDocument()
  })
})
