import type { StaffRole } from '@nirman/contract'
import type { DataSource } from 'typeorm'
import { AdminUserEntity } from '../db/entities'
import type { StartupLogger } from '../db/open-database'
import { generatePassword, hashPassword } from '../security/passwords'
import { usernameForNewAccount } from '../security/usernames'

export interface AdminAccountInput {
  username: string
  password: string
  name?: string | undefined
  /** The role of a new account (an existing one keeps its own): owner by default. */
  role?: StaffRole | undefined
}

/**
 * Creates the admin (an owner unless `role` says otherwise: this is the operator's way in), or sets a new password (and name, when given) on an existing one. The username
 * is stored normalised (usernames.ts): `Ravi` and `ｒａｖｉ` are the account `ravi`; one with a control
 * character is refused with a readable error.
 */
export async function createOrResetAdmin(
  dataSource: DataSource,
  { username: typed, password, name, role = 'owner' }: AdminAccountInput,
): Promise<'created' | 'updated'> {
  const username = usernameForNewAccount(typed)
  const admins = dataSource.getRepository(AdminUserEntity)
  const passwordHash = await hashPassword(password)
  const existing = await admins.findOneBy({ username })
  if (existing) {
    await admins.update({ id: existing.id }, { passwordHash, ...(name ? { name } : {}) })
    return 'updated'
  }
  await admins.insert({
    username,
    name: name ?? username,
    passwordHash,
    createdAt: new Date(),
    role,
    disabledAt: null,
  })
  return 'created'
}

export interface StartupAdminSettings {
  ADMIN_USERNAME?: string | undefined
  ADMIN_PASSWORD?: string | undefined
  ADMIN_NAME?: string | undefined
}

/**
 * At start-up: creates ADMIN_USERNAME with ADMIN_PASSWORD when that admin does not exist yet (an
 * existing one is left alone, so restarting never resets a password changed since). With neither set
 * and no admin at all, creates `admin` with a random password printed once in the log.
 */
export async function ensureStartupAdmin(
  dataSource: DataSource,
  settings: StartupAdminSettings,
  log: StartupLogger,
): Promise<void> {
  const admins = dataSource.getRepository(AdminUserEntity)
  const { ADMIN_USERNAME: typed, ADMIN_PASSWORD: password, ADMIN_NAME: name } = settings
  const username = typed === undefined ? undefined : usernameForNewAccount(typed)
  if (username && password) {
    if (await admins.existsBy({ username })) return
    await createOrResetAdmin(dataSource, { username, password, name })
    log.info(`Created the admin account "${username}" from ADMIN_USERNAME and ADMIN_PASSWORD`)
    return
  }
  if (username || password) {
    log.warn(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together; no admin account was created from them',
    )
  }
  if ((await admins.count()) > 0) return
  const generated = generatePassword()
  await createOrResetAdmin(dataSource, {
    username: 'admin',
    password: generated,
    name: name ?? 'Administrator',
  })
  log.warn(
    `Created the admin account "admin" with the password ${generated} (shown only this once). ` +
      'Sign in at /admin/login and change it with: pnpm --filter @nirman/api admin:create',
  )
}
