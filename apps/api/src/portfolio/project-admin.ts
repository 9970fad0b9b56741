import {
  type AdminProject,
  type PhotoInput,
  type ProjectInput,
  type ProjectUpdate,
  portfolioLimits,
  portfolioMessages,
  type StaffRef,
} from '@nirman/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { DataSource } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import { ProjectEntity, ProjectPhotoEntity } from '../db/entities'
import { fieldError, HttpError } from '../http-error'
import type { ProcessedPhoto } from '../media/photo-processing'
import type { MediaFiles } from '../media/storage'
import { filesOfRows, type PhotoFileSet, removeUnusedFiles, writePhotoFiles } from './photo-files'
import { photosOf } from './project-catalog'
import {
  adminProject,
  changedFields,
  changeProject,
  portfolioNotFound,
  projectColumnsOf,
  refuseFutureDate,
} from './project-changes'
import { toAdminProject } from './project-view'
import { reorderAll, writeOrder } from './sort-order'

/**
 * The portfolio as the staff manage it: every project, drafts too, with its photos. Every change
 * is one transaction with its audit entry; a change of a photo bumps its project's version (and,
 * on MySQL, locks the project, so the photo changes of one project run one at a time). Forgetting
 * the public lists is the caller's, after each change, and so is removing the files of deleted
 * photos, once the lists are forgotten (`removeUnusedFiles`).
 */
export class ProjectAdmin {
  constructor(
    private readonly db: DataSource,
    private readonly storage: MediaFiles,
  ) {}

  /** Every project in the staff's order, then the newest, with its photos. */
  async list(): Promise<AdminProject[]> {
    const rows = await this.db.getRepository(ProjectEntity).find({
      order: { sortOrder: 'ASC', completedDate: 'DESC', id: 'DESC' },
    })
    const photos = await this.db.getRepository(ProjectPhotoEntity).find({
      order: { sortOrder: 'ASC', id: 'ASC' },
    })
    return rows.map((row) =>
      toAdminProject(
        row,
        photos.filter((photo) => Number(photo.projectId) === Number(row.id)),
        this.storage,
      ),
    )
  }

  /** A project as the staff see it; 404 when there is none. */
  byId(id: number): Promise<AdminProject> {
    return adminProject(this.db, this.storage, id)
  }

  /** Adds a project, first in the portfolio. Returns its id. */
  async create(actor: StaffRef, input: ProjectInput): Promise<number> {
    refuseFutureDate(input.completedDate)
    const now = new Date()
    return this.db.transaction(async (manager) => {
      // First in the portfolio: the others move one place down.
      await manager
        .createQueryBuilder()
        .update(ProjectEntity)
        .set({ sortOrder: () => 'sortOrder + 1' })
        .execute()
      const result = await manager.insert(ProjectEntity, {
        ...projectColumnsOf(input),
        imageUrl: '',
        sortOrder: 0,
        version: 1,
        updatedAt: now,
      })
      const id = Number(result.identifiers[0]?.id)
      await writeAudit(manager, {
        actor,
        action: 'project.create',
        targetType: 'project',
        targetId: id,
        details: { status: input.status },
        at: now,
      })
      return id
    })
  }

  /** Puts the projects in the order of `ids`, which names every one of them once. */
  reorder(actor: StaffRef, ids: number[]): Promise<void> {
    return reorderAll(this.db, ProjectEntity, ids, {
      actor,
      action: 'project.order',
      targetType: 'project',
    })
  }

  /** Changes a project's fields, made on `version` (409 when stale). */
  async update(actor: StaffRef, id: number, { version, ...input }: ProjectUpdate): Promise<void> {
    refuseFutureDate(input.completedDate)
    await this.db.transaction(async (manager) => {
      const row = await manager.findOneBy(ProjectEntity, { id })
      if (!row) throw new HttpError(404, portfolioNotFound.project)
      const columns = projectColumnsOf(input)
      const now = new Date()
      await changeProject(manager, id, version, columns, now)
      await writeAudit(manager, {
        actor,
        action: 'project.update',
        targetType: 'project',
        targetId: id,
        details: { fields: changedFields(row, columns), status: input.status },
        at: now,
      })
    })
  }

  /** Deletes a project with its photos. Returns the files of its photos, to remove afterwards. */
  async remove(actor: StaffRef, id: number): Promise<PhotoFileSet[]> {
    const photos = await this.db.transaction(async (manager) => {
      const row = await manager.findOneBy(ProjectEntity, { id })
      if (!row) throw new HttpError(404, portfolioNotFound.project)
      const rows = await photosOf(manager, id)
      await manager.delete(ProjectPhotoEntity, { projectId: id })
      await manager.delete(ProjectEntity, { id })
      await writeAudit(manager, {
        actor,
        action: 'project.delete',
        targetType: 'project',
        targetId: id,
        details: { title: row.title, status: row.status, photos: rows.length },
      })
      return rows
    })
    return filesOfRows(photos)
  }

