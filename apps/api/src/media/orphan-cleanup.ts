import type { DataSource } from 'typeorm'
import type { MediaFiles } from './storage'

/** Files younger than this are left alone: their upload may still be writing its row. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000

/**
 * Which of `keys`, files of one namespace, the database still points to. Each namespace's owner
 * gives its own (the portfolio: its photos' rows), through `app.media.trackReferences`; a namespace
 * without one is never cleaned up, so no file is removed because nobody said what uses it.
 */
export type ReferenceCheck = (db: DataSource, keys: readonly string[]) => Promise<Set<string>>

/**
 * Removes the stored files of one namespace that `inUse` does not name and older than
 * `olderThanMs`: those of an upload whose row was never written (the process stopped between the
 * files and the transaction), of a row whose files could not be deleted with it, or of an
 * interrupted write. An upload writes its files before its row, so a young file may be one whose
 * row is on its way: it is kept.
 *
 * @returns the keys removed
 */
export async function removeOrphanedFiles(
  db: DataSource,
  files: MediaFiles,
  inUse: ReferenceCheck,
  { olderThanMs = ORPHAN_AGE_MS, now = new Date() }: { olderThanMs?: number; now?: Date } = {},
): Promise<string[]> {
  const old = (await files.list()).filter(
    (file) => now.getTime() - file.modifiedAt.getTime() >= olderThanMs,
  )
  if (old.length === 0) return []
  const used = await inUse(
    db,
    old.map((file) => file.key),
  )
  const removed: string[] = []
  for (const file of old) {
    if (used.has(file.key)) continue
    await files.delete(file.key)
    removed.push(file.key)
  }
  return removed
}
