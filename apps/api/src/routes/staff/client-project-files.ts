import fastifyMultipart from '@fastify/multipart'
import {
  type AdminClientProject,
  clientProjectLimits,
  clientProjectMessages,
  documentInputSchema,
  idParamSchema,
  portfolioLimits,
  updateChangeSchema,
  updateInputSchema,
  updatePhotoInputSchema,
} from '@nirman/contract'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { staffOf } from '../../auth/principal'
import { sendProjectFile } from '../../client-projects/client-files'
import { DocumentAdmin, prepareDocument } from '../../client-projects/document-admin'
import { UpdateAdmin } from '../../client-projects/update-admin'
import {
  answerBusy,
  photoUploadMessages,
  readUpload,
  takeUploadSlot,
  type UploadForm,
  type UploadMessages,
} from '../../media/upload-reading'

const id = idParamSchema.shape.id
const updateParamsSchema = idParamSchema.extend({ updateId: id })
const photoParamsSchema = updateParamsSchema.extend({ photoId: id })
const documentParamsSchema = idParamSchema.extend({ documentId: id })
// Any text: a key that is none of the project's files is answered 404 like a missing one.
const fileParamsSchema = idParamSchema.extend({ key: z.string().max(200) })

/** A photo of an update: the file (at most 20 MB, as the portfolio) and its `caption`. */
const updatePhotoForm: UploadForm<typeof updatePhotoInputSchema> = {
  fields: updatePhotoInputSchema,
  maxBytes: portfolioLimits.uploadBytes,
  maxFields: 2,
  messages: photoUploadMessages,
}

const documentUploadMessages = {
  noFile: clientProjectMessages.noDocument,
  tooLarge: clientProjectMessages.documentTooLarge,
  oneFile: 'Upload one file at a time',
  busy: 'Too many files are being uploaded right now: please try again in a few seconds',
} as const satisfies UploadMessages

/** A document: the file (a PDF or a photo, at most 20 MB), its `title`, `kind` and `visibility`. */
const documentForm: UploadForm<typeof documentInputSchema> = {
  fields: documentInputSchema,
  maxBytes: clientProjectLimits.documentBytes,
  maxFields: 6,
  messages: documentUploadMessages,
}

/**
 * Runs `handle` with an upload slot and the temporary file the upload is streamed to, answering
 * 503 (Retry-After) at once when every slot is taken, then 201 with the project `handle` gives. The slot and the temporary file are given back before the answer.
 */
async function answerUpload(
  reply: FastifyReply,
  media: Parameters<typeof takeUploadSlot>[0],
  messages: UploadMessages,
  handle: (path: string) => Promise<AdminClientProject>,
): Promise<FastifyReply> {
  const slot = takeUploadSlot(media)
  if (!slot) return answerBusy(reply, messages)
  let project: AdminClientProject
  try {
    project = await handle(slot.path)
  } finally {
    await slot.release()
  }
  return reply.code(201).send(project)
}

/**
 * A client project's progress updates with their photos, its documents, and its files
 * (`/api/admin/client-projects/:id/...`). Every staff member fetches every project's files; only
 * the owner and the project's staff change its updates and documents (403 for the others). Each
 * change answers the project whole, with 201 for what it adds.
 *
 * Uploads go through the portfolio's pipeline (media/upload-reading.ts): an upload slot or 503,
 * the body streamed to a temporary file, refused before it is read when the answer is known (the
 * update full, the project gone); a photo processed one at a time (upright, no metadata, three
 * widths as WebP and JPEG), a document kept as a PDF or re-encoded as a JPEG; files written before
 * their row and removed again if the row's transaction fails. Every file is private: sent only
 * through `/files/:key` after the session is checked, never from /uploads/.
 */
