import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { portfolioMessages } from '@nirman/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { fieldError, HttpError } from '../http-error'
import type { UploadSlots } from './upload-slots'

/**
 * The reading of a multipart upload shared by every route that takes a file (the portfolio's
 * photos, a client project's update photos and documents): an upload slot or 503, the file streamed
 * to a temporary file rather than held in memory (30 uploads of 8 MB at once took the server from
 * 320 to 754 MB), its text parts checked by the route's schema, and every way a body can go wrong
 * answered with the form's own words, naming the field `file`.
 */

/** Seconds a refused upload is told to wait: about what one photo takes to convert. */
const BUSY_RETRY_SECONDS = 5

/** What the person uploading is told, in the words of what the form takes (a photo, a file). */
export interface UploadMessages {
  /** No file chosen, or not a form at all. */
  noFile: string
  /** The file is over the form's `maxBytes` (413). */
  tooLarge: string
  /** More than one file sent in the form. */
  oneFile: string
  /** Every upload slot is taken (503, with Retry-After). */
  busy: string
}

export const uploadMalformed = 'The upload could not be read: please try again'

/** What a photo upload is told, in the portfolio's words (a client project's update photos too). */
export const photoUploadMessages = {
  noFile: portfolioMessages.noFile,
  tooLarge: portfolioMessages.tooLarge,
  oneFile: 'Upload one photo at a time',
  busy: 'Too many photos are being uploaded right now: please try again in a few seconds',
} as const satisfies UploadMessages

/** One kind of upload form: the file in the part `file`, and text parts checked by `fields`. */
export interface UploadForm<Fields extends z.ZodType> {
  fields: Fields
  /** The most bytes of the file. */
  maxBytes: number
  /** The most text parts read; one more is refused by the multipart reader. */
  maxFields: number
  messages: UploadMessages
}

/** What was received: the text parts as the schema gives them, and the file's name as sent. */
export interface ReceivedUpload<Fields> {
  fields: Fields
  /** The name the browser gave the file, as sent (possibly empty): never used as a path here. */
  fileName: string
}

/** A taken upload slot and the temporary file its upload is streamed to. */
export interface UploadSlot {
  path: string
  /** Gives the slot back and removes the temporary file; call it once the upload is handled. */
  release(): Promise<void>
}

/**
 * Takes one of the process's upload slots and names a temporary file in `incomingDir` for its
 * body (`.upload-*.tmp`: never served, removed by the orphan cleanup if a crash left it); null when
 * every slot is taken, to be answered with `answerBusy` before the body is read.
 */
export function takeUploadSlot(media: {
  uploadSlots: UploadSlots
  incomingDir: string
}): UploadSlot | null {
  const giveBack = media.uploadSlots.take()
  if (!giveBack) return null
  const path = join(media.incomingDir, `.upload-${randomBytes(8).toString('hex')}.tmp`)
  return {
    path,
    release: async () => {
      giveBack()
      await rm(path, { force: true })
    },
  }
}

/** The 503 of an upload that found no free slot; Node reads the body through and drops it. */
export function answerBusy(reply: FastifyReply, messages: UploadMessages): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_SECONDS))
    .send({ message: messages.busy })
}

/**
 * Reads a multipart body as `form` says: the file of the part `file` (one file, at most
 * `form.maxBytes`) streamed to `path`, and the text parts in any order, checked by `form.fields`
 * (400 naming each field at fault). A file under another name is read through and dropped.
 */
export async function readUpload<Fields extends z.ZodType>(
  request: FastifyRequest,
  path: string,
  form: UploadForm<Fields>,
): Promise<ReceivedUpload<z.output<Fields>>> {
  const { messages } = form
  const tooLarge = () =>
    new HttpError(413, messages.tooLarge, [{ path: 'file', message: messages.tooLarge }])
  if (!request.isMultipart()) throw fieldError('file', messages.noFile)
  const texts: Record<string, string> = {}
  let received = false
  let fileName = ''
  try {
    const parts = request.parts({
      limits: {
        fileSize: form.maxBytes,
        files: 1,
        fields: form.maxFields,
        fieldSize: 4 * 1024,
        parts: form.maxFields + 2,
      },
    })
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') {
          await pipeline(part.file, createWriteStream(path, { mode: 0o600 }))
          if (part.file.truncated) throw tooLarge()
          received = true
          fileName = part.filename
        } else {
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
    if (code === 'FST_FILES_LIMIT') throw fieldError('file', messages.oneFile)
    if (code === 'FST_PROTO_VIOLATION') throw error
    throw new HttpError(400, uploadMalformed)
  }
  const sizeBytes = received ? (await stat(path)).size : 0
  // A form sent with no file chosen has a `file` part with no name and no bytes.
  if (!received || (sizeBytes === 0 && fileName === '')) throw fieldError('file', messages.noFile)
  const fields = form.fields.safeParse(texts)
  if (!fields.success) {
    const issues = fields.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))
    throw new HttpError(400, issues[0]?.message ?? uploadMalformed, issues)
  }
  return { fields: fields.data, fileName }
}
