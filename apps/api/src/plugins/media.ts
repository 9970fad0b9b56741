import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { HeicDecoder } from '../media/heic-decoder'
import { ORPHAN_AGE_MS, type ReferenceCheck, removeOrphanedFiles } from '../media/orphan-cleanup'
import { PhotoProcessor } from '../media/photo-processing'
import {
  LocalMediaStorage,
  type MediaNamespace,
  type MediaStorage,
  UPLOADS_PREFIX,
} from '../media/storage'
import { UploadSlots } from '../media/upload-slots'

declare module 'fastify' {
  interface FastifyInstance {
    media: {
      storage: MediaStorage
      photos: PhotoProcessor
      /** Uploads admitted at once; more are answered 503. */
      uploadSlots: UploadSlots
      /**
       * Where an upload is streamed while it arrives and waits for the decoder: the uploads folder
       * (as `.upload-*.tmp`, which is never served, and which the orphan cleanup removes an hour
       * after a crash left it), or a temporary folder for other storage.
       */
      incomingDir: string
      /**
       * Says which files of `namespace` the database still points to, for the cleanup of
       * orphans; the namespace's owner calls it once (the portfolio plugin for its photos). A
       * namespace nobody tracks is never cleaned.
       */
      trackReferences(namespace: MediaNamespace, inUse: ReferenceCheck): void
      /** Removes the old files no row points to, in every tracked namespace; their keys. */
      removeOrphanedFiles(): Promise<string[]>
    }
  }
}

export interface MediaPluginOptions {
  /**
   * Where photos are stored: `DATA_DIR/uploads` in the server. Without it (tests, tools) a
   * temporary folder, removed when the app closes.
   */
  storage?: MediaStorage | undefined
  /** Photo uploads received or processed at once (PHOTO_UPLOADS_AT_ONCE, 8). */
  uploadsAtOnce?: number | undefined
}

/** The names of stored files: `<hash>-<width>.<webp|jpg>` (a dot first: a write in progress). */
const servedName = /^[0-9a-f]{8,64}-\d{1,5}\.(?:webp|jpg)$/

/**
 * The media storage and the photo processor for every route, the local folder of the public
 * namespace served under /uploads/ (each name is derived from the file's content, so browsers and
 * proxies keep a file for a year without asking again; private namespaces are in another folder,
 * sent only by routes that check the session: media/private-file.ts), and the cleanup of orphaned
 * files of every tracked namespace: at start-up, then every hour.
 */
export const mediaPlugin = fp<MediaPluginOptions>(
  async (app, options) => {
    let storage = options.storage
    if (!storage) {
      const folder = mkdtempSync(join(tmpdir(), 'nirman-uploads-'))
      storage = new LocalMediaStorage(folder)
      app.addHook('onClose', async () => rmSync(folder, { recursive: true, force: true }))
    }
    const heic = new HeicDecoder()
    let incomingDir: string
    if (storage instanceof LocalMediaStorage) {
      incomingDir = storage.root
    } else {
      const folder = mkdtempSync(join(tmpdir(), 'nirman-incoming-'))
      app.addHook('onClose', async () => rmSync(folder, { recursive: true, force: true }))
      incomingDir = folder
    }
    const media = storage
    const tracked = new Map<MediaNamespace, ReferenceCheck>()
    const removeOrphans = async () => {
      const removed: string[] = []
      for (const [namespace, inUse] of tracked) {
        removed.push(...(await removeOrphanedFiles(app.db, media.files(namespace), inUse)))
      }
      return removed
    }
    app.decorate('media', {
      storage,
      photos: new PhotoProcessor(heic),
      uploadSlots: new UploadSlots(options.uploadsAtOnce ?? 8),
      incomingDir,
      trackReferences: (namespace, inUse) => {
        tracked.set(namespace, inUse)
      },
      removeOrphanedFiles: removeOrphans,
    })

    if (storage instanceof LocalMediaStorage) {
      await app.register(fastifyStatic, {
        root: storage.root,
        prefix: UPLOADS_PREFIX,
        decorateReply: false,
        index: false,
        allowedPath: (pathName) => servedName.test(pathName.replace(/^\//, '')),
        setHeaders: (reply) => {
          reply.header('cache-control', 'public, max-age=31536000, immutable')
        },
      })
    }

    const cleanUp = () =>
      removeOrphans()
        .then((removed) => {
          if (removed.length > 0) app.log.info({ removed }, 'Removed orphaned media files')
        })
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'Could not remove orphaned media files'),
        )
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      void cleanUp()
      timer = setInterval(() => void cleanUp(), ORPHAN_AGE_MS)
      timer.unref()
    })
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer)
      await heic.close()
    })
  },
  { name: 'media', dependencies: ['database'], fastify: '5.x' },
)
