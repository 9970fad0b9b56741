import { type AuditEntry, accountMessages, type StaffAccount } from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications, owner, staff } from '../../test/dashboard'
import { installFakeApi, lead } from '../../test/fake-api'
import { renderDashboard } from '../../test/render'
import { accountChangeToast } from './account-list'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const account = (overrides: Partial<StaffAccount>): StaffAccount => ({
  id: 1,
  name: 'Sunita Devi',
  username: 'staff',
  role: 'staff',
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  email: '',
  ...overrides,
})

const team = () => [
  account({ ...owner, lastLoginAt: '2026-11-20T04:30:00.000Z' }),
  account({ ...staff }),
]

const sections = () => within(screen.getByRole('navigation', { name: 'Dashboard sections' }))

/** The API's refusal of an address that is not one, beside the e-mail field, for the next `method` to `path`. */
const emailRefused = (method: 'POST' | 'PATCH', path: string) => ({
  method,
  path,
  status: 400,
  body: JSON.stringify({
    message: accountMessages.email,
    issues: [{ path: 'email', message: accountMessages.email }],
  }),
})

describe('what each role sees', () => {
  it('the owner has Accounts and the audit log beside the leads', async () => {
    installFakeApi({ user: owner, accounts: team() })
    renderDashboard('/dashboard')
    await screen.findByText('Welcome, Rajesh Nirman')
    expect(sections().getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/accounts')
    expect(sections().getByRole('link', { name: 'Audit log' })).toBeInTheDocument()
    expect(sections().getByRole('link', { name: 'My password' })).toBeInTheDocument()
  })

  it('staff see neither, and the owner’s pages say they are the owner’s', async () => {
    const api = installFakeApi({ user: staff, accounts: team() })
    const { router } = renderDashboard('/dashboard')
    await screen.findByText('Welcome, Sunita Devi')
    expect(sections().queryByRole('link', { name: 'Accounts' })).not.toBeInTheDocument()
    expect(sections().queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument()
    expect(sections().getByRole('link', { name: 'My password' })).toBeInTheDocument()

    await router.navigate('/accounts')
    expect(await screen.findByText('Only the owner can see this page.')).toBeInTheDocument()
    await router.navigate('/audit-log')
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument()
    expect(screen.getByText('Only the owner can see this page.')).toBeInTheDocument()
    expect(api.calls.some((call) => call.path.startsWith('/api/admin/accounts'))).toBe(false)
    expect(api.calls.some((call) => call.path === '/api/admin/audit-log')).toBe(false)
  })
})

describe('the owner manages accounts', () => {
  it('adds a member of staff and shows the initial password once', async () => {
    const api = installFakeApi({ user: owner, accounts: team() })
    const user = userEvent.setup()
    renderDashboard('/accounts')
    await screen.findByRole('listitem', { name: /Sunita Devi/ })

    await user.click(screen.getByRole('button', { name: 'Add account' }))
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      "Please enter the staff member's name",
    )
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Amit Raj')
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'amit')
    await user.click(screen.getByRole('button', { name: 'Add account' }))

    expect(await screen.findByText('Account amit added')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Initial password for amit' })).toHaveTextContent(
      'initial-amit-2468',
    )
    expect(await screen.findByRole('listitem', { name: /Amit Raj/ })).toBeInTheDocument()
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/admin/accounts',
        // No e-mail typed: none ('').
        body: { name: 'Amit Raj', username: 'amit', role: 'staff', email: '' },
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Done, I have noted amit’s password' }))
    expect(screen.queryByText('initial-amit-2468')).not.toBeInTheDocument()
  })

  it('keeps every password made in the visit until its own Done, each named after its account', async () => {
    installFakeApi({ user: owner, accounts: team() })
    const user = userEvent.setup()
    renderDashboard('/accounts')
    await screen.findByRole('listitem', { name: /Sunita Devi/ })
    const add = async (name: string, username: string) => {
      await user.type(screen.getByRole('textbox', { name: /Name/ }), name)
      await user.type(screen.getByRole('textbox', { name: /Username/ }), username)
      await user.click(screen.getByRole('button', { name: 'Add account' }))
      await screen.findByText(`Account ${username} added`)
    }

    // Given Amit's password, not yet noted, when a second account is added...
    await add('Amit Raj', 'amit')
    await add('Priya Kumari', 'priya')
    // ...both stay, each labelled with whose it is.
    expect(screen.getByRole('status', { name: 'Initial password for amit' })).toHaveTextContent(
      'initial-amit-2468',
    )
    expect(screen.getByRole('status', { name: 'Initial password for priya' })).toHaveTextContent(
      'initial-priya-2468',
    )
    // A reset password joins them.
    const sunita = screen.getByRole('listitem', { name: /Sunita Devi/ })
    await user.click(within(sunita).getByRole('button', { name: 'Reset password Sunita Devi' }))
    expect(
      await screen.findByRole('status', { name: 'Initial password for staff' }),
    ).toHaveTextContent('reset-staff-1357')

    // Noting one hides that one alone.
    await user.click(screen.getByRole('button', { name: 'Done, I have noted priya’s password' }))
    expect(screen.queryByText('initial-priya-2468')).not.toBeInTheDocument()
    expect(screen.getByText('initial-amit-2468')).toBeInTheDocument()
    expect(screen.getByText('reset-staff-1357')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Done, I have noted amit’s password' }))
    await user.click(screen.getByRole('button', { name: 'Done, I have noted staff’s password' }))
    expect(screen.queryByRole('status', { name: /Initial password/ })).not.toBeInTheDocument()
  })

  it('shows only the newest password of an account reset twice', async () => {
    const api = installFakeApi({ user: owner, accounts: team() })
    const user = userEvent.setup()
    renderDashboard('/accounts')
    const sunita = await screen.findByRole('listitem', { name: /Sunita Devi/ })
    const reset = () =>
      user.click(within(sunita).getByRole('button', { name: 'Reset password Sunita Devi' }))
    await reset()
    await screen.findByRole('status', { name: 'Initial password for staff' })
    await reset()
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.path === '/api/admin/accounts/1/password'),
      ).toHaveLength(2),
    )
    // Answered: the button reads Reset password again, not Saving...
    await waitFor(() =>
      expect(
        within(sunita).getByRole('button', { name: 'Reset password Sunita Devi' }),
      ).toBeEnabled(),
    )
    expect(screen.getAllByRole('status', { name: 'Initial password for staff' })).toHaveLength(1)
  })

  it('says a username is taken and keeps what was typed', async () => {
    installFakeApi({ user: owner, accounts: team() })
    const user = userEvent.setup()
    renderDashboard('/accounts')
    await screen.findByRole('listitem', { name: /Sunita Devi/ })
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Another Sunita')
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'staff')
    await user.click(screen.getByRole('button', { name: 'Add account' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription(
        'That username is already taken',
      ),
    )
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Another Sunita')
  })

  it('disables an account and resets a password, but not their own', async () => {
    const api = installFakeApi({ user: owner, accounts: team() })
    const user = userEvent.setup()
    renderDashboard('/accounts')
    const sunita = await screen.findByRole('listitem', { name: /Sunita Devi/ })
    const self = screen.getByRole('listitem', { name: /Rajesh Nirman/ })
    expect(within(self).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument()

    await user.click(within(sunita).getByRole('button', { name: 'Disable Sunita Devi' }))
    expect(await notifications().findByText('Account disabled')).toBeInTheDocument()
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/accounts/1',
        body: { disabled: true },
      }),
    )
    expect(await within(sunita).findByText('Disabled')).toBeInTheDocument()

    await user.click(within(sunita).getByRole('button', { name: 'Reset password Sunita Devi' }))
    expect(await screen.findByText('New password for staff (shown once)')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Initial password for staff' })).toHaveTextContent(
      'reset-staff-1357',
    )
  })

  it('says how many of a disabled account’s open leads the sales desk gave to others', async () => {
    const sunitas = { id: staff.id, name: staff.name }
    const api = installFakeApi({
      user: owner,
      accounts: team(),
      leads: [
        lead({ id: 1, assignee: sunitas }),
        lead({ id: 2, assignee: sunitas, stage: 'contacted' }),
        lead({ id: 3, assignee: sunitas, stage: 'site_visit_scheduled' }),
        // Won: not open, it stays hers.
        lead({ id: 4, assignee: sunitas, stage: 'won' }),
      ],
    })
    const user = userEvent.setup()
    renderDashboard('/accounts')
    const sunita = await screen.findByRole('listitem', { name: /Sunita Devi/ })
    await user.click(within(sunita).getByRole('button', { name: 'Disable Sunita Devi' }))

    expect(
      await notifications().findByText(
        'Its sessions ended at once. Sunita Devi’s 3 open leads went to others by the sales desk’s rules.',
      ),
    ).toBeInTheDocument()
    expect(notifications().getByText('Account disabled')).toBeInTheDocument()
    // Nobody else on duty but the owner: the leads are his.
    expect(api.leads.map((row) => row.assignee?.name)).toEqual([
      'Rajesh Nirman',
      'Rajesh Nirman',
      'Rajesh Nirman',
      'Sunita Devi',
    ])
  })

  it('reads the audit log, newest first', async () => {
    const audit: AuditEntry[] = [
      {
        id: 2,
        at: '2026-11-20T04:30:00.000Z',
        actor: { id: 9, name: 'Rajesh Nirman' },
        action: 'account.disable',
        targetType: 'account',
        targetId: 1,
        details: {},
      },
      {
        id: 1,
        at: '2026-11-19T04:30:00.000Z',
        actor: { id: 1, name: 'Sunita Devi' },
        action: 'lead.stage',
        targetType: 'lead',
        targetId: 12,
        details: { from: 'new', to: 'contacted' },
      },
    ]
    installFakeApi({ user: owner, audit })
    renderDashboard('/audit-log')
    const log = await screen.findByRole('list', { name: 'Audit log' })
    const entries = within(log)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent)
    expect(entries).toEqual([
      'Rajesh Nirman · Disabled an account · account 120 Nov 2026, 10:00 am',
      'Sunita Devi · Changed the stage · request 12from: new, to: contacted19 Nov 2026, 10:00 am',
    ])
  })
})

