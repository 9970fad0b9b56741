import {
  type AccountWithPassword,
  type AuditEntry,
  accountMessages,
  type Page,
  type QuoteReceipt,
  type StaffAccount,
} from '@nirman/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addAccount, signIn } from '../helpers/staff-accounts'
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-app'

// Owner and staff: the owner manages accounts, deletes requests and reads the audit log; staff
// work leads and get 403 on the rest. A disabled account is out at once; changing or resetting a
// password ends the sessions it should.

// Each password check is scrypt (32 MiB): on a busy 2-core machine a test making seven of them
// (add an account, sign in twice, change or reset the password) takes longer than the default 20 s.
const SCRYPT_HEAVY_MS = 60_000

describe('staff accounts and roles', () => {
  let context: TestContext
  let owner: string
  let second: FastifyInstance

  beforeAll(async () => {
    context = await createTestContext({ contactRateLimit: 0, loginRateLimit: 1000 })
    owner = await context.login()
    // Another instance on the same database, as behind a load balancer.
    second = await context.startSecondInstance({ contactRateLimit: 0, loginRateLimit: 1000 })
  })
  afterAll(async () => {
    await context.close()
  })

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
    app = context.app,
  ) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const login = (username: string, password: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
    })
  const auditLog = async (query = '') =>
    (await call('GET', `/api/admin/audit-log${query}`, owner)).json<Page<AuditEntry>>()

  describe('adding an account', () => {
    it('creates a staff member whose initial password, shown once, signs in', async () => {
      const response = await call('POST', '/api/admin/accounts', owner, {
        name: 'Meera Sinha',
        username: '  MEERA ',
      })
      expect(response.statusCode).toBe(201)
      const { account, initialPassword } = response.json<AccountWithPassword>()
      expect(account).toMatchObject({
        name: 'Meera Sinha',
        username: 'meera',
        role: 'staff',
        disabled: false,
        lastLoginAt: null,
      })
      expect(initialPassword.length).toBeGreaterThanOrEqual(16)
      const signedIn = await login('meera', initialPassword)
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.json()).toMatchObject({ username: 'meera', role: 'staff' })

      const accounts = (await call('GET', '/api/admin/accounts', owner)).json<StaffAccount[]>()
      expect(accounts.map((entry) => [entry.username, entry.role])).toEqual(
        expect.arrayContaining([
          ['meera', 'staff'],
          [TEST_ADMIN.username, 'owner'],
        ]),
      )
      // Never in a listing: no password and no hash.
      expect(JSON.stringify(accounts)).not.toContain(initialPassword)
      expect(JSON.stringify(accounts)).not.toContain('scrypt')
    })

    it('refuses a taken username in any spelling (409) and a missing name (400)', async () => {
      await addAccount(context.app, owner, { name: 'Arjun', username: 'arjun' })
      const taken = await call('POST', '/api/admin/accounts', owner, {
        name: 'Arjun Two',
        username: 'ＡＲＪＵＮ',
      })
      expect(taken.statusCode).toBe(409)
      expect(taken.json().message).toBe(accountMessages.usernameTaken)
      const noName = await call('POST', '/api/admin/accounts', owner, { name: ' ', username: 'x1' })
      expect(noName.statusCode).toBe(400)
      expect(noName.json().issues).toEqual([{ path: 'name', message: accountMessages.name }])
      const invisible = await call('POST', '/api/admin/accounts', owner, {
        name: 'Zero Width',
        username: 'ze\u200dro',
      })
      expect(invisible.statusCode).toBe(400)
      expect(invisible.json().message).toBe(accountMessages.usernameCharacters)
    })
  })

  describe('the staff role', () => {
    it('works leads but gets 403 on accounts, the audit log and deleting a request', async () => {
      const staff = await addAccount(context.app, owner, { name: 'Kiran', username: 'kiran' })
      const receipt = await context.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Role Test Lead',
          phone: '7500000001',
          email: 'role@example.in',
          projectType: 'Consultancy',
          message: '',
          source: { form: 'hero' },
        },
      })
      const { id } = receipt.json<QuoteReceipt>()
      const worked = await call('PATCH', `/api/admin/dashboard/leads/${id}`, staff.cookie, {
        version: 1,
        stage: 'contacted',
      })
      expect(worked.statusCode).toBe(200)

      for (const [method, url, payload] of [
        ['GET', '/api/admin/accounts', undefined],
        ['POST', '/api/admin/accounts', { name: 'Sneaky', username: 'sneaky' }],
        ['PATCH', `/api/admin/accounts/${staff.id}`, { role: 'owner' }],
        ['POST', `/api/admin/accounts/${staff.id}/password`, undefined],
        ['GET', '/api/admin/audit-log', undefined],
        ['DELETE', `/api/admin/dashboard/contact-forms/${id}`, undefined],
      ] as const) {
        const response = await call(method, url, staff.cookie, payload)
        expect([url, response.statusCode, response.json().message]).toEqual([
          url,
          403,
          accountMessages.ownerOnly,
        ])
      }
      // The request is still there, and the staff member is still staff.
      expect(await context.repositories.contactSubmissions.existsBy({ id })).toBe(true)
      expect((await call('GET', '/api/admin/user', staff.cookie)).json().role).toBe('staff')

      // The owner deletes it; the log keeps the id, never the person.
      const deleted = await call('DELETE', `/api/admin/dashboard/contact-forms/${id}`, owner)
      expect(deleted.statusCode).toBe(204)
      const entry = (await auditLog('?action=lead.delete')).items[0]
      expect(entry).toMatchObject({
        action: 'lead.delete',
        targetType: 'lead',
        targetId: id,
        actor: { name: TEST_ADMIN.name },
        details: { stage: 'contacted', spam: false },
      })
      const everything = JSON.stringify((await auditLog('?pageSize=100')).items)
      expect(everything).not.toContain('Role Test Lead')
      expect(everything).not.toContain('7500000001')
      expect(everything).not.toContain('role@example.in')
    })
  })

  describe('disabling an account', () => {
    it('ends its sessions at once on every instance, and it cannot sign in until enabled', async () => {
      const staff = await addAccount(context.app, owner, { name: 'Pooja', username: 'pooja' })
      const otherSession = await signIn(second, 'pooja', staff.password)
      expect((await call('GET', '/api/admin/user', staff.cookie)).statusCode).toBe(200)

      const disabled = await call('PATCH', `/api/admin/accounts/${staff.id}`, owner, {
        disabled: true,
      })
      expect(disabled.statusCode).toBe(200)
      expect(disabled.json<StaffAccount>().disabled).toBe(true)

      const here = await call('GET', '/api/admin/dashboard/leads', staff.cookie)
      const there = await call('GET', '/api/admin/user', otherSession, undefined, second)
      expect([here.statusCode, there.statusCode]).toEqual([401, 401])
      const refused = await login('pooja', staff.password)
      expect(refused.statusCode).toBe(401)
      expect(refused.json().message).toBe(accountMessages.accountDisabled)
      // A wrong password says nothing about the account being disabled.
      expect((await login('pooja', 'not the password')).json().message).toBe(
        'Invalid username or password',
      )
      // Disabled people are not offered for assignment.
      const people = (await call('GET', '/api/admin/dashboard/staff', owner)).json<
        { name: string }[]
      >()
      expect(people.map((person) => person.name)).not.toContain('Pooja')

      expect(
        (await call('PATCH', `/api/admin/accounts/${staff.id}`, owner, { disabled: false }))
          .statusCode,
      ).toBe(200)
      expect((await login('pooja', staff.password)).statusCode).toBe(200)
      const actions = (await auditLog(`?targetType=account&targetId=${staff.id}`)).items.map(
        (entry) => entry.action,
      )
      expect(actions).toEqual(['account.enable', 'account.disable', 'account.create'])
    })

    it('does not let an owner disable themselves or change their own role', async () => {
      const me = (await call('GET', '/api/admin/user', owner)).json<{ id: number }>()
      for (const change of [{ disabled: true }, { role: 'staff' }]) {
        const response = await call('PATCH', `/api/admin/accounts/${me.id}`, owner, change)
        expect(response.statusCode).toBe(400)
        expect(response.json().message).toBe(accountMessages.ownSelf)
      }
      const nothing = await call('PATCH', `/api/admin/accounts/${me.id}`, owner, {})
      expect(nothing.json().message).toBe(accountMessages.nothingToChange)
      expect(
        (await call('PATCH', '/api/admin/accounts/999999', owner, { name: 'X' })).statusCode,
      ).toBe(404)
    })

    it('lets an owner make another owner, who can then manage accounts', async () => {
      const deputy = await addAccount(context.app, owner, {
        name: 'Deputy',
        username: 'deputy',
        role: 'owner',
      })
      expect((await call('GET', '/api/admin/accounts', deputy.cookie)).statusCode).toBe(200)
      const demoted = await call('PATCH', `/api/admin/accounts/${deputy.id}`, owner, {
        role: 'staff',
      })
      expect(demoted.json<StaffAccount>().role).toBe('staff')
      // The role is read on every request: the demotion counts at once.
      expect((await call('GET', '/api/admin/accounts', deputy.cookie)).statusCode).toBe(403)
    })
  })

  describe('passwords', () => {
    it(
      'resets a password: the old one stops working, the new one signs in, old sessions end',
      async () => {
        const staff = await addAccount(context.app, owner, { name: 'Rohit', username: 'rohit' })
        const reset = await call('POST', `/api/admin/accounts/${staff.id}/password`, owner)
        expect(reset.statusCode).toBe(200)
        const { initialPassword } = reset.json<AccountWithPassword>()
        expect(initialPassword).not.toBe(staff.password)
        expect((await call('GET', '/api/admin/user', staff.cookie)).statusCode).toBe(401)
        expect((await login('rohit', staff.password)).statusCode).toBe(401)
        expect((await login('rohit', initialPassword)).statusCode).toBe(200)
        // The owner who reset it stays signed in.
        expect((await call('GET', '/api/admin/user', owner)).statusCode).toBe(200)
      },
      SCRYPT_HEAVY_MS,
    )

    it(
      'refuses a wrong current password, a short or unchanged new one, changing nothing',
      async () => {
        const staff = await addAccount(context.app, owner, { name: 'Neha', username: 'neha' })
        const phone = await signIn(second, 'neha', staff.password)
        const change = (payload: object) =>
          call('POST', '/api/admin/account/password', staff.cookie, payload)

        const wrong = await change({
          currentPassword: 'not it',
          newPassword: 'a brand new password',
        })
        expect(wrong.statusCode).toBe(400)
        expect(wrong.json()).toEqual({
          message: accountMessages.currentPasswordWrong,
          issues: [{ path: 'currentPassword', message: accountMessages.currentPasswordWrong }],
        })
        const short = await change({ currentPassword: staff.password, newPassword: 'short' })
        expect(short.statusCode).toBe(400)
        expect(short.json().message).toBe(accountMessages.newPassword)
        const same = await change({ currentPassword: staff.password, newPassword: staff.password })
        expect(same.json().message).toBe(accountMessages.newPasswordSame)
        // Nothing was changed by the refusals: the other session still works.
        expect((await call('GET', '/api/admin/user', phone, undefined, second)).statusCode).toBe(
          200,
        )
      },
      SCRYPT_HEAVY_MS,
    )

    it(
      'changes your own password with the current one, ending your other sessions only',
      async () => {
        const staff = await addAccount(context.app, owner, { name: 'Nisha', username: 'nisha' })
        const phone = await signIn(second, 'nisha', staff.password)
        const change = (payload: object) =>
          call('POST', '/api/admin/account/password', staff.cookie, payload)
        const changed = await change({
          currentPassword: staff.password,
          newPassword: 'a brand new password',
        })
        expect(changed.statusCode).toBe(200)
        expect(changed.json().message).toBe(accountMessages.passwordChanged)
        expect((await call('GET', '/api/admin/user', staff.cookie)).statusCode).toBe(200)
        expect((await call('GET', '/api/admin/user', phone, undefined, second)).statusCode).toBe(
          401,
        )
        expect((await login('nisha', staff.password)).statusCode).toBe(401)
        expect((await login('nisha', 'a brand new password')).statusCode).toBe(200)
        expect((await auditLog('?action=account.change_password')).items[0]).toMatchObject({
          actor: { id: staff.id, name: 'Nisha' },
          targetId: staff.id,
        })
      },
      SCRYPT_HEAVY_MS,
    )
  })

  describe('the audit log', () => {
    it('lists changes newest first, in pages, and answers 400 to a bad filter', async () => {
      const all = await auditLog('?pageSize=100')
      expect(all.total).toBe(all.items.length)
      const ids = all.items.map((entry) => entry.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
      const firstTwo = await auditLog('?pageSize=2')
      expect(firstTwo.items.map((entry) => entry.id)).toEqual(ids.slice(0, 2))
      const nextTwo = await auditLog('?pageSize=2&page=2')
      expect(nextTwo.items.map((entry) => entry.id)).toEqual(ids.slice(2, 4))
      const bad = await call('GET', '/api/admin/audit-log?action=lead.burn', owner)
      expect(bad.statusCode).toBe(400)
    })
  })
})
