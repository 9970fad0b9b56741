import { z } from 'zod'

/**
 * owner: manages accounts, deletes requests, reads the audit log, and works leads.
 * staff: works leads (stages, notes, follow-ups, assignment, spam).
 */
export const staffRoles = ['owner', 'staff'] as const
export type StaffRole = (typeof staffRoles)[number]
export const staffRoleLabels: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' }

export const accountLimits = {
  name: 100,
  username: 100,
  email: 254,
  passwordMin: 10,
  passwordMax: 200,
} as const

export const accountMessages = {
  name: "Please enter the staff member's name",
  nameTooLong: `The name must be at most ${accountLimits.name} characters`,
  username: 'Please enter a username',
  usernameTooLong: `The username must be at most ${accountLimits.username} characters`,
  usernameCharacters: 'The username must not contain control or invisible formatting characters',
  usernameTaken: 'That username is already taken',
  email: 'Please enter an e-mail address like name@example.com, or leave it empty',
  role: 'Please choose a role: owner or staff',
  disabled: 'disabled must be true or false',
  currentPassword: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  newPassword: `The new password must be at least ${accountLimits.passwordMin} characters`,
  newPasswordTooLong: `The new password must be at most ${accountLimits.passwordMax} characters`,
  newPasswordSame: 'The new password must differ from the current one',
  nothingToChange: 'Please say what to change: name, e-mail, role or disabled',
  /** 403 on an owner action by staff. */
  ownerOnly: 'Only an owner can do this',
  /** 401: the signed-in account was disabled; also the answer to its sign-in. */
  accountDisabled: 'This account has been disabled. Please ask the owner.',
  notFound: 'Account not found',
  ownSelf: 'You cannot disable your own account or change your own role',
  lastOwner: 'There must always be at least one active owner',
  passwordChanged: 'Password changed. You were signed out everywhere else.',
} as const

const name = z
  .string({ error: accountMessages.name })
  .trim()
  .min(1, { error: accountMessages.name })
  .max(accountLimits.name, { error: accountMessages.nameTooLong })
const role = z.enum(staffRoles, { error: accountMessages.role })
/**
 * Where the account's e-mails go (the owner's escalations, the morning digest of follow-ups); ''
 * for none. Stored in lower case.
 */
const email = z
  .string({ error: accountMessages.email })
  .trim()
  .max(accountLimits.email, { error: accountMessages.email })
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    error: accountMessages.email,
  })
  .transform((value) => value.toLowerCase())

/**
 * `POST /api/admin/accounts` (owner). The username is stored in one spelling (NFKC, lower case), so
 * `Ravi` and `ravi` are one account. The server makes the initial password and answers it once.
 */
export const createAccountSchema = z.object({
  name,
  username: z
    .string({ error: accountMessages.username })
    .trim()
    .min(1, { error: accountMessages.username })
    .max(accountLimits.username, { error: accountMessages.usernameTooLong }),
  role: role.default('staff'),
  email: email.default(''),
})
export type CreateAccount = z.input<typeof createAccountSchema>

/** `PATCH /api/admin/accounts/:id` (owner): rename, change the e-mail or role, disable or enable. */
export const updateAccountSchema = z
  .object({
    name: name.optional(),
    email: email.optional(),
    role: role.optional(),
    disabled: z.boolean({ error: accountMessages.disabled }).optional(),
  })
  .refine(
    (body) =>
      body.name !== undefined ||
      body.email !== undefined ||
      body.role !== undefined ||
      body.disabled !== undefined,
    { error: accountMessages.nothingToChange },
  )
export type UpdateAccount = z.input<typeof updateAccountSchema>

/** `POST /api/admin/account/password`: change your own password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: accountMessages.currentPassword })
      .min(1, { error: accountMessages.currentPassword })
      .max(accountLimits.passwordMax, { error: accountMessages.currentPasswordWrong }),
    newPassword: z
      .string({ error: accountMessages.newPassword })
      .refine((password) => password.trim().length >= accountLimits.passwordMin, {
        error: accountMessages.newPassword,
      })
      .refine((password) => password.length <= accountLimits.passwordMax, {
        error: accountMessages.newPasswordTooLong,
      }),
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    path: ['newPassword'],
    error: accountMessages.newPasswordSame,
  })
export type ChangePassword = z.input<typeof changePasswordSchema>

/** The paths of the accounts (the owner's) and of changing your own password. */
export const accountPaths = {
  list: '/api/admin/accounts',
  account: (id: number) => `/api/admin/accounts/${id}`,
  resetPassword: (id: number) => `/api/admin/accounts/${id}/password`,
  ownPassword: '/api/admin/account/password',
} as const

/** An account as the owner manages it: `GET /api/admin/accounts`. */
export interface StaffAccount {
  id: number
  name: string
  username: string
  /** Where the account's e-mails go; '' for none. */
  email: string
  role: StaffRole
  disabled: boolean
  /** ISO 8601, UTC. */
  createdAt: string
  /** ISO 8601, UTC; null before the first sign-in. */
  lastLoginAt: string | null
}

/**
 * `PATCH /api/admin/accounts/:id`: the account as changed; when the change disabled it, how many
 * of its open leads went to others by the sales desk's rules.
 */
export type AccountChangeAnswer = StaffAccount & { reassignedLeads?: number }

/** `POST /api/admin/accounts` and `POST /api/admin/accounts/:id/password`: shown once, never stored. */
export interface AccountWithPassword {
  account: StaffAccount
  initialPassword: string
}