  /**
   * Refuses a photo for a project that is gone or full, before its upload is read, when the answer
   * is already known (`addPhoto` checks again in its transaction).
   */
  async assertRoomForPhoto(projectId: number): Promise<void> {
    if (!(await this.db.getRepository(ProjectEntity).existsBy({ id: projectId }))) {
      throw new HttpError(404, portfolioNotFound.project)
    }
    const count = await this.db.getRepository(ProjectPhotoEntity).countBy({ projectId })
    if (count >= portfolioLimits.photos) {
      throw fieldError('file', portfolioMessages.tooManyPhotos)
    }
  }

  /**
   * Stores a processed photo last in a project: its files, then its row. If the row cannot be
   * written (the 41st photo, the project deleted meanwhile, the database down) the files are
   * deleted again, so nothing is left half-saved.
   */
  async addPhoto(
    actor: StaffRef,
    projectId: number,
    fields: PhotoInput,
    photo: ProcessedPhoto,
  ): Promise<void> {
    await writePhotoFiles(this.db, this.storage, photo.storageKey, photo.files)
    const keys = photo.files.map((each) => each.key)
    try {
      await this.db.transaction(async (manager) => {
        const now = new Date()
        // First: on MySQL it locks the project, so two uploads cannot both be the 40th.
        await changeProject(manager, projectId, undefined, {}, now)
        const count = await manager.countBy(ProjectPhotoEntity, { projectId })
        if (count >= portfolioLimits.photos) {
          throw fieldError('file', portfolioMessages.tooManyPhotos)
        }
        const last = await manager.maximum(ProjectPhotoEntity, 'sortOrder', { projectId })
        const result = await manager.insert(ProjectPhotoEntity, {
          projectId,
          sortOrder: last === null ? 0 : Number(last) + 1,
          caption: fields.caption,
          role: fields.role,
          storageKey: photo.storageKey,
          width: photo.width,
          height: photo.height,
          widths: photo.widths.join(','),
          formats: photo.formats.join(','),
          createdAt: now,
        })
        await writeAudit(manager, {
          actor,
          action: 'project.photo_add',
          targetType: 'project',
          targetId: projectId,
          details: { photoId: Number(result.identifiers[0]?.id), role: fields.role },
          at: now,
        })
      })
    } catch (error) {
      await removeUnusedFiles(this.db, this.storage, [{ storageKey: photo.storageKey, keys }])
      throw error
    }
  }

  /** Changes a photo's caption and role. */
  async changePhoto(
    actor: StaffRef,
    projectId: number,
    photoId: number,
    input: PhotoInput,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      const photo = await manager.findOneBy(ProjectPhotoEntity, { id: photoId, projectId })
      if (!photo) throw new HttpError(404, portfolioNotFound.photo)
      const now = new Date()
      await changeProject(manager, projectId, undefined, {}, now)
      await manager.update(
        ProjectPhotoEntity,
        { id: photoId },
        { caption: input.caption, role: input.role },
      )
      await writeAudit(manager, {
        actor,
        action: 'project.photo_update',
        targetType: 'project',
        targetId: projectId,
        details: { photoId, role: input.role },
        at: now,
      })
    })
  }

  /** Deletes a photo. Returns its files, to remove afterwards. */
  async removePhoto(actor: StaffRef, projectId: number, photoId: number): Promise<PhotoFileSet[]> {
    const removed = await this.db.transaction(async (manager) => {
      const photo = await manager.findOneBy(ProjectPhotoEntity, { id: photoId, projectId })
      if (!photo) throw new HttpError(404, portfolioNotFound.photo)
      const now = new Date()
      await changeProject(manager, projectId, undefined, {}, now)
      await manager.delete(ProjectPhotoEntity, { id: photoId })
      await writeAudit(manager, {
        actor,
        action: 'project.photo_delete',
        targetType: 'project',
        targetId: projectId,
        details: { photoId },
        at: now,
      })
      return photo
    })
    return filesOfRows([removed])
  }

  /** Puts a project's photos in the order of `ids`, which names every one of them once. */
  async reorderPhotos(actor: StaffRef, projectId: number, ids: number[]): Promise<void> {
    await this.db.transaction(async (manager) => {
      const now = new Date()
      await changeProject(manager, projectId, undefined, {}, now)
      const existing = await photosOf(manager, projectId)
      await writeOrder(
        manager,
        ProjectPhotoEntity,
        ids,
        existing.map((photo) => Number(photo.id)),
      )
      await writeAudit(manager, {
        actor,
        action: 'project.photo_order',
        targetType: 'project',
        targetId: projectId,
        details: { count: ids.length },
        at: now,
      })
    })
  }

  /**
   * Deletes the files of removed photos, once their transaction has committed, unless another
   * photo has the same content; a failure is logged to `log`, and left to the hourly cleanup.
   */
  removeUnusedFiles(files: PhotoFileSet[], log: FastifyBaseLogger): Promise<void> {
    return removeUnusedFiles(this.db, this.storage, files, log)
  }
}
