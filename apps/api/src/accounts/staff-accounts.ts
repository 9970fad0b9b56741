import { accountMessages, type StaffAccount, type StaffRef, type StaffRole } from '@nirman/contract'
import { type DataSource, type EntityManager, IsNull, Not } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import { AdminUserEntity, type AdminUserRow } from '../db/entities'
import { fieldError, HttpError } from '../http-error'
import { type AssignmentRules, reassignLeadsOf } from '../leads/lead-assignment'
import { generatePassword, hashPassword } from '../security/passwords'
import { normalizeUsername } from '../security/usernames'

function toStaffAccount(row: AdminUserRow): StaffAccount {
  return {
    id: Number(row.id),
    name: row.name,
    username: row.username,
    email: row.email ?? '',
    role: row.role,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  }
}

/**
 * The account `id` if it may be given leads (not disabled), as a lead names its assignee; read
 * with `manager`, so in the transaction of the change that assigns it.
 */
export async function activeStaffRef(manager: EntityManager, id: number): Promise<StaffRef | null> {
  const account = await manager.findOneBy(AdminUserEntity, { id, disabledAt: IsNull() })
  return account ? { id: account.id, name: account.name } : null
}

interface AccountChanges {
  name?: string | undefined
  email?: string | undefined
  role?: StaffRole | undefined
  disabled?: boolean | undefined
}

/**
 * The staff accounts, as the routes change them: sign-in lookups, the owner's list, additions,
 * changes and password resets. Every change is written with its audit entry in one transaction.
 * Ending an account's sessions is the caller's (it knows the session to keep).
 */
export class StaffAccounts {
  private readonly db: DataSource

  constructor(db: DataSource) {
    this.db = db
  }

  private get rows() {
    return this.db.getRepository(AdminUserEntity)
  }

  /** The account a typed username names: its normalised spelling, compared exactly. */
  async byTypedUsername(typed: string): Promise<AdminUserRow | null> {
    const username = normalizeUsername(typed)
    if (!username) return null
    const user = await this.rows.findOneBy({ username })
    // MySQL's collation also matches `stäff` or `staff\0` to `staff`: only the exact spelling counts.
    return user && user.username === username ? user : null
  }

  /** The account, or 404 with the dashboard's message. */
  async byId(id: number): Promise<AdminUserRow> {
    const account = await this.rows.findOneBy({ id })
    if (!account) throw new HttpError(404, accountMessages.notFound)
    return account
  }

  /** Every account that may be given leads, by name: the assignee choices of the sales desk. */
  async active(): Promise<StaffRef[]> {
    const accounts = await this.rows.find({
      where: { disabledAt: IsNull() },
      select: { id: true, name: true },
      order: { name: 'ASC', id: 'ASC' },
    })
    return accounts.map((account) => ({ id: account.id, name: account.name }))
  }

  async recordSignIn(id: number): Promise<void> {
    await this.rows.update({ id }, { lastLoginAt: new Date() })
  }

  async list(): Promise<StaffAccount[]> {
    const rows = await this.rows.find({ order: { name: 'ASC', id: 'ASC' } })
    return rows.map(toStaffAccount)
  }

  /** Adds an account with a generated password, shown once to the owner who added it. */
  async add(
    actor: StaffRef,
    input: { name: string; username: string; role: StaffRole; email?: string | undefined },
  ): Promise<{ account: StaffAccount; initialPassword: string }> {
    const username = normalizeUsername(input.username)
    if (username === null) throw fieldError('username', accountMessages.usernameCharacters)
    if (username === '') throw fieldError('username', accountMessages.username)
    // Compared in the stored spelling: MySQL's collation would also match "stäff" to "staff".
    const existing = await this.rows.findOneBy({ username })
    if (existing && existing.username === username) {
      throw new HttpError(409, accountMessages.usernameTaken)
    }
    const initialPassword = generatePassword()
    const passwordHash = await hashPassword(initialPassword)
    const id = await this.db.transaction(async (manager) => {
      const result = await manager.insert(AdminUserEntity, {
        name: input.name,
        username,
        passwordHash,
        role: input.role,
        email: input.email ?? '',
        createdAt: new Date(),
        lastLoginAt: null,
        disabledAt: null,
      })
      const newId = Number(result.identifiers[0]?.id)
      await writeAudit(manager, {
        actor,
        action: 'account.create',
        targetType: 'account',
        targetId: newId,
        details: { username, role: input.role },
      })
      return newId
    })
    return { account: toStaffAccount(await this.byId(id)), initialPassword }
  }

