import type { DataSource } from 'typeorm'
import { ProjectPhotoEntity } from '../db/entities'
import type { MediaStorage } from './storage'

/** Files younger than this are left alone: their upload may still be writing its row. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000

/** The photo a file belongs to: `3f9c…-960.webp` -> `3f9c…`; null for an interrupted write. */
export function storageKeyOfFile(key: string): string | null {
  if (key.startsWith('.')) return null
  const dash = key.indexOf('-')
  return dash > 0 ? key.slice(0, dash) : null
}

/**
 * Removes the stored files no photo row points to and older than `olderThanMs`: those of an upload
 * whose row was never written (the process stopped between the files and the transaction), of a
 * photo whose files could not be deleted with it, or of an interrupted write. An upload writes its
 * files before its row, so a young file may be one whose row is on its way: it is kept.
 *
 * @returns the keys removed
 */
export async function removeOrphanedFiles(
  db: DataSource,
  storage: MediaStorage,
  { olderThanMs = ORPHAN_AGE_MS, now = new Date() }: { olderThanMs?: number; now?: Date } = {},
): Promise<string[]> {
  const old = (await storage.list()).filter(
    (file) => now.getTime() - file.modifiedAt.getTime() >= olderThanMs,
  )
  if (old.length === 0) return []
  const rows: { storageKey: string }[] = await db
    .getRepository(ProjectPhotoEntity)
    .createQueryBuilder('photo')
    .select('DISTINCT photo.storageKey', 'storageKey')
    .getRawMany()
  const referenced = new Set(rows.map((row) => row.storageKey))
  const removed: string[] = []
  for (const file of old) {
    const storageKey = storageKeyOfFile(file.key)
    if (storageKey !== null && referenced.has(storageKey)) continue
    await storage.delete(file.key)
    removed.push(file.key)
  }
  return removed
}