describe('an account’s e-mail', () => {
  const hint =
    'For the morning list of follow-ups and, for owners, alerts about leads waiting too long. Optional.'
  const withEmails = () => [
    account({ ...owner, email: 'rajesh@nirman.example' }),
    account({ ...staff }),
  ]

  it('shows each account’s e-mail, or that it has none', async () => {
    installFakeApi({ user: owner, accounts: withEmails() })
    renderDashboard('/accounts')
    const sunita = await screen.findByRole('listitem', { name: /Sunita Devi/ })
    expect(within(sunita).getByText('No e-mail')).toBeInTheDocument()
    const rajesh = screen.getByRole('listitem', { name: /Rajesh Nirman/ })
    expect(within(rajesh).getByText('rajesh@nirman.example')).toBeInTheDocument()
  })

  it('adds a member of staff with an e-mail, refusing one that is not an address beside it', async () => {
    const api = installFakeApi({ user: owner, accounts: withEmails() })
    const user = userEvent.setup()
    renderDashboard('/accounts')
    await screen.findByRole('listitem', { name: /Sunita Devi/ })
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAttribute('autocomplete', 'off')
    expect(email).toHaveAccessibleDescription(hint)

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Amit Raj')
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'amit')
    await user.type(email, 'amit@')
    await user.click(screen.getByRole('button', { name: 'Add account' }))
    expect(email).toHaveAccessibleDescription(`${hint} ${accountMessages.email}`)
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await user.clear(email)
    await user.type(email, 'Amit.Raj@Nirman.example')
    await user.click(screen.getByRole('button', { name: 'Add account' }))
    const amit = await screen.findByRole('listitem', { name: /Amit Raj/ })
    // Stored in lower case, as the contract spells it.
    expect(within(amit).getByText('amit.raj@nirman.example')).toBeInTheDocument()
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/admin/accounts',
        body: {
          name: 'Amit Raj',
          username: 'amit',
          role: 'staff',
          email: 'amit.raj@nirman.example',
        },
      }),
    )
    expect(email).toHaveValue('')
  })

  it('shows the server’s refusal of an e-mail beside the field, keeping what was typed', async () => {
    installFakeApi({
      user: owner,
      accounts: withEmails(),
      failNext: emailRefused('POST', '/api/admin/accounts'),
    })
    const user = userEvent.setup()
    renderDashboard('/accounts')
    await screen.findByRole('listitem', { name: /Sunita Devi/ })
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Amit Raj')
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'amit')
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    await user.type(email, 'amit@nirman.example')
    await user.click(screen.getByRole('button', { name: 'Add account' }))
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(`${hint} ${accountMessages.email}`),
    )
    expect(email).toHaveValue('amit@nirman.example')
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription('')
  })

  it('the owner changes an account’s e-mail, refused beside the field when not an address', async () => {
    const api = installFakeApi({ user: owner, accounts: withEmails() })
    const user = userEvent.setup()
    renderDashboard('/accounts')
    const sunita = await screen.findByRole('listitem', { name: /Sunita Devi/ })
    const change = within(sunita).getByRole('button', { name: 'Change e-mail of Sunita Devi' })
    await user.click(change)
    const email = within(sunita).getByRole('textbox', { name: 'E-mail of Sunita Devi' })
    expect(email).toHaveFocus()

    await user.type(email, 'sunita at nirman')
    await user.click(within(sunita).getByRole('button', { name: 'Save e-mail' }))
    expect(email).toHaveAccessibleDescription(`${hint} ${accountMessages.email}`)
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false)

    await user.clear(email)
    await user.type(email, 'sunita@nirman.example')
    await user.click(within(sunita).getByRole('button', { name: 'Save e-mail' }))
    expect(
      await notifications().findByText('Its e-mails go to sunita@nirman.example.'),
    ).toBeInTheDocument()
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/accounts/1',
        body: { email: 'sunita@nirman.example' },
      }),
    )
    expect(await within(sunita).findByText('sunita@nirman.example')).toBeInTheDocument()
    expect(within(sunita).queryByRole('textbox')).not.toBeInTheDocument()
    expect(
      within(sunita).getByRole('button', { name: 'Change e-mail of Sunita Devi' }),
    ).toHaveFocus()
  })

  it('the owner clears their own e-mail, and a refusal by the server is said beside the field', async () => {
    const api = installFakeApi({
      user: owner,
      accounts: withEmails(),
      failNext: emailRefused('PATCH', '/api/admin/accounts/9'),
    })
    const user = userEvent.setup()
    renderDashboard('/accounts')
    const self = await screen.findByRole('listitem', { name: /Rajesh Nirman/ })
    await user.click(within(self).getByRole('button', { name: 'Change e-mail of Rajesh Nirman' }))
    const email = within(self).getByRole('textbox', { name: 'E-mail of Rajesh Nirman' })
    expect(email).toHaveValue('rajesh@nirman.example')
    await user.clear(email)
    await user.click(within(self).getByRole('button', { name: 'Save e-mail' }))
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(`${hint} ${accountMessages.email}`),
    )
    expect(email).toHaveValue('')

    await user.click(within(self).getByRole('button', { name: 'Save e-mail' }))
    expect(await notifications().findByText('The account gets no e-mails.')).toBeInTheDocument()
    expect(api.accounts.find((one) => one.id === owner.id)?.email).toBe('')
    expect(await within(self).findByText('No e-mail')).toBeInTheDocument()
  })
})

