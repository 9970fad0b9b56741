import { randomBytes } from 'node:crypto'
import { open, readFile } from 'node:fs/promises'
import {
  type AdminClientProject,
  type AdminUser,
  clientProjectLimits,
  clientProjectMessages,
  type DocumentInput,
  portfolioMessages,
} from '@nirman/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { DataSource, EntityManager } from 'typeorm'
import { writeAudit } from '../audit/audit-log'
import { ClientDocumentEntity, type ClientDocumentRow } from '../db/client-entities'
import { fieldError, HttpError } from '../http-error'
import { type PhotoProcessor, sniffPhoto } from '../media/photo-processing'
import type { MediaFiles } from '../media/storage'
import { adminClientProject } from './client-project-view'
import { assertManages, touchProject } from './project-access'

/** A document made ready to store: its bytes as kept, and what its row says of them. */
export interface PreparedDocument {
  data: Buffer
  contentType: 'application/pdf' | 'image/jpeg'
  extension: 'pdf' | 'jpg'
}

const notADocument = () => fieldError('file', clientProjectMessages.notADocument)
const documentNotFound = () => new HttpError(404, clientProjectMessages.documentNotFound)

/** Bytes read of an upload to tell what it is: a PDF's `%PDF-`, a HEIF's brands (up to 256). */
const SNIFF_BYTES = 512

async function firstBytes(path: string): Promise<Buffer> {
  const file = await open(path, 'r')
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}

/**
 * Turns the upload streamed to `path` into the file kept, by its bytes (never its name): a PDF
 * (`%PDF-`) as it is; a photo (JPEG, PNG, WebP, HEIC: a phone's picture of an approval) as one
 * JPEG, upright, without its GPS position or any other metadata (`uprightJpeg`); anything else
 * refused with 400 naming the file. A photo the decoder cannot take is refused as the portfolio
 * refuses it (too many pixels, damaged), one that only looked like a photo as not a document.
 */
export async function prepareDocument(
  path: string,
  photos: PhotoProcessor,
): Promise<PreparedDocument> {
  const head = await firstBytes(path)
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { data: await readFile(path), contentType: 'application/pdf', extension: 'pdf' }
  }
  if (!sniffPhoto(head)) throw notADocument()
  try {
    const { data } = await photos.uprightJpeg(path)
    return { data, contentType: 'image/jpeg', extension: 'jpg' }
  } catch (error) {
    if (error instanceof HttpError && error.message === portfolioMessages.notAnImage) {
      throw notADocument()
    }
    throw error
  }
}

/** Characters never kept in a file's name: controls, and invisible ones (a right-to-left override). */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu
const FILE_NAME_LENGTH = 200

/**
 * The name a document is downloaded under: the name it was uploaded with, without any folder a
 * browser sent, invisible or control characters and repeated spaces, ending with the extension of
 * what is kept (`IMG_0042.HEIC` becomes `IMG_0042.jpg`, a PDF named `plan` becomes `plan.pdf`, a
 * renamed `setup.exe` never keeps `.exe`); the title when nothing is left of it.
 *
 * @example downloadName('C:\\fakepath\\Naksha.PDF', 'Drawings', 'pdf') // 'Naksha.pdf'
 */
export function downloadName(uploaded: string, title: string, extension: string): string {
  const clean = (name: string) => name.replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim()
  const base = clean(
    uploaded.slice(Math.max(uploaded.lastIndexOf('/'), uploaded.lastIndexOf('\\')) + 1),
  )
  const dot = base.lastIndexOf('.')
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim() || clean(title).replace(/[/\\]/g, '-')
  const room = FILE_NAME_LENGTH - extension.length - 1
  return `${Array.from(stem).slice(0, room).join('').trim()}.${extension}`
}

/**
 * The documents of client projects as staff keep them (the agreement, drawings, approvals): each
 * file stored under a random key in the private `client-files` namespace, each published to the
 * client or kept internal. Only the project's managers change them; each change is one transaction
 * with its audit entry (ids, kinds and visibility: never a title or file name, which may name
 * someone) and marks the project changed (`touchProject`). Removing the file of a deleted document
 * is the caller's, once the transaction has committed (`removeFile`).
 */
export class DocumentAdmin {
  constructor(
    private readonly db: DataSource,
    private readonly storage: MediaFiles,
  ) {}

  /** The project whole as `viewer` sees it after a change. */
  projectFor(projectId: number, viewer: AdminUser): Promise<AdminClientProject> {
    return adminClientProject(this.db.manager, projectId, viewer)
  }

