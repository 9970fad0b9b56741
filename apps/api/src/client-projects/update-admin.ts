import {
  type AdminClientProject,
  type AdminUser,
  clientProjectLimits,
  clientProjectMessages,
  companyDate,
  type UpdateChange,
  type UpdateInput,
  type UpdatePhotoInput,
} from '@nirman/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { DataSource, EntityManager } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import {
  ClientMessageEntity,
  ClientStageEntity,
  ClientUpdateEntity,
  ClientUpdatePhotoEntity,
  type ClientUpdateRow,
} from '../db/client-entities'
import { fieldError, HttpError } from '../http-error'
import type { ProcessedPhoto } from '../media/photo-processing'
import type { MediaFiles } from '../media/storage'
import { type PhotoFileSet, removeUnusedFiles, writePhotoFiles } from '../portfolio/photo-files'
import { photoFilesOf } from './client-files'
import { adminClientProject } from './client-project-view'
import { assertManages, dayOf, touchProject } from './project-access'
import { queueUpdateNotices } from './update-notices'

const updateNotFound = () => new HttpError(404, clientProjectMessages.updateNotFound)
const photoNotFound = () => new HttpError(404, clientProjectMessages.photoNotFound)

/**
 * The progress updates of client projects as staff write them: a dated update per site visit,
 * written as a draft and published to the client, with its photos (the portfolio's pipeline, in the
 * private `client-files` namespace). Only the project's managers (the owner and its staff) change
 * them. Each change is one transaction with its audit entry and marks the project changed
 * (`touchProject`) without the project's version: several staff add updates and photos at once,
 * and an update's text is guarded by the update's own version instead. Removing the files of
 * deleted photos is the caller's, once the transaction has committed (`removeUnusedFiles`).
 */
export class UpdateAdmin {
  constructor(
    private readonly db: DataSource,
    private readonly storage: MediaFiles,
  ) {}

  /** The project whole as `viewer` sees it after a change. */
  projectFor(projectId: number, viewer: AdminUser): Promise<AdminClientProject> {
    return adminClientProject(this.db.manager, projectId, viewer)
  }

  /** Adds a draft update written by `account`. Returns its id. */
  create(account: AdminUser, projectId: number, input: UpdateInput): Promise<number> {
    return this.db.transaction(async (manager) => {
      await assertManages(manager, account, projectId)
      const now = new Date()
      await assertUpdateFields(manager, projectId, input, now)
      const result = await manager.insert(ClientUpdateEntity, {
        projectId,
        stageId: input.stageId,
        visitDate: input.visitDate,
        body: input.body,
        status: 'draft',
        publishedAt: null,
        authorId: account.id,
        authorName: account.name,
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      const updateId = Number(result.identifiers[0]?.id)
      await touchProject(manager, projectId, now)
      await writeAudit(manager, {
        actor: account,
        action: 'client_project.update_add',
        targetType: 'client_project',
        targetId: projectId,
        details: { updateId, stageId: input.stageId },
        at: now,
      })
      return updateId
    })
  }

  /** Changes an update's visit date, text and stage, made on its `version` (409 when stale). */
  async change(
    account: AdminUser,
    projectId: number,
    updateId: number,
    { version, ...input }: UpdateChange,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      await assertManages(manager, account, projectId)
      const row = await updateOf(manager, projectId, updateId)
      const now = new Date()
      await assertUpdateFields(manager, projectId, input, now)
      const result = await manager
        .createQueryBuilder()
        .update(ClientUpdateEntity)
        .set({ ...input, version: () => 'version + 1', updatedAt: now })
        .where('id = :updateId AND version = :version', { updateId, version })
        .execute()
      if (!result.affected) throw new HttpError(409, clientProjectMessages.stale)
      await touchProject(manager, projectId, now)
      await writeAudit(manager, {
        actor: account,
        action: 'client_project.update_change',
        targetType: 'client_project',
        targetId: projectId,
        details: { updateId, fields: changedFields(row, input), status: row.status },
        at: now,
      })
    })
  }

