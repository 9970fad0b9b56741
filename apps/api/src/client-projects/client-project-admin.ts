import {
  type AdminClientProject,
  type AdminUser,
  type AuditAction,
  type ClientAdd,
  type ClientProjectCreate,
  type ClientProjectSummary,
  type ClientProjectUpdate,
  clientProjectMessages,
  companyDate,
  type MessageInput,
  type PaymentScheduleInput,
  type ReceiptInput,
  type ScheduleInput,
  type StaffRef,
} from '@nirman/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { DataSource, EntityManager } from 'typeorm'
import { type AuditDetails, writeAudit } from '../audit/audit-log'
import {
  ClientMessageEntity,
  ClientProjectEntity,
  type ClientProjectRow,
  ClientProjectStaffEntity,
  ClientUpdateEntity,
} from '../db/client-entities'
import { fieldError } from '../http-error'
import type { MediaFiles } from '../media/storage'
import { adminClientProject } from './client-project-view'
import {
  assertManages,
  bumpVersion,
  dayOf,
  projectRowOf,
  staffIdsOf,
  touchProject,
} from './project-access'
import { ClientAccountRace, clientAccountFor, linkClient, unlinkClient } from './project-clients'
import { assertActiveStaff, insertClientProject } from './project-creation'
import { clientProjectSummaries } from './project-list'
import { deleteProjectRows, type ProjectFiles, removeProjectFiles } from './project-removal'
import { recordReceipt, replacePayments, replaceStages, undoReceipt } from './schedule-changes'

/** What a change records in the audit log, besides who, when and which project. */
interface AuditNote {
  action: AuditAction
  details: AuditDetails
}

const actorOf = ({ id, name }: AdminUser): StaffRef => ({ id, name })

/** The project's own fields as the form sends them, as columns. */
function projectColumnsOf(input: Omit<ClientProjectUpdate, 'version' | 'staffIds'>) {
  return {
    title: input.title,
    siteAddress: input.siteAddress,
    city: input.city,
    projectType: input.projectType,
    contractValuePaise: input.contractValuePaise,
    startDate: input.startDate,
  } satisfies Partial<ClientProjectRow>
}

/** The names of the fields a change alters, for the audit log ("title,staffIds"). */
function changedFields(
  row: ClientProjectRow,
  columns: ReturnType<typeof projectColumnsOf>,
  staffBefore: readonly number[],
  staffAfter: readonly number[],
): string {
  const before: Record<keyof typeof columns, string> = {
    title: row.title,
    siteAddress: row.siteAddress,
    city: row.city,
    projectType: row.projectType,
    contractValuePaise: String(row.contractValuePaise),
    startDate: dayOf(row.startDate) ?? '',
  }
  const fields = Object.entries(columns)
    .filter(([name, value]) => before[name as keyof typeof columns] !== String(value))
    .map(([name]) => name)
  const sameStaff =
    staffBefore.length === staffAfter.length && staffAfter.every((id) => staffBefore.includes(id))
  return [...fields, ...(sameStaff ? [] : ['staffIds'])].join(',')
}

/**
 * Client projects as the staff manage them: every staff member reads every project; the owner and
 * the project's own staff change it (403 for the others). Every change is one transaction with its
 * audit entry, and moves the project to its next version: one made on an older version is refused
 * with 409, except a staff message, which only marks the project changed. Removing the files of a
 * deleted project is the caller's, once its rows are gone (`removeFiles`).
 */
export class ClientProjectAdmin {
  constructor(
    private readonly db: DataSource,
    private readonly storage: MediaFiles,
  ) {}

  /** Every project as `viewer` sees it in the list, the most recently changed first. */
  list(viewer: AdminUser): Promise<ClientProjectSummary[]> {
    return clientProjectSummaries(this.db.manager, viewer)
  }

  /** A project whole as `viewer` sees it; 404 when there is none. */
  byId(viewer: AdminUser, id: number): Promise<AdminClientProject> {
    return adminClientProject(this.db.manager, id, viewer)
  }

  /** Adds a project (any staff member may), with the usual schedule. Returns its id. */
  create(account: AdminUser, input: ClientProjectCreate): Promise<number> {
    return this.transaction(async (manager) => {
      const now = new Date()
      const { id, details } = await insertClientProject(manager, input, now)
      await this.audit(manager, account, id, { action: 'client_project.create', details }, now)
      return id
    })
  }

  /** Changes the project's fields and its staff. */
  update(account: AdminUser, id: number, { version, staffIds, ...input }: ClientProjectUpdate) {
    return this.change(account, id, version, async (manager, row) => {
      await assertActiveStaff(manager, staffIds)
      const columns = projectColumnsOf(input)
      const staffBefore = await staffIdsOf(manager, id)
      await manager.update(ClientProjectEntity, { id }, columns)
      await manager.delete(ClientProjectStaffEntity, { projectId: id })
      await manager.insert(
        ClientProjectStaffEntity,
        staffIds.map((adminUserId) => ({ projectId: id, adminUserId })),
      )
      const fields = changedFields(row, columns, staffBefore, staffIds)
      return { action: 'client_project.update', details: { fields } }
    })
  }

