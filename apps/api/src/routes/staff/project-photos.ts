import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import fastifyMultipart from '@fastify/multipart'
import {
  type AdminProject,
  idParamSchema,
  orderSchema,
  type PhotoInput,
  photoInputSchema,
  portfolioLimits,
  portfolioMessages,
} from '@nirman/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf } from '../../auth/principal'
import { fieldError, HttpError } from '../../http-error'
import { ProjectAdmin } from '../../portfolio/project-admin'

export const photoUploadMessages = {
  oneFile: 'Upload one photo at a time',
  malformed: 'The upload could not be read: please try again',
  busy: 'Too many photos are being uploaded right now: please try again in a few seconds',
} as const

/** Seconds a refused upload is told to wait: about what one photo takes to convert. */
const BUSY_RETRY_SECONDS = 5

const photoParamsSchema = idParamSchema.extend({ photoId: idParamSchema.shape.id })

const tooLarge = () =>
  new HttpError(413, portfolioMessages.tooLarge, [
    { path: 'file', message: portfolioMessages.tooLarge },
  ])

/**
 * Reads the multipart body: the file of the part `file` (at most 20 MB, one file), streamed to
 * `path` rather than held in memory (30 uploads of 8 MB at once took the server from 320 to
 * 754 MB), and the text parts `caption` and `role`, in any order.
 */
async function readUpload(request: FastifyRequest, path: string): Promise<PhotoInput> {
  if (!request.isMultipart()) throw fieldError('file', portfolioMessages.noFile)
  const texts: Record<string, string> = {}
  let received = false
  let fileName = ''
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') {
          await pipeline(part.file, createWriteStream(path, { mode: 0o600 }))
          if (part.file.truncated) throw tooLarge()
          received = true
          fileName = part.filename
        } else {
          // A file under another name is read through and dropped.
          for await (const _chunk of part.file) {
          }
        }
      } else if (typeof part.value === 'string') {
        texts[part.fieldname] = part.value
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    const code = (error as { code?: unknown }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    if (code === 'FST_FILES_LIMIT') throw fieldError('file', photoUploadMessages.oneFile)
    if (code === 'FST_PROTO_VIOLATION') throw error
    throw new HttpError(400, photoUploadMessages.malformed)
  }
  // A form sent with no file chosen has a `file` part with no name and no bytes.
  if (!received || ((await stat(path)).size === 0 && fileName === '')) {
    throw fieldError('file', portfolioMessages.noFile)
  }
  const fields = photoInputSchema.safeParse(texts)
  if (!fields.success) {
    const issues = fields.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))
    throw new HttpError(400, issues[0]?.message ?? portfolioMessages.caption, issues)
  }
  return fields.data
}

/**
 * A project's photos (`/api/admin/projects/:id/photos`): upload (multipart), caption and role,
 * delete, order. Each change bumps the project's version and writes the audit log in one
 * transaction (portfolio/project-admin.ts), and answers the project as the staff see it (with its
 * new version).
 *
 * An upload takes one of the process's upload slots (or is answered 503 with Retry-After before
 * its body is read), is streamed to a temporary file, processed (photo-processing.ts, one at a
 * time), its files are written, then its row in a transaction; if the transaction fails (the 41st
 * photo, the project deleted meanwhile, the database down) the files are deleted again, so nothing
 * is left half-saved.
 */
export const projectPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage, photos: processor, uploadSlots, incomingDir } = app.media
  const projects = new ProjectAdmin(app.db, storage.files('portfolio'))
  // Only these routes take multipart bodies; every other route keeps answering them 415.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: portfolioLimits.uploadBytes,
      files: 1,
      fields: 4,
      fieldSize: 4 * 1024,
      parts: 6,
    },
  })

  /** Reads, processes and stores one upload, streamed through the temporary file `path`. */
  const addPhoto = async (
    request: FastifyRequest,
    projectId: number,
    path: string,
  ): Promise<AdminProject> => {
    // Refused before the upload is read when the answer is already known.
    await projects.assertRoomForPhoto(projectId)
    const fields = await readUpload(request, path)
    const photo = await processor.process(path)
    await projects.addPhoto(actorOf(request), projectId, fields, photo)
    app.projectCatalog.invalidate()
    return projects.byId(projectId)
  }

  app.post(
    '/projects/:id/photos',
    { schema: { params: idParamSchema } },
    async (request, reply) => {
      const projectId = request.params.id
      const release = uploadSlots.take()
      if (!release) {
        // Node reads the rest of the body through and drops it: nothing of it is kept.
        return reply
          .code(503)
          .header('retry-after', String(BUSY_RETRY_SECONDS))
          .send({ message: photoUploadMessages.busy })
      }
      const path = join(incomingDir, `.upload-${randomBytes(8).toString('hex')}.tmp`)
      let added: AdminProject
      try {
        added = await addPhoto(request, projectId, path)
      } finally {
        // Before the answer: the next upload finds the slot free and no temporary file left.
        release()
        await rm(path, { force: true })
      }
      return reply.code(201).send(added)
    },
  )

  app.patch(
    '/projects/:id/photos/:photoId',
    { schema: { params: photoParamsSchema, body: photoInputSchema } },
    async (request): Promise<AdminProject> => {
      const { id: projectId, photoId } = request.params
      await projects.changePhoto(actorOf(request), projectId, photoId, request.body)
      app.projectCatalog.invalidate()
      return projects.byId(projectId)
    },
  )

  app.delete(
    '/projects/:id/photos/:photoId',
    { schema: { params: photoParamsSchema } },
    async (request): Promise<AdminProject> => {
      const { id: projectId, photoId } = request.params
      const files = await projects.removePhoto(actorOf(request), projectId, photoId)
      app.projectCatalog.invalidate()
      await projects.removeUnusedFiles(files, request.log)
      return projects.byId(projectId)
    },
  )

  app.put(
    '/projects/:id/photos/order',
    { schema: { params: idParamSchema, body: orderSchema } },
    async (request): Promise<AdminProject> => {
      const projectId = request.params.id
      await projects.reorderPhotos(actorOf(request), projectId, request.body.ids)
      app.projectCatalog.invalidate()
      return projects.byId(projectId)
    },
  )
}
