import { inspect } from 'node:util'
import type { ContactSubmission, QuoteReceipt } from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LeadAlertEntity } from '../../src/db/entities'
import { testAlerts } from '../helpers/alert-settings'
import { createTestContext, type TestContext } from '../helpers/test-app'

// Every request once (idempotency keys), checked like its form, and the staff's triage: spam,
// delete for good, repeats from one phone number.

const hero = (name: string, phone = '9876543210', extra: object = {}) => ({
  name,
  phone,
  email: 'family@example.in',
  projectType: 'Residential Construction',
  message: '',
  source: { form: 'hero' },
  ...extra,
})

describe('quote requests: once each, and triage', () => {
  let context: TestContext
  let cookie: string
  let outbox: string

  beforeAll(async () => {
    // Alerts are written (to an .eml folder no one reads) but never sent: the worker is off.
    outbox = `/nonexistent-${process.pid}`
    context = await createTestContext({
      contactRateLimit: 0,
      ...testAlerts({ emlFolder: outbox }, {}, {}, { worker: false }),
    })
    cookie = await context.login()
  })
  afterAll(async () => {
    vi.useRealTimers()
    await context.close()
  })

  const submit = (body: object) =>
    context.app.inject({ method: 'POST', url: '/api/contact', payload: body })
  const list = async (query = '') =>
    (
      await context.app.inject({
        method: 'GET',
        url: `/api/admin/dashboard/contact-forms${query}`,
        headers: { cookie },
      })
    ).json<ContactSubmission[]>()
  const alertCount = () => context.dataSource.getRepository(LeadAlertEntity).count()

  describe('an idempotency key', () => {
    it('answers a repeat with the first receipt and stores nothing new', async () => {
      const body = hero('Double Tap', '9000000001', { idempotencyKey: 'key-0001-double-tap' })
      const first = await submit(body)
      const rowsBefore = await context.repositories.contactSubmissions.count()
      const alertsBefore = await alertCount()
      const again = await submit(body)

      expect(first.statusCode).toBe(201)
      expect(again.statusCode).toBe(201)
      expect(again.json()).toEqual(first.json())
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(await context.repositories.contactSubmissions.count()).toBe(rowsBefore)
      expect(await alertCount()).toBe(alertsBefore)
    })

    it('stores one request for two sent at the same moment (a double tap on a slow network)', async () => {
      const body = hero('Same Moment', '9000000002', { idempotencyKey: 'key-0002-same-moment' })
      const [a, b] = await Promise.all([submit(body), submit(body)])
      expect([a.statusCode, b.statusCode]).toEqual([201, 201])
      expect(a.json<QuoteReceipt>().id).toBe(b.json<QuoteReceipt>().id)
      const rows = await context.repositories.contactSubmissions.findBy({ name: 'Same Moment' })
      expect(rows).toHaveLength(1)
      expect(
        await context.dataSource
          .getRepository(LeadAlertEntity)
          .countBy({ submissionId: rows[0]?.id ?? 0 }),
      ).toBe(1)
    })

    it('stores two requests with different keys', async () => {
      const one = await submit(
        hero('Two Keys', '9000000003', { idempotencyKey: 'key-0003-first-one' }),
      )
      const two = await submit(
        hero('Two Keys', '9000000003', { idempotencyKey: 'key-0003-second-one' }),
      )
      expect(one.json<QuoteReceipt>().id).not.toBe(two.json<QuoteReceipt>().id)
    })
  })

  describe('the rules of the form that sent it', () => {
    it('refuses a full form without city, land size or dimensions, and a phone "1---------"', async () => {
      const fullWithoutPlot = await submit({ ...hero('No Plot'), source: { form: 'popup' } })
      expect(fullWithoutPlot.statusCode).toBe(400)
      expect(fullWithoutPlot.json().message).toBe('Please enter your city')
      const badPhone = await submit(hero('Bad Phone', '1---------'))
      expect(badPhone.statusCode).toBe(400)
      expect(badPhone.json().message).toBe('Please enter a valid phone number')
    })
  })

  describe('repeats', () => {
    it('flags a request from a phone that sent one in the last 30 days, linking the earlier ones', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-01-01T10:00:00Z'))
      const oldest = (await submit(hero('Repeat A', '+91 95555 00001'))).json<QuoteReceipt>()
      vi.setSystemTime(new Date('2026-01-20T10:00:00Z'))
      const middle = (await submit(hero('Repeat B', '95555-00001'))).json<QuoteReceipt>()
      // 31 days after the first, 12 after the second: only the second is within 30 days.
      vi.setSystemTime(new Date('2026-02-01T10:00:00Z'))
      const latest = (await submit(hero('Repeat C', '(955) 5500001'))).json<QuoteReceipt>()
      const other = (await submit(hero('Someone Else', '+91 95555 00002'))).json<QuoteReceipt>()
      // 32 days after the latest: the number wrote before, but not in the 30 days before.
      vi.setSystemTime(new Date('2026-03-05T10:00:00Z'))
      const back = (await submit(hero('Repeat D', '9555500001'))).json<QuoteReceipt>()
      vi.useRealTimers()

      const byId = new Map((await list()).map((submission) => [submission.id, submission]))
      expect(byId.get(oldest.id)?.repeatOf).toEqual([])
      expect(byId.get(middle.id)?.repeatOf).toEqual([oldest.id])
      expect(byId.get(latest.id)?.repeatOf).toEqual([middle.id])
      expect(byId.get(other.id)?.repeatOf).toEqual([])
      expect(byId.get(back.id)?.repeatOf).toEqual([])
      // The flag the leads' Repeat filter reads, set as each request was stored.
      const stored = context.repositories.contactSubmissions
      const flagged = await Promise.all(
        [oldest, middle, latest, other, back].map(
          async ({ id }) => (await stored.findOneByOrFail({ id })).isRepeat,
        ),
      )
      expect(flagged).toEqual([false, true, true, false, false])
    })

    it('links a repeat to the five newest earlier requests of its number, newest first', async () => {
      // Eight requests a day apart from one number, written two ways: the eighth has seven
      // earlier ones in its 30 days and links to the newest five (the 7th, 6th, 5th, 4th, 3rd).
      vi.useFakeTimers({ toFake: ['Date'] })
      const ids: number[] = []
      for (let day = 0; day < 8; day += 1) {
        vi.setSystemTime(new Date(Date.UTC(2026, 5, 1 + day, 10)))
        const phone = day % 2 ? '+91 94444 00008' : '94444-00008'
        ids.push((await submit(hero(`Often ${day + 1}`, phone))).json<QuoteReceipt>().id)
      }
      vi.useRealTimers()
      const byId = new Map((await list()).map((submission) => [submission.id, submission]))
      const [first, second, third, fourth, fifth, sixth, seventh, eighth] = ids
      expect(byId.get(first ?? 0)?.repeatOf).toEqual([])
      expect(byId.get(third ?? 0)?.repeatOf).toEqual([second, first])
      expect(byId.get(eighth ?? 0)?.repeatOf).toEqual([seventh, sixth, fifth, fourth, third])
    })
  })

  describe('spam and delete', () => {
    const spam = (id: number, value: boolean) =>
      context.app.inject({
        method: 'PATCH',
        url: `/api/admin/dashboard/contact-forms/${id}/spam`,
        headers: { cookie },
        payload: { spam: value },
      })

    it('moves a request to spam, out of the list, and restores it', async () => {
      const { id } = (await submit(hero('Cheap Backlinks', '9000000010'))).json<QuoteReceipt>()
      const marked = await spam(id, true)
      expect(marked.statusCode).toBe(200)
      expect(marked.json<ContactSubmission>().isSpam).toBe(true)
      expect((await list()).map((row) => row.id)).not.toContain(id)
      expect((await list('?spam=true')).map((row) => row.id)).toEqual([id])

      expect((await spam(id, false)).statusCode).toBe(200)
      expect((await list()).map((row) => row.id)).toContain(id)
      expect(await list('?spam=true')).toEqual([])
    })

    it('deletes a request and its alerts for good, logging no personal data', async () => {
      const { id } = (await submit(hero('Delete Me Singh', '9000000011'))).json<QuoteReceipt>()
      expect(
        await context.dataSource.getRepository(LeadAlertEntity).countBy({ submissionId: id }),
      ).toBe(1)
      const logged: string[] = []
      const info = vi.spyOn(context.app.log, 'info')
      const response = await context.app.inject({
        method: 'DELETE',
        url: `/api/admin/dashboard/contact-forms/${id}`,
        headers: { cookie },
      })
      // inspect, not JSON: Fastify's request log lines carry the reply, a circular object.
      for (const call of info.mock.calls) logged.push(inspect(call, { depth: 3 }))
      info.mockRestore()

      expect(response.statusCode).toBe(204)
      expect(await context.repositories.contactSubmissions.findOneBy({ id })).toBeNull()
      expect(
        await context.dataSource.getRepository(LeadAlertEntity).countBy({ submissionId: id }),
      ).toBe(0)
      expect((await list()).map((row) => row.id)).not.toContain(id)
      const again = await context.app.inject({
        method: 'DELETE',
        url: `/api/admin/dashboard/contact-forms/${id}`,
        headers: { cookie },
      })
      expect(again.statusCode).toBe(404)
      expect(logged.join('\n')).toContain(`Quote request ${id} deleted for good by admin`)
      expect(logged.join('\n')).not.toContain('Delete Me Singh')
      expect(logged.join('\n')).not.toContain('9000000011')
    })

    it('answers 401 to spam and delete without a session', async () => {
      const response = await context.app.inject({
        method: 'DELETE',
        url: '/api/admin/dashboard/contact-forms/1',
      })
      expect(response.statusCode).toBe(401)
    })
  })
})