  /** Replaces the schedule (schedule-changes.ts). */
  replaceStages(account: AdminUser, id: number, { version, stages }: ScheduleInput) {
    return this.change(account, id, version, async (manager) => ({
      action: 'client_project.stages',
      details: await replaceStages(manager, id, stages),
    }))
  }

  /** Replaces the instalments (schedule-changes.ts). */
  replacePayments(account: AdminUser, id: number, { version, payments }: PaymentScheduleInput) {
    return this.change(account, id, version, async (manager) => ({
      action: 'client_project.payments',
      details: await replacePayments(manager, id, payments),
    }))
  }

  /** Records the money received for an instalment, on a day that is not in the future. */
  recordReceipt(account: AdminUser, id: number, paymentId: number, input: ReceiptInput) {
    const { version, ...receipt } = input
    if (receipt.receivedOn > companyDate(new Date())) {
      throw fieldError('receivedOn', clientProjectMessages.receivedFuture)
    }
    return this.change(account, id, version, async (manager) => {
      await recordReceipt(manager, id, paymentId, receipt)
      const details = { paymentId, amountPaise: receipt.amountPaise, mode: receipt.mode }
      return { action: 'client_project.receipt', details }
    })
  }

  /** Undoes a receipt recorded by mistake. */
  undoReceipt(account: AdminUser, id: number, paymentId: number, version: number) {
    return this.change(account, id, version, async (manager) => {
      await undoReceipt(manager, id, paymentId)
      return { action: 'client_project.receipt', details: { paymentId, undone: true } }
    })
  }

  /** Adds a client: their account found by e-mail, or made. */
  addClient(account: AdminUser, id: number, { version, ...client }: ClientAdd) {
    return this.change(account, id, version, async (manager, _row, now) => {
      const { clientId, created } = await clientAccountFor(manager, client, now)
      await linkClient(manager, id, clientId, now)
      return { action: 'client_project.client_add', details: { clientId, created } }
    })
  }

  /** Removes a client from the project; their account stays, with their other projects. */
  removeClient(account: AdminUser, id: number, clientId: number, version: number) {
    return this.change(account, id, version, async (manager) => {
      await unlinkClient(manager, id, clientId)
      return { action: 'client_project.client_remove', details: { clientId } }
    })
  }

  /**
   * A staff message on the project's timeline (an answer to a client's question), optionally about
   * one of its updates. Messages are only added: they need no version.
   */
  addMessage(account: AdminUser, id: number, { body, updateId }: MessageInput) {
    return this.change(account, id, null, async (manager, _row, now) => {
      if (
        updateId !== null &&
        !(await manager.existsBy(ClientUpdateEntity, { id: updateId, projectId: id }))
      ) {
        throw fieldError('updateId', clientProjectMessages.updateNotFound)
      }
      const result = await manager.insert(ClientMessageEntity, {
        projectId: id,
        updateId,
        authorKind: 'staff',
        authorId: account.id,
        authorName: account.name,
        body,
        createdAt: now,
      })
      const messageId = Number(result.identifiers[0]?.id)
      return { action: 'client_project.message', details: { messageId, updateId } }
    })
  }

  /**
   * Deletes a project with everything it holds (its clients' accounts stay). Returns the files of
   * its photos and documents, to remove once the transaction has committed.
   */
  remove(account: AdminUser, id: number): Promise<ProjectFiles> {
    return this.transaction(async (manager) => {
      const now = new Date()
      await projectRowOf(manager, id)
      const { files, details } = await deleteProjectRows(manager, id)
      await this.audit(manager, account, id, { action: 'client_project.delete', details }, now)
      return files
    })
  }

  /** Removes a deleted project's files; a failure is logged, and left to the orphan cleanup. */
  removeFiles(files: ProjectFiles, log: FastifyBaseLogger): Promise<void> {
    return removeProjectFiles(this.db, this.storage, files, log)
  }

  /**
   * A change by one of the project's managers, in one transaction: 404 or 403 first, then the
   * project moved to its next version (409 when `version` is stale; null: only marked changed),
   * then `work` and the audit entry it describes.
   */
  private change(
    account: AdminUser,
    id: number,
    version: number | null,
    work: (manager: EntityManager, row: ClientProjectRow, now: Date) => Promise<AuditNote>,
  ): Promise<void> {
    return this.transaction(async (manager) => {
      const now = new Date()
      const row = await assertManages(manager, account, id)
      if (version === null) await touchProject(manager, id, now)
      else await bumpVersion(manager, id, version, now)
      await this.audit(manager, account, id, await work(manager, row, now), now)
    })
  }

  /**
   * Runs `work` in a transaction, once more if another request made the same new client account
   * at the same moment (the second run finds it).
   */
  private async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work)
    } catch (error) {
      if (!(error instanceof ClientAccountRace)) throw error
      return this.db.transaction(work)
    }
  }

  private audit(
    manager: EntityManager,
    account: AdminUser,
    id: number,
    note: AuditNote,
    at: Date,
  ): Promise<void> {
    const { action, details } = note
    return writeAudit(manager, {
      actor: actorOf(account),
      action,
      targetType: 'client_project',
      targetId: id,
      details,
      at,
    })
  }
}
