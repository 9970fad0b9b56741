import { clientProjectLimits } from '@nirman/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { trackerCopy as hindi } from '../../content/hi/tracker'
import { trackerCopy as copy } from '../../content/tracker'
import { giveCompanyDetails } from '../../settings/test-utils'
import { questionMaxLength } from './project-questions'
import { fakeTrackerApi, renderTrackerView, sampleMe, sampleProject } from './test-utils'
import { loadTrackerHindi } from './tracker-hindi'

// A signed-in client's project against a fake API (the sample house of test-utils.tsx, whose
// figures are worked there by hand): what they read in each part, the photos' larger view by
// keyboard, and asking a question.

afterEach(() => {
  vi.restoreAllMocks()
})

const projectPath = 'GET /api/client/projects/7'
const questionsPath = 'POST /api/client/projects/7/questions'

const region = (name: string) => screen.findByRole('region', { name })

describe('the overview', () => {
  it('gives progress, the stage now and next, the latest update, the next payment and the money', async () => {
    fakeTrackerApi({ [projectPath]: { status: 200, body: sampleProject() } })
    renderTrackerView()
    const overview = within(await region(copy.sections.overview))

    const progress = overview.getByRole('progressbar', { name: copy.overview.progress })
    expect(progress).toHaveAttribute('aria-valuenow', '45')
    expect(overview.getByText('45 %')).toBeVisible()
    expect(overview.getByText('1 of 3 stages done')).toBeVisible()

    const now = within(overview.getByRole('region', { name: copy.overview.stageNow }))
    expect(now.getByText('Foundation')).toBeVisible()
    expect(now.getByText('Delayed')).toBeVisible()
    expect(now.getByText('Planned to finish by 21 June 2026')).toBeVisible()
    expect(now.getByText('Reason: Rain flooded the trenches')).toBeVisible()
    const next = within(overview.getByRole('region', { name: copy.overview.nextStage }))
    expect(next.getByText('Plinth')).toBeVisible()
    expect(next.getByText('Planned to start on 22 June 2026')).toBeVisible()

    const latest = within(overview.getByRole('region', { name: copy.overview.latestUpdate }))
    expect(latest.getByText('Site visit on 20 June 2026')).toBeVisible()
    expect(latest.getByRole('img', { name: 'East footings' })).toBeVisible()
    expect(latest.getByRole('link', { name: copy.overview.seeAllUpdates })).toHaveAttribute(
      'href',
      '#tracker-updates',
    )

    const payment = within(overview.getByRole('region', { name: copy.overview.nextPayment }))
    expect(payment.getByText('Foundation')).toBeVisible()
    expect(payment.getByText('₹4,00,000')).toBeVisible()
    expect(payment.getByText('Due')).toBeVisible()
    expect(payment.getByText('Due on 21 June 2026')).toBeVisible()

    // ₹40,00,000 less the ₹4,00,000 of the booking: ₹36,00,000.
    const money = within(overview.getByRole('region', { name: copy.overview.money }))
    expect(money.getByText(copy.payments.contractValue).nextElementSibling).toHaveTextContent(
      '₹40,00,000',
    )
    expect(money.getByText(copy.payments.received).nextElementSibling).toHaveTextContent(
      '₹4,00,000',
    )
    expect(money.getByText(copy.payments.balance).nextElementSibling).toHaveTextContent(
      '₹36,00,000',
    )
  })

  it('names stages and dates in Hindi on a Hindi page, a stage without a Hindi name in English', async () => {
    fakeTrackerApi({ [projectPath]: { status: 200, body: sampleProject() } })
    // The page fetches it as it hydrates (routes/project-tracker.tsx); here, before drawing.
    await loadTrackerHindi()
    renderTrackerView('/hi/resources/project-tracker')
    const overview = within(await region(hindi.sections.overview))
    const now = within(overview.getByRole('region', { name: hindi.overview.stageNow }))
    expect(now.getByText('नींव')).toBeVisible()
    expect(now.getByText(hindi.stageStates.delayed)).toBeVisible()
    const next = within(overview.getByRole('region', { name: hindi.overview.nextStage }))
    expect(next.getByText('Plinth')).toHaveAttribute('lang', 'en-IN')
    expect(overview.getByText('20 जून 2026 की साइट विज़िट')).toBeVisible()
  })
})

