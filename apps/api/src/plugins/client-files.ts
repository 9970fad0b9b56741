import fp from 'fastify-plugin'
import { clientFilesInUse } from '../client-projects/client-files'

/**
 * Which files of client projects (photos of updates, documents) rows still name, for the media's
 * cleanup of orphans: without it the private `client-files` namespace would never be cleaned, and
 * the files of an upload whose row was never written would stay for ever.
 */
export const clientFilesPlugin = fp(
  async (app) => {
    app.media.trackReferences('client-files', clientFilesInUse)
  },
  { name: 'client-files', dependencies: ['database', 'media'], fastify: '5.x' },
)
