import {
  type AdminProject,
  companyDate,
  type ProjectInput,
  portfolioMessages,
} from '@nirman/contract'
import type { DataSource, EntityManager } from 'typeorm'
import { ProjectEntity, type ProjectRow } from '../db/entities'
import { fieldError, HttpError } from '../http-error'
import type { MediaFiles } from '../media/storage'
import { photosOf } from './project-catalog'
import { toAdminProject } from './project-view'

export const portfolioNotFound = {
  project: 'Project not found',
  photo: 'Photo not found',
  testimonial: 'Testimonial not found',
} as const

/**
 * The route schemas check the completion date's form with a "today" far away; the real today (in
 * the company's time zone) is checked here, per request: a schema compiled at start-up would keep
 * the day the server started.
 */
export const SCHEMA_TODAY = '9999-12-31'

export function refuseFutureDate(completedDate: string, now = new Date()): void {
  if (completedDate > companyDate(now)) {
    throw fieldError('completedDate', portfolioMessages.completedFuture)
  }
}

/** The columns of a project's fields as the form sends them. */
export function projectColumnsOf(input: ProjectInput): Partial<ProjectRow> {
  return {
    title: input.title,
    description: input.description,
    projectType: input.projectType,
    completedDate: input.completedDate,
    location: input.location,
    highlights: JSON.stringify(input.highlights),
    services: JSON.stringify(input.services),
    featured: input.featured,
    status: input.status,
    // No Hindi (null) clears all four: the Hindi pages show the English words.
    hindiTitle: input.hindi?.title ?? null,
    hindiDescription: input.hindi?.description ?? null,
    hindiLocation: input.hindi?.location ?? null,
    hindiHighlights: input.hindi ? JSON.stringify(input.hindi.highlights) : null,
  }
}

/** The names of the fields a change alters, for the audit log ("title,status"). */
export function changedFields(row: ProjectRow, columns: Partial<ProjectRow>): string {
  return Object.entries(columns)
    .filter(([name, value]) => {
      const before = row[name as keyof ProjectRow]
      if (name === 'completedDate') return String(before).slice(0, 10) !== value
      if (name === 'featured') return Boolean(before) !== value
      return before !== value
    })
    .map(([name]) => name)
    .join(',')
}

/**
 * Writes a change of a project, bumping its version, inside `manager`'s transaction. With
 * `expectedVersion`, only where the row still has it (`UPDATE ... WHERE version = ?`): a change
 * made on an older version, or one that lost a race, is refused with 409. On MySQL the update also
 * locks the row until the transaction ends, so the photo changes of one project run one at a time.
 */
export async function changeProject(
  manager: EntityManager,
  id: number,
  expectedVersion: number | undefined,
  columns: Partial<ProjectRow> = {},
  now = new Date(),
): Promise<void> {
  const update = manager
    .createQueryBuilder()
    .update(ProjectEntity)
    .set({ ...columns, updatedAt: now, version: () => 'version + 1' })
    .where('id = :id', { id })
  if (expectedVersion !== undefined)
    update.andWhere('version = :version', { version: expectedVersion })
  const result = await update.execute()
  if (result.affected) return
  const exists = await manager.existsBy(ProjectEntity, { id })
  throw exists
    ? new HttpError(409, portfolioMessages.stale)
    : new HttpError(404, portfolioNotFound.project)
}

/** A project as the staff see it, drafts too; 404 when there is none. */
export async function adminProject(
  db: DataSource | EntityManager,
  storage: MediaFiles,
  id: number,
): Promise<AdminProject> {
  const row = await db.getRepository(ProjectEntity).findOneBy({ id })
  if (!row) throw new HttpError(404, portfolioNotFound.project)
  return toAdminProject(row, await photosOf(db, id), storage)
}
