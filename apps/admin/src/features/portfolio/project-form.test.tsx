import { companyDate, portfolioMessages } from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications, staff } from '../../test/dashboard'
import { installFakeApi } from '../../test/fake-api'
import { adminProject } from '../../test/fake-portfolio'
import { renderDashboard } from '../../test/render'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const field = (name: RegExp) => screen.getByRole('textbox', { name })
const dateField = () => screen.getByLabelText(/Completion date/)
const inTwoDays = () => companyDate(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000))
const posts = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/projects')

async function fillNewProject(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Title/), 'Boring Road Offices')
  await user.type(field(/^Description/), 'Four floors of offices with parking below.')
  await user.selectOptions(screen.getByRole('combobox', { name: /Project type/ }), 'Commercial')
  await user.type(dateField(), '2025-01-20')
  await user.type(field(/^Location/), 'Boring Road, Patna')
  await user.type(field(/^Highlights/), 'G+4, 18,000 sq ft{enter}{enter}Solar roof')
  await user.type(field(/^Services/), 'Design{enter}Construction')
  await user.click(screen.getByRole('checkbox', { name: 'Feature on the home page' }))
}

describe('a new project', () => {
  it('refuses empty fields with the contract’s messages beside them and sends nothing', async () => {
    const api = installFakeApi({ user: staff })
    const user = userEvent.setup()
    renderDashboard('/portfolio/new')
    await screen.findByRole('heading', { level: 1, name: 'New project' })

    await user.click(screen.getByRole('button', { name: 'Create project' }))
    expect(field(/^Title/)).toHaveAccessibleDescription(portfolioMessages.title)
    expect(field(/^Description/)).toHaveAccessibleDescription(portfolioMessages.description)
    expect(dateField()).toHaveAccessibleDescription(portfolioMessages.completedDate)
    // The first refused field takes the focus.
    await waitFor(() => expect(field(/^Title/)).toHaveFocus())

    await user.type(dateField(), inTwoDays())
    await user.click(screen.getByRole('button', { name: 'Create project' }))
    expect(dateField()).toHaveAccessibleDescription(portfolioMessages.completedFuture)
    expect(posts(api)).toHaveLength(0)
  })

  it('creates a draft with its highlights and services one per line, then opens it for photos', async () => {
    const api = installFakeApi({ user: staff })
    const user = userEvent.setup()
    const { router } = renderDashboard('/portfolio/new')
    await screen.findByRole('heading', { level: 1, name: 'New project' })
    await fillNewProject(user)
    await user.click(screen.getByRole('button', { name: 'Create project' }))

    expect(await notifications().findByText('Project created')).toBeInTheDocument()
    expect(posts(api)[0]?.body).toEqual({
      title: 'Boring Road Offices',
      description: 'Four floors of offices with parking below.',
      projectType: 'commercial',
      completedDate: '2025-01-20',
      location: 'Boring Road, Patna',
      // The blank line between the two highlights is left out.
      highlights: ['G+4, 18,000 sq ft', 'Solar roof'],
      services: ['Design', 'Construction'],
      featured: true,
      status: 'draft',
      // No Hindi version: the Hindi pages show the English words.
      hindi: null,
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit project' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/portfolio/1')
    expect(screen.getByText('0 of 40 photos')).toBeInTheDocument()
    expect(screen.getByLabelText('Add photos')).toBeInTheDocument()
  })

  it('keeps every value typed when the server refuses a field, and shows its message there', async () => {
    const api = installFakeApi({ user: staff })
    const user = userEvent.setup()
    renderDashboard('/portfolio/new')
    await screen.findByRole('heading', { level: 1, name: 'New project' })
    await fillNewProject(user)
    // The server's "today" is the company's: it may refuse a date the form let through.
    api.failNext = {
      method: 'POST',
      path: '/api/admin/projects',
      status: 400,
      body: JSON.stringify({
        message: portfolioMessages.completedFuture,
        issues: [{ path: 'completedDate', message: portfolioMessages.completedFuture }],
      }),
    }
    await user.click(screen.getByRole('button', { name: 'Create project' }))

    await waitFor(() =>
      expect(dateField()).toHaveAccessibleDescription(portfolioMessages.completedFuture),
    )
    expect(screen.getByText('Please check the highlighted fields')).toBeInTheDocument()
    expect(field(/^Title/)).toHaveValue('Boring Road Offices')
    expect(field(/^Description/)).toHaveValue('Four floors of offices with parking below.')
    expect(screen.getByRole('combobox', { name: /Project type/ })).toHaveValue('commercial')
    expect(dateField()).toHaveValue('2025-01-20')
    expect(field(/^Location/)).toHaveValue('Boring Road, Patna')
    expect(field(/^Highlights/)).toHaveValue('G+4, 18,000 sq ft\n\nSolar roof')
    expect(field(/^Services/)).toHaveValue('Design\nConstruction')
    expect(screen.getByRole('checkbox', { name: 'Feature on the home page' })).toBeChecked()

    // A fault: the form says so and still keeps everything; the next try goes through.
    api.failNext = { method: 'POST', path: '/api/admin/projects', status: 500 }
    await user.click(screen.getByRole('button', { name: 'Create project' }))
    expect(await screen.findByText('Not saved')).toBeInTheDocument()
    expect(screen.getByText('The change could not be saved. Please try again.')).toBeInTheDocument()
    expect(field(/^Title/)).toHaveValue('Boring Road Offices')
    await user.click(screen.getByRole('button', { name: 'Create project' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit project' })).toBeVisible()
    expect(api.projects.map((project) => project.title)).toEqual(['Boring Road Offices'])
  })
})

describe('a project’s Hindi version', () => {
  const hindiGroup = () => screen.getByRole('group', { name: /^Hindi/ })
  const addHindi = () => screen.getByRole('checkbox', { name: 'Add the words in Hindi' })
  const withHindi = () =>
    adminProject({
      id: 6,
      hindi: {
        title: 'दानापुर विला',
        description: 'छत पर बगीचे वाला G+2 पारिवारिक घर।',
        location: 'दानापुर, पटना',
        highlights: ['G+2, 3,200 वर्ग फुट', 'भूकंपरोधी ढांचा'],
      },
    })

  it('is sent with the new project: title, description, location and highlights one per line', async () => {
    const api = installFakeApi({ user: staff })
    const user = userEvent.setup()
    renderDashboard('/portfolio/new')
    await screen.findByRole('heading', { level: 1, name: 'New project' })
    await fillNewProject(user)
    expect(screen.queryByRole('group', { name: /^Hindi/ })).not.toBeInTheDocument()

    await user.click(addHindi())
    // Devanagari is typed in fields marked as Hindi; their labels and hints stay English.
    expect(hindiGroup()).toHaveAttribute('lang', 'hi')
    expect(screen.getByText('Title in Hindi')).toHaveAttribute('lang', 'en')
    await user.type(field(/^Title in Hindi/), 'बोरिंग रोड कार्यालय')
    await user.type(field(/^Description in Hindi/), 'नीचे पार्किंग के साथ चार मंज़िल के कार्यालय।')
    await user.type(field(/^Location in Hindi/), 'बोरिंग रोड, पटना')
    await user.type(field(/^Highlights in Hindi/), 'G+4, 18,000 वर्ग फुट{enter}{enter}सोलर छत')
    await user.click(screen.getByRole('button', { name: 'Create project' }))

    expect(await notifications().findByText('Project created')).toBeInTheDocument()
    expect(posts(api)[0]?.body).toEqual({
      title: 'Boring Road Offices',
      description: 'Four floors of offices with parking below.',
      projectType: 'commercial',
      completedDate: '2025-01-20',
      location: 'Boring Road, Patna',
      highlights: ['G+4, 18,000 sq ft', 'Solar roof'],
      services: ['Design', 'Construction'],
      featured: true,
      status: 'draft',
      hindi: {
        title: 'बोरिंग रोड कार्यालय',
        description: 'नीचे पार्किंग के साथ चार मंज़िल के कार्यालय।',
        location: 'बोरिंग रोड, पटना',
        // The blank line is left out, as in the English highlights.
        highlights: ['G+4, 18,000 वर्ग फुट', 'सोलर छत'],
      },
    })
    // The project's page opens with the Hindi words the server stored.
    await screen.findByRole('heading', { level: 1, name: 'Edit project' })
    expect(addHindi()).toBeChecked()
    expect(field(/^Title in Hindi/)).toHaveValue('बोरिंग रोड कार्यालय')
  })

  it('refuses a missing Hindi title with the contract’s message at that field and sends nothing', async () => {
    const api = installFakeApi({ user: staff })
    const user = userEvent.setup()
    renderDashboard('/portfolio/new')
    await screen.findByRole('heading', { level: 1, name: 'New project' })
    await fillNewProject(user)
    await user.click(addHindi())
    await user.type(field(/^Description in Hindi/), 'चार मंज़िल के कार्यालय।')
    await user.click(screen.getByRole('button', { name: 'Create project' }))

    expect(field(/^Title in Hindi/)).toHaveAccessibleDescription('Title is required')
    // The English title is there: only the Hindi one is refused.
    expect(field(/^Title$/)).not.toHaveAccessibleDescription()
    await waitFor(() => expect(field(/^Title in Hindi/)).toHaveFocus())
    expect(posts(api)).toHaveLength(0)
  })

  it('shows the server’s refusal of a Hindi highlight at that field and keeps every value typed', async () => {
    const api = installFakeApi({ user: staff })
    const user = userEvent.setup()
    renderDashboard('/portfolio/new')
    await screen.findByRole('heading', { level: 1, name: 'New project' })
    await fillNewProject(user)
    await user.click(addHindi())
    await user.type(field(/^Title in Hindi/), 'बोरिंग रोड कार्यालय')
    await user.type(field(/^Description in Hindi/), 'चार मंज़िल के कार्यालय।')
    await user.type(field(/^Location in Hindi/), 'बोरिंग रोड, पटना')
    await user.type(field(/^Highlights in Hindi/), 'सोलर छत{enter}लिफ़्ट')
    api.failNext = {
      method: 'POST',
      path: '/api/admin/projects',
      status: 400,
      body: JSON.stringify({
        message: 'At most 12 highlights of 120 characters each',
        // The second line of the Hindi highlights: its field is the Hindi highlights.
        issues: [
          { path: 'hindi.highlights.1', message: 'At most 12 highlights of 120 characters each' },
        ],
      }),
    }
    await user.click(screen.getByRole('button', { name: 'Create project' }))

    await waitFor(() =>
      expect(field(/^Highlights in Hindi/)).toHaveAccessibleDescription(
        'One per line, at most 12; with none, the Hindi pages show the English ones At most 12 highlights of 120 characters each',
      ),
    )
    expect(screen.getByText('Please check the highlighted fields')).toBeInTheDocument()
    expect(field(/^Highlights$/)).toHaveAccessibleDescription(
      'One per line, at most 12: "G+2, 3,200 sq ft"',
    )
    expect(addHindi()).toBeChecked()
    expect(field(/^Title in Hindi/)).toHaveValue('बोरिंग रोड कार्यालय')
    expect(field(/^Description in Hindi/)).toHaveValue('चार मंज़िल के कार्यालय।')
    expect(field(/^Location in Hindi/)).toHaveValue('बोरिंग रोड, पटना')
    expect(field(/^Highlights in Hindi/)).toHaveValue('सोलर छत\nलिफ़्ट')
    expect(field(/^Title$/)).toHaveValue('Boring Road Offices')
  })

  it('opens a project with Hindi words with them filled in', async () => {
    installFakeApi({ user: staff, projects: [withHindi()] })
    renderDashboard('/portfolio/6')
    await waitFor(() => expect(field(/^Title in Hindi/)).toHaveValue('दानापुर विला'))
    expect(addHindi()).toBeChecked()
    expect(field(/^Description in Hindi/)).toHaveValue('छत पर बगीचे वाला G+2 पारिवारिक घर।')
    expect(field(/^Location in Hindi/)).toHaveValue('दानापुर, पटना')
    expect(field(/^Highlights in Hindi/)).toHaveValue('G+2, 3,200 वर्ग फुट\nभूकंपरोधी ढांचा')
    expect(field(/^Title$/)).toHaveValue('Danapur Villa')
  })

  it('opens a project without Hindi words with the box unticked', async () => {
    installFakeApi({ user: staff, projects: [adminProject({ id: 4 })] })
    renderDashboard('/portfolio/4')
    await waitFor(() => expect(field(/^Title/)).toHaveValue('Danapur Villa'))
    expect(addHindi()).not.toBeChecked()
    expect(screen.queryByRole('group', { name: /^Hindi/ })).not.toBeInTheDocument()
  })

  it('is removed by unticking it: the save sends null', async () => {
    const api = installFakeApi({ user: staff, projects: [withHindi()] })
    const user = userEvent.setup()
    renderDashboard('/portfolio/6')
    await waitFor(() => expect(field(/^Title in Hindi/)).toHaveValue('दानापुर विला'))

    await user.click(addHindi())
    expect(screen.queryByRole('group', { name: /^Hindi/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await notifications().findByText('Project saved')).toBeInTheDocument()
    const puts = api.calls.filter((call) => call.method === 'PUT')
    expect(puts).toHaveLength(1)
    expect(puts[0]?.body).toMatchObject({ title: 'Danapur Villa', hindi: null, version: 1 })
    expect(api.projects[0]?.hindi).toBeNull()
    expect(addHindi()).not.toBeChecked()
  })
})

describe('editing a project someone else changed', () => {
  it('says so, reloads their version keeping what was typed, and saves on it', async () => {
    const api = installFakeApi({ user: staff, projects: [adminProject({ id: 4 })] })
    const user = userEvent.setup()
    renderDashboard('/portfolio/4')
    await waitFor(() => expect(field(/^Title/)).toHaveValue('Danapur Villa'))

    await user.clear(field(/^Title/))
    await user.type(field(/^Title/), 'Danapur Villa, phase 2')
    // Meanwhile the owner changes the description from another desk: version 1 becomes 2.
    const [stored] = api.projects
    if (!stored) throw new Error('no project')
    stored.description = 'Rewritten by the owner.'
    stored.version = 2

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument()
    expect(screen.getByText(portfolioMessages.stale)).toBeInTheDocument()
    expect(field(/^Title/)).toHaveValue('Danapur Villa, phase 2')
    expect(stored.title).toBe('Danapur Villa')

    await user.click(screen.getByRole('button', { name: 'Reload the project' }))
    // Their description arrives; the title typed here stays.
    await waitFor(() => expect(field(/^Description/)).toHaveValue('Rewritten by the owner.'))
    expect(field(/^Title/)).toHaveValue('Danapur Villa, phase 2')
    expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await notifications().findByText('Project saved')).toBeInTheDocument()
    const puts = api.calls.filter((call) => call.method === 'PUT')
    expect(puts.at(-1)?.body).toMatchObject({
      title: 'Danapur Villa, phase 2',
      description: 'Rewritten by the owner.',
      version: 2,
    })
    // Version 1 as opened, 2 after the owner's change, 3 after this save.
    expect(stored.version).toBe(3)
    expect(
      within(screen.getByRole('main')).getByRole('heading', {
        level: 2,
        name: 'Danapur Villa, phase 2',
      }),
    ).toBeVisible()
  })
})
