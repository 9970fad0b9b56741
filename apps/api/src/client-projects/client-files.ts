import type { FastifyInstance, FastifyReply } from 'fastify'
import { type EntityManager, In } from 'typeorm'
import {
  ClientDocumentEntity,
  ClientProjectClientEntity,
  ClientUpdateEntity,
  ClientUpdatePhotoEntity,
  type ClientUpdatePhotoRow,
} from '../db/client-entities'
import { HttpError } from '../http-error'
import type { ReferenceCheck } from '../media/orphan-cleanup'
import { photoFormats } from '../media/photo-processing'
import { type PrivateFileInfo, sendPrivateFile } from '../media/private-file'
import { type PhotoFileSet, storageKeyOfFile } from '../portfolio/photo-files'
import { photoFileKeys } from '../portfolio/photo-view'
import { projectRowOf } from './project-access'

/**
 * The stored files of client projects (the private `client-files` namespace): each photo of an
 * update as the portfolio stores a photo (`<storageKey>-<width>.<webp|jpg>`, the same photo the
 * same files), each document under a random key of its own (`<32 hex>.<pdf|jpg>`). A file reaches
 * a browser only through a route that checked the session and asked `fileOfProject` whether the
 * key is one of that project's; the orphan cleanup asks `clientFilesInUse` which are still named.
 */

/** A file of a project that a session may fetch, and how to send it. */
export interface ProjectFile extends PrivateFileInfo {
  key: string
}

/** Who asks for the file: staff see every file; a client only what was published to them. */
export interface FileViewer {
  clientView: boolean
}

const photoContentTypes = new Map<string, string>(
  photoFormats.map(({ extension, contentType }) => [extension, contentType]),
)

/** The content type of a photo's file by its extension (`…-960.webp` -> image/webp). */
function photoContentType(key: string): string | null {
  return photoContentTypes.get(key.slice(key.lastIndexOf('.') + 1)) ?? null
}

/**
 * The file `key` of project `projectId`, as `viewer` may fetch it; null when the key is not one of
 * this project's files (or not one the viewer may see), so a guessed address, or the address of
 * another project's file, is answered as if it did not exist (404), never with the file.
 *
 * - a photo's file: a photo of one of the project's updates has `key` among its files; for a client,
 *   the update is published; sent inline.
 * - a document: one of the project's documents has `key` as its file; for a client, it is visible
 *   to the client; sent as a download under the name it was uploaded with.
 */
export async function fileOfProject(
  manager: EntityManager,
  projectId: number,
  key: string,
  viewer: FileViewer,
): Promise<ProjectFile | null> {
  return (
    (await photoFileOfProject(manager, projectId, key, viewer)) ??
    (await documentOfProject(manager, projectId, key, viewer))
  )
}

async function photoFileOfProject(
  manager: EntityManager,
  projectId: number,
  key: string,
  { clientView }: FileViewer,
): Promise<ProjectFile | null> {
  const storageKey = storageKeyOfFile(key)
  const contentType = photoContentType(key)
  if (storageKey === null || contentType === null) return null
  const photos = (await manager.findBy(ClientUpdatePhotoEntity, { projectId, storageKey })).filter(
    (photo) => photoFileKeys(photo).includes(key),
  )
  if (photos.length === 0) return null
  if (clientView) {
    const published = await manager.existsBy(ClientUpdateEntity, {
      id: In(photos.map((photo) => Number(photo.updateId))),
      projectId,
      status: 'published',
    })
    if (!published) return null
  }
  return { key, contentType }
}

async function documentOfProject(
  manager: EntityManager,
  projectId: number,
  key: string,
  { clientView }: FileViewer,
): Promise<ProjectFile | null> {
  const document = await manager.findOneBy(ClientDocumentEntity, {
    projectId,
    storageKey: key,
    ...(clientView ? { visibility: 'client' as const } : {}),
  })
  if (!document) return null
  return { key, contentType: document.contentType, downloadName: document.fileName }
}

/** Who asks for a file: staff (every project's files), or a client (their own projects'). */
export type FileRequester = 'staff' | { clientId: number }

const fileNotFound = () => new HttpError(404, 'File not found')

/**
 * Sends the file `key` of project `projectId` to `requester`, once it is one of that project's
 * files they may see (`fileOfProject`), from the private namespace (`sendPrivateFile`: no cache, no
 * sniffing, documents as downloads under their own name). Staff: 404 for a project that does not
 * exist. A client: 404 for a project they are not on, as for a file that does not exist.
 */
export async function sendProjectFile(
  app: FastifyInstance,
  reply: FastifyReply,
  projectId: number,
  key: string,
  requester: FileRequester,
): Promise<FastifyReply> {
  const manager = app.db.manager
  if (requester === 'staff') {
    await projectRowOf(manager, projectId)
  } else if (
    !(await manager.existsBy(ClientProjectClientEntity, {
      projectId,
      clientId: requester.clientId,
    }))
  ) {
    throw fileNotFound()
  }
  const file = await fileOfProject(manager, projectId, key, { clientView: requester !== 'staff' })
  if (!file) throw fileNotFound()
  return sendPrivateFile(reply, app.media.storage.files('client-files'), file.key, file)
}

/** What `removeUnusedFiles` (portfolio/photo-files.ts) needs of update photos' rows. */
export const photoFilesOf = (rows: readonly ClientUpdatePhotoRow[]): PhotoFileSet[] =>
  rows.map((row) => ({ storageKey: row.storageKey, keys: photoFileKeys(row) }))

/** Keys looked up at once by the orphan cleanup: well within every database's IN list. */
const LOOKUP_BATCH = 500

/**
 * The client files still in use, for the orphan cleanup: every file of a photo some row names (a
 * row's `storageKey` with its widths and formats: a width no longer listed is an orphan), and every
 * document's file.
 */
export const clientFilesInUse: ReferenceCheck = async (db, keys) => {
  const inUse = new Set<string>()
  const storageKeys = [
    ...new Set(keys.map(storageKeyOfFile).filter((each): each is string => each !== null)),
  ]
  for (let start = 0; start < storageKeys.length; start += LOOKUP_BATCH) {
    const photos = await db.getRepository(ClientUpdatePhotoEntity).find({
      select: { storageKey: true, widths: true, formats: true },
      where: { storageKey: In(storageKeys.slice(start, start + LOOKUP_BATCH)) },
    })
    for (const photo of photos) for (const key of photoFileKeys(photo)) inUse.add(key)
  }
  for (let start = 0; start < keys.length; start += LOOKUP_BATCH) {
    const documents = await db.getRepository(ClientDocumentEntity).find({
      select: { storageKey: true },
      where: { storageKey: In(keys.slice(start, start + LOOKUP_BATCH)) },
    })
    for (const document of documents) inUse.add(document.storageKey)
  }
  return new Set(keys.filter((key) => inUse.has(key)))
}
