import { randomBytes } from 'node:crypto'
import { createReadStream, mkdirSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Readable } from 'node:stream'

/**
 * The kinds of stored files, each with who may fetch it. A public namespace is served as it is
 * (the portfolio's photos, at /uploads/<key>, cached for a year); a private one never is: its
 * files reach a browser only through a route that checks the session first (`sendPrivateFile`).
 */
export const mediaNamespaces = {
  /** The portfolio's photos. */
  portfolio: { visibility: 'public' },
  /** Photos and documents of client projects (the client tracker): private. */
  'client-files': { visibility: 'private' },
  /** The PDFs of quotations as sent (and accepted): private, never changed once written. */
  'quotation-files': { visibility: 'private' },
} as const satisfies Record<string, { visibility: 'public' | 'private' }>

export type MediaNamespace = keyof typeof mediaNamespaces
export type PublicNamespace = {
  [Name in MediaNamespace]: (typeof mediaNamespaces)[Name]['visibility'] extends 'public'
    ? Name
    : never
}[MediaNamespace]

/** One stored file, as `list()` reports it. */
export interface StoredFile {
  key: string
  modifiedAt: Date
}

/** A stored file's content, to send. */
export interface StoredObject {
  body: Readable
  size: number
}

/**
 * The files of one namespace. Keys are file names (`3f9c…-960.webp`), so a key never changes
 * meaning and a public file can be cached for a year.
 */
export interface MediaFiles {
  readonly namespace: MediaNamespace
  /** Stores `data` under `key`, replacing a file of the same key (the same content, by design). */
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** The file's content, or null when there is none. */
  get(key: string): Promise<StoredObject | null>
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** Every stored file, for removing those no database row points to. */
  list(): Promise<StoredFile[]>
  /** The address browsers fetch a file of a public namespace at; throws for a private one. */
  url(key: string): string
}

/**
 * Where uploaded media are kept, by namespace. The local folders are the only implementation
 * today; an S3-compatible bucket would implement it with one prefix per namespace (`files`
 * returning the same six methods, `url` giving the bucket's or its CDN's address for public
 * namespaces, `get` reading the object for the private ones), for several machines.
 */
export interface MediaStorage {
  files(namespace: MediaNamespace): MediaFiles
}

/**
 * Keys are plain file names: letters, digits, dots and dashes, never a path. A leading dot marks
 * a local write in progress (never served), which the cleanup of orphans may remove.
 */
const KEY_PATTERN = /^\.?[a-z0-9][a-z0-9.-]{0,150}$/

export function assertMediaKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Not a media key: ${key}`)
}

/** The URL prefix the API serves the public local folder under (plugins/media.ts). */
export const UPLOADS_PREFIX = '/uploads/'

/**
 * Folders of this machine: the portfolio's photos in `root` (`DATA_DIR/uploads`), served by the
 * API under /uploads/; private namespaces each in a folder of `privateRoot` (`DATA_DIR/private`,
 * made at the first file), which nothing serves. A file is written to a temporary name and
 * renamed, so a reader never sees half a file and a crash leaves no truncated file under a real
 * key (the temporary one, listed, is removed by the next cleanup of orphans).
 */
export class LocalMediaStorage implements MediaStorage {
  readonly root: string
  readonly privateRoot: string

  constructor(root: string, privateRoot: string = `${root}-private`) {
    this.root = resolve(root)
    this.privateRoot = resolve(privateRoot)
    mkdirSync(this.root, { recursive: true, mode: 0o700 })
  }

  /** The folder of a namespace's files. */
  folderOf(namespace: MediaNamespace): string {
    return namespace === 'portfolio' ? this.root : join(this.privateRoot, namespace)
  }

  files(namespace: MediaNamespace): MediaFiles {
    const folder = this.folderOf(namespace)
    const path = (key: string) => {
      assertMediaKey(key)
      return join(folder, key)
    }
    return {
      namespace,
      async put(key, data) {
        const target = path(key)
        await mkdir(folder, { recursive: true, mode: 0o700 })
        const temporary = join(folder, `.${key}.${randomBytes(6).toString('hex')}.tmp`)
        try {
          await writeFile(temporary, data, { mode: 0o600 })
          await rename(temporary, target)
        } catch (error) {
          await rm(temporary, { force: true })
          throw error
        }
      },
      async get(key) {
        const file = path(key)
        try {
          const found = await stat(file)
          if (!found.isFile()) return null
          return { body: createReadStream(file), size: found.size }
        } catch {
          return null
        }
      },
      async delete(key) {
        try {
          await unlink(path(key))
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        }
      },
      async exists(key) {
        const file = path(key)
        try {
          return (await stat(file)).isFile()
        } catch {
          return false
        }
      },
      list: () => listFolder(folder),
      url(key) {
        assertMediaKey(key)
        if (mediaNamespaces[namespace].visibility !== 'public') {
          throw new Error(`The ${namespace} files are private: they have no public address`)
        }
        return `${UPLOADS_PREFIX}${key}`
      },
    }
  }
}

/** The files of a folder (none when it does not exist yet), with their times. */
async function listFolder(folder: string): Promise<StoredFile[]> {
  let entries: import('node:fs').Dirent[]
  try {
    entries = await readdir(folder, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const files: StoredFile[] = []
  for (const entry of entries) {
    if (!entry.isFile()) continue
    try {
      const { mtime } = await stat(join(folder, entry.name))
      // Temporary files of an interrupted write are listed too: no row names them, so the cleanup
      // of orphans removes them once they are old.
      files.push({ key: entry.name, modifiedAt: mtime })
    } catch {
      // Removed meanwhile.
    }
  }
  return files
}