describe('the site updates', () => {
  it('lists visits newest first, with their stage, text and lazy photos of the right size', async () => {
    fakeTrackerApi({ [projectPath]: { status: 200, body: sampleProject() } })
    renderTrackerView()
    const updates = within(await region(copy.sections.updates))
    const visits = updates.getAllByRole('article')
    expect(visits.map((visit) => within(visit).getByRole('heading').textContent)).toEqual([
      'Site visit on 20 June 2026',
      'Site visit on 5 June 2026',
    ])
    const [newest] = visits
    if (!newest) throw new Error('no update')
    expect(within(newest).getByText(/^Stage:/)).toHaveTextContent('Stage: Foundation')
    const photo = within(newest).getByRole('button', { name: 'East footings View larger' })
    const image = within(photo).getByRole('img', { name: 'East footings' })
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width', '1600')
    expect(image).toHaveAttribute('height', '1200')
    expect(photo.querySelector('source[type="image/webp"]')).not.toBeNull()
    // A photo without a caption is named by its place.
    expect(within(newest).getByRole('button', { name: 'Photo 2 of 2 View larger' })).toBeVisible()
  })

  it('opens a photo larger by keyboard: arrows and buttons step through the visit, Escape gives the focus back', async () => {
    fakeTrackerApi({ [projectPath]: { status: 200, body: sampleProject() } })
    const { user } = renderTrackerView()
    const updates = within(await region(copy.sections.updates))
    const photo = updates.getByRole('button', { name: 'East footings View larger' })
    photo.focus()
    await user.keyboard('{Enter}')

    const viewer = await screen.findByRole('dialog', { name: 'East footings' })
    expect(viewer).toHaveAccessibleDescription('Site visit on 20 June 2026, Photo 1 of 2')
    await waitFor(() => expect(viewer).toContainElement(document.activeElement as HTMLElement))
    await user.keyboard('{ArrowRight}')
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible()
    await user.keyboard('{ArrowRight}')
    expect(await screen.findByRole('dialog', { name: 'East footings' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: copy.photoViewer.previous }))
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible()
    // The focus stays inside while it is open.
    await user.tab()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement)

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(photo).toHaveFocus()
  })

  it('shows ten at a time; the older ones come on request, the focus on the first of them', async () => {
    const template = sampleProject().updates[1]
    if (!template) throw new Error('no update')
    // Twelve visits, the 1st to the 12th of June, newest first.
    const updates = Array.from({ length: 12 }, (_, index) => ({
      ...template,
      id: 100 + index,
      visitDate: `2026-06-${String(12 - index).padStart(2, '0')}`,
    }))
    fakeTrackerApi({ [projectPath]: { status: 200, body: sampleProject({ updates }) } })
    const { user } = renderTrackerView()
    const section = within(await region(copy.sections.updates))
    expect(section.getAllByRole('article')).toHaveLength(10)
    await user.click(section.getByRole('button', { name: copy.updates.showOlder(2) }))
    expect(section.getAllByRole('article')).toHaveLength(12)
    expect(section.getByRole('heading', { name: 'Site visit on 2 June 2026' })).toHaveFocus()
    expect(section.queryByRole('button', { name: /older/ })).toBeNull()
  })
})

describe('stages, payments and documents', () => {
  it('puts each stage as planned against as done, with its state and the reason of a delay', async () => {
    fakeTrackerApi({ [projectPath]: { status: 200, body: sampleProject() } })
    renderTrackerView()
    const stages = within(await region(copy.sections.stages))
    const table = stages.getByRole('table', { name: copy.stages.caption })
    const foundation = within(table).getByRole('row', { name: /^Foundation/ })
    expect(within(foundation).getByText('1 June 2026 to 21 June 2026')).toBeVisible()
    expect(within(foundation).getByText('Started on 1 June 2026')).toBeVisible()
    expect(within(foundation).getByText('Delayed')).toBeVisible()
    expect(within(foundation).getByText('Reason: Rain flooded the trenches')).toBeVisible()
    const plinth = within(table).getByRole('row', { name: /^Plinth/ })
    expect(within(plinth).getByText(copy.stages.notStarted)).toBeVisible()
    // The same schedule as a list for phones (the table is hidden below 768 px).
    expect(stages.getByRole('list', { name: copy.stages.caption }).children).toHaveLength(3)
  })

  it('lists each instalment with its share, amount, due day or receipt, and the totals', async () => {
    fakeTrackerApi({ [projectPath]: { status: 200, body: sampleProject() } })
    renderTrackerView()
    const payments = within(await region(copy.sections.payments))
    const [booking, foundation, slab] = payments.getAllByRole('listitem')
    if (!booking || !foundation || !slab) throw new Error('three instalments expected')
    expect(booking).toHaveTextContent('Booking')
    expect(booking).toHaveTextContent('Received')
    expect(booking).toHaveTextContent('₹4,00,000')
    expect(booking).toHaveTextContent('10 % of the contract value')
    expect(booking).toHaveTextContent('Received on 26 May 2026 by UPI')
    expect(booking).toHaveTextContent('Reference: UTR 4521')
    expect(foundation).toHaveTextContent('Due on 21 June 2026')
    expect(slab).toHaveTextContent('Upcoming')
    expect(slab).toHaveTextContent('₹6,00,000')
    expect(slab).toHaveTextContent('15 % of the contract value')
    expect(slab).toHaveTextContent('Due when this stage is done: Plinth')
    const totals = within(payments.getByRole('region', { name: copy.payments.totals }))
    expect(totals.getByText(copy.payments.balance).nextElementSibling).toHaveTextContent(
      '₹36,00,000',
    )
  })

  it('offers each document to download, with its kind, size and the Patna day it was added', async () => {
    fakeTrackerApi({ [projectPath]: { status: 200, body: sampleProject() } })
    renderTrackerView()
    const documents = within(await region(copy.sections.documents))
    // 245,760 bytes are 240 kB; added at 20:00 UTC on 1 June, 1:30 on 2 June in Patna.
    expect(documents.getByText('Agreement · 240 kB · Added on 2 June 2026')).toBeVisible()
    const link = documents.getByRole('link', { name: 'Download Construction agreement' })
    expect(link).toHaveAttribute('href', '/api/client/projects/7/files/agreement-31.pdf')
    expect(link).toHaveAttribute('download', 'agreement.pdf')
  })
})

