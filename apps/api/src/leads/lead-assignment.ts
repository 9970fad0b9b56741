import {
  type AssignmentRule,
  assignmentPool,
  closedLeadStages,
  type DeskAccount,
  type SalesDeskSettings,
  type StaffRef,
} from '@nirman/contract'
import { type EntityManager, In, IsNull, Not } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import {
  AdminUserEntity,
  ContactSubmissionEntity,
  LeadAssignmentTurnEntity,
  LeadEventEntity,
} from '../db/entities'

/** A lead to give an assignee: its id and what the rules read of it. */
export interface LeadToAssign {
  id: number
  projectType: string
}

/** A lead being stored: its timeline says it was assigned as it arrived, at its `createdAt`. */
export interface NewLead extends LeadToAssign {
  createdAt: Date
}

/** Who a lead goes to, and by which rule. */
export interface Assignment {
  assignee: StaffRef
  rule: AssignmentRule
}

/** The sales-desk rules an assignment reads. */
export type AssignmentRules = Pick<SalesDeskSettings, 'offDuty' | 'byProjectType'>

/** The accounts that may be given leads, as the rules see them. */
async function activeAccounts(manager: EntityManager): Promise<DeskAccount[]> {
  const rows = await manager.find(AdminUserEntity, {
    where: { disabledAt: IsNull() },
    select: { id: true, name: true, role: true },
  })
  return rows.map((row) => ({ id: Number(row.id), name: row.name, role: row.role }))
}

/**
 * Takes `count` turns of `pool`; the first one's number. Two takers never get the same turn, so
 * the leads stored at once by any number of instances go to the pool's staff in turn.
 *
 * - **SQLite**: an upsert and a read in the transaction of `manager` (the file's one writer).
 * - **MySQL/MariaDB**: one statement, `turn = LAST_INSERT_ID(turn + count)`, whose answer carries
 *   the new value (the server keeps it per connection). Called outside the batch's transaction, it
 *   locks the counter's row for that statement only, as AUTO_INCREMENT does: a turn taken by a
 *   batch that then fails is not given back (its pool's next lead skips a person once). Taken
 *   inside the batch's transaction, the row stayed locked until each batch's commit, the batches
 *   of every instance went one at a time, and MariaDB took 283 quote requests a second instead
 *   of 484-495 (`pnpm bench`). The migration made the row of every pool there was; a pool without
 *   one (a project type added since) gets it by an INSERT IGNORE, then the same statement.
 */
async function takeTurns(manager: EntityManager, pool: string, count: number): Promise<number> {
  const driver = manager.connection.driver
  const metadata = manager.connection.getMetadata(LeadAssignmentTurnEntity)
  const table = driver.escape(metadata.tableName)
  const [poolColumn, turnColumn] = [driver.escape('pool'), driver.escape('turn')]
  if (manager.connection.options.type === 'better-sqlite3') {
    await manager.query(
      `INSERT INTO ${table} (${poolColumn}, ${turnColumn}) VALUES (?, ?) ON CONFLICT (${poolColumn}) DO UPDATE SET ${turnColumn} = ${turnColumn} + excluded.${turnColumn}`,
      [pool, count],
    )
    const [row] = await manager.query(
      `SELECT ${turnColumn} AS ${driver.escape('taken')} FROM ${table} WHERE ${poolColumn} = ?`,
      [pool],
    )
    return Number(row?.taken) - count
  }
  const take = () =>
    manager.query(
      `UPDATE ${table} SET ${turnColumn} = LAST_INSERT_ID(${turnColumn} + ?) WHERE ${poolColumn} = ?`,
      [count, pool],
    ) as Promise<{ affectedRows?: number; insertId?: number | string }>
  let taken = await take()
  if (!taken.affectedRows) {
    await manager.query(
      `INSERT IGNORE INTO ${table} (${poolColumn}, ${turnColumn}) VALUES (?, 0)`,
      [pool],
    )
    taken = await take()
  }
  if (!taken.affectedRows) throw new Error(`The turn counter of ${pool} could not be taken`)
  return Number(taken.insertId) - count
}

