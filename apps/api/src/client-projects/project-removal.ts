import type { FastifyBaseLogger } from 'fastify'
import type { DataSource, EntityManager } from 'typeorm'
import type { AuditDetails } from '../audit/audit-log'
import {
  ClientDocumentEntity,
  ClientMessageEntity,
  ClientPaymentEntity,
  ClientProjectClientEntity,
  ClientProjectEntity,
  ClientProjectStaffEntity,
  ClientStageEntity,
  ClientUpdateEntity,
  ClientUpdatePhotoEntity,
} from '../db/client-entities'
import type { MediaFiles } from '../media/storage'
import { type PhotoFileSet, removeUnusedFiles } from '../portfolio/photo-files'
import { photoFilesOf } from './client-files'

/**
 * Deleting a client project: its rows in the transaction, its stored files after the commit (a
 * file is never gone while a row still points to it; a file left behind by a failure is removed by
 * the orphan cleanup of the client-files namespace).
 */

/** The stored files of a deleted project: each photo's files, and each document's. */
export interface ProjectFiles {
  photos: PhotoFileSet[]
  documentKeys: string[]
}

/** The tables that hold a project's rows by `projectId`, deleted in this order. */
const HELD_BY_PROJECT = [
  ClientUpdatePhotoEntity,
  ClientUpdateEntity,
  ClientDocumentEntity,
  ClientMessageEntity,
  ClientPaymentEntity,
  ClientStageEntity,
  ClientProjectStaffEntity,
  ClientProjectClientEntity,
] as const

/**
 * Deletes every row of a project (its clients' accounts stay: they may follow other projects).
 * Returns its files and what the audit entry keeps (counts).
 */
export async function deleteProjectRows(
  manager: EntityManager,
  projectId: number,
): Promise<{ files: ProjectFiles; details: AuditDetails }> {
  const photos = await manager.findBy(ClientUpdatePhotoEntity, { projectId })
  const documents = await manager.findBy(ClientDocumentEntity, { projectId })
  const counts = {
    stages: await manager.countBy(ClientStageEntity, { projectId }),
    payments: await manager.countBy(ClientPaymentEntity, { projectId }),
    updates: await manager.countBy(ClientUpdateEntity, { projectId }),
    photos: photos.length,
    documents: documents.length,
  }
  for (const entity of HELD_BY_PROJECT) await manager.delete(entity, { projectId })
  await manager.delete(ClientProjectEntity, { id: projectId })
  return {
    files: {
      photos: photoFilesOf(photos),
      documentKeys: documents.map((row) => row.storageKey),
    },
    details: counts,
  }
}

/**
 * Removes the files of a deleted project once its rows are gone: its photos' files unless another
 * project's photo has the same content (the same photo uploaded twice has the same storage key;
 * `removeUnusedFiles` of the portfolio checks the client-files namespace's own photo rows), and its
 * documents' files. A failure is logged, not answered: the orphan cleanup removes what is left.
 */
export async function removeProjectFiles(
  db: DataSource,
  storage: MediaFiles,
  files: ProjectFiles,
  log: FastifyBaseLogger,
): Promise<void> {
  await removeUnusedFiles(db, storage, files.photos, log)
  for (const key of files.documentKeys) {
    // One file that cannot be deleted does not keep the others.
    await storage.delete(key).catch((error: unknown) => {
      log.warn({ err: error, key }, 'Could not delete a document of a deleted client project')
    })
  }
}
