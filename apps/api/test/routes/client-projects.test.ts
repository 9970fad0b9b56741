import {
  type AdminClientProject,
  type ApiError,
  type AuditEntry,
  accountMessages,
  type ClientProjectSummary,
  type ClientStage,
  clientProjectMessages,
  clientProjectPaths,
  companyDate,
  type LeadDetail,
  type Page,
  type QuoteReceipt,
} from '@nirman/contract'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addDays } from '../../src/client-projects/figures'
import { usualSchedule } from '../../src/client-projects/usual-schedule'
import {
  ClientDocumentEntity,
  ClientPaymentEntity,
  ClientProjectEntity,
  ClientProjectStaffEntity,
  ClientStageEntity,
  ClientUpdateEntity,
  ClientUpdatePhotoEntity,
} from '../../src/db/client-entities'
import { testAlerts } from '../helpers/alert-settings'
import { createClientProject, newClientProject } from '../helpers/client-projects'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'

// Client projects as the staff manage them, through the real app on SQLite and MariaDB: who reads
// and who changes a project, a project made from nothing or from a Won request, the usual schedule
// and instalments it starts with, the progress and balance as stages are done and money comes in,
// edits of the schedule that would lose something refused, clients, staff answers, stale edits,
// deletion by the owner, and the audit log. The money: a ₹40,00,000 house is 400000000 paise.

const CONTRACT = 400_000_000
/** 10 % and 15 % of ₹40,00,000: ₹4,00,000 and ₹6,00,000. */
const TENTH = 40_000_000
const FIFTEEN_PERCENT = 60_000_000

