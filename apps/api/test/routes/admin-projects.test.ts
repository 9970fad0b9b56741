import {
  type AdminProject,
  type ApiError,
  type AuditEntry,
  companyDate,
  type Page,
  type PortfolioProject,
  portfolioMessages,
} from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject, newProject } from '../helpers/portfolio'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'

// The portfolio as the staff manage it, through the real app on SQLite and MariaDB: drafts that
// visitors never see, publishing that shows at once, stale edits refused, deletion for owners,
// the order of the portfolio, and an audit entry for every change.

describe('the portfolio in the staff dashboard', () => {
  let context: TestContext
  let owner: string
  let staff: SignedInStaff

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    context.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    })
  const publicList = async (url = '/api/projects') =>
    (await request('GET', url)).json<PortfolioProject[]>()
  const auditOf = async (projectId: number) =>
    (
      await request('GET', `/api/admin/audit-log?targetType=project&targetId=${projectId}`, owner)
    ).json<Page<AuditEntry>>().items
  const update = (project: AdminProject, changes: object, cookie = owner) =>
    request('PUT', `/api/admin/projects/${project.id}`, cookie, {
      ...newProject(),
      title: project.title,
      status: project.status,
      featured: project.featured,
      version: project.version,
      ...changes,
    })

  beforeAll(async () => {
    context = await createTestContext()
    owner = await context.login()
    staff = await addAccount(context.app, owner, {
      name: 'Ravi Kumar',
      username: 'ravi',
      role: 'staff',
    })
  })
  afterAll(async () => {
    await context.close()
  })

  it('answers 401 without a signed-in session', async () => {
    expect((await request('GET', '/api/admin/projects')).statusCode).toBe(401)
    expect((await request('POST', '/api/admin/projects', undefined, newProject())).statusCode).toBe(
      401,
    )
  })

  it('creates a draft, first in the portfolio, that visitors never see', async () => {
    // Read once, so the public list is in the server's memory when the draft arrives.
    const before = await publicList()
    const draft = await createProject(context.app, staff.cookie, { title: 'Draft Villa' })

    expect(draft).toMatchObject({
      title: 'Draft Villa',
      status: 'draft',
      version: 1,
      sortOrder: 0,
      highlights: ['G+2, 3,200 sq ft', 'Earthquake-resistant frame'],
      services: ['Design', 'Construction'],
      cover: null,
      photos: [],
      // None given: the Hindi pages show the English words.
      hindi: null,
    })
    const list = (await request('GET', '/api/admin/projects', staff.cookie)).json<AdminProject[]>()
    expect(list[0]?.id).toBe(draft.id)
    // The sample portfolio moved one place down: 12 projects after the draft, at 1 to 12.
    expect(list.slice(1).map((project) => project.sortOrder)).toEqual(
      Array.from({ length: list.length - 1 }, (_, index) => index + 1),
    )

    expect(await publicList()).toEqual(before)
    expect((await request('GET', `/api/projects/${draft.id}`)).statusCode).toBe(404)
    expect((await request('GET', '/api/projects/featured')).json<PortfolioProject[]>()).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: draft.id })]),
    )
  })

  it('shows a project to visitors the moment it is published, first in the portfolio', async () => {
    const draft = await createProject(context.app, owner, { title: 'Gupta House, Hajipur' })
    await publicList()
    await publicList('/api/projects/featured')

    const published = await update(draft, { status: 'published', featured: true })

    expect(published.statusCode, published.body).toBe(200)
    expect(published.json<AdminProject>()).toMatchObject({ status: 'published', version: 2 })
    const list = await publicList()
    expect(list[0]).toMatchObject({
      id: draft.id,
      title: 'Gupta House, Hajipur',
      featured: true,
      cover: null,
      // No photo yet: the drawing of a finished building.
      imageUrl: '/images/projects/stage-finishing.svg',
      highlights: ['G+2, 3,200 sq ft', 'Earthquake-resistant frame'],
      services: ['Design', 'Construction'],
    })
    expect((await publicList('/api/projects/featured'))[0]?.id).toBe(draft.id)
    const detail = await request('GET', `/api/projects/${draft.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({ id: draft.id, photos: [] })

    // And unpublished, gone at once.
    const unpublished = await update(published.json<AdminProject>(), { status: 'draft' })
    expect(unpublished.statusCode).toBe(200)
    expect((await publicList()).map((project) => project.id)).not.toContain(draft.id)
    expect((await request('GET', `/api/projects/${draft.id}`)).statusCode).toBe(404)
  })

  it('keeps the words in Hindi, shows them to visitors, and forgets them on hindi: null', async () => {
    const hindi = {
      title: 'मिश्रा निवास, बेली रोड',
      description: '2,400 sq ft के प्लॉट पर तीन मंज़िला पारिवारिक घर: RCC ढाँचा और छत पर बगीचा।',
      location: 'बेली रोड, पटना',
      highlights: ['G+2, 3,200 sq ft', 'भूकंपरोधी ढाँचा'],
    }
    const created = await createProject(context.app, staff.cookie, {
      title: 'Mishra Residence, Bailey Road',
      status: 'published',
      // Spaces around, as a form may send them: kept trimmed.
      hindi: { ...hindi, title: '  मिश्रा निवास, बेली रोड ' },
    })
    expect(created.hindi).toEqual(hindi)
    expect(
      (await request('GET', `/api/admin/projects/${created.id}`, staff.cookie)).json<AdminProject>()
        .hindi,
    ).toEqual(hindi)
    expect(
      (await request('GET', `/api/projects/${created.id}`)).json<PortfolioProject>().hindi,
    ).toEqual(hindi)
    expect((await publicList()).find((project) => project.id === created.id)?.hindi).toEqual(hindi)

    // No Hindi location and no Hindi highlights: stored empty, the website shows the English.
    const partly = await update(created, {
      status: 'published',
      hindi: { title: 'मिश्रा निवास', description: 'तीन मंज़िला पारिवारिक घर।' },
    })
    expect(partly.statusCode, partly.body).toBe(200)
    expect(partly.json<AdminProject>().hindi).toEqual({
      title: 'मिश्रा निवास',
      description: 'तीन मंज़िला पारिवारिक घर।',
      location: '',
      highlights: [],
    })

    const cleared = await update(partly.json<AdminProject>(), { status: 'published', hindi: null })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json<AdminProject>()).toMatchObject({ version: 3, hindi: null })
    expect(
      (await request('GET', `/api/projects/${created.id}`)).json<PortfolioProject>().hindi,
    ).toBe(null)
    expect((await publicList()).find((project) => project.id === created.id)?.hindi).toBe(null)
    // The audit log names the Hindi fields that changed.
    expect((await auditOf(created.id))[0]?.details).toEqual({
      fields: 'hindiTitle,hindiDescription,hindiLocation,hindiHighlights',
      status: 'published',
    })
  })

  it('refuses Hindi words that are too long or missing, naming each field', async () => {
    // The contract's messages, which the dashboard's form shows beside each field.
    const cases = [
      {
        hindi: { title: 'क'.repeat(121), description: 'दो मंज़िला घर।' },
        path: 'hindi.title',
        message: 'Title must be at most 120 characters',
      },
      {
        hindi: { title: 'सिन्हा निवास', description: 'घ'.repeat(5001) },
        path: 'hindi.description',
        message: 'Description must be at most 5000 characters',
      },
      {
        hindi: { title: 'सिन्हा निवास', description: 'दो मंज़िला घर।', location: 'प'.repeat(121) },
        path: 'hindi.location',
        message: 'Location must be at most 120 characters',
      },
      {
        hindi: { title: 'सिन्हा निवास', description: 'दो मंज़िला घर।', highlights: ['ख'.repeat(121)] },
        path: 'hindi.highlights.0',
        message: 'At most 12 highlights of 120 characters each',
      },
      {
        hindi: { title: ' ', description: 'दो मंज़िला घर।' },
        path: 'hindi.title',
        message: 'Title is required',
      },
      {
        hindi: { title: 'सिन्हा निवास' },
        path: 'hindi.description',
        message: 'Description is required',
      },
    ]
    const project = await createProject(context.app, owner, { title: 'Sinha House, Danapur' })
    for (const { hindi, path, message } of cases) {
      for (const response of [
        await request('POST', '/api/admin/projects', owner, newProject({ hindi } as object)),
        await update(project, { hindi }),
      ]) {
        expect(response.statusCode, path).toBe(400)
        expect(response.json<ApiError>().issues).toContainEqual({ path, message })
      }
    }
    const now = (
      await request('GET', `/api/admin/projects/${project.id}`, owner)
    ).json<AdminProject>()
    expect(now).toMatchObject({ version: 1, hindi: null })
  })

  it('refuses a change made on an older version with 409, keeping the newer one', async () => {
    const project = await createProject(context.app, owner, { title: 'Verma Duplex' })
    const first = await update(project, { title: 'Verma Duplex, Kankarbagh' }, staff.cookie)
    expect(first.statusCode).toBe(200)
    expect(first.json<AdminProject>().version).toBe(2)

    // The owner still has version 1 on screen.
    const stale = await update(project, { title: 'Verma Twin Homes' })

    expect(stale.statusCode).toBe(409)
    expect(stale.json<ApiError>().message).toBe(portfolioMessages.stale)
    const now = (
      await request('GET', `/api/admin/projects/${project.id}`, owner)
    ).json<AdminProject>()
    expect(now).toMatchObject({ title: 'Verma Duplex, Kankarbagh', version: 2 })
  })

  it('refuses an empty title, a date in the future and a wrong type, naming each field', async () => {
    // Tomorrow in Patna is always after today there, whatever the time of the run.
    const tomorrow = companyDate(new Date(Date.now() + 24 * 60 * 60 * 1000))
    const cases = [
      { body: { title: '   ' }, path: 'title', message: portfolioMessages.title },
      {
        body: { completedDate: tomorrow },
        path: 'completedDate',
        message: portfolioMessages.completedFuture,
      },
      {
        body: { completedDate: '2025-02-30' },
        path: 'completedDate',
        message: portfolioMessages.completedDate,
      },
      {
        body: { projectType: 'palace' },
        path: 'projectType',
        message: portfolioMessages.projectType,
      },
      { body: { description: '' }, path: 'description', message: portfolioMessages.description },
    ]
    const before = (await request('GET', '/api/admin/projects', owner)).json<AdminProject[]>()
    for (const { body, path, message } of cases) {
      const response = await request(
        'POST',
        '/api/admin/projects',
        owner,
        newProject(body as object),
      )
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json<ApiError>().issues).toContainEqual({ path, message })
    }
    const after = (await request('GET', '/api/admin/projects', owner)).json<AdminProject[]>()
    expect(after).toHaveLength(before.length)

    // Today is a completion date like any past one.
    const today = companyDate(new Date())
    const finishedToday = await request(
      'POST',
      '/api/admin/projects',
      owner,
      newProject({ completedDate: today }),
    )
    expect(finishedToday.statusCode).toBe(201)
    expect(finishedToday.json<AdminProject>().completedDate).toBe(today)
  })

  it('lets only an owner delete a project: 403 for staff, then 204 and gone everywhere', async () => {
    const project = await createProject(context.app, owner, {
      title: 'Short-lived Showroom',
      status: 'published',
    })
    expect((await publicList()).map((each) => each.id)).toContain(project.id)

    const byStaff = await request('DELETE', `/api/admin/projects/${project.id}`, staff.cookie)
    expect(byStaff.statusCode).toBe(403)
    expect((await publicList()).map((each) => each.id)).toContain(project.id)

    const byOwner = await request('DELETE', `/api/admin/projects/${project.id}`, owner)
    expect(byOwner.statusCode).toBe(204)
    expect((await publicList()).map((each) => each.id)).not.toContain(project.id)
    expect((await request('GET', `/api/admin/projects/${project.id}`, owner)).statusCode).toBe(404)
    expect((await request('DELETE', `/api/admin/projects/${project.id}`, owner)).statusCode).toBe(
      404,
    )
  })

  it('writes every change to the audit log, with who made it', async () => {
    const project = await createProject(context.app, staff.cookie, { title: 'Audit Cottage' })
    await update(project, { title: 'Audit Cottage, Danapur', status: 'published' }, staff.cookie)
    await request('DELETE', `/api/admin/projects/${project.id}`, owner)

    const entries = await auditOf(project.id)
    // Newest first.
    expect(entries.map((entry) => [entry.action, entry.actor?.name])).toEqual([
      ['project.delete', 'Sunita Devi'],
      ['project.update', 'Ravi Kumar'],
      ['project.create', 'Ravi Kumar'],
    ])
    expect(entries[1]?.details).toEqual({ fields: 'title,status', status: 'published' })
    expect(entries[0]?.details).toMatchObject({ title: 'Audit Cottage, Danapur', photos: 0 })
  })

  it('puts the portfolio in the order the staff give, visitors seeing it at once', async () => {
    const all = (await request('GET', '/api/admin/projects', owner)).json<AdminProject[]>()
    const reversed = all.map((project) => project.id).reverse()
    await publicList()

    const ordered = await request('PUT', '/api/admin/projects/order', staff.cookie, {
      ids: reversed,
    })

    expect(ordered.statusCode, ordered.body).toBe(200)
    expect(ordered.json<AdminProject[]>().map((project) => project.id)).toEqual(reversed)
    const publishedIds = new Set(
      all.filter((project) => project.status === 'published').map((project) => project.id),
    )
    expect((await publicList()).map((project) => project.id)).toEqual(
      reversed.filter((id) => publishedIds.has(id)),
    )
    const audit = (await request('GET', '/api/admin/audit-log?action=project.order', owner)).json<
      Page<AuditEntry>
    >()
    expect(audit.items[0]?.details).toEqual({ count: reversed.length })
  })

  it.each([
    ['one missing', (ids: number[]) => ids.slice(1)],
    ['one repeated', (ids: number[]) => [...ids, ids[0] ?? 1]],
    ['one unknown', (ids: number[]) => [...ids.slice(1), 999_999]],
  ])('refuses an order with %s, changing nothing', async (_case, change) => {
    const before = (await request('GET', '/api/admin/projects', owner)).json<AdminProject[]>()
    const response = await request('PUT', '/api/admin/projects/order', owner, {
      ids: change(before.map((project) => project.id)),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<ApiError>().message).toBe(portfolioMessages.order)
    const after = (await request('GET', '/api/admin/projects', owner)).json<AdminProject[]>()
    expect(after.map((project) => project.id)).toEqual(before.map((project) => project.id))
  })
})
