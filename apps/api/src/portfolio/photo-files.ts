import type { FastifyBaseLogger } from 'fastify'
import type { DataSource } from 'typeorm'
import { ClientUpdatePhotoEntity } from '../db/client-entities'
import { ProjectPhotoEntity, type ProjectPhotoRow } from '../db/entities'
import type { ReferenceCheck } from '../media/orphan-cleanup'
import type { PhotoFile } from '../media/photo-processing'
import type { MediaFiles, MediaNamespace } from '../media/storage'
import { photoFileKeys } from './photo-view'

/** The stored files of one photo: its content's key and the key of each file. */
export interface PhotoFileSet {
  storageKey: string
  keys: string[]
}

/**
 * Writes a photo's files before its row: a row is never committed pointing at missing files. If one
 * write fails, those already written are removed (unless another photo of the same content uses
 * them) and the error is passed on.
 */
export async function writePhotoFiles(
  db: DataSource,
  storage: MediaFiles,
  storageKey: string,
  files: PhotoFile[],
): Promise<void> {
  const written: string[] = []
  try {
    for (const file of files) {
      await storage.put(file.key, file.data, file.contentType)
      written.push(file.key)
    }
  } catch (error) {
    await removeUnusedFiles(db, storage, [{ storageKey, keys: written }])
    throw error
  }
}

/**
 * The table whose rows name the photos of each namespace: the portfolio's photos, and the photos
 * of client projects' updates (whose documents have keys of their own, never a photo's). The
 * quotations' PDFs are no photos.
 */
const photoTables: Partial<
  Record<MediaNamespace, typeof ProjectPhotoEntity | typeof ClientUpdatePhotoEntity>
> = {
  portfolio: ProjectPhotoEntity,
  'client-files': ClientUpdatePhotoEntity,
}

/**
 * Deletes the files of photos whose rows are gone, once their transaction has committed, unless
 * a photo still in the database has the same content (the same key: the same photo uploaded twice),
 * in the same namespace.
 * A failure is logged, not answered: the row is gone, and the hourly cleanup of orphaned files
 * removes what is left.
 */
export async function removeUnusedFiles(
  db: DataSource,
  storage: MediaFiles,
  photos: PhotoFileSet[],
  log?: FastifyBaseLogger,
): Promise<void> {
  if (photos.length === 0) return
  try {
    const table = photoTables[storage.namespace]
    if (!table) throw new Error(`The ${storage.namespace} files hold no photos`)
    const storageKeys = [...new Set(photos.map((photo) => photo.storageKey))]
    const rows: { storageKey: string }[] = await db
      .createQueryBuilder()
      .select('photo.storageKey', 'storageKey')
      .from(table, 'photo')
      .where('photo.storageKey IN (:...storageKeys)', { storageKeys })
      .getRawMany()
    const stillUsed = new Set(rows.map((row) => row.storageKey))
    for (const photo of photos) {
      if (stillUsed.has(photo.storageKey)) continue
      for (const key of photo.keys) await storage.delete(key)
    }
  } catch (error) {
    log?.warn({ err: error }, 'Could not delete the files of removed photos; the cleanup will')
  }
}

/** What removeUnusedFiles needs of photo rows. */
export const filesOfRows = (rows: ProjectPhotoRow[]): PhotoFileSet[] =>
  rows.map((row) => ({ storageKey: row.storageKey, keys: photoFileKeys(row) }))

/** The photo a file belongs to: `3f9c…-960.webp` -> `3f9c…`; null for an interrupted write. */
export function storageKeyOfFile(key: string): string | null {
  if (key.startsWith('.')) return null
  const dash = key.indexOf('-')
  return dash > 0 ? key.slice(0, dash) : null
}

/** The portfolio's files still in use: those of a photo some row points to (its content's key). */
export const portfolioFilesInUse: ReferenceCheck = async (db, keys) => {
  const rows: { storageKey: string }[] = await db
    .getRepository(ProjectPhotoEntity)
    .createQueryBuilder('photo')
    .select('DISTINCT photo.storageKey', 'storageKey')
    .getRawMany()
  const referenced = new Set(rows.map((row) => row.storageKey))
  return new Set(
    keys.filter((key) => {
      const storageKey = storageKeyOfFile(key)
      return storageKey !== null && referenced.has(storageKey)
    }),
  )
}