  /**
   * Renames, changes the e-mail or the role of, disables or enables an account. Nobody changes their own role or
   * disables themselves, and the last active owner stays one. Says whether the account was
   * disabled by this change (its sessions must end). An account disabled gives its open leads to
   * others by the owner's assignment `rules`, in the same transaction: `reassignedLeads` says how
   * many.
   */
  async change(
    actor: StaffRef,
    id: number,
    { name, email, role, disabled }: AccountChanges,
    rules: AssignmentRules,
  ): Promise<{ account: StaffAccount; disabled: boolean; reassignedLeads: number }> {
    const account = await this.byId(id)
    const disabling = disabled === true && account.disabledAt === null
    const demoting = role === 'staff' && account.role === 'owner'
    if (id === actor.id && (disabled === true || (role !== undefined && role !== account.role))) {
      throw new HttpError(400, accountMessages.ownSelf)
    }
    let reassignedLeads = 0
    await this.db.transaction(async (manager) => {
      if ((disabling || demoting) && account.role === 'owner') {
        const otherOwners = await manager.countBy(AdminUserEntity, {
          role: 'owner',
          disabledAt: IsNull(),
          id: Not(id),
        })
        if (otherOwners === 0) throw new HttpError(409, accountMessages.lastOwner)
      }
      const changes: Partial<AdminUserRow> = {}
      if (name !== undefined && name !== account.name) changes.name = name
      if (email !== undefined && email !== account.email) changes.email = email
      if (role !== undefined && role !== account.role) changes.role = role
      if (disabled !== undefined && disabled !== (account.disabledAt !== null)) {
        changes.disabledAt = disabled ? new Date() : null
      }
      if (Object.keys(changes).length === 0) return
      await manager.update(AdminUserEntity, { id }, changes)
      const action =
        changes.disabledAt !== undefined
          ? changes.disabledAt
            ? 'account.disable'
            : 'account.enable'
          : 'account.update'
      await writeAudit(manager, {
        actor,
        action,
        targetType: 'account',
        targetId: id,
        details: {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.role !== undefined ? { role: changes.role } : {}),
          // That it changed, not the address: the log keeps no one's contact details.
          ...(changes.email !== undefined
            ? { email: changes.email === '' ? 'removed' : 'changed' }
            : {}),
          ...(changes.disabledAt !== undefined ? { disabled: changes.disabledAt !== null } : {}),
        },
      })
      if (changes.disabledAt) {
        const replaced = { id, name: changes.name ?? account.name }
        reassignedLeads = await reassignLeadsOf(manager, replaced, rules, actor, changes.disabledAt)
      }
    })
    return { account: toStaffAccount(await this.byId(id)), disabled: disabling, reassignedLeads }
  }

  /** Gives an account a new generated password (the owner's reset), shown once. */
  async resetPassword(
    actor: StaffRef,
    id: number,
  ): Promise<{ account: StaffAccount; initialPassword: string }> {
    const account = await this.byId(id)
    const initialPassword = generatePassword()
    await this.setPassword(actor, id, initialPassword, 'account.reset_password')
    return { account: toStaffAccount(account), initialPassword }
  }

  /** Sets a password the account's holder chose themselves. */
  async changeOwnPassword(me: StaffRef, password: string): Promise<void> {
    await this.setPassword(me, me.id, password, 'account.change_password')
  }

  private async setPassword(
    actor: StaffRef,
    id: number,
    password: string,
    action: 'account.reset_password' | 'account.change_password',
  ) {
    const passwordHash = await hashPassword(password)
    await this.db.transaction(async (manager) => {
      await manager.update(AdminUserEntity, { id }, { passwordHash })
      await writeAudit(manager, { actor, action, targetType: 'account', targetId: id })
    })
  }
}
