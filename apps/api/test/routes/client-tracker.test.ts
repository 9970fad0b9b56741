import {
  type AdminClientProject,
  type ClientInvitation,
  type ClientTrackerProject,
  clientSignInMessages,
} from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailOutboxEntity } from '../../src/db/entities'
import { STAFF, testAlerts } from '../helpers/alert-settings'
import { createClientProject } from '../helpers/client-projects'
import { multipartBody, phoneJpeg } from '../helpers/photos'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// A client follows their own project, and nothing else: the overview's figures, the published
// updates with their photos (never a draft), the documents published to them, their questions
// reaching the staff; another client's project, update, photo or document answers 404, whatever
// address is tried. New updates reach the client by e-mail at most once an hour, grouped.

const pdf = Buffer.from('%PDF-1.4\n% the approved map of house 14\n%%EOF\n')

describe('the project tracker as a client sees it', () => {
  let sink: SmtpSink
  let context: TestContext
  let owner: string
  let engineer: SignedInStaff
  let ravisProject: AdminClientProject
  let meerasProject: AdminClientProject
  let ravi: string
  let meera: string

  const request = (
    method: 'GET' | 'POST' | 'PUT',
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

  /** Signs a client in through an invitation link of `project`. */
  const signInByInvitation = async (project: AdminClientProject): Promise<string> => {
    const clientId = project.clients[0]?.id ?? 0
    const invitation = (
      await request(
        'POST',
        `/api/admin/client-projects/${project.id}/clients/${clientId}/invitation`,
        owner,
        { email: false },
      )
    ).json<ClientInvitation>()
    const signedIn = await request('POST', '/api/client/sign-in/invitation', undefined, {
      token: new URL(invitation.link).searchParams.get('invite'),
    })
    const cookie = signedIn.cookies.find((entry) => entry.name === 'nirman.client')
    if (!cookie) throw new Error(`no client cookie: ${signedIn.statusCode} ${signedIn.body}`)
    return `${cookie.name}=${cookie.value}`
  }

  /** A draft update of `project` with one photo; its id. */
  // Each photo a picture of its own size: the same bytes are stored once, under one address.
  let photoWidth = 1200
  const draftWithPhoto = async (project: AdminClientProject, body: string, visitDate: string) => {
    photoWidth -= 40
    const created = await request(
      'POST',
      `/api/admin/client-projects/${project.id}/updates`,
      engineer.cookie,
      {
        visitDate,
        body,
        stageId: project.stages[1]?.id ?? null,
      },
    )
    expect(created.statusCode).toBe(201)
    const update = created.json<AdminClientProject>().updates.find((each) => each.body === body)
    if (!update) throw new Error('the draft is not in the answer')
    const form = multipartBody([
      { name: 'caption', value: 'Footing reinforcement' },
      {
        name: 'file',
        filename: 'IMG_3001.jpg',
        contentType: 'image/jpeg',
        data: await phoneJpeg(photoWidth, 900),
      },
    ])
    const uploaded = await context.app.inject({
      method: 'POST',
      url: `/api/admin/client-projects/${project.id}/updates/${update.id}/photos`,
      headers: { cookie: engineer.cookie, ...form.headers },
      payload: form.payload,
    })
    expect(uploaded.statusCode).toBe(201)
    return update.id
  }

  const publish = (project: AdminClientProject, updateId: number) =>
    request(
      'POST',
      `/api/admin/client-projects/${project.id}/updates/${updateId}/publish`,
      engineer.cookie,
    )

  const uploadDocument = async (
    project: AdminClientProject,
    title: string,
    visibility: 'client' | 'internal',
  ) => {
    const form = multipartBody([
      { name: 'title', value: title },
      { name: 'kind', value: 'approval' },
      { name: 'visibility', value: visibility },
      { name: 'file', filename: `${title}.pdf`, contentType: 'application/pdf', data: pdf },
    ])
    const answer = await context.app.inject({
      method: 'POST',
      url: `/api/admin/client-projects/${project.id}/documents`,
      headers: { cookie: engineer.cookie, ...form.headers },
      payload: form.payload,
    })
    expect(answer.statusCode).toBe(201)
    const document = answer
      .json<AdminClientProject>()
      .documents.find((each) => each.title === title)
    if (!document) throw new Error(`no document ${title}`)
    return document
  }

  const tracker = async (cookie: string, project: AdminClientProject) => {
    const answer = await request('GET', `/api/client/projects/${project.id}`, cookie)
    expect(answer.statusCode).toBe(200)
    return answer.json<ClientTrackerProject>()
  }
  const fileKeyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

  beforeAll(async () => {
    sink = await startSmtpSink()
    context = await createTestContext({
      ...testAlerts({ smtpUrl: sink.url }),
      publicUrl: 'https://www.nirman.example',
    })
    owner = await context.login()
    engineer = await addAccount(context.app, owner, { name: 'Amit Singh', username: 'amit' })
    ravisProject = await createClientProject(context.app, owner, {
      staffIds: [engineer.id],
      clients: [{ name: 'Ravi Kumar', email: 'ravi@example.in', phone: '', language: 'en' }],
    })
    meerasProject = await createClientProject(context.app, owner, {
      title: 'House of Meera Devi, Gaya',
      staffIds: [engineer.id],
      clients: [{ name: 'Meera Devi', email: 'meera@example.in', phone: '', language: 'hi' }],
    })
    ravi = await signInByInvitation(ravisProject)
    meera = await signInByInvitation(meerasProject)
  })
  afterAll(async () => {
    await context?.close()
    await sink?.close()
  })

  it('shows the client the published update and its photo, never the draft', async () => {
    const published = await draftWithPhoto(
      ravisProject,
      'Foundation concrete poured on all footings.',
      '2026-11-20',
    )
    expect((await publish(ravisProject, published)).statusCode).toBe(200)
    await draftWithPhoto(
      ravisProject,
      'Draft: plinth beam shuttering, not checked yet.',
      '2026-11-21',
    )

    const seen = await tracker(ravi, ravisProject)
    expect(seen.updates.map((update) => update.body)).toEqual([
      'Foundation concrete poured on all footings.',
    ])
    expect(JSON.stringify(seen)).not.toContain('plinth beam shuttering')
    const photo = seen.updates[0]?.photos[0]
    expect(photo?.caption).toBe('Footing reinforcement')
    // The photo's files are behind the client's own route, never /uploads/.
    expect(photo?.image.src).toMatch(new RegExp(`^/api/client/projects/${ravisProject.id}/files/`))
    const file = await request('GET', photo?.image.src ?? '', ravi)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/jpeg')
    expect(file.headers['cache-control']).toContain('no-store')
    const onUploads = await request('GET', `/uploads/${fileKeyOf(photo?.image.src ?? '')}`)
    expect(onUploads.statusCode).toBe(404)

    // The draft's photo, at the address the staff see, is not the client's to fetch.
    const staffView = (
      await request('GET', `/api/admin/client-projects/${ravisProject.id}`, engineer.cookie)
    ).json<AdminClientProject>()
    const draft = staffView.updates.find((update) => update.status === 'draft')
    const draftKey = fileKeyOf(draft?.photos[0]?.image.src ?? '')
    const draftPhoto = await request(
      'GET',
      `/api/client/projects/${ravisProject.id}/files/${draftKey}`,
      ravi,
    )
    expect(draftPhoto.statusCode).toBe(404)
  })

  it('gives the client the overview: progress, stages, instalments, the staff by name', async () => {
    const seen = await tracker(ravi, ravisProject)
    expect(seen.title).toBe(ravisProject.title)
    expect(seen.staff).toEqual(['Amit Singh'])
    expect(seen.stages.length).toBe(ravisProject.stages.length)
    // Nothing started yet: 0 %, the first stage is the current one, the second the next.
    expect(seen.progressPercent).toBe(0)
    expect(seen.currentStageId).toBe(ravisProject.stages[0]?.id)
    expect(seen.nextStageId).toBe(ravisProject.stages[1]?.id)
    // ₹40,00,000 contract, nothing received: the balance is the whole of it, in paise.
    expect(seen.contractValuePaise).toBe(4_000_000_00)
    expect(seen.balancePaise).toBe(4_000_000_00)
    expect(seen.payments.length).toBe(ravisProject.payments.length)
    // No author ids or versions reach the client.
    expect(seen.updates[0]).not.toHaveProperty('author')
    expect(seen.updates[0]).not.toHaveProperty('version')
  })

  it('lists only the documents published to the client, and sends them as downloads', async () => {
    const approval = await uploadDocument(ravisProject, 'Approved map', 'client')
    const internal = await uploadDocument(ravisProject, 'Costing sheet', 'internal')
    const seen = await tracker(ravi, ravisProject)
    expect(seen.documents.map((document) => document.title)).toEqual(['Approved map'])
    const download = await request('GET', seen.documents[0]?.url ?? '', ravi)
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(pdf)).toBe(true)
    expect(download.headers['content-disposition']).toContain('attachment')
    const hidden = await request(
      'GET',
      `/api/client/projects/${ravisProject.id}/files/${fileKeyOf(internal.url)}`,
      ravi,
    )
    expect(hidden.statusCode).toBe(404)
    expect(fileKeyOf(approval.url)).toBe(fileKeyOf(seen.documents[0]?.url ?? ''))
  })

  it("answers 404 to a client asking for another client's project, photo or document", async () => {
    const ravisView = await tracker(ravi, ravisProject)
    const photoKey = fileKeyOf(ravisView.updates[0]?.photos[0]?.image.src ?? '')
    const documentKey = fileKeyOf(ravisView.documents[0]?.url ?? '')
    const attempts = [
      `/api/client/projects/${ravisProject.id}`,
      `/api/client/projects/${ravisProject.id}/files/${photoKey}`,
      `/api/client/projects/${ravisProject.id}/files/${documentKey}`,
      // Ravi's files under Meera's own project: not hers either.
      `/api/client/projects/${meerasProject.id}/files/${photoKey}`,
      `/api/client/projects/${meerasProject.id}/files/${documentKey}`,
      '/api/client/projects/999999',
    ]
    for (const url of attempts) {
      const answer = await request('GET', url, meera)
      expect(answer.statusCode, url).toBe(404)
      expect(answer.rawPayload.includes(pdf)).toBe(false)
    }
    const question = await request(
      'POST',
      `/api/client/projects/${ravisProject.id}/questions`,
      meera,
      {
        body: 'Whose house is this?',
      },
    )
    expect(question.statusCode).toBe(404)
    // Without a session: 401, the same for every address.
    const nobody = await request('GET', `/api/client/projects/${ravisProject.id}`)
    expect(nobody.statusCode).toBe(401)
    expect(nobody.json().message).toBe(clientSignInMessages.signInFirst)
  })

  it("brings a client's question on an update to the staff, by e-mail and on the project", async () => {
    const seen = await tracker(ravi, ravisProject)
    const update = seen.updates[0]
    const asked = await request('POST', `/api/client/projects/${ravisProject.id}/questions`, ravi, {
      body: 'Has the curing of the footings started?',
      updateId: update?.id,
    })
    expect(asked.statusCode).toBe(201)
    expect(asked.json<ClientTrackerProject>().messages.at(-1)).toMatchObject({
      updateId: update?.id,
      author: { kind: 'client', name: 'Ravi Kumar' },
      body: 'Has the curing of the footings started?',
    })
    const subject = `Question from Ravi Kumar on ${ravisProject.title}`
    // One e-mail to each address of LEAD_ALERT_TO.
    const alerts = await until('the staff alerts arrive', () => {
      const found = sink.received.filter((mail) => mail.parsed.subject === subject)
      return found.length === STAFF.length ? found : undefined
    })
    expect(alerts.flatMap((mail) => mail.recipients).sort()).toEqual([...STAFF].sort())
    const alert = alerts[0]
    if (!alert) throw new Error('no alert')
    expect(alert.parsed.text).toContain('Has the curing of the footings started?')
    expect(alert.parsed.text).toContain('about the update of 2026-11-20')
    expect(alert.parsed.text).toContain(
      `https://nirman.example/admin/client-projects/${ravisProject.id}`,
    )

    const staffView = (
      await request('GET', `/api/admin/client-projects/${ravisProject.id}`, engineer.cookie)
    ).json<AdminClientProject>()
    expect(staffView.messages.map((message) => message.body)).toContain(
      'Has the curing of the footings started?',
    )
    const audit = (
      await request(
        'GET',
        `/api/admin/audit-log?targetType=client_project&targetId=${ravisProject.id}`,
        owner,
      )
    ).json<{ items: { action: string; actor: unknown; details: Record<string, unknown> }[] }>()
      .items
    expect(audit.find((entry) => entry.action === 'client_project.message')).toMatchObject({
      actor: null,
      details: { by: 'client', clientId: ravisProject.clients[0]?.id, updateId: update?.id },
    })
    // A draft's id is not the client's to ask about.
    const draft = staffView.updates.find((each) => each.status === 'draft')
    const onDraft = await request(
      'POST',
      `/api/client/projects/${ravisProject.id}/questions`,
      ravi,
      {
        body: 'And this one?',
        updateId: draft?.id,
      },
    )
    expect(onDraft.statusCode).toBe(404)
    const empty = await request('POST', `/api/client/projects/${ravisProject.id}/questions`, ravi, {
      body: '   ',
    })
    expect(empty.statusCode).toBe(400)
  })

  it('tells the client of new updates by e-mail at most once an hour, the later ones together', async () => {
    const notices = () =>
      context.dataSource.getRepository(MailOutboxEntity).find({
        where: { template: 'client-update-notice', recipient: 'meera@example.in' },
        order: { id: 'ASC' },
      })
    const first = await draftWithPhoto(
      meerasProject,
      'Site cleared and bhoomi pujan done.',
      '2026-11-22',
    )
    const publishedAt = Date.now()
    await publish(meerasProject, first)
    const mail = await until('the first notice arrives', () =>
      sink.received.find((each) => each.recipients.includes('meera@example.in')),
    )
    // In Meera's language, to the Hindi tracker.
    expect(mail.parsed.subject).toBe('House of Meera Devi, Gaya: नया अपडेट | New update')
    expect(mail.parsed.text).toContain('Site cleared and bhoomi pujan done. (1 फ़ोटो)')
    expect(mail.parsed.text).toContain('https://www.nirman.example/hi/resources/project-tracker')

    const second = await draftWithPhoto(
      meerasProject,
      'Excavation for footings finished.',
      '2026-11-23',
    )
    await publish(meerasProject, second)
    const third = await draftWithPhoto(meerasProject, 'PCC laid under the footings.', '2026-11-24')
    await publish(meerasProject, third)
    const rows = await notices()
    // Two notices, not three: the second waits an hour after the first, and the third joins it.
    expect(rows).toHaveLength(2)
    const waiting = rows[1]
    const hour = 60 * 60 * 1000
    expect(Math.abs((waiting?.nextAttemptAt.getTime() ?? 0) - (publishedAt + hour))).toBeLessThan(
      60_000,
    )
    expect(waiting?.status).toBe('pending')
    const data = JSON.parse(waiting?.data ?? '{}') as { updates: { excerpt: string }[] }
    expect(data.updates.map((update) => update.excerpt)).toEqual([
      'Excavation for footings finished.',
      'PCC laid under the footings.',
    ])
  })
})
