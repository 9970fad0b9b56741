import { portfolioMessages } from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications, owner, staff } from '../../test/dashboard'
import { installFakeApi } from '../../test/fake-api'
import { adminProject, projectPhoto } from '../../test/fake-portfolio'
import { renderDashboard } from '../../test/render'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const gayaSchoolInHindi = {
  title: 'गया स्कूल',
  description: 'बारह कक्षाओं वाला विद्यालय भवन।',
  location: '',
  highlights: [],
}

/** Three projects: a published one with a cover, a featured one, a draft with Hindi words. */
const portfolio = () => [
  adminProject({
    id: 1,
    title: 'Danapur Villa',
    photos: [projectPhoto(11), projectPhoto(12)],
    cover: projectPhoto(11).image,
  }),
  adminProject({ id: 2, title: 'Boring Road Offices', projectType: 'commercial', featured: true }),
  adminProject({
    id: 3,
    title: 'Gaya School',
    projectType: 'institutional',
    status: 'draft',
    hindi: gayaSchoolInHindi,
  }),
]

const projectList = () => screen.findByRole('list', { name: 'Projects' })
const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent)
const item = (title: string) => screen.getByRole('listitem', { name: new RegExp(title) })

describe('the portfolio’s list', () => {
  it('shows every project, drafts too, in order with its status, featured mark and cover', async () => {
    installFakeApi({ user: staff, projects: portfolio() })
    renderDashboard('/portfolio')
    await projectList()
    expect(shownTitles()).toEqual(['1. Danapur Villa', '2. Boring Road Offices', '3. Gaya School'])

    const villa = item('Danapur Villa')
    expect(within(villa).getByText('Published')).toBeInTheDocument()
    expect(within(villa).queryByText('Featured')).not.toBeInTheDocument()
    expect(within(villa).getByText(/2 photos/)).toBeInTheDocument()
    // The cover in the server's formats: WebP first, the JPEG for the rest.
    expect(villa.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/uploads/photo11jpg-480.webp 480w, /uploads/photo11jpg-960.webp 960w',
    )
    expect(within(item('Boring Road Offices')).getByText('Featured')).toBeInTheDocument()
    expect(within(item('Boring Road Offices')).getByText('No photo yet')).toBeInTheDocument()
    expect(within(item('Gaya School')).getByText('Draft')).toBeInTheDocument()
    expect(within(item('Gaya School')).getByText('Institutional')).toBeInTheDocument()
    // Which projects have their words in Hindi for the /hi/ pages.
    expect(within(item('Gaya School')).getByText('हिन्दी')).toHaveAttribute('lang', 'hi')
    expect(within(villa).queryByText('हिन्दी')).not.toBeInTheDocument()
  })

  it('is in the sections of staff and owner alike', async () => {
    installFakeApi({ user: staff, projects: portfolio() })
    const user = userEvent.setup()
    const { router } = renderDashboard('/dashboard')
    // Each page draws its own frame: the sections are found again on each.
    const sections = async () =>
      within(await screen.findByRole('navigation', { name: 'Dashboard sections' }))
    await user.click((await sections()).getByRole('link', { name: 'Portfolio' }))
    expect(await projectList()).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/portfolio')
    await user.click((await sections()).getByRole('link', { name: 'Testimonials' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible()
  })

  it('moves a project with buttons, keeps the focus on it and saves the order', async () => {
    const api = installFakeApi({ user: staff, projects: portfolio() })
    const user = userEvent.setup()
    renderDashboard('/portfolio')
    await projectList()
    expect(screen.getByRole('button', { name: 'Move Danapur Villa up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move Gaya School down' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Move Danapur Villa down' }))
    expect(shownTitles()).toEqual(['1. Boring Road Offices', '2. Danapur Villa', '3. Gaya School'])
    expect(await notifications().findByText('Order saved')).toBeInTheDocument()
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/api/admin/projects/order',
        body: { ids: [2, 1, 3] },
      }),
    )
    expect(screen.getByRole('button', { name: 'Move Danapur Villa down' })).toHaveFocus()

    // From the keyboard: Enter on the focused button moves it again, to the end.
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(shownTitles()).toEqual([
        '1. Boring Road Offices',
        '2. Gaya School',
        '3. Danapur Villa',
      ]),
    )
    // At the end Move down is off: the focus goes to Move up.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Danapur Villa up' })).toHaveFocus(),
    )
    await waitFor(() => expect(api.projects.map((project) => project.id)).toEqual([2, 3, 1]))
  })

  it('publishes a draft and features a project from the list', async () => {
    const api = installFakeApi({ user: staff, projects: portfolio() })
    const user = userEvent.setup()
    renderDashboard('/portfolio')
    await projectList()

    await user.click(screen.getByRole('button', { name: 'Publish Gaya School' }))
    expect(await notifications().findByText('Visitors see the project now.')).toBeInTheDocument()
    expect(await within(item('Gaya School')).findByText('Published')).toBeInTheDocument()
    expect(api.calls.find((call) => call.path === '/api/admin/projects/3')?.body).toMatchObject({
      title: 'Gaya School',
      status: 'published',
      featured: false,
      // Sent as it is: the update replaces every field, and a left-out one would wipe it.
      hindi: {
        title: 'गया स्कूल',
        description: 'बारह कक्षाओं वाला विद्यालय भवन।',
        location: '',
        highlights: [],
      },
      version: 1,
    })
    expect(api.projects[2]?.hindi?.title).toBe('गया स्कूल')

    await user.click(screen.getByRole('button', { name: 'Feature Danapur Villa on the home page' }))
    expect(await within(item('Danapur Villa')).findByText('Featured')).toBeInTheDocument()
    expect(api.projects[0]?.featured).toBe(true)
    expect(
      screen.getByRole('button', { name: 'Remove Danapur Villa from the home page' }),
    ).toBeInTheDocument()
  })

  it('says a stale change was someone else’s and offers to reload', async () => {
    const api = installFakeApi({ user: staff, projects: portfolio() })
    const user = userEvent.setup()
    renderDashboard('/portfolio')
    await projectList()
    const [villa] = api.projects
    if (!villa) throw new Error('no project')
    villa.title = 'Danapur Villa (renamed)'
    villa.version = 2

    await user.click(screen.getByRole('button', { name: 'Unpublish Danapur Villa' }))
    expect(await notifications().findByText('Changed by someone else')).toBeInTheDocument()
    expect(notifications().getByText(portfolioMessages.stale)).toBeInTheDocument()
    expect(villa.status).toBe('published')
    // From the keyboard: jsdom has no pointer capture for the toast's swipe.
    notifications().getByRole('button', { name: 'Reload the project' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(shownTitles()[0]).toBe('1. Danapur Villa (renamed)'))
  })

  it('shows staff no Delete: deleting is the owner’s', async () => {
    installFakeApi({ user: staff, projects: portfolio() })
    renderDashboard('/portfolio')
    await projectList()
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument()
  })

  it('the owner deletes a project once the question is answered', async () => {
    const api = installFakeApi({ user: owner, projects: portfolio() })
    const user = userEvent.setup()
    renderDashboard('/portfolio')
    await projectList()

    await user.click(screen.getByRole('button', { name: 'Delete Gaya School' }))
    const question = within(item('Gaya School')).getByRole('group', { name: 'Delete Gaya School' })
    expect(question).toHaveTextContent(
      'Delete “Gaya School” and all its photos for good? This cannot be undone.',
    )
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Delete Gaya School' }))
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }))
    expect(await notifications().findByText('Project deleted')).toBeInTheDocument()
    await waitFor(() =>
      expect(shownTitles()).toEqual(['1. Danapur Villa', '2. Boring Road Offices']),
    )
    expect(api.projects.map((project) => project.id)).toEqual([1, 2])
  })
})
