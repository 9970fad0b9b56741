import fastifyMultipart from '@fastify/multipart'
import {
  type AdminProject,
  idParamSchema,
  orderSchema,
  photoInputSchema,
  portfolioLimits,
} from '@nirman/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf } from '../../auth/principal'
import {
  answerBusy,
  photoUploadMessages,
  readUpload,
  takeUploadSlot,
  type UploadForm,
} from '../../media/upload-reading'
import { ProjectAdmin } from '../../portfolio/project-admin'

/** A photo's upload: the file (at most 20 MB) and the text parts `caption` and `role`. */
const photoForm: UploadForm<typeof photoInputSchema> = {
  fields: photoInputSchema,
  maxBytes: portfolioLimits.uploadBytes,
  maxFields: 4,
  messages: photoUploadMessages,
}

const photoParamsSchema = idParamSchema.extend({ photoId: idParamSchema.shape.id })

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
  const { storage, photos: processor } = app.media
  const projects = new ProjectAdmin(app.db, storage.files('portfolio'))
  // Only these routes take multipart bodies (each form with its limits, media/upload-reading.ts);
  // every other route keeps answering them 415.
  await app.register(fastifyMultipart)

  /** Reads, processes and stores one upload, streamed through the temporary file `path`. */
  const addPhoto = async (
    request: FastifyRequest,
    projectId: number,
    path: string,
  ): Promise<AdminProject> => {
    // Refused before the upload is read when the answer is already known.
    await projects.assertRoomForPhoto(projectId)
    const { fields } = await readUpload(request, path, photoForm)
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
      const slot = takeUploadSlot(app.media)
      if (!slot) return answerBusy(reply, photoUploadMessages)
      let added: AdminProject
      try {
        added = await addPhoto(request, projectId, slot.path)
      } finally {
        // Before the answer: the next upload finds the slot free and no temporary file left.
        await slot.release()
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
