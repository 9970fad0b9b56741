import {
  type AdminClientProject,
  type ClientInvitation,
  type ClientMe,
  clientSignInMessages,
} from '@nirman/contract'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ClientSignInCodeEntity } from '../../src/db/client-entities'
import { testAlerts } from '../helpers/alert-settings'
import { createClientProject } from '../helpers/client-projects'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// Clients get into the project tracker without a password: an invitation link from staff signs
// them in once, then a six-digit code sent to their e-mail (read here from a real SMTP server).
// Codes expire, are single use, limited in tries and per address; a revoked client is out at once;
// client sessions and staff sessions open nothing of each other's.

const CLIENT_COOKIE = 'nirman.client'

/** The `name=value` of the client's session cookie an answer sets. */
function clientCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === CLIENT_COOKIE)
  if (!cookie) throw new Error(`no client cookie (status ${response.statusCode}: ${response.body})`)
  return `${cookie.name}=${cookie.value}`
}

describe('clients signing in to the project tracker', () => {
  let sink: SmtpSink
  let context: TestContext
  let owner: string
  let engineer: SignedInStaff
  let otherStaff: SignedInStaff
  let project: AdminClientProject

  beforeAll(async () => {
    sink = await startSmtpSink()
    context = await createTestContext({
      ...testAlerts({ smtpUrl: sink.url }),
      publicUrl: 'https://www.nirman.example',
      clientSignInAttempts: 1000,
    })
    owner = await context.login()
    engineer = await addAccount(context.app, owner, { name: 'Amit Singh', username: 'amit' })
    otherStaff = await addAccount(context.app, owner, { name: 'Neha Verma', username: 'neha' })
    project = await createClientProject(context.app, owner, {
      staffIds: [engineer.id],
      clients: [
        { name: 'Ravi Kumar', email: 'Ravi.Kumar@Example.in', phone: '9812345678', language: 'en' },
        { name: 'सीमा कुमारी', email: 'seema@example.in', phone: '', language: 'hi' },
      ],
    })
  })
  afterAll(async () => {
    await context?.close()
    await sink?.close()
  })

  const post = (url: string, payload: object, cookie?: string) =>
    context.app.inject({
      method: 'POST',
      url,
      payload,
      ...(cookie ? { headers: { cookie } } : {}),
    })
  const get = (url: string, cookie?: string) =>
    context.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) })
  const clientNamed = (name: string) => {
    const found = project.clients.find((client) => client.name === name)
    if (!found) throw new Error(`no client ${name}`)
    return found
  }
  const invite = (clientId: number, cookie = engineer.cookie, email = true) =>
    post(
      `/api/admin/client-projects/${project.id}/clients/${clientId}/invitation`,
      { email },
      cookie,
    )
  const mailsTo = (address: string) =>
    sink.received.filter((mail) => mail.recipients.includes(address))
  /** Asks for a code for `email` and reads it from the e-mail that arrives. */
  const codeFor = async (email: string, language: 'en' | 'hi' = 'en') => {
    const before = mailsTo(email).length
    const asked = await post('/api/client/sign-in/code', { email, language })
    expect(asked.statusCode).toBe(202)
    const mail = await until('the code arrives', () => mailsTo(email)[before])
    const code = /\b(\d{6})\b/.exec(mail.parsed.text ?? '')?.[1]
    if (!code) throw new Error(`no code in ${mail.parsed.text}`)
    return { code, mail }
  }
  const signIn = (email: string, code: string) => post('/api/client/sign-in', { email, code })

  it('lets the project staff invite a client: the link, by e-mail too, signs them in once', async () => {
    const ravi = clientNamed('Ravi Kumar')
    // The address is kept as the client signs in with it: lower-cased.
    expect(ravi.email).toBe('ravi.kumar@example.in')
    const answer = await invite(ravi.id)
    expect(answer.statusCode).toBe(201)
    const invitation = answer.json<ClientInvitation>()
    expect(invitation.emailed).toBe(true)
    // On the website's address (PUBLIC_URL), in the client's language.
    expect(invitation.link).toMatch(
      /^https:\/\/www\.nirman\.example\/resources\/project-tracker\?invite=[A-Za-z0-9_-]{43}$/,
    )
    const mail = await until('the invitation arrives', () => mailsTo('ravi.kumar@example.in')[0])
    expect(mail.parsed.subject).toBe(`Follow the building of your house: ${project.title}`)
    expect(mail.parsed.text).toContain(invitation.link)

    const token = new URL(invitation.link).searchParams.get('invite') ?? ''
    const signedIn = await post('/api/client/sign-in/invitation', { token })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json<ClientMe>()).toEqual({
      client: { name: 'Ravi Kumar', email: 'ravi.kumar@example.in', language: 'en' },
      projects: [{ id: project.id, title: project.title, city: project.city }],
    })
    // Signed in on the phone for 30 days: 30 x 24 x 3,600,000 = 2,592,000,000 ms from now.
    const cookie = signedIn.cookies.find((entry) => entry.name === CLIENT_COOKIE)
    const expires = (cookie?.expires as Date | undefined)?.getTime() ?? 0
    expect(Math.abs(expires - (Date.now() + 2_592_000_000))).toBeLessThan(60_000)
    expect(cookie?.httpOnly).toBe(true)
    const me = await get('/api/client/me', clientCookie(signedIn))
    expect(me.statusCode).toBe(200)
    expect(me.headers['cache-control']).toBe('no-store')

    const again = await post('/api/client/sign-in/invitation', { token })
    expect(again.statusCode).toBe(401)
    expect(again.json().message).toBe(clientSignInMessages.invitationUsed)
  })

  it('sends a Hindi invitation to a client who reads Hindi, to the Hindi page', async () => {
    const seema = clientNamed('सीमा कुमारी')
    const invitation = (await invite(seema.id, owner)).json<ClientInvitation>()
    expect(invitation.link).toContain(
      'https://www.nirman.example/hi/resources/project-tracker?invite=',
    )
    const mail = await until('the invitation arrives', () => mailsTo('seema@example.in')[0])
    expect(mail.parsed.subject).toBe(`अपने घर का निर्माण देखें: ${project.title}`)
    expect(mail.parsed.text).toContain('प्रिय सीमा कुमारी,')
  })

  it('gives a link to copy without an e-mail, and refuses staff who do not manage the project', async () => {
    const seema = clientNamed('सीमा कुमारी')
    const before = mailsTo('seema@example.in').length
    const copied = await invite(seema.id, engineer.cookie, false)
    expect(copied.statusCode).toBe(201)
    expect(copied.json<ClientInvitation>().emailed).toBe(false)
    const refused = await invite(seema.id, otherStaff.cookie)
    expect(refused.statusCode).toBe(403)
    const unknown = await post(
      `/api/admin/client-projects/${project.id}/clients/999999/invitation`,
      { email: false },
      owner,
    )
    expect(unknown.statusCode).toBe(404)
    // Another request's e-mail would have arrived before the next one: none is on its way.
    await codeFor('seema@example.in')
    expect(mailsTo('seema@example.in').length).toBe(before + 1)
  })

  it('refuses a link that is not one, or has expired', async () => {
    const unknown = await post('/api/client/sign-in/invitation', { token: 'x'.repeat(43) })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().message).toBe(clientSignInMessages.invitationUnknown)
    const malformed = await post('/api/client/sign-in/invitation', { token: 'short' })
    expect(malformed.statusCode).toBe(400)

    const ravi = clientNamed('Ravi Kumar')
    const link = (await invite(ravi.id, owner, false)).json<ClientInvitation>().link
    const token = new URL(link).searchParams.get('invite') ?? ''
    // Seven days later: the link's row says so.
    await context.dataSource.query(
      'UPDATE client_invitations SET expiresAt = createdAt WHERE usedAt IS NULL',
    )
    const expired = await post('/api/client/sign-in/invitation', { token })
    expect(expired.statusCode).toBe(401)
    expect(expired.json().message).toBe(clientSignInMessages.invitationExpired)
  })

  it('signs a client in with the six-digit code sent to their e-mail, once', async () => {
    const { code, mail } = await codeFor('ravi.kumar@example.in')
    expect(mail.parsed.subject).toBe(
      `${code} is your sign-in code for Nirman Constructions's project tracker`,
    )
    // Stored as a keyed hash, never the digits.
    const rows = await context.dataSource.getRepository(ClientSignInCodeEntity).find()
    for (const row of rows) expect(row.codeHash).not.toContain(code)
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true)

    const wrong = await signIn('ravi.kumar@example.in', code === '000000' ? '111111' : '000000')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe(clientSignInMessages.wrongCode)
    // Typed with capitals and spaces around, as a phone's keyboard may.
    const right = await signIn(' Ravi.Kumar@example.in ', code)
    expect(right.statusCode).toBe(200)
    expect(right.json<ClientMe>().client.name).toBe('Ravi Kumar')
    const reused = await signIn('ravi.kumar@example.in', code)
    expect(reused.statusCode).toBe(401)
    expect(reused.json().message).toBe(clientSignInMessages.expiredCode)
  })

  it('answers an address without a project as any other, and sends it nothing', async () => {
    const asked = await post('/api/client/sign-in/code', { email: 'stranger@example.in' })
    expect(asked.statusCode).toBe(202)
    expect(asked.json().message).toBe(clientSignInMessages.codeSent)
    const signedIn = await signIn('stranger@example.in', '123456')
    expect(signedIn.statusCode).toBe(401)
    expect(signedIn.json().message).toBe(clientSignInMessages.wrongCode)
    // A later message to a client arrives; nothing went to the stranger before it.
    await codeFor('seema@example.in')
    expect(mailsTo('stranger@example.in')).toHaveLength(0)
    const badAddress = await post('/api/client/sign-in/code', { email: 'not an address' })
    expect(badAddress.statusCode).toBe(400)
    expect(badAddress.json().issues[0]).toMatchObject({
      path: 'email',
      message: clientSignInMessages.email,
    })
  })

  it('voids a code after ten minutes, and after five wrong tries', async () => {
    const { code } = await codeFor('seema@example.in', 'hi')
    await context.dataSource.query(
      'UPDATE client_sign_in_codes SET expiresAt = createdAt WHERE usedAt IS NULL',
    )
    const late = await signIn('seema@example.in', code)
    expect(late.statusCode).toBe(401)
    expect(late.json().message).toBe(clientSignInMessages.expiredCode)

    await context.dataSource.query('DELETE FROM client_sign_in_codes')
    const fresh = await codeFor('seema@example.in', 'hi')
    expect(fresh.mail.parsed.text).toContain(`आपका कोड ${fresh.code} है`)
    const wrongCode = fresh.code === '999999' ? '888888' : '999999'
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await signIn('seema@example.in', wrongCode)
      expect(wrong.json().message).toBe(clientSignInMessages.wrongCode)
    }
    // The sixth try is refused even with the right code.
    const sixth = await signIn('seema@example.in', fresh.code)
    expect(sixth.statusCode).toBe(401)
    expect(sixth.json().message).toBe(clientSignInMessages.tooManyTries)
  })

  it('sends at most three codes to an address in an hour', async () => {
    await context.dataSource.query('DELETE FROM client_sign_in_codes')
    const codes: string[] = []
    for (let count = 1; count <= 3; count += 1) codes.push((await codeFor('seema@example.in')).code)
    const fourth = await post('/api/client/sign-in/code', { email: 'seema@example.in' })
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().message).toBe(clientSignInMessages.tooManyCodes)
    // Only the latest code counts, and it still signs in.
    const latest = codes[2] ?? ''
    if (codes[0] !== latest) {
      expect((await signIn('seema@example.in', codes[0] ?? '')).statusCode).toBe(401)
    }
    expect((await signIn('seema@example.in', latest)).statusCode).toBe(200)
  })

  it('keeps client sessions and staff sessions apart', async () => {
    await context.dataSource.query('DELETE FROM client_sign_in_codes')
    const { code } = await codeFor('ravi.kumar@example.in')
    const client = clientCookie(await signIn('ravi.kumar@example.in', code))
    const asStaff = await get('/api/admin/user', client)
    expect(asStaff.statusCode).toBe(401)
    const projectsAsStaff = await get('/api/admin/client-projects', client)
    expect(projectsAsStaff.statusCode).toBe(401)
    // The staff cookie's value under the client cookie's name opens nothing either.
    const staffValue = owner.split('=').slice(1).join('=')
    const swapped = await get('/api/client/me', `${CLIENT_COOKIE}=${staffValue}`)
    expect(swapped.statusCode).toBe(401)
    const staffOnClient = await get('/api/client/me', owner)
    expect(staffOnClient.statusCode).toBe(401)
    expect(staffOnClient.json().message).toBe(clientSignInMessages.signInFirst)
  })

  it('ends every session of a revoked client at once, and a new invitation lets them back', async () => {
    await context.dataSource.query('DELETE FROM client_sign_in_codes')
    const { code } = await codeFor('ravi.kumar@example.in')
    const phone = clientCookie(await signIn('ravi.kumar@example.in', code))
    const ravi = clientNamed('Ravi Kumar')
    const unusedLink = (await invite(ravi.id, owner, false)).json<ClientInvitation>().link

    const refused = await post(
      `/api/admin/client-projects/${project.id}/clients/${ravi.id}/revoke`,
      {},
      otherStaff.cookie,
    )
    expect(refused.statusCode).toBe(403)
    const revoked = await post(
      `/api/admin/client-projects/${project.id}/clients/${ravi.id}/revoke`,
      {},
      engineer.cookie,
    )
    expect(revoked.statusCode).toBe(200)
    const shown = revoked.json<AdminClientProject>().clients.find((each) => each.id === ravi.id)
    expect(shown?.revokedAt).not.toBeNull()

    const me = await get('/api/client/me', phone)
    expect(me.statusCode).toBe(401)
    // A revoked client asking for a code is told what anyone is, and gets none.
    const before = mailsTo('ravi.kumar@example.in').length
    expect(
      (await post('/api/client/sign-in/code', { email: 'ravi.kumar@example.in' })).statusCode,
    ).toBe(202)
    const token = new URL(unusedLink).searchParams.get('invite') ?? ''
    const oldLink = await post('/api/client/sign-in/invitation', { token })
    expect(oldLink.statusCode).toBe(401)
    expect(oldLink.json().message).toBe(clientSignInMessages.invitationUsed)

    const renewed = (await invite(ravi.id, engineer.cookie, false)).json<ClientInvitation>()
    const back = await post('/api/client/sign-in/invitation', {
      token: new URL(renewed.link).searchParams.get('invite'),
    })
    expect(back.statusCode).toBe(200)
    // The code asked for while revoked never came (a later message has arrived: the outbox sends
    // in order).
    await codeFor('seema@example.in')
    expect(mailsTo('ravi.kumar@example.in').length).toBe(before)
  })

  it('signs a client out of this phone, or out of every phone and browser', async () => {
    await context.dataSource.query('DELETE FROM client_sign_in_codes')
    const first = await codeFor('ravi.kumar@example.in')
    const phone = clientCookie(await signIn('ravi.kumar@example.in', first.code))
    const second = await codeFor('ravi.kumar@example.in')
    const laptop = clientCookie(await signIn('ravi.kumar@example.in', second.code))

    const out = await post('/api/client/sign-out', {}, phone)
    expect(out.statusCode).toBe(200)
    expect((await get('/api/client/me', phone)).statusCode).toBe(401)
    expect((await get('/api/client/me', laptop)).statusCode).toBe(200)

    const third = await codeFor('ravi.kumar@example.in')
    const tablet = clientCookie(await signIn('ravi.kumar@example.in', third.code))
    const everywhere = await post('/api/client/sign-out-everywhere', {}, tablet)
    expect(everywhere.statusCode).toBe(200)
    expect((await get('/api/client/me', laptop)).statusCode).toBe(401)
    expect((await get('/api/client/me', tablet)).statusCode).toBe(401)
  })
})

describe('the limit of sign-in attempts from one address', () => {
  let context: TestContext

  beforeAll(async () => {
    context = await createTestContext({ clientSignInAttempts: 3 })
  })
  afterAll(async () => {
    await context?.close()
  })

  it('refuses a fourth attempt in 15 minutes with the wait, whatever the address typed', async () => {
    const attempt = (email: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/client/sign-in',
        payload: { email, code: '123456' },
        remoteAddress: '203.0.113.7',
      })
    for (const email of ['a@example.in', 'b@example.in', 'c@example.in']) {
      expect((await attempt(email)).statusCode).toBe(401)
    }
    const fourth = await attempt('d@example.in')
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().message).toBe(clientSignInMessages.tooManyRequests)
    // At most 15 minutes: 900 seconds.
    const wait = Number(fourth.headers['retry-after'])
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(900)
    // Another connection is not held back.
    const other = await context.app.inject({
      method: 'POST',
      url: '/api/client/sign-in',
      payload: { email: 'a@example.in', code: '123456' },
      remoteAddress: '198.51.100.20',
    })
    expect(other.statusCode).toBe(401)
  })
})
