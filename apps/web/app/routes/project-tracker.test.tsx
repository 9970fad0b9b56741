import { clientSignInMessages } from '@nirman/contract'
import { hindiClientSignInMessages } from '@nirman/contract/client-sign-in-messages-hi'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signInCopy as hindiSignInCopy } from '../content/hi/tracker'
import { projectTrackerCopy } from '../content/project-tracker'
import { signInCopy, trackerCopy } from '../content/tracker'
import {
  fakeTrackerApi,
  renderTrackerPage,
  sampleMe,
  sampleProject,
} from '../features/tracker/test-utils'
import { hindiFirstLoad } from '../i18n/hindi-first-load'
import { provideHindiParts } from '../i18n/hindi-parts'

// The tracker page against a fake clients' API: what a visitor, a client signing in with a code,
// a client opening an invitation link and a signed-in client see, in English and in Hindi.

afterEach(() => {
  vi.restoreAllMocks()
})

const me = 'GET /api/client/me'
const project = 'GET /api/client/projects/7'
const nobody = { status: 401, body: { message: clientSignInMessages.signInFirst } }
const signedIn = { status: 200, body: sampleMe }
const token = 'a'.repeat(43)

describe('/resources/project-tracker for a visitor', () => {
  it('keeps explaining the tracker and offers the sign-in form once it knows nobody is signed in', async () => {
    const api = fakeTrackerApi({ [me]: nobody })
    renderTrackerPage()
    expect(
      screen.getByRole('heading', { level: 1, name: projectTrackerCopy.hero.title }),
    ).toBeVisible()
    expect(screen.getByRole('heading', { name: projectTrackerCopy.access.title })).toBeVisible()
    expect(screen.getByRole('heading', { name: projectTrackerCopy.signIn.title })).toBeVisible()

    const email = await screen.findByRole('textbox', { name: signInCopy.emailLabel })
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByRole('button', { name: signInCopy.sendCode })).toBeVisible()
    // Nobody signed in is no news: no message, and the focus stays where the visitor left it.
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.body).toHaveFocus()
    expect(api.sent(me)[0]?.credentials).toBe('include')
  })

  it('signs in with the code from the e-mail and shows the project instead of the explanation', async () => {
    const api = fakeTrackerApi({
      [me]: nobody,
      'POST /api/client/sign-in/code': {
        status: 202,
        body: { message: clientSignInMessages.codeSent },
      },
      'POST /api/client/sign-in': signedIn,
      [project]: { status: 200, body: sampleProject() },
    })
    const { user } = renderTrackerPage()
    await user.type(
      await screen.findByRole('textbox', { name: signInCopy.emailLabel }),
      ' asha@example.com ',
    )
    await user.click(screen.getByRole('button', { name: signInCopy.sendCode }))

    const code = await screen.findByRole('textbox', { name: signInCopy.codeLabel })
    expect(screen.getByRole('status')).toHaveTextContent(clientSignInMessages.codeSent)
    expect(code).toHaveFocus()
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(api.sent('POST /api/client/sign-in/code')[0]?.body).toEqual({
      email: 'asha@example.com',
      language: 'en',
    })

    await user.type(code, '482 913')
    await user.click(screen.getByRole('button', { name: signInCopy.signIn }))
    const title = await screen.findByRole('heading', { level: 1, name: 'Sinha house, Danapur' })
    await waitFor(() => expect(title).toHaveFocus())
    expect(api.sent('POST /api/client/sign-in')[0]?.body).toEqual({
      email: 'asha@example.com',
      code: '482913',
    })
    expect(
      await screen.findByRole('heading', { name: trackerCopy.sections.overview }),
    ).toBeVisible()
    expect(screen.queryByRole('heading', { name: projectTrackerCopy.access.title })).toBeNull()
    expect(screen.getByText(trackerCopy.signedInAs('Asha Sinha'))).toBeVisible()
  })

  it('keeps a wrong code where it was typed and takes the focus to the message', async () => {
    fakeTrackerApi({
      [me]: nobody,
      'POST /api/client/sign-in/code': {
        status: 202,
        body: { message: clientSignInMessages.codeSent },
      },
      'POST /api/client/sign-in': {
        status: 401,
        body: { message: clientSignInMessages.wrongCode },
      },
    })
    const { user } = renderTrackerPage()
    await user.type(
      await screen.findByRole('textbox', { name: signInCopy.emailLabel }),
      'asha@example.com{Enter}',
    )
    const code = await screen.findByRole('textbox', { name: signInCopy.codeLabel })
    await user.type(code, '111111{Enter}')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(clientSignInMessages.wrongCode)
    expect(alert).toHaveFocus()
    expect(code).toHaveValue('111111')
    expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining(clientSignInMessages.wrongCode),
    )
  })

  it("checks the address and the code before sending them, with the contract's words", async () => {
    const api = fakeTrackerApi({
      [me]: nobody,
      'POST /api/client/sign-in/code': {
        status: 202,
        body: { message: clientSignInMessages.codeSent },
      },
    })
    const { user } = renderTrackerPage()
    const email = await screen.findByRole('textbox', { name: signInCopy.emailLabel })
    await user.type(email, 'asha.example.com{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(clientSignInMessages.email)
    expect(email).toHaveValue('asha.example.com')
    expect(api.sent('POST /api/client/sign-in/code')).toEqual([])

    await user.clear(email)
    await user.type(email, 'asha@example.com{Enter}')
    await user.type(
      await screen.findByRole('textbox', { name: signInCopy.codeLabel }),
      '12345{Enter}',
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(clientSignInMessages.code)
    expect(api.sent('POST /api/client/sign-in')).toEqual([])
  })

  it('says how long to wait when the API asks for it (Retry-After), and keeps the address', async () => {
    fakeTrackerApi({
      [me]: nobody,
      'POST /api/client/sign-in/code': {
        status: 429,
        body: { message: clientSignInMessages.tooManyRequests },
        headers: { 'retry-after': '420' },
      },
    })
    const { user } = renderTrackerPage()
    const email = await screen.findByRole('textbox', { name: signInCopy.emailLabel })
    await user.type(email, 'asha@example.com{Enter}')
    // 420 seconds: 7 minutes.
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      `${clientSignInMessages.tooManyRequests} ${signInCopy.tryAgainIn.minutes(7)}`,
    )
    expect(alert).toHaveFocus()
    expect(email).toHaveValue('asha@example.com')
  })

  it('tells a client whose access was revoked, rather than showing a bare form', async () => {
    fakeTrackerApi({ [me]: { status: 401, body: { message: clientSignInMessages.revoked } } })
    renderTrackerPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(clientSignInMessages.revoked)
  })
})