  /**
   * Publishes an update to the project's clients, now. An update already published stays as it
   * was (its first publication time, which the client's e-mail of new updates goes by), so a
   * second click, or two staff publishing at once, changes nothing.
   */
  async publish(
    account: AdminUser,
    projectId: number,
    updateId: number,
    websiteOrigin: string,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      await assertManages(manager, account, projectId)
      await updateOf(manager, projectId, updateId)
      const now = new Date()
      const result = await manager.update(
        ClientUpdateEntity,
        { id: updateId, status: 'draft' },
        { status: 'published', publishedAt: now, updatedAt: now },
      )
      if (!result.affected) return
      await touchProject(manager, projectId, now)
      await writeAudit(manager, {
        actor: account,
        action: 'client_project.update_publish',
        targetType: 'client_project',
        targetId: projectId,
        details: {
          updateId,
          photos: await manager.countBy(ClientUpdatePhotoEntity, { updateId }),
        },
        at: now,
      })
      // The clients hear of it with the publishing, or not at all.
      await queueUpdateNotices(manager, websiteOrigin, projectId, updateId, now)
    })
  }

  /**
   * Deletes an update with its photos; questions asked about it stay on the project's timeline,
   * about no update. Returns the files of its photos, to remove afterwards.
   */
  async remove(account: AdminUser, projectId: number, updateId: number): Promise<PhotoFileSet[]> {
    const photos = await this.db.transaction(async (manager) => {
      await assertManages(manager, account, projectId)
      const row = await updateOf(manager, projectId, updateId)
      const now = new Date()
      const photoRows = await manager.findBy(ClientUpdatePhotoEntity, { updateId })
      await manager.delete(ClientUpdatePhotoEntity, { updateId })
      await manager.update(ClientMessageEntity, { projectId, updateId }, { updateId: null })
      await manager.delete(ClientUpdateEntity, { id: updateId })
      await touchProject(manager, projectId, now)
      await writeAudit(manager, {
        actor: account,
        action: 'client_project.update_delete',
        targetType: 'client_project',
        targetId: projectId,
        details: { updateId, status: row.status, photos: photoRows.length },
        at: now,
      })
      return photoRows
    })
    return photoFilesOf(photos)
  }

  /**
   * Refuses a photo before its upload is read when the answer is already known: the project or
   * the update gone (404), `account` not a manager (403), the update full (400, naming the file).
   * `addPhoto` checks again in its transaction.
   */
  async assertRoomForPhoto(account: AdminUser, projectId: number, updateId: number): Promise<void> {
    const manager = this.db.manager
    await assertManages(manager, account, projectId)
    await updateOf(manager, projectId, updateId)
    await assertPhotoRoom(manager, updateId)
  }

  /**
   * Stores a processed photo last in an update: its files, then its row. If the row cannot be
   * written (the 13th photo, the update deleted meanwhile, the database down) the files are
   * deleted again, so nothing is left half-saved.
   */
  async addPhoto(
    account: AdminUser,
    projectId: number,
    updateId: number,
    fields: UpdatePhotoInput,
    photo: ProcessedPhoto,
  ): Promise<void> {
    await writePhotoFiles(this.db, this.storage, photo.storageKey, photo.files)
    try {
      await this.db.transaction(async (manager) => {
        await assertManages(manager, account, projectId)
        const now = new Date()
        // First: on MySQL it locks the project, so two uploads cannot both be the 12th.
        await touchProject(manager, projectId, now)
        await updateOf(manager, projectId, updateId)
        await assertPhotoRoom(manager, updateId)
        const last = await manager.maximum(ClientUpdatePhotoEntity, 'sortOrder', { updateId })
        const result = await manager.insert(ClientUpdatePhotoEntity, {
          updateId,
          projectId,
          storageKey: photo.storageKey,
          width: photo.width,
          height: photo.height,
          widths: photo.widths.join(','),
          formats: photo.formats.join(','),
          caption: fields.caption,
          sortOrder: last === null ? 0 : Number(last) + 1,
          createdAt: now,
        })
        await writeAudit(manager, {
          actor: account,
          action: 'client_project.photo_add',
          targetType: 'client_project',
          targetId: projectId,
          details: { updateId, photoId: Number(result.identifiers[0]?.id) },
          at: now,
        })
      })
    } catch (error) {
      const keys = photo.files.map((file) => file.key)
      await removeUnusedFiles(this.db, this.storage, [{ storageKey: photo.storageKey, keys }])
      throw error
    }
  }

  /** Changes a photo's caption. */
  async changePhoto(
    account: AdminUser,
    projectId: number,
    updateId: number,
    photoId: number,
    input: UpdatePhotoInput,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      await assertManages(manager, account, projectId)
      await photoOf(manager, projectId, updateId, photoId)
      const now = new Date()
      await manager.update(ClientUpdatePhotoEntity, { id: photoId }, { caption: input.caption })
      await touchProject(manager, projectId, now)
      await writeAudit(manager, {
        actor: account,
        action: 'client_project.photo_update',
        targetType: 'client_project',
        targetId: projectId,
        details: { updateId, photoId },
        at: now,
      })
    })
  }

  /** Deletes a photo of an update. Returns its files, to remove afterwards. */
  async removePhoto(
    account: AdminUser,
    projectId: number,
    updateId: number,
    photoId: number,
  ): Promise<PhotoFileSet[]> {
    const photo = await this.db.transaction(async (manager) => {
      await assertManages(manager, account, projectId)
      const row = await photoOf(manager, projectId, updateId, photoId)
      const now = new Date()
      await manager.delete(ClientUpdatePhotoEntity, { id: photoId })
      await touchProject(manager, projectId, now)
      await writeAudit(manager, {
        actor: account,
        action: 'client_project.photo_delete',
        targetType: 'client_project',
        targetId: projectId,
        details: { updateId, photoId },
        at: now,
      })
      return row
    })
    return photoFilesOf([photo])
  }

  /**
   * Deletes the files of removed photos, once their transaction has committed, unless another
   * update's photo has the same content; a failure is logged to `log`, and left to the hourly
   * cleanup of orphans.
   */
  removeUnusedFiles(files: PhotoFileSet[], log: FastifyBaseLogger): Promise<void> {
    return removeUnusedFiles(this.db, this.storage, files, log)
  }
}

