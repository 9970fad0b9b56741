import type { FastifyReply } from 'fastify'
import { HttpError } from '../http-error'
import { type MediaFiles, mediaNamespaces } from './storage'

/** What the route that checked the session knows of the file: from its own row. */
export interface PrivateFileInfo {
  contentType: string
  /** The name a download gets (the document's own name); without it, the file is shown inline. */
  downloadName?: string | undefined
}

/**
 * Sends a file of a private namespace, once the route has checked that the session may see it
 * (a client their own project's, staff by role): kept by no cache (`private, no-store`), never
 * sniffed into another type, 404 when the file is not there. A file of a public namespace is
 * served as it is (/uploads/), never through here.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  files: MediaFiles,
  key: string,
  info: PrivateFileInfo,
): Promise<FastifyReply> {
  if (mediaNamespaces[files.namespace].visibility !== 'private') {
    throw new Error(`The ${files.namespace} files are public: they are served under /uploads/`)
  }
  const stored = await files.get(key)
  if (!stored) throw new HttpError(404, 'File not found')
  reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-type', info.contentType)
    .header('content-length', String(stored.size))
  if (info.downloadName !== undefined) {
    // RFC 6266: a plain ASCII fallback, and the real name (Devanagari too) percent-encoded.
    const fallback = info.downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_')
    reply.header(
      'content-disposition',
      `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(info.downloadName)}`,
    )
  }
  return reply.send(stored.body)
}