describe('client projects in the staff dashboard', () => {
  let context: TestContext
  let owner: string
  /** The staff member responsible for the projects made below. */
  let ravi: SignedInStaff
  /** Another staff member: reads every project, changes none of Ravi's. */
  let meena: SignedInStaff
  const today = companyDate(new Date())
  const day = (offset: number) => addDays(today, offset)

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
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
  const project = (response: LightMyRequestResponse) => response.json<AdminClientProject>()
  const error = (response: LightMyRequestResponse) => response.json<ApiError>()
  const read = async (id: number, cookie = owner) =>
    project(await request('GET', clientProjectPaths.one(id), cookie))
  const list = async (cookie = owner) =>
    (await request('GET', clientProjectPaths.list, cookie)).json<ClientProjectSummary[]>()
  const auditOf = async (id: number) =>
    (
      await request('GET', `/api/admin/audit-log?targetType=client_project&targetId=${id}`, owner)
    ).json<Page<AuditEntry>>().items
  const create = (fields: object = {}, cookie = ravi.cookie) =>
    createClientProject(context.app, cookie, { staffIds: [ravi.id], ...fields })
  /** A stage as the schedule editor sends it back, with `changes`. */
  const stageInput = (stage: ClientStage, changes: Partial<ClientStage> = {}) => ({
    ...stage,
    ...changes,
  })
  const putStages = (current: AdminClientProject, stages: object[], cookie = ravi.cookie) =>
    request('PUT', clientProjectPaths.stages(current.id), cookie, {
      stages,
      version: current.version,
    })
  const paymentInputsOf = (current: AdminClientProject) =>
    current.payments.map(({ id, label, percentBasisPoints, amountPaise, stageId, dueDate }) => ({
      id,
      label,
      percentBasisPoints,
      amountPaise: percentBasisPoints === null ? amountPaise : null,
      stageId,
      dueDate,
    }))
  const receive = (
    current: AdminClientProject,
    paymentId: number,
    receipt: object,
    cookie = ravi.cookie,
  ) =>
    request('PUT', clientProjectPaths.receipt(current.id, paymentId), cookie, {
      mode: 'upi',
      version: current.version,
      ...receipt,
    })
  const submitRequest = async (fields: object) => {
    const response = await request('POST', '/api/contact', undefined, {
      name: 'Anita Sharma',
      phone: '9876543210',
      email: '',
      city: 'Gaya',
      landSize: '1200',
      landDimensionNorthFeet: '30',
      landDimensionSouthFeet: '30',
      landDimensionEastFeet: '40',
      landDimensionWestFeet: '40',
      landFacing: 'East',
      projectType: 'Residential Construction',
      message: '',
      source: { form: 'popup' },
      ...fields,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<QuoteReceipt>().id
  }
  const markWon = async (leadId: number) => {
    const response = await request('PATCH', `/api/admin/dashboard/leads/${leadId}`, ravi.cookie, {
      version: 1,
      stage: 'won',
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<LeadDetail>()
  }

  beforeAll(async () => {
    context = await createTestContext({
      contactRateLimit: 0,
      // New requests write their alerts to the outbox, never sent: no worker.
      ...testAlerts({ emlFolder: `/nonexistent-${process.pid}` }, {}, {}, { worker: false }),
    })
    owner = await context.login()
    ravi = await addAccount(context.app, owner, { name: 'Ravi Kumar', username: 'ravi' })
    meena = await addAccount(context.app, owner, { name: 'Meena Kumari', username: 'meena' })
  })
  afterAll(async () => {
    await context.close()
  })

  it('answers 401 without a signed-in session', async () => {
    expect((await request('GET', clientProjectPaths.list)).statusCode).toBe(401)
    expect((await request('GET', clientProjectPaths.one(1))).statusCode).toBe(401)
    const payload = newClientProject([1])
    expect((await request('POST', clientProjectPaths.list, undefined, payload)).statusCode).toBe(
      401,
    )
    expect((await request('DELETE', clientProjectPaths.one(1))).statusCode).toBe(401)
  })

  it('starts a project from nothing with the usual schedule and instalments', async () => {
    const start = day(30)
    const created = await create({
      startDate: start,
      clients: [
        {
          name: 'Priya Singh',
          email: '  Priya.Singh@Example.COM ',
          phone: '9431012345',
          language: 'hi',
        },
      ],
    })

    expect(created).toMatchObject({
      title: 'House of Ravi Kumar, Danapur',
      city: 'Patna',
      contractValuePaise: CONTRACT,
      startDate: start,
      leadId: null,
      version: 1,
      staff: [{ id: ravi.id, name: 'Ravi Kumar' }],
      clients: [
        {
          name: 'Priya Singh',
          // Lower-cased: the address the client signs in with.
          email: 'priya.singh@example.com',
          phone: '9431012345',
          language: 'hi',
          revokedAt: null,
          lastSignInAt: null,
        },
      ],
      canManage: true,
      updates: [],
      documents: [],
      messages: [],
    })
    // Two floors (the form's default): 3 stages, 2 slabs, 6 after them. The first is 7 days from
    // the start, both counted; the last ends 199 days of work after the start (7 + 21 + 14 + 21 +
    // 21 + 30 + 25 + 20 + 20 + 15 + 5), on day 198 counted from it.
    const { stages, payments } = created
    expect(stages.map((stage) => stage.name)).toEqual([
      'Site preparation and bhoomi pujan',
      'Foundation',
      'Plinth',
      'Ground-floor roof slab',
      'First-floor roof slab',
      'Brickwork and lintel',
      'Plaster',
      'Electrical and plumbing',
      'Flooring and tiles',
      'Painting',
      'Handover',
    ])
    expect(stages[0]).toMatchObject({
      nameHi: 'साइट की तैयारी और भूमि पूजन',
      plannedStart: start,
      plannedEnd: addDays(start, 6),
      actualStart: null,
      state: 'not_started',
    })
    expect(stages[10]?.plannedEnd).toBe(addDays(start, 198))
    expect(stages.every((stage) => stage.state === 'not_started')).toBe(true)

    // ₹40,00,000: 10 % is ₹4,00,000, a slab's 15 % ₹6,00,000; together the contract value.
    expect(payments.map(({ label, amountPaise }) => [label, amountPaise])).toEqual([
      ['Booking', TENTH],
      ['Foundation', TENTH],
      ['Ground-floor roof slab', FIFTEEN_PERCENT],
      ['First-floor roof slab', FIFTEEN_PERCENT],
      ['Brickwork and lintel', TENTH],
      ['Plaster', TENTH],
      ['Flooring and tiles', TENTH],
      ['Painting', TENTH],
      ['Handover', TENTH],
    ])
    expect(payments.reduce((sum, payment) => sum + payment.amountPaise, 0)).toBe(CONTRACT)
    // The booking on the start day, a month away: upcoming. The foundation's at its stage's end.
    expect(payments[0]).toMatchObject({ stageId: null, dueOn: start, status: 'upcoming' })
    expect(payments[1]).toMatchObject({
      stageId: stages[1]?.id,
      dueOn: stages[1]?.plannedEnd,
      status: 'upcoming',
    })
    expect(created).toMatchObject({
      progressPercent: 0,
      stagesDone: 0,
      stageCount: 11,
      currentStageId: stages[0]?.id,
      nextStageId: stages[1]?.id,
      receivedPaise: 0,
      balancePaise: CONTRACT,
      nextPaymentId: payments[0]?.id,
    })
    expect(await read(created.id, ravi.cookie)).toEqual(created)
  })

  it('lets every staff member read a project, and only the owner and its staff change it', async () => {
    const created = await create({ title: 'Verma House, Kankarbagh' })
    const [booking] = created.payments
    if (!booking) throw new Error('no booking instalment')

    const asMeena = await request('GET', clientProjectPaths.one(created.id), meena.cookie)
    expect(asMeena.statusCode).toBe(200)
    expect(project(asMeena)).toMatchObject({ id: created.id, canManage: false })
    const rowOf = (rows: ClientProjectSummary[]) => rows.find((row) => row.id === created.id)
    expect(rowOf(await list(meena.cookie))?.canManage).toBe(false)
    expect(rowOf(await list(ravi.cookie))?.canManage).toBe(true)
    // The owner manages every project, on its staff or not.
    expect(rowOf(await list(owner))?.canManage).toBe(true)

    const version = created.version
    const refusals = await Promise.all([
      request('PUT', clientProjectPaths.one(created.id), meena.cookie, {
        ...newClientProject([ravi.id]),
        title: 'Taken over',
        version,
      }),
      putStages(created, created.stages, meena.cookie),
      request('PUT', clientProjectPaths.payments(created.id), meena.cookie, {
        payments: paymentInputsOf(created),
        version,
      }),
      receive(created, booking.id, { receivedOn: today, amountPaise: TENTH }, meena.cookie),
      request(
        'DELETE',
        `${clientProjectPaths.receipt(created.id, booking.id)}?version=${version}`,
        meena.cookie,
      ),
      request('POST', clientProjectPaths.clients(created.id), meena.cookie, {
        name: 'Someone',
        email: 'someone@example.com',
        version,
      }),
      request('POST', clientProjectPaths.messages(created.id), meena.cookie, { body: 'Hello' }),
    ])
    for (const refusal of refusals) {
      expect(refusal.statusCode, refusal.body).toBe(403)
      expect(error(refusal).message).toBe(clientProjectMessages.notManager)
    }
    // Deleting is the owner's alone, even for the project's own staff.
    for (const cookie of [meena.cookie, ravi.cookie]) {
      const refused = await request('DELETE', clientProjectPaths.one(created.id), cookie)
      expect(refused.statusCode).toBe(403)
      expect(error(refused).message).toBe(accountMessages.ownerOnly)
    }
    expect(await read(created.id)).toEqual(created)

    const byOwner = await request('PUT', clientProjectPaths.one(created.id), owner, {
      ...newClientProject([ravi.id]),
      title: 'Verma House, Kankarbagh (G+1)',
      version,
    })
    expect(byOwner.statusCode, byOwner.body).toBe(200)
    expect(project(byOwner)).toMatchObject({ title: 'Verma House, Kankarbagh (G+1)', version: 2 })
  })

  it('answers 404 for a project that is not there', async () => {
    const missing = await request('GET', clientProjectPaths.one(999_999), ravi.cookie)
    expect(missing.statusCode).toBe(404)
    expect(error(missing).message).toBe(clientProjectMessages.notFound)
    const change = await request('PUT', clientProjectPaths.one(999_999), owner, {
      ...newClientProject([ravi.id]),
      version: 1,
    })
    expect(change.statusCode).toBe(404)
  })

  it('refuses bad input with the field named, and keeps nothing of it', async () => {
    const before = (await list()).length
    const refusal = async (fields: object) => {
      const response = await request('POST', clientProjectPaths.list, ravi.cookie, {
        ...newClientProject([ravi.id]),
        ...fields,
      })
      expect(response.statusCode, response.body).toBe(400)
      return error(response).issues?.[0]
    }
    expect(await refusal({ title: '  ' })).toEqual({
      path: 'title',
      message: clientProjectMessages.title,
    })
    expect(await refusal({ floors: 5 })).toEqual({
      path: 'floors',
      message: clientProjectMessages.floors,
    })
    expect(await refusal({ startDate: '2026-02-30' })).toEqual({
      path: 'startDate',
      message: clientProjectMessages.startDate,
    })
    expect(await refusal({ staffIds: [ravi.id, 999_999] })).toEqual({
      path: 'staffIds',
      message: clientProjectMessages.staffUnknown,
    })
    // A disabled account is no longer anyone's staff.
    const gone = await addAccount(context.app, owner, { name: 'Left Company', username: 'left' })
    const disabled = await request('PATCH', `/api/admin/accounts/${gone.id}`, owner, {
      disabled: true,
    })
    expect(disabled.statusCode).toBe(200)
    expect(await refusal({ staffIds: [gone.id] })).toEqual({
      path: 'staffIds',
      message: clientProjectMessages.staffUnknown,
    })
    const twice = { name: 'Priya Singh', email: 'priya@example.com' }
    expect(await refusal({ clients: [twice, { ...twice, email: 'PRIYA@example.com' }] })).toEqual({
      path: 'clients.1.email',
      message: clientProjectMessages.clientTaken,
    })
    expect(await list()).toHaveLength(before)
  })

  describe('from a Won request', () => {
    it('carries the sender, city and project type over, once', async () => {
      const leadId = await submitRequest({
        email: 'Anita.Sharma@Example.com',
        language: 'hi',
        projectType: 'Commercial Construction',
      })
      const payload = {
        ...newClientProject([ravi.id]),
        title: 'Sharma House, Gaya',
        city: '',
        projectType: '',
        leadId,
      }
      const notWon = await request('POST', clientProjectPaths.list, ravi.cookie, payload)
      expect(notWon.statusCode).toBe(409)
      expect(error(notWon).message).toBe(clientProjectMessages.leadNotWon)

      await markWon(leadId)
      const made = await request('POST', clientProjectPaths.list, ravi.cookie, payload)
      expect(made.statusCode, made.body).toBe(201)
      expect(project(made)).toMatchObject({
        title: 'Sharma House, Gaya',
        leadId,
        // Left empty on the form: the request's.
        city: 'Gaya',
        projectType: 'Commercial Construction',
        clients: [
          {
            name: 'Anita Sharma',
            email: 'anita.sharma@example.com',
            phone: '9876543210',
            language: 'hi',
          },
        ],
      })

      const again = await request('POST', clientProjectPaths.list, ravi.cookie, payload)
      expect(again.statusCode).toBe(409)
      expect(error(again).message).toBe(clientProjectMessages.leadTaken)
    })

    it('makes one project when two staff make it at the same moment', async () => {
      const leadId = await submitRequest({ name: 'Suresh Yadav', phone: '9123456780' })
      await markWon(leadId)
      const payload = { ...newClientProject([ravi.id]), city: 'Bodh Gaya', leadId }
      const answers = await Promise.all([
        request('POST', clientProjectPaths.list, ravi.cookie, payload),
        request('POST', clientProjectPaths.list, owner, payload),
      ])
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
      const made = answers.find((answer) => answer.statusCode === 201)
      // The city typed wins over the request's; no e-mail on the request: no client yet.
      expect(made && project(made)).toMatchObject({ leadId, city: 'Bodh Gaya', clients: [] })
      expect(
        (await list()).filter((row) => row.title === payload.title && row.city === 'Bodh Gaya'),
      ).toHaveLength(1)
    })

    it('names the request when it is gone', async () => {
      const response = await request('POST', clientProjectPaths.list, ravi.cookie, {
        ...newClientProject([ravi.id]),
        leadId: 999_999,
      })
      expect(response.statusCode).toBe(400)
      expect(error(response).issues).toEqual([
        { path: 'leadId', message: clientProjectMessages.leadMissing },
      ])
    })
  })

  describe('the schedule and the money', () => {
    /** A house started 60 days ago, with its usual schedule. */
    let house: AdminClientProject
    const stageNamed = (current: AdminClientProject, name: string) => {
      const found = current.stages.find((stage) => stage.name === name)
      if (!found) throw new Error(`no stage ${name}`)
      return found
    }
    const paymentNamed = (current: AdminClientProject, label: string) => {
      const found = current.payments.find((payment) => payment.label === label)
      if (!found) throw new Error(`no instalment ${label}`)
      return found
    }

    beforeAll(async () => {
      house = await create({ title: 'Prasad House, Boring Road', startDate: day(-60) })
    })

    it('works out the progress from the stages done, and what is overdue', async () => {
      const [preparation, foundation, plinth, ...rest] = house.stages
      if (!preparation || !foundation || !plinth) throw new Error('no stages')
      const response = await putStages(house, [
        stageInput(preparation, { state: 'done', actualStart: day(-60), actualEnd: day(-53) }),
        stageInput(foundation, { state: 'done', actualStart: day(-52), actualEnd: day(-10) }),
        stageInput(plinth, { state: 'in_progress', actualStart: day(-9) }),
        // Electrical and plumbing left out: done by a subcontractor the client pays directly.
        ...rest.filter((stage) => stage.name !== 'Electrical and plumbing'),
      ])
      expect(response.statusCode, response.body).toBe(200)
      house = project(response)

      // Planned days of the 10 stages left: 7 + 21 + 14 + 21 + 21 + 30 + 25 + 20 + 15 + 5 = 179.
      // Done: 7 + 21, and half of the plinth's 14: 35. 35 / 179 = 19.55 %, shown as 19.
      expect(house).toMatchObject({
        version: 2,
        progressPercent: 19,
        stagesDone: 2,
        stageCount: 10,
        currentStageId: plinth.id,
        nextStageId: stageNamed(house, 'Ground-floor roof slab').id,
        receivedPaise: 0,
        balancePaise: CONTRACT,
      })
      // The booking was due on the start day, 60 days ago; the foundation's a week after its end,
      // 10 days ago: 3 days ago. Both overdue; the booking, first, is the one to ask for.
      const booking = paymentNamed(house, 'Booking')
      expect(booking).toMatchObject({ dueOn: day(-60), status: 'overdue' })
      expect(paymentNamed(house, 'Foundation')).toMatchObject({ dueOn: day(-3), status: 'overdue' })
      expect(paymentNamed(house, 'Ground-floor roof slab').status).toBe('upcoming')
      expect(house.nextPaymentId).toBe(booking.id)
      // The list names the stage and the payment to ask for: 10 % of ₹40,00,000 is ₹4,00,000.
      const row = (await list()).find((each) => each.id === house.id)
      expect(row).toMatchObject({
        currentStageName: 'Plinth',
        nextPayment: {
          label: 'Booking',
          amountPaise: 40_000_000,
          status: 'overdue',
          dueOn: day(-60),
        },
      })
    })

    it('refuses a stale edit of the schedule', async () => {
      const stale = await request('PUT', clientProjectPaths.stages(house.id), ravi.cookie, {
        stages: house.stages,
        version: house.version - 1,
      })
      expect(stale.statusCode).toBe(409)
      expect(error(stale).message).toBe(clientProjectMessages.stale)
      expect((await read(house.id)).version).toBe(house.version)
    })

    it('keeps a stage an instalment or an update belongs to, and names one it does not know', async () => {
      const without = (name: string) => house.stages.filter((stage) => stage.name !== name)
      const inUse = await putStages(house, without('Foundation'))
      expect(inUse.statusCode).toBe(409)
      expect(error(inUse).message).toBe(clientProjectMessages.stageInUse)
      // The plinth has no instalment, but a visit's update (written as the update routes do).
      const now = new Date()
      const visit = await context.dataSource.manager.insert(ClientUpdateEntity, {
        projectId: house.id,
        stageId: stageNamed(house, 'Plinth').id,
        visitDate: today,
        body: 'Plinth beam shuttering',
        status: 'draft',
        publishedAt: null,
        authorId: ravi.id,
        authorName: ravi.name,
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      const plinthInUse = await putStages(house, without('Plinth'))
      expect(plinthInUse.statusCode).toBe(409)
      expect(error(plinthInUse).message).toBe(clientProjectMessages.stageInUse)
      await context.dataSource.manager.delete(ClientUpdateEntity, { id: visit.identifiers[0]?.id })

      const other = await create({ title: 'Another house' })
      const foreign = await putStages(house, [other.stages[0] ?? {}, ...house.stages])
      expect(foreign.statusCode).toBe(400)
      expect(error(foreign).issues).toEqual([
        { path: 'stages.0.id', message: clientProjectMessages.stageUnknown },
      ])
      const twice = await putStages(house, [...house.stages, house.stages[0] ?? {}])
      expect(error(twice).issues).toEqual([
        { path: `stages.${house.stages.length}.id`, message: clientProjectMessages.stageTwice },
      ])
      const [first, ...others] = house.stages
      const doneWithoutEnd = await putStages(house, [
        { ...first, state: 'done', actualEnd: null },
        ...others,
      ])
      expect(doneWithoutEnd.statusCode).toBe(400)
      expect(error(doneWithoutEnd).issues).toEqual([
        { path: 'stages.0.actualEnd', message: clientProjectMessages.doneNeedsEnd },
      ])
      // Nothing of it was kept.
      expect(await read(house.id)).toEqual(house)
    })

    it('adds a stage and renames one, in the order sent', async () => {
      const handover = stageNamed(house, 'Handover')
      const response = await putStages(house, [
        ...house.stages
          .filter((stage) => stage.id !== handover.id)
          .map((stage) =>
            stage.name === 'Painting' ? { ...stage, name: 'Painting and polish' } : stage,
          ),
        {
          name: 'Boundary wall',
          nameHi: 'चारदीवारी',
          plannedStart: null,
          plannedEnd: null,
          state: 'not_started',
        },
        handover,
      ])
      expect(response.statusCode, response.body).toBe(200)
      house = project(response)
      expect(house.stages.slice(-3).map((stage) => [stage.name, stage.nameHi])).toEqual([
        ['Painting and polish', 'पेंटिंग'],
        ['Boundary wall', 'चारदीवारी'],
        ['Handover', 'हैंडओवर'],
      ])
      // Kept stages keep their ids; the handover's instalment still points at it.
      expect(stageNamed(house, 'Handover').id).toBe(handover.id)
      expect(paymentNamed(house, 'Handover').stageId).toBe(handover.id)
      // A stage without planned days weighs 1: 179 + 1 = 180 days; 35 done: 19.4 %, 19.
      expect(house.progressPercent).toBe(19)
    })

    it('records the money received and works out the balance', async () => {
      const booking = paymentNamed(house, 'Booking')
      const response = await receive(house, booking.id, {
        receivedOn: day(-58),
        amountPaise: TENTH,
        mode: 'bank_transfer',
        reference: 'NEFT N0123456789',
      })
      expect(response.statusCode, response.body).toBe(200)
      house = project(response)
      expect(paymentNamed(house, 'Booking')).toMatchObject({
        status: 'received',
        receipt: {
          receivedOn: day(-58),
          amountPaise: TENTH,
          mode: 'bank_transfer',
          reference: 'NEFT N0123456789',
        },
      })
      // ₹4,00,000 of ₹40,00,000 received: ₹36,00,000 left. Next to ask for: the foundation's.
      const foundation = paymentNamed(house, 'Foundation')
      expect(house).toMatchObject({
        receivedPaise: TENTH,
        balancePaise: 360_000_000,
        nextPaymentId: foundation.id,
      })

      // Part of the foundation's ₹4,00,000: ₹3,50,000 today, by UPI.
      house = project(
        await receive(house, foundation.id, { receivedOn: today, amountPaise: 35_000_000 }),
      )
      // 40000000 + 35000000 = 75000000 received; 400000000 - 75000000 = 325000000 left.
      expect(house).toMatchObject({ receivedPaise: 75_000_000, balancePaise: 325_000_000 })
    })

    it('refuses a receipt in the future or twice, and undoes one recorded by mistake', async () => {
      const foundation = paymentNamed(house, 'Foundation')
      const slab = paymentNamed(house, 'Ground-floor roof slab')
      const future = await receive(house, slab.id, { receivedOn: day(1), amountPaise: 1000 })
      expect(future.statusCode).toBe(400)
      expect(error(future).issues).toEqual([
        { path: 'receivedOn', message: clientProjectMessages.receivedFuture },
      ])
      const twice = await receive(house, foundation.id, { receivedOn: today, amountPaise: 1000 })
      expect(twice.statusCode).toBe(409)
      expect(error(twice).message).toBe(clientProjectMessages.alreadyReceived)
      const missing = await receive(house, 999_999, { receivedOn: today, amountPaise: 1000 })
      expect(missing.statusCode).toBe(404)
      expect(error(missing).message).toBe(clientProjectMessages.paymentNotFound)

      const undoUrl = (version: number) =>
        `${clientProjectPaths.receipt(house.id, foundation.id)}?version=${version}`
      const stale = await request('DELETE', undoUrl(house.version - 1), ravi.cookie)
      expect(stale.statusCode).toBe(409)
      expect(error(stale).message).toBe(clientProjectMessages.stale)
      const undone = await request('DELETE', undoUrl(house.version), ravi.cookie)
      expect(undone.statusCode, undone.body).toBe(200)
      house = project(undone)
      // Back to overdue (due 3 days ago); only the booking's ₹4,00,000 received.
      expect(paymentNamed(house, 'Foundation')).toMatchObject({ status: 'overdue', receipt: null })
      expect(house).toMatchObject({ receivedPaise: TENTH, balancePaise: 360_000_000 })
      const again = await request('DELETE', undoUrl(house.version), ravi.cookie)
      expect(again.statusCode).toBe(409)
      expect(error(again).message).toBe(clientProjectMessages.notReceived)
    })

    it('edits the instalments, never losing money received', async () => {
      const booking = paymentNamed(house, 'Booking')
      const foundation = paymentNamed(house, 'Foundation')
      const handover = stageNamed(house, 'Handover')
      const newSchedule = [
        { ...paymentInputsOf(house)[0], id: booking.id },
        {
          id: foundation.id,
          label: 'Foundation and plinth',
          percentBasisPoints: 2000,
          stageId: stageNamed(house, 'Plinth').id,
        },
        { label: 'Boundary wall', amountPaise: 25_000_000, dueDate: day(20) },
        { label: 'Handover', percentBasisPoints: 7000, stageId: handover.id },
      ]
      const response = await request('PUT', clientProjectPaths.payments(house.id), ravi.cookie, {
        payments: newSchedule,
        version: house.version,
      })
      expect(response.statusCode, response.body).toBe(200)
      house = project(response)
      // 10 %, 20 % and 70 % of ₹40,00,000, and ₹2,50,000 for the wall (an amount, so no share
      // takes a remainder): 40000000, 80000000, 25000000, 280000000.
      expect(house.payments.map(({ label, amountPaise }) => [label, amountPaise])).toEqual([
        ['Booking', TENTH],
        ['Foundation and plinth', 80_000_000],
        ['Boundary wall', 25_000_000],
        ['Handover', 280_000_000],
      ])
      // The booking kept its receipt; the wall is due in 20 days: upcoming (more than a week).
      expect(house.payments[0]).toMatchObject({ id: booking.id, status: 'received' })
      expect(house.payments[2]).toMatchObject({ dueOn: day(20), status: 'upcoming' })
      expect(house).toMatchObject({ receivedPaise: TENTH, balancePaise: 360_000_000 })

      const put = (payments: object[]) =>
        request('PUT', clientProjectPaths.payments(house.id), ravi.cookie, {
          payments,
          version: house.version,
        })
      const withoutBooking = await put(paymentInputsOf(house).slice(1))
      expect(withoutBooking.statusCode).toBe(409)
      expect(error(withoutBooking).message).toBe(clientProjectMessages.receivedKept)
      const other = await create({ title: 'Yet another house' })
      const [first, second, ...others] = paymentInputsOf(house)
      const foreignStage = await put([
        first ?? {},
        { ...second, stageId: other.stages[1]?.id },
        ...others,
      ])
      expect(foreignStage.statusCode).toBe(400)
      expect(error(foreignStage).issues).toEqual([
        { path: 'payments.1.stageId', message: clientProjectMessages.stageUnknown },
      ])
      // 10 + 20 + 70 + 5 = 105 %.
      const tooMuch = await put([
        ...paymentInputsOf(house),
        { label: 'Extra', percentBasisPoints: 500, dueDate: day(5) },
      ])
      expect(tooMuch.statusCode).toBe(400)
      expect(error(tooMuch).issues).toEqual([
        { path: 'payments', message: clientProjectMessages.percentTotal },
      ])
      expect(await read(house.id)).toEqual(house)
    })
  })

  describe('clients, staff and messages', () => {
    it('adds and removes clients, one account per e-mail across projects', async () => {
      const first = await create({
        title: 'Kumar House, Patliputra',
        clients: [{ name: 'Rohit Kumar', email: 'rohit@example.com' }],
      })
      const second = await create({ title: 'Kumar Shop, Bailey Road' })
      const rohit = first.clients[0]
      if (!rohit) throw new Error('no client')

      // By his e-mail, however typed: the same account, his name and language as he has them.
      const added = await request('POST', clientProjectPaths.clients(second.id), ravi.cookie, {
        name: 'R. Kumar',
        email: 'ROHIT@example.com',
        version: second.version,
      })
      expect(added.statusCode, added.body).toBe(201)
      const withRohit = project(added)
      expect(withRohit.clients).toEqual([rohit])
      expect(withRohit.version).toBe(second.version + 1)

      const again = await request('POST', clientProjectPaths.clients(second.id), ravi.cookie, {
        name: 'Rohit Kumar',
        email: 'rohit@example.com',
        version: withRohit.version,
      })
      expect(again.statusCode).toBe(409)
      expect(error(again).message).toBe(clientProjectMessages.clientTaken)

      const removeUrl = (version: number) =>
        `${clientProjectPaths.client(second.id, rohit.id)}?version=${version}`
      const stale = await request('DELETE', removeUrl(second.version), ravi.cookie)
      expect(stale.statusCode).toBe(409)
      const removed = await request('DELETE', removeUrl(withRohit.version), ravi.cookie)
      expect(removed.statusCode, removed.body).toBe(200)
      expect(project(removed).clients).toEqual([])
      // His account stays, with his other project.
      expect((await read(first.id)).clients).toEqual([rohit])
      const notThere = await request('DELETE', removeUrl(project(removed).version), ravi.cookie)
      expect(notThere.statusCode).toBe(404)
      expect(error(notThere).message).toBe(clientProjectMessages.clientNotFound)
    })

    it('changes the fields and the staff, refusing a stale edit', async () => {
      const created = await create({ title: 'Singh House, Rajendra Nagar' })
      const edit = (version: number, fields: object) =>
        request('PUT', clientProjectPaths.one(created.id), ravi.cookie, {
          ...newClientProject([ravi.id]),
          title: created.title,
          version,
          ...fields,
        })
      const changed = await edit(created.version, {
        title: 'Singh House, Rajendra Nagar (G+2)',
        // ₹45,00,000: the instalments' shares follow.
        contractValuePaise: 450_000_000,
        staffIds: [ravi.id, meena.id],
      })
      expect(changed.statusCode, changed.body).toBe(200)
      expect(project(changed)).toMatchObject({
        title: 'Singh House, Rajendra Nagar (G+2)',
        contractValuePaise: 450_000_000,
        version: 2,
        // In the order of their names.
        staff: [
          { id: meena.id, name: 'Meena Kumari' },
          { id: ravi.id, name: 'Ravi Kumar' },
        ],
      })
      // 10 % of ₹45,00,000 is ₹4,50,000.
      expect(project(changed).payments[0]?.amountPaise).toBe(45_000_000)
      // Meena now manages it.
      expect((await read(created.id, meena.cookie)).canManage).toBe(true)

      const stale = await edit(created.version, { title: 'Lost edit' })
      expect(stale.statusCode).toBe(409)
      expect(error(stale).message).toBe(clientProjectMessages.stale)
      expect((await read(created.id)).title).toBe('Singh House, Rajendra Nagar (G+2)')
      expect((await auditOf(created.id))[0]).toMatchObject({
        action: 'client_project.update',
        actor: { id: ravi.id, name: 'Ravi Kumar' },
        details: { fields: 'title,contractValuePaise,staffIds' },
      })
    })

    it('answers a client on the project timeline, and moves the project up the list', async () => {
      const created = await create({ title: 'Jha House, Saguna More' })
      // Another project changed since: the Jha house is no longer first.
      await create({ title: 'Later house' })
      const response = await request('POST', clientProjectPaths.messages(created.id), ravi.cookie, {
        body: '  The slab is cured for 14 days before the shuttering comes off.  ',
      })
      expect(response.statusCode, response.body).toBe(201)
      const answered = project(response)
      expect(answered.messages).toEqual([
        {
          id: expect.any(Number),
          updateId: null,
          author: { kind: 'staff', name: 'Ravi Kumar' },
          body: 'The slab is cured for 14 days before the shuttering comes off.',
          at: expect.any(String),
        },
      ])
      // A message needs no version and does not change it.
      expect(answered.version).toBe(created.version)
      expect((await list())[0]?.id).toBe(created.id)

      const noUpdate = await request('POST', clientProjectPaths.messages(created.id), ravi.cookie, {
        body: 'About that photo',
        updateId: 999_999,
      })
      expect(noUpdate.statusCode).toBe(400)
      expect(error(noUpdate).issues).toEqual([
        { path: 'updateId', message: clientProjectMessages.updateNotFound },
      ])
      const empty = await request('POST', clientProjectPaths.messages(created.id), ravi.cookie, {
        body: ' ',
      })
      expect(error(empty).issues).toEqual([
        { path: 'body', message: clientProjectMessages.message },
      ])
    })
  })

  it('lists every project with its figures, the most recently changed first', async () => {
    const created = await create({
      title: 'Mishra House, Danapur',
      startDate: day(-30),
      clients: [{ name: 'Kavita Mishra', email: 'kavita@example.com' }],
    })
    const rows = await list(meena.cookie)
    expect(rows[0]).toEqual({
      id: created.id,
      title: 'Mishra House, Danapur',
      city: 'Patna',
      clients: ['Kavita Mishra'],
      staff: [{ id: ravi.id, name: 'Ravi Kumar' }],
      // Nothing done yet; the booking was due 30 days ago and is overdue.
      progressPercent: 0,
      stagesDone: 0,
      stageCount: 11,
      currentStageId: created.stages[0]?.id,
      nextStageId: created.stages[1]?.id,
      receivedPaise: 0,
      balancePaise: CONTRACT,
      nextPaymentId: created.payments[0]?.id,
      currentStageName: 'Site preparation and bhoomi pujan',
      // 10 % of ₹40,00,000: ₹4,00,000, due on the start day.
      nextPayment: {
        label: 'Booking',
        amountPaise: 40_000_000,
        status: 'overdue',
        dueOn: day(-30),
      },
      canManage: false,
      updatedAt: created.updatedAt,
    })
    const times = rows.map((row) => row.updatedAt)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('deletes a project for the owner, with its rows and files; its clients keep their accounts', async () => {
    const files = context.app.media.storage.files('client-files')
    const kept = await create({
      title: 'Kept house',
      clients: [{ name: 'Deepak Raj', email: 'deepak@example.com' }],
    })
    const doomed = await create({
      title: 'Doomed house',
      clients: [{ name: 'Deepak Raj', email: 'deepak@example.com' }],
    })
    // An update with two photos and a document, as the upload routes store them: one photo's
    // content (key shared) is also a photo of the kept project, so its files stay.
    const manager = context.dataSource.manager
    const now = new Date()
    const update = await manager.insert(ClientUpdateEntity, {
      projectId: doomed.id,
      stageId: doomed.stages[0]?.id ?? null,
      visitDate: today,
      body: 'Bhoomi pujan done',
      status: 'published',
      publishedAt: now,
      authorId: ravi.id,
      authorName: ravi.name,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    const photo = (projectId: number, updateId: number, storageKey: string) => ({
      projectId,
      updateId,
      storageKey,
      width: 1200,
      height: 900,
      widths: '480',
      formats: 'webp,jpeg',
      caption: '',
      sortOrder: 0,
      createdAt: now,
    })
    const updateId = Number(update.identifiers[0]?.id)
    await manager.insert(ClientUpdatePhotoEntity, [
      photo(doomed.id, updateId, 'a1b2c3d4e5f6a7b8c9d0'),
      photo(doomed.id, updateId, 'f0e1d2c3b4a5f6e7d8c9'),
      photo(kept.id, 999_999, 'f0e1d2c3b4a5f6e7d8c9'),
    ])
    await manager.insert(ClientDocumentEntity, {
      projectId: doomed.id,
      title: 'Agreement',
      kind: 'agreement',
      visibility: 'client',
      storageKey: '0123456789abcdef0123456789abcdef.pdf',
      fileName: 'agreement.pdf',
      contentType: 'application/pdf',
      sizeBytes: 9,
      addedById: ravi.id,
      createdAt: now,
    })
    const keys = [
      'a1b2c3d4e5f6a7b8c9d0-480.webp',
      'a1b2c3d4e5f6a7b8c9d0-480.jpg',
      'f0e1d2c3b4a5f6e7d8c9-480.webp',
      'f0e1d2c3b4a5f6e7d8c9-480.jpg',
      '0123456789abcdef0123456789abcdef.pdf',
    ]
    for (const key of keys)
      await files.put(key, Buffer.from('test file'), 'application/octet-stream')

    const deleted = await request('DELETE', clientProjectPaths.one(doomed.id), owner)
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect((await request('GET', clientProjectPaths.one(doomed.id), owner)).statusCode).toBe(404)
    expect((await request('DELETE', clientProjectPaths.one(doomed.id), owner)).statusCode).toBe(404)
    // Its own photo and its document are gone; the photo the kept project shows too stays.
    const present = await Promise.all(keys.map((key) => files.exists(key)))
    expect(present).toEqual([false, false, true, true, false])
    for (const entity of [
      ClientStageEntity,
      ClientPaymentEntity,
      ClientUpdateEntity,
      ClientDocumentEntity,
    ]) {
      expect(await manager.countBy(entity, { projectId: doomed.id })).toBe(0)
    }
    expect((await read(kept.id)).clients.map((client) => client.email)).toEqual([
      'deepak@example.com',
    ])

    const [entry] = await auditOf(doomed.id)
    expect(entry).toMatchObject({
      action: 'client_project.delete',
      // 11 stages and 9 instalments of the usual two-floor schedule, the update and its 2 photos.
      details: { stages: 11, payments: 9, updates: 1, photos: 2, documents: 1 },
    })
  })

  it('writes every change to the audit log, naming no client', async () => {
    const created = await create({
      clients: [{ name: 'Nisha Gupta', email: 'nisha@example.com', phone: '9000000001' }],
    })
    const [booking] = created.payments
    const received = project(
      await receive(created, booking?.id ?? 0, { receivedOn: today, amountPaise: TENTH }),
    )
    const withClient = project(
      await request('POST', clientProjectPaths.clients(created.id), ravi.cookie, {
        name: 'Amit Gupta',
        email: 'amit@example.com',
        version: received.version,
      }),
    )
    await request('POST', clientProjectPaths.messages(created.id), ravi.cookie, { body: 'Namaste' })

    const entries = await auditOf(created.id)
    // Newest first.
    expect(entries.map((entry) => entry.action)).toEqual([
      'client_project.message',
      'client_project.client_add',
      'client_project.receipt',
      'client_project.create',
    ])
    expect(entries[3]?.details).toEqual({ fromLead: false, clients: 1, stages: 11, payments: 9 })
    expect(entries[2]?.details).toEqual({ paymentId: booking?.id, amountPaise: TENTH, mode: 'upi' })
    const amit = withClient.clients.find((client) => client.name === 'Amit Gupta')
    expect(entries[1]?.details).toEqual({ clientId: amit?.id, created: true })
    const written = JSON.stringify(entries)
    for (const personal of [
      'nisha@example.com',
      'amit@example.com',
      '9000000001',
      'Nisha',
      'Namaste',
    ]) {
      expect(written).not.toContain(personal)
    }
  })

  describe('with 200 projects', () => {
    /** Writes `count` projects of the usual schedule straight into the tables, as years of work would. */
    const seedProjects = async (count: number) => {
      const manager = context.dataSource.manager
      const start = day(-100)
      const { stages, instalments } = usualSchedule(2, start)
      const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000)
      const titles = Array.from({ length: count }, (_, n) => `Seeded house ${n + 1}`)
      await manager.insert(
        ClientProjectEntity,
        titles.map((title) => ({
          title,
          siteAddress: 'Danapur',
          city: 'Patna',
          projectType: '',
          contractValuePaise: CONTRACT,
          startDate: start,
          leadId: null,
          version: 1,
          createdAt: yesterday,
          updatedAt: yesterday,
        })),
      )
      const ids = (await manager.find(ClientProjectEntity, { select: { id: true, title: true } }))
        .filter((row) => row.title.startsWith('Seeded house '))
        .map((row) => Number(row.id))
      // In slices, under SQLite's limit of variables in one statement.
      const insertAll = async (entity: Parameters<typeof manager.insert>[0], rows: object[]) => {
        for (let from = 0; from < rows.length; from += 200) {
          await manager.insert(entity, rows.slice(from, from + 200))
        }
      }
      await insertAll(
        ClientStageEntity,
        ids.flatMap((projectId) =>
          stages.map((stage, position) => ({
            ...stage,
            projectId,
            position,
            state: 'not_started',
          })),
        ),
      )
      // Each instalment on its stage's planned end, as a day of its own.
      await insertAll(
        ClientPaymentEntity,
        ids.flatMap((projectId) =>
          instalments.map(({ label, percentBasisPoints, stageIndex }, position) => ({
            projectId,
            position,
            label,
            percentBasisPoints,
            dueDate: stageIndex === null ? start : (stages[stageIndex]?.plannedEnd ?? start),
          })),
        ),
      )
      await insertAll(
        ClientProjectStaffEntity,
        ids.map((projectId) => ({ projectId, adminUserId: ravi.id })),
      )
      return ids
    }

    it('lists them in the same few queries as two, each with its figures', async () => {
      // However many ran before: at least two projects, each with a client, for the first count.
      for (const title of ['First of two', 'Second of two']) {
        await create({ title, clients: [{ name: 'Client', email: 'client-of-two@example.com' }] })
      }
      // Every statement the app sends goes through its query runner's `query`.
      const runner = context.dataSource.createQueryRunner()
      const prototype = Object.getPrototypeOf(runner) as { query(...args: unknown[]): unknown }
      await runner.release()
      // Not the statements that may or may not fall inside a request whatever the list holds: the
      // settings' poll (site_settings), the outbox workers' claims (mail_outbox, lead_alerts) and
      // the session's reading and rolling renewal (sessions).
      const background = /site_settings|mail_outbox|lead_alerts|\bsessions\b/
      const listCounted = async () => {
        const spy = vi.spyOn(prototype, 'query')
        try {
          const rows = await list(meena.cookie)
          const queries = spy.mock.calls.filter(([sql]) => !background.test(String(sql))).length
          return { rows, queries }
        } finally {
          spy.mockRestore()
        }
      }
      const before = await listCounted()
      const ids = await seedProjects(200)
      const after = await listCounted()

      expect(after.rows).toHaveLength(before.rows.length + 200)
      expect(after.queries).toBe(before.queries)
      // The seeded houses started 100 days ago and nothing is done: the booking is overdue.
      const seeded = after.rows.find((row) => row.id === ids[0])
      expect(seeded).toMatchObject({
        progressPercent: 0,
        stageCount: 11,
        balancePaise: CONTRACT,
        staff: [{ id: ravi.id, name: 'Ravi Kumar' }],
        canManage: false,
      })
    })
  })
})