describe('the toast of an account disabled or enabled', () => {
  const sunita = account({ disabled: true })

  it('counts the open leads that went to others, in the plural they take', () => {
    expect(accountChangeToast({ ...sunita, reassignedLeads: 1 })).toEqual({
      title: 'Account disabled',
      description:
        'Its sessions ended at once. Sunita Devi’s 1 open lead went to others by the sales desk’s rules.',
    })
    expect(accountChangeToast({ ...sunita, reassignedLeads: 3 }).description).toBe(
      'Its sessions ended at once. Sunita Devi’s 3 open leads went to others by the sales desk’s rules.',
    )
  })

  it('says nothing more when none moved, and nothing of leads when enabled', () => {
    expect(accountChangeToast({ ...sunita, reassignedLeads: 0 })).toEqual({
      title: 'Account disabled',
      description: 'Its sessions ended at once.',
    })
    expect(accountChangeToast(sunita)).toEqual({
      title: 'Account disabled',
      description: 'Its sessions ended at once.',
    })
    expect(accountChangeToast(account({ disabled: false }))).toEqual({
      title: 'Account enabled',
      description: 'It can sign in again.',
    })
  })
})

describe('changing one’s own password', () => {
  it('needs the current password and the new one twice', async () => {
    const api = installFakeApi({ user: staff })
    const user = userEvent.setup()
    renderDashboard('/password')
    const current = await screen.findByLabelText(/Current password/)
    await user.type(current, 'not my password')
    await user.type(screen.getByLabelText(/^New password\W*$/), 'a brand new secret')
    await user.type(screen.getByLabelText(/New password again/), 'a brand new secrte')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(screen.getByLabelText(/New password again/)).toHaveAccessibleDescription(
      'The two new passwords differ',
    )
    expect(api.calls.some((call) => call.path === '/api/admin/account/password')).toBe(false)

    await user.clear(screen.getByLabelText(/New password again/))
    await user.type(screen.getByLabelText(/New password again/), 'a brand new secret')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Your current password is not correct'),
    )
    expect(screen.getByLabelText(/^New password\W*$/)).toHaveValue('a brand new secret')

    await user.clear(current)
    await user.type(current, api.password)
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await notifications().findByText('Password changed')).toBeInTheDocument()
    expect(api.password).toBe('a brand new secret')
    expect(current).toHaveValue('')
  })
})