describe('an invitation link', () => {
  it('signs the client in once, takes the token out of the address and shows the project', async () => {
    const api = fakeTrackerApi({
      'POST /api/client/sign-in/invitation': signedIn,
      [project]: { status: 200, body: sampleProject() },
    })
    const { router } = renderTrackerPage(
      `/resources/project-tracker?invite=${token}#tracker-updates`,
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sinha house, Danapur' }),
    ).toBeVisible()
    expect(api.sent('POST /api/client/sign-in/invitation')[0]?.body).toEqual({ token })
    expect(router.state.location.search).toBe('')
    expect(router.state.location.hash).toBe('#tracker-updates')
    expect(api.sent(me)).toEqual([])
  })

  it("shows a used link's message with the sign-in form, focused", async () => {
    fakeTrackerApi({
      'POST /api/client/sign-in/invitation': {
        status: 401,
        body: { message: clientSignInMessages.invitationUsed },
      },
      [me]: nobody,
    })
    renderTrackerPage(`/resources/project-tracker?invite=${token}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(clientSignInMessages.invitationUsed)
    await waitFor(() => expect(alert).toHaveFocus())
    expect(screen.getByRole('textbox', { name: signInCopy.emailLabel })).toBeVisible()
  })

  it('shows the project to a client already signed in who opens their used link again', async () => {
    fakeTrackerApi({
      'POST /api/client/sign-in/invitation': {
        status: 401,
        body: { message: clientSignInMessages.invitationUsed },
      },
      [me]: signedIn,
      [project]: { status: 200, body: sampleProject() },
    })
    renderTrackerPage(`/resources/project-tracker?invite=${token}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sinha house, Danapur' }),
    ).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('/hi/resources/project-tracker', () => {
  beforeEach(() => {
    provideHindiParts({ firstLoad: hindiFirstLoad })
  })

  it("says an expired link's message in Hindi, above the Hindi form", async () => {
    fakeTrackerApi({
      'POST /api/client/sign-in/invitation': {
        status: 401,
        body: { message: clientSignInMessages.invitationExpired },
      },
      [me]: nobody,
    })
    renderTrackerPage(`/hi/resources/project-tracker?invite=${token}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(hindiClientSignInMessages.invitationExpired)
    expect(alert).not.toHaveTextContent(/[A-Za-z]/)
    expect(screen.getByRole('textbox', { name: hindiSignInCopy.emailLabel })).toBeVisible()
  })

  it('asks for the code e-mail in Hindi and says the wait in Hindi words', async () => {
    const api = fakeTrackerApi({
      [me]: nobody,
      'POST /api/client/sign-in/code': {
        status: 429,
        body: { message: clientSignInMessages.tooManyRequests },
        headers: { 'retry-after': '45' },
      },
    })
    const { user } = renderTrackerPage('/hi/resources/project-tracker')
    await user.type(
      await screen.findByRole('textbox', { name: hindiSignInCopy.emailLabel }),
      'asha@example.com',
    )
    await user.click(screen.getByRole('button', { name: hindiSignInCopy.sendCode }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${hindiClientSignInMessages.tooManyRequests} ${hindiSignInCopy.tryAgainIn.seconds(45)}`,
    )
    expect(api.sent('POST /api/client/sign-in/code')[0]?.body).toMatchObject({ language: 'hi' })
  })
})

describe('a signed-in client', () => {
  it('signs out and is back at the form, told so', async () => {
    const api = fakeTrackerApi({
      [me]: signedIn,
      [project]: { status: 200, body: sampleProject() },
      'POST /api/client/sign-out': {
        status: 200,
        body: { message: clientSignInMessages.signedOut },
      },
    })
    const { user } = renderTrackerPage()
    const header = (await screen.findByRole('heading', { level: 1, name: 'Sinha house, Danapur' }))
      .parentElement as HTMLElement
    await user.click(within(header).getByRole('button', { name: trackerCopy.signOut }))

    const news = await screen.findByRole('status')
    expect(news).toHaveTextContent(clientSignInMessages.signedOut)
    await waitFor(() => expect(news).toHaveFocus())
    expect(screen.getByRole('textbox', { name: signInCopy.emailLabel })).toBeVisible()
    expect(
      screen.getByRole('heading', { level: 1, name: projectTrackerCopy.hero.title }),
    ).toBeVisible()
    expect(api.sent('POST /api/client/sign-out')).toHaveLength(1)
  })

  it('signs out everywhere', async () => {
    const api = fakeTrackerApi({
      [me]: signedIn,
      [project]: { status: 200, body: sampleProject() },
      'POST /api/client/sign-out-everywhere': {
        status: 200,
        body: { message: clientSignInMessages.signedOut },
      },
    })
    const { user } = renderTrackerPage()
    await user.click(await screen.findByRole('button', { name: trackerCopy.signOutEverywhere }))
    expect(await screen.findByRole('status')).toHaveTextContent(clientSignInMessages.signedOut)
    expect(api.sent('POST /api/client/sign-out-everywhere')).toHaveLength(1)
  })

  it('chooses between their projects', async () => {
    const two = {
      ...sampleMe,
      projects: [...sampleMe.projects, { id: 8, title: 'Sinha shop, Gaya', city: 'Gaya' }],
    }
    fakeTrackerApi({
      [me]: { status: 200, body: two },
      [project]: { status: 200, body: sampleProject() },
      'GET /api/client/projects/8': {
        status: 200,
        body: sampleProject({ id: 8, title: 'Sinha shop, Gaya', updates: [], messages: [] }),
      },
    })
    const { user } = renderTrackerPage()
    const choice = await screen.findByRole('combobox', { name: trackerCopy.projectChoice })
    await user.selectOptions(choice, 'Sinha shop, Gaya (Gaya)')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sinha shop, Gaya' })).toBeVisible()
    const updates = await screen.findByRole('region', { name: trackerCopy.sections.updates })
    expect(within(updates).getByText(trackerCopy.updates.none)).toBeVisible()
  })

  it('whose session ended meanwhile is taken back to the form, told why', async () => {
    fakeTrackerApi({
      [me]: signedIn,
      [project]: { status: 401, body: { message: clientSignInMessages.revoked } },
    })
    renderTrackerPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(clientSignInMessages.revoked)
    expect(screen.getByRole('textbox', { name: signInCopy.emailLabel })).toBeVisible()
  })
})
