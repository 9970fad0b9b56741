import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi, lead } from '../test/fake-api'
import { renderDashboard } from '../test/render'

afterEach(() => vi.unstubAllGlobals())

const notifications = () => within(screen.getByRole('region', { name: /notifications/i }))

describe('the login page', () => {
  it('signs in with the right password and opens the dashboard with a welcome', async () => {
    installFakeApi()
    const user = userEvent.setup()
    const { router } = renderDashboard('/login')

    await user.type(await screen.findByLabelText(/username/i), 'staff')
    await user.type(screen.getByLabelText(/password/i), 'correct horse battery')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await screen.findByText('Welcome, Sunita Devi')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(await notifications().findByText('Login successful')).toBeInTheDocument()
    expect(notifications().getByText('You have been logged in successfully.')).toBeInTheDocument()
  })

  it('says "Logging in..." and disables the button while the request runs', async () => {
    const api = installFakeApi()
    let release: () => void = () => {}
    const pending = new Promise<void>((resolve) => {
      release = resolve
    })
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/admin/login')) await pending
      return realFetch(input, init)
    })
    const user = userEvent.setup()
    renderDashboard('/login')
    await user.type(await screen.findByLabelText(/username/i), 'staff')
    await user.type(screen.getByLabelText(/password/i), api.password)
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    const busy = await screen.findByRole('button', { name: 'Logging in...' })
    expect(busy).toBeDisabled()
    release()
    expect(await screen.findByText('Welcome, Sunita Devi')).toBeInTheDocument()
  })

  it('refuses a wrong password with the failure toast and stays on the page', async () => {
    installFakeApi()
    const user = userEvent.setup()
    const { router } = renderDashboard('/login')
    await user.type(await screen.findByLabelText(/username/i), 'staff')
    await user.type(screen.getByLabelText(/password/i), 'wrong password')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await notifications().findByText('Login failed')).toBeInTheDocument()
    expect(notifications().getByText('Invalid username or password.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    // What was typed is kept, so the visitor can correct it.
    expect(screen.getByLabelText(/username/i)).toHaveValue('staff')
  })

  it('tells a member of staff whose account was disabled to ask the owner', async () => {
    installFakeApi({
      failNext: {
        method: 'POST',
        path: '/api/admin/login',
        status: 401,
        body: JSON.stringify({ message: 'This account has been disabled. Please ask the owner.' }),
      },
    })
    const user = userEvent.setup()
    renderDashboard('/login')
    await user.type(await screen.findByLabelText(/username/i), 'staff')
    await user.type(screen.getByLabelText(/password/i), 'correct horse battery')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await notifications().findByText('Login failed')).toBeInTheDocument()
    expect(
      notifications().getByText('This account has been disabled. Please ask the owner.'),
    ).toBeInTheDocument()
  })

  it.each([
    ['both fields empty', '', ''],
    ['no password', 'staff', ''],
    ['a blank username', '   ', 'secret'],
  ])('with %s says "Invalid input" and sends nothing', async (_case, username, password) => {
    const api = installFakeApi()
    const user = userEvent.setup()
    renderDashboard('/login')
    const usernameField = await screen.findByLabelText(/username/i)
    if (username) await user.type(usernameField, username)
    if (password) await user.type(screen.getByLabelText(/password/i), password)
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await notifications().findByText('Invalid input')).toBeInTheDocument()
    expect(
      notifications().getByText('Please enter both username and password.'),
    ).toBeInTheDocument()
    expect(api.calls.filter((call) => call.path === '/api/admin/login')).toHaveLength(0)
  })

  it('sends a signed-in visitor straight to the dashboard', async () => {
    installFakeApi({ user: { id: 1, name: 'Sunita Devi', username: 'staff', role: 'staff' } })
    const { router } = renderDashboard('/login')
    expect(await screen.findByText('Welcome, Sunita Devi')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('offers a way back to the public website', async () => {
    installFakeApi()
    renderDashboard('/login')
    expect(await screen.findByRole('link', { name: 'Return to Website' })).toHaveAttribute(
      'href',
      '/',
    )
  })
})

describe('signing out', () => {
  it('ends the session, shows the confirmation, and the dashboard is closed afterwards', async () => {
    const api = installFakeApi({
      user: { id: 1, name: 'Sunita Devi', username: 'staff', role: 'staff' },
    })
    const user = userEvent.setup()
    const { router } = renderDashboard('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Logout' }))

    expect(
      await screen.findByRole('heading', { name: 'You have been logged out' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/logout-success')
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/admin/logout' }),
    )
    expect(screen.getByRole('link', { name: 'Return to Website' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log In Again' })).toBeInTheDocument()

    await router.navigate('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument()
  })

  it('"Log In Again" opens the login page', async () => {
    installFakeApi()
    const user = userEvent.setup()
    renderDashboard('/logout-success')
    await user.click(await screen.findByRole('link', { name: 'Log In Again' }))
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument()
  })
})

describe('without a session', () => {
  it('sends a visitor of the dashboard to the login page', async () => {
    installFakeApi()
    const { router } = renderDashboard('/dashboard')
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})

describe('the address opened before signing in', () => {
  const signIn = async (password: string) => {
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/username/i), 'staff')
    await user.type(screen.getByLabelText(/password/i), password)
    await user.click(screen.getByRole('button', { name: 'Log in' }))
  }

  it("opens a lead alert's link after signing in: the lead, not the landing view", async () => {
    const api = installFakeApi({
      leads: [lead({ id: 3, name: 'Anita Sinha' }), lead({ id: 4, name: 'Mohan Prasad' })],
    })
    // The alert e-mail links to /admin/dashboard?request=3; the browser has no session.
    const { router } = renderDashboard('/dashboard?request=3')
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/dashboard?request=3',
    )

    await signIn(api.password)
    expect(await screen.findByRole('dialog', { name: 'Anita Sinha' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(router.state.location.search).toBe('?request=3')
  })

  it.each([
    ['another site', 'https://evil.example/admin/dashboard'],
    ['a protocol-relative address', '//evil.example/admin/dashboard'],
    ['a backslash browsers read as a slash', '/\\evil.example/admin/dashboard'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses %s and opens To do instead', async (_case, next) => {
    const api = installFakeApi()
    const { router } = renderDashboard(`/login?${new URLSearchParams({ next })}`)
    await signIn(api.password)
    expect(
      await screen.findByRole('heading', { name: 'To do: new leads and follow-ups due' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(router.state.location.search).toBe('?todo=true')
  })
})