  /**
   * Refuses a document before its upload is read when the answer is already known: the project
   * gone (404), `account` not a manager (403), the project full (400, naming the file).
   */
  async assertRoomForDocument(account: AdminUser, projectId: number): Promise<void> {
    await assertManages(this.db.manager, account, projectId)
    await assertDocumentRoom(this.db.manager, projectId)
  }

  /**
   * Stores a document: its file, then its row. If the row cannot be written (the 101st document,
   * the project deleted meanwhile, the database down) the file is deleted again.
   *
   * @param fileName the name it was uploaded with, as the browser sent it
   */
  async add(
    account: AdminUser,
    projectId: number,
    fields: DocumentInput,
    fileName: string,
    document: PreparedDocument,
  ): Promise<void> {
    const storageKey = `${randomBytes(16).toString('hex')}.${document.extension}`
    await this.storage.put(storageKey, document.data, document.contentType)
    try {
      await this.db.transaction(async (manager) => {
        await assertManages(manager, account, projectId)
        const now = new Date()
        // First: on MySQL it locks the project, so two uploads cannot both be the 100th.
        await touchProject(manager, projectId, now)
        await assertDocumentRoom(manager, projectId)
        const result = await manager.insert(ClientDocumentEntity, {
          projectId,
          ...fields,
          storageKey,
          fileName: downloadName(fileName, fields.title, document.extension),
          contentType: document.contentType,
          sizeBytes: document.data.length,
          addedById: account.id,
          createdAt: now,
        })
        await writeAudit(manager, {
          actor: account,
          action: 'client_project.document_add',
          targetType: 'client_project',
          targetId: projectId,
          details: {
            documentId: Number(result.identifiers[0]?.id),
            kind: fields.kind,
            visibility: fields.visibility,
            contentType: document.contentType,
          },
          at: now,
        })
      })
    } catch (error) {
      await this.storage.delete(storageKey).catch(() => undefined)
      throw error
    }
  }

  /** Changes a document's title, kind and visibility (its file stays). */
  async change(
    account: AdminUser,
    projectId: number,
    documentId: number,
    input: DocumentInput,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      await assertManages(manager, account, projectId)
      const row = await documentOf(manager, projectId, documentId)
      const now = new Date()
      await manager.update(ClientDocumentEntity, { id: documentId }, input)
      await touchProject(manager, projectId, now)
      await writeAudit(manager, {
        actor: account,
        action: 'client_project.document_update',
        targetType: 'client_project',
        targetId: projectId,
        details: {
          documentId,
          fields: (Object.keys(input) as (keyof DocumentInput)[])
            .filter((name) => row[name] !== input[name])
            .join(','),
          visibility: input.visibility,
        },
        at: now,
      })
    })
  }

  /** Deletes a document. Returns its file's key, to remove afterwards. */
  async remove(account: AdminUser, projectId: number, documentId: number): Promise<string> {
    return this.db.transaction(async (manager) => {
      await assertManages(manager, account, projectId)
      const row = await documentOf(manager, projectId, documentId)
      const now = new Date()
      await manager.delete(ClientDocumentEntity, { id: documentId })
      await touchProject(manager, projectId, now)
      await writeAudit(manager, {
        actor: account,
        action: 'client_project.document_delete',
        targetType: 'client_project',
        targetId: projectId,
        details: { documentId, kind: row.kind, visibility: row.visibility },
        at: now,
      })
      return row.storageKey
    })
  }

  /**
   * Deletes the file of a removed document, once its transaction has committed; a failure is
   * logged to `log`, and left to the hourly cleanup of orphans (no row names the file any more).
   */
  async removeFile(storageKey: string, log: FastifyBaseLogger): Promise<void> {
    try {
      await this.storage.delete(storageKey)
    } catch (error) {
      log.warn({ err: error }, 'Could not delete the file of a removed document; the cleanup will')
    }
  }
}

/** A document of the project; 404 when there is none (or it is another project's). */
async function documentOf(
  manager: EntityManager,
  projectId: number,
  documentId: number,
): Promise<ClientDocumentRow> {
  const row = await manager.findOneBy(ClientDocumentEntity, { id: documentId, projectId })
  if (!row) throw documentNotFound()
  return row
}

/** 400 on the file when the project has its most documents already. */
async function assertDocumentRoom(manager: EntityManager, projectId: number): Promise<void> {
  if (
    (await manager.countBy(ClientDocumentEntity, { projectId })) >= clientProjectLimits.documents
  ) {
    throw fieldError('file', clientProjectMessages.tooManyDocuments)
  }
}