/**
 * The assignee of each of `leads` by the owner's rules, taking turns in the transaction of
 * `manager`: each pool's leads go to its staff in turn, in the order given. A lead no account can
 * take (none active) is left out. `except`: an account that takes none (one being disabled).
 */
export async function assigneesOf(
  manager: EntityManager,
  rules: AssignmentRules,
  leads: readonly LeadToAssign[],
  except?: number,
): Promise<Map<number, Assignment>> {
  const active = (await activeAccounts(manager)).filter((account) => account.id !== except)
  const byPool = new Map<string, { staff: DeskAccount[]; rule: AssignmentRule; ids: number[] }>()
  for (const lead of leads) {
    const pool = assignmentPool(rules, active, lead.projectType)
    if (!pool) continue
    const entry = byPool.get(pool.key) ?? { staff: pool.staff, rule: pool.rule, ids: [] }
    entry.ids.push(lead.id)
    byPool.set(pool.key, entry)
  }
  const assignments = new Map<number, Assignment>()
  // Counters locked in one order by every transaction: two can never wait for each other.
  for (const key of [...byPool.keys()].sort()) {
    const { staff, rule, ids } = byPool.get(key) as NonNullable<ReturnType<typeof byPool.get>>
    const first = await takeTurns(manager, key, ids.length)
    ids.forEach((id, index) => {
      const account = staff[(first + index) % staff.length] as DeskAccount
      assignments.set(id, { assignee: { id: account.id, name: account.name }, rule })
    })
  }
  return assignments
}

/**
 * Runs `work` under a savepoint of the transaction of `manager`: a fault of its statements (a lock
 * wait that ran out, a table missing) undoes it alone, `onFault` is told, and the answer is
 * undefined. A fault that undid the whole transaction (a deadlock) fails the transaction.
 */
async function underSavepoint<T>(
  manager: EntityManager,
  name: string,
  work: () => Promise<T>,
  onFault: (error: unknown) => void,
): Promise<T | undefined> {
  await manager.query(`SAVEPOINT ${name}`)
  try {
    const done = await work()
    await manager.query(`RELEASE SAVEPOINT ${name}`)
    return done
  } catch (error) {
    try {
      await manager.query(`ROLLBACK TO SAVEPOINT ${name}`)
      await manager.query(`RELEASE SAVEPOINT ${name}`)
    } catch {
      throw error
    }
    onFault(error)
    return undefined
  }
}

/**
 * The assignees of new leads by the owner's rules, taken before their rows are written (the rows
 * are inserted with their assignee: updating them after made MySQL scan, and lock, the rows
 * another batch was inserting, and the two deadlocked). On SQLite in the transaction that stores
 * them, under a savepoint; on MySQL just before it begins (`inTransaction` false), so that the
 * turn counters are locked for a statement, not for the batch (see takeTurns). When the turns
 * cannot be taken, the leads are stored unassigned and `onFault` is told why. In the order of
 * `leads`; undefined for a lead nobody can take.
 */
export async function assigneesOfNewLeads(
  manager: EntityManager,
  rules: AssignmentRules,
  leads: readonly Pick<LeadToAssign, 'projectType'>[],
  inTransaction: boolean,
  onFault: (error: unknown) => void,
): Promise<(Assignment | undefined)[]> {
  if (leads.length === 0) return []
  const work = () =>
    assigneesOf(
      manager,
      rules,
      leads.map((lead, index) => ({ id: index, projectType: lead.projectType })),
    )
  let byIndex: Map<number, Assignment> | undefined
  if (inTransaction) {
    byIndex = await underSavepoint(manager, 'lead_assignment', work, onFault)
  } else {
    try {
      byIndex = await work()
    } catch (error) {
      onFault(error)
    }
  }
  return leads.map((_, index) => byIndex?.get(index))
}

