import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'

/** One stored file, as `list()` reports it. */
export interface StoredFile {
  key: string
  modifiedAt: Date
}

/**
 * Where uploaded media (the portfolio's photos) are kept. Keys are file names made of the content's
 * hash (`3f9c…-960.webp`), so a key never changes meaning and every file can be cached for a year.
 * The local folder is the only implementation today; an S3-compatible bucket would implement the
 * same five methods (`url` then giving the bucket's or its CDN's address).
 */
export interface MediaStorage {
  /** Stores `data` under `key`, replacing a file of the same key (the same content, by design). */
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** The address browsers fetch the file at. */
  url(key: string): string
  /** Every stored file, for removing those no database row points to. */
  list(): Promise<StoredFile[]>
}

/**
 * Keys are plain file names: letters, digits, dots and dashes, never a path. A leading dot marks
 * a local write in progress (never served), which the cleanup of orphans may remove.
 */
const KEY_PATTERN = /^\.?[a-z0-9][a-z0-9.-]{0,150}$/

export function assertMediaKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Not a media key: ${key}`)
}

/** The URL prefix the API serves the local folder under (plugins/media.ts). */
export const UPLOADS_PREFIX = '/uploads/'

/**
 * Files in a folder of this machine, `DATA_DIR/uploads` by default, served by the API under
 * /uploads/. A file is written to a temporary name and renamed, so a reader never sees half a file
 * and a crash leaves no truncated file under a real key (the temporary one, ignored by `list`, is
 * removed with the next start's cleanup of orphans).
 */
export class LocalMediaStorage implements MediaStorage {
  readonly root: string

  constructor(root: string) {
    this.root = resolve(root)
    mkdirSync(this.root, { recursive: true, mode: 0o700 })
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertMediaKey(key)
    const temporary = join(this.root, `.${key}.${randomBytes(6).toString('hex')}.tmp`)
    try {
      await writeFile(temporary, data, { mode: 0o600 })
      await rename(temporary, join(this.root, key))
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key)
    try {
      await unlink(join(this.root, key))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }

  async exists(key: string): Promise<boolean> {
    assertMediaKey(key)
    try {
      return (await stat(join(this.root, key))).isFile()
    } catch {
      return false
    }
  }

  url(key: string): string {
    assertMediaKey(key)
    return `${UPLOADS_PREFIX}${key}`
  }

  async list(): Promise<StoredFile[]> {
    const entries = await readdir(this.root, { withFileTypes: true })
    const files: StoredFile[] = []
    for (const entry of entries) {
      if (!entry.isFile()) continue
      try {
        const { mtime } = await stat(join(this.root, entry.name))
        // Temporary files of an interrupted write are listed too: no row names them, so the cleanup
        // of orphans removes them once they are old.
        files.push({ key: entry.name, modifiedAt: mtime })
      } catch {
        // Removed meanwhile.
      }
    }
    return files
  }
}