/** An update of the project; 404 when there is none (or it is another project's). */
async function updateOf(
  manager: EntityManager,
  projectId: number,
  updateId: number,
): Promise<ClientUpdateRow> {
  const row = await manager.findOneBy(ClientUpdateEntity, { id: updateId, projectId })
  if (!row) throw updateNotFound()
  return row
}

/** A photo of the project's update; 404 when there is none there. */
async function photoOf(
  manager: EntityManager,
  projectId: number,
  updateId: number,
  photoId: number,
) {
  await updateOf(manager, projectId, updateId)
  const row = await manager.findOneBy(ClientUpdatePhotoEntity, { id: photoId, updateId, projectId })
  if (!row) throw photoNotFound()
  return row
}

/** 400 on the file when the update has its most photos already. */
async function assertPhotoRoom(manager: EntityManager, updateId: number): Promise<void> {
  const count = await manager.countBy(ClientUpdatePhotoEntity, { updateId })
  if (count >= clientProjectLimits.photosPerUpdate) {
    throw fieldError('file', clientProjectMessages.tooManyPhotos)
  }
}

/**
 * Checks what the schema cannot: the visit was not after today (the company's day, per request)
 * and the stage is one of this project's.
 */
async function assertUpdateFields(
  manager: EntityManager,
  projectId: number,
  input: UpdateInput,
  now: Date,
): Promise<void> {
  if (input.visitDate > companyDate(now)) {
    throw fieldError('visitDate', clientProjectMessages.visitFuture)
  }
  if (
    input.stageId !== null &&
    !(await manager.existsBy(ClientStageEntity, { id: input.stageId, projectId }))
  ) {
    throw fieldError('stageId', clientProjectMessages.stageUnknown)
  }
}

/** The names of the fields a change alters, for the audit log ("body,stageId"). */
function changedFields(row: ClientUpdateRow, input: UpdateInput): string {
  const before: UpdateInput = {
    visitDate: dayOf(row.visitDate) ?? '',
    body: row.body,
    stageId: row.stageId === null ? null : Number(row.stageId),
  }
  return (Object.keys(input) as (keyof UpdateInput)[])
    .filter((name) => before[name] !== input[name])
    .join(',')
}