/**
 * The timeline entries of new leads given by the rules (no actor), each at its lead's arrival, so
 * it reads right after "Request received", before the alerts. Under a savepoint too: a fault
 * leaves the lead assigned without the entry, and `onFault` is told.
 */
export async function recordNewAssignments(
  manager: EntityManager,
  leads: readonly (NewLead & { assignment: Assignment })[],
  onFault: (error: unknown) => void,
): Promise<void> {
  if (leads.length === 0) return
  const arrived = new Map(leads.map((lead) => [lead.id, lead.createdAt]))
  const assignments = new Map(leads.map((lead) => [lead.id, lead.assignment]))
  await underSavepoint(
    manager,
    'lead_assignment_events',
    () => addAssignmentEvents(manager, assignments, (id) => arrived.get(id) ?? new Date(), null),
    onFault,
  )
}

/**
 * The timeline entries of assignments made by the rules: `actor` null when the lead arrived, the
 * owner who disabled `replacing` when it moved its leads.
 */
export async function addAssignmentEvents(
  manager: EntityManager,
  assignments: Map<number, Assignment>,
  at: Date | ((leadId: number) => Date),
  actor: StaffRef | null,
  replacing?: StaffRef,
): Promise<void> {
  if (assignments.size === 0) return
  await manager
    .createQueryBuilder()
    .insert()
    .into(LeadEventEntity)
    .values(
      [...assignments].map(([submissionId, { assignee, rule }]) => ({
        submissionId,
        at: typeof at === 'function' ? at(submissionId) : at,
        actorId: actor?.id ?? null,
        actorName: actor?.name ?? null,
        kind: 'assignment' as const,
        data: JSON.stringify({ assignee, rule, ...(replacing ? { replacing } : {}) }),
      })),
    )
    .updateEntity(false)
    .execute()
}

/** Leads moved in one statement at most (an IN list within every database's limits). */
const MOST_PER_STATEMENT = 500

/**
 * Gives the open leads of `account` (not won, lost or spam), which is being disabled, to others by
 * the owner's rules, in the transaction of `manager` that disables it: each lead's assignee and
 * version (a change made on the version before is then stale), its timeline entry naming the
 * account replaced and the owner who disabled it, and its audit entry. Resolves to how many moved.
 */
export async function reassignLeadsOf(
  manager: EntityManager,
  account: StaffRef,
  rules: AssignmentRules,
  actor: StaffRef,
  at: Date,
): Promise<number> {
  const rows = await manager.find(ContactSubmissionEntity, {
    where: { assigneeId: account.id, isSpam: false, stage: Not(In([...closedLeadStages])) },
    select: { id: true, projectType: true },
    order: { createdAt: 'ASC', id: 'ASC' },
  })
  if (rows.length === 0) return 0
  const leads = rows.map((row) => ({ id: Number(row.id), projectType: row.projectType }))
  const assignments = await assigneesOf(manager, rules, leads, account.id)
  const idsOf = new Map<number | null, number[]>()
  for (const { id } of leads) {
    const assigneeId = assignments.get(id)?.assignee.id ?? null
    idsOf.set(assigneeId, [...(idsOf.get(assigneeId) ?? []), id])
  }
  for (const [assigneeId, ids] of idsOf) {
    for (let start = 0; start < ids.length; start += MOST_PER_STATEMENT) {
      await manager
        .createQueryBuilder()
        .update(ContactSubmissionEntity)
        .set({ assigneeId, updatedAt: at, version: () => 'version + 1' })
        .whereInIds(ids.slice(start, start + MOST_PER_STATEMENT))
        .execute()
    }
  }
  await addAssignmentEvents(manager, assignments, at, actor, account)
  for (const { id } of leads) {
    await writeAudit(manager, {
      actor,
      action: 'lead.assign',
      targetType: 'lead',
      targetId: id,
      details: { assigneeId: assignments.get(id)?.assignee.id ?? null, replacing: account.id },
      at,
    })
  }
  return leads.length
}