describe('questions', () => {
  it('shows the timeline oldest first, in Patna time, with the visit each is about', async () => {
    fakeTrackerApi({ [projectPath]: { status: 200, body: sampleProject() } })
    renderTrackerView()
    const questions = within(await region(copy.sections.questions))
    const [asked, answered] = questions.getAllByRole('listitem')
    // 04:30 UTC is 10:00 in Patna.
    expect(asked).toHaveTextContent('Asha Sinha')
    expect(asked).toHaveTextContent('6 June 2026 at 10:00 am')
    expect(asked).toHaveTextContent('About the site visit on 5 June 2026')
    expect(asked).toHaveTextContent('How deep are the trenches?')
    expect(answered).toHaveTextContent('Ravi Kumar, Nirman Constructions')
    expect(answered).toHaveTextContent('Five feet, as in the drawing.')
  })

  it('asks about an update from the update itself, and the question joins the timeline', async () => {
    const asked = {
      id: 43,
      updateId: 12,
      author: { kind: 'client' as const, name: 'Asha Sinha' },
      body: 'When is the plinth beam cast?',
      at: '2026-06-21T05:00:00.000Z',
    }
    const api = fakeTrackerApi({
      [projectPath]: { status: 200, body: sampleProject() },
      [questionsPath]: {
        status: 201,
        body: sampleProject({ messages: [...sampleProject().messages, asked] }),
      },
    })
    const { user } = renderTrackerView()
    const updates = within(await region(copy.sections.updates))
    const [newest] = updates.getAllByRole('article')
    if (!newest) throw new Error('no update')
    await user.click(within(newest).getByRole('link', { name: copy.updates.ask }))

    const form = within(screen.getByRole('form', { name: copy.questions.formTitle }))
    const field = form.getByRole('textbox', { name: copy.questions.question })
    expect(field).toHaveFocus()
    expect(form.getByRole('combobox', { name: copy.questions.about })).toHaveDisplayValue(
      'The site visit on 20 June 2026',
    )
    await user.type(field, 'When is the plinth beam cast?')
    await user.click(form.getByRole('button', { name: copy.questions.send }))

    expect(await form.findByText(copy.questions.sent)).toBeVisible()
    expect(field).toHaveValue('')
    expect(api.sent(questionsPath)[0]?.body).toEqual({
      body: 'When is the plinth beam cast?',
      updateId: 12,
    })
    const timeline = within(screen.getByRole('region', { name: copy.sections.questions }))
    expect(timeline.getAllByRole('listitem').at(-1)).toHaveTextContent(
      'About the site visit on 20 June 2026',
    )
  })

  it('refuses an empty question beside the field, and keeps a refused one as typed', async () => {
    const api = fakeTrackerApi({
      [projectPath]: { status: 200, body: sampleProject() },
      [questionsPath]: { status: 503, body: { message: 'Service temporarily unavailable' } },
    })
    const { user } = renderTrackerView()
    const form = within(await screen.findByRole('form', { name: copy.questions.formTitle }))
    const field = form.getByRole('textbox', { name: copy.questions.question })
    await user.click(form.getByRole('button', { name: copy.questions.send }))
    expect(form.getByRole('alert')).toHaveTextContent(copy.questions.empty)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(api.sent(questionsPath)).toEqual([])

    await user.type(field, 'Can we add a window in the stair?')
    await user.click(form.getByRole('button', { name: copy.questions.send }))
    expect(await form.findByText('Service temporarily unavailable')).toHaveRole('alert')
    expect(field).toHaveValue('Can we add a window in the stair?')
    expect(api.sent(questionsPath)[0]?.body).toEqual({
      body: 'Can we add a window in the stair?',
      updateId: null,
    })
  })

  it("holds questions to the contract's length", () => {
    expect(questionMaxLength).toBe(clientProjectLimits.message)
  })
})

describe('a client with no project yet', () => {
  const noProject = { ...sampleMe, projects: [] }

  it('is asked to write through the contact page while the owner has given no number', () => {
    fakeTrackerApi({})
    renderTrackerView('/resources/project-tracker', noProject)
    expect(
      screen.getByText(
        'No project is linked to your account yet. Please write to us with the form on our contact page: we will link it for you.',
      ),
    ).toBeVisible()
  })

  it("is asked to call the owner's first number", () => {
    giveCompanyDetails({ phones: ['0612 223 4567', '+91 94310 12345'] })
    fakeTrackerApi({})
    renderTrackerView('/resources/project-tracker', noProject)
    expect(
      screen.getByText(
        'No project is linked to your account yet. Please call us on 0612 223 4567: we will link it for you.',
      ),
    ).toBeVisible()
  })
})
