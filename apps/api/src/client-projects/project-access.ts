import { type AdminUser, clientProjectMessages } from '@nirman/contract'
import type { EntityManager } from 'typeorm'
import {
  ClientProjectEntity,
  type ClientProjectRow,
  ClientProjectStaffEntity,
} from '../db/client-entities'
import { HttpError } from '../http-error'

/**
 * Who may do what with a client project: every staff member reads every project; the owner and
 * the project's own staff change it (403 for the others); a project that is not there is 404.
 */

export const clientProjectNotFound = () => new HttpError(404, clientProjectMessages.notFound)

/** The project's row; 404 when there is none. */
export async function projectRowOf(manager: EntityManager, id: number): Promise<ClientProjectRow> {
  const row = await manager.findOneBy(ClientProjectEntity, { id })
  if (!row) throw clientProjectNotFound()
  return row
}

/** The ids of the staff responsible for a project. */
export async function staffIdsOf(manager: EntityManager, projectId: number): Promise<number[]> {
  const rows = await manager.findBy(ClientProjectStaffEntity, { projectId })
  return rows.map((row) => Number(row.adminUserId))
}

/** Whether `account` may change a project whose staff are `staffIds`. */
export function canManage(account: AdminUser, staffIds: readonly number[]): boolean {
  return account.role === 'owner' || staffIds.includes(account.id)
}

/**
 * 404 unless the project exists, 403 unless `account` manages it; its row otherwise. Called first
 * in the transaction of every change.
 */
export async function assertManages(
  manager: EntityManager,
  account: AdminUser,
  projectId: number,
): Promise<ClientProjectRow> {
  const row = await projectRowOf(manager, projectId)
  if (!canManage(account, await staffIdsOf(manager, projectId))) {
    throw new HttpError(403, clientProjectMessages.notManager)
  }
  return row
}

/**
 * Moves the project to its next version: the change was made on `version` (409 when another
 * change came first). The project's fields, schedule, instalments and clients are guarded so.
 */
export async function bumpVersion(
  manager: EntityManager,
  projectId: number,
  version: number,
  now: Date,
  columns: Partial<ClientProjectRow> = {},
): Promise<void> {
  const result = await manager
    .createQueryBuilder()
    .update(ClientProjectEntity)
    .set({ ...columns, version: () => 'version + 1', updatedAt: now })
    .where('id = :id AND version = :version', { id: projectId, version })
    .execute()
  if (!result.affected) {
    await projectRowOf(manager, projectId)
    throw new HttpError(409, clientProjectMessages.stale)
  }
}

/**
 * Marks the project changed without a version check: updates, photos and documents are added by
 * several staff at once, each guarded by its own row.
 */
export async function touchProject(
  manager: EntityManager,
  projectId: number,
  now: Date,
): Promise<void> {
  const result = await manager.update(ClientProjectEntity, { id: projectId }, { updatedAt: now })
  if (!result.affected) throw clientProjectNotFound()
}

/** A `date` column's value as `YYYY-MM-DD` (drivers give a string; some a Date). */
export function dayOf(value: string | Date | null): string | null {
  if (value === null) return null
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
}
