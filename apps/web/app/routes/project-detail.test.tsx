import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../api/query-provider'
import { aProject, mockApi, ok } from '../features/projects/test-utils'
import ProjectDetailPage, {
  clientLoader,
  ErrorBoundary,
  HydrateFallback,
  meta,
} from './project-detail'

afterEach(() => {
  // Unmounted first, so no query of this test refetches into the next one's cache.
  cleanup()
  vi.restoreAllMocks()
  // The route loads through the visit's one query cache: each test starts with an empty one.
  queryClient().clear()
})

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

/** The route module as React Router's framework mode runs it: loader, page, fallback, boundary. */
function renderProject(id: string) {
  const Stub = createRoutesStub([
    {
      path: '/projects/:id',
      Component: ProjectDetailPage,
      loader: ({ params }) => clientLoader({ params: { id: params.id ?? '' } }),
      HydrateFallback,
      ErrorBoundary,
    },
    { path: '/projects', Component: () => <h1>Our Projects</h1> },
  ])
  const user = userEvent.setup()
  return { ...render(<Stub initialEntries={[`/projects/${id}`]} />), user }
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
    // While the portfolio loads the section shows its spinner; once it has come, it goes.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Similar Projects' })).not.toBeInTheDocument(),
    )
  })

  it("shows 'Project Not Found' with a way back when the API answers 404", async () => {
    mockApi({ '/api/projects': ok(portfolio) }) // /api/projects/99 falls through to a 404
    const { user } = renderProject('99')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Not Found' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/We could not find this project/)).toBeInTheDocument()
    // Nothing to try again: the project does not exist.
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to Projects' }))
    expect(await screen.findByRole('heading', { name: 'Our Projects' })).toBeInTheDocument()
  })

  it("shows 'Project Not Found' for an id that is not a number, without asking the API", async () => {
    const fetch = mockApi({})
    renderProject('danapur')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Not Found' }),
    ).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("shows 'Project Not Found' when the project cannot be loaded, says why, and tries again", async () => {
    const fetch = mockApi({
      '/api/projects/1': { status: 503, body: { message: 'Service Unavailable' } },
      '/api/projects': ok(portfolio),
    })
    const { user } = renderProject('1')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Not Found' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/our server did not answer\. Please try again/)).toBeInTheDocument()

    // The API is back: Try Again loads the project in place.
    fetch.mockRestore()
    mockApi({ '/api/projects/1': ok(danapur), '/api/projects': ok(portfolio) })
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sinha Residence, Danapur' }),
    ).toBeInTheDocument()
  })

  it("titles the page with the project's title once it is loaded", () => {
    const tags = (loaderData?: typeof danapur) => meta({ params: { id: '1' }, loaderData })
    expect(tags(danapur)).toContainEqual({
      title: 'Sinha Residence, Danapur | Nirman Constructions',
    })
    expect(tags()).toContainEqual({ title: 'Project | Nirman Constructions' })
  })
})