export const clientProjectFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = app.media.storage.files('client-files')
  const updates = new UpdateAdmin(app.db, files)
  const documents = new DocumentAdmin(app.db, files)
  // Only these routes (and the portfolio's photos) take multipart bodies, each form with its
  // limits; every other route keeps answering them 415.
  await app.register(fastifyMultipart)

  app.post(
    '/client-projects/:id/updates',
    { schema: { params: idParamSchema, body: updateInputSchema } },
    async (request, reply) => {
      const account = staffOf(request)
      await updates.create(account, request.params.id, request.body)
      return reply.code(201).send(await updates.projectFor(request.params.id, account))
    },
  )

  app.put(
    '/client-projects/:id/updates/:updateId',
    { schema: { params: updateParamsSchema, body: updateChangeSchema } },
    async (request) => {
      const { id: projectId, updateId } = request.params
      const account = staffOf(request)
      await updates.change(account, projectId, updateId, request.body)
      return updates.projectFor(projectId, account)
    },
  )

  app.post(
    '/client-projects/:id/updates/:updateId/publish',
    { schema: { params: updateParamsSchema } },
    async (request) => {
      const { id: projectId, updateId } = request.params
      const account = staffOf(request)
      await updates.publish(account, projectId, updateId, app.websiteOrigin(request))
      app.mail.committed()
      return updates.projectFor(projectId, account)
    },
  )

  app.delete(
    '/client-projects/:id/updates/:updateId',
    { schema: { params: updateParamsSchema } },
    async (request) => {
      const { id: projectId, updateId } = request.params
      const account = staffOf(request)
      const removed = await updates.remove(account, projectId, updateId)
      await updates.removeUnusedFiles(removed, request.log)
      return updates.projectFor(projectId, account)
    },
  )

  app.post(
    '/client-projects/:id/updates/:updateId/photos',
    { schema: { params: updateParamsSchema } },
    async (request, reply) => {
      const { id: projectId, updateId } = request.params
      const account = staffOf(request)
      return answerUpload(reply, app.media, photoUploadMessages, async (path) => {
        await updates.assertRoomForPhoto(account, projectId, updateId)
        const { fields } = await readUpload(request, path, updatePhotoForm)
        const photo = await app.media.photos.process(path)
        await updates.addPhoto(account, projectId, updateId, fields, photo)
        return updates.projectFor(projectId, account)
      })
    },
  )

  app.patch(
    '/client-projects/:id/updates/:updateId/photos/:photoId',
    { schema: { params: photoParamsSchema, body: updatePhotoInputSchema } },
    async (request) => {
      const { id: projectId, updateId, photoId } = request.params
      const account = staffOf(request)
      await updates.changePhoto(account, projectId, updateId, photoId, request.body)
      return updates.projectFor(projectId, account)
    },
  )

  app.delete(
    '/client-projects/:id/updates/:updateId/photos/:photoId',
    { schema: { params: photoParamsSchema } },
    async (request) => {
      const { id: projectId, updateId, photoId } = request.params
      const account = staffOf(request)
      const removed = await updates.removePhoto(account, projectId, updateId, photoId)
      await updates.removeUnusedFiles(removed, request.log)
      return updates.projectFor(projectId, account)
    },
  )

  app.post(
    '/client-projects/:id/documents',
    { schema: { params: idParamSchema } },
    async (request, reply) => {
      const projectId = request.params.id
      const account = staffOf(request)
      return answerUpload(reply, app.media, documentUploadMessages, async (path) => {
        await documents.assertRoomForDocument(account, projectId)
        const { fields, fileName } = await readUpload(request, path, documentForm)
        const document = await prepareDocument(path, app.media.photos)
        await documents.add(account, projectId, fields, fileName, document)
        return documents.projectFor(projectId, account)
      })
    },
  )

  app.patch(
    '/client-projects/:id/documents/:documentId',
    { schema: { params: documentParamsSchema, body: documentInputSchema } },
    async (request) => {
      const { id: projectId, documentId } = request.params
      const account = staffOf(request)
      await documents.change(account, projectId, documentId, request.body)
      return documents.projectFor(projectId, account)
    },
  )

  app.delete(
    '/client-projects/:id/documents/:documentId',
    { schema: { params: documentParamsSchema } },
    async (request) => {
      const { id: projectId, documentId } = request.params
      const account = staffOf(request)
      const storageKey = await documents.remove(account, projectId, documentId)
      await documents.removeFile(storageKey, request.log)
      return documents.projectFor(projectId, account)
    },
  )

  app.get(
    '/client-projects/:id/files/:key',
    { schema: { params: fileParamsSchema } },
    async (request, reply) =>
      sendProjectFile(app, reply, request.params.id, request.params.key, 'staff'),
  )
}
