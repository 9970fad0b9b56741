import fp from 'fastify-plugin'
import { quotationFilesInUse } from '../quotations/quotation-rows'

/**
 * Which quotation PDFs rows still name, for the media's cleanup of orphans: a send that stored its
 * PDF and then failed (stale, the database away) leaves a file nobody names, removed after an hour.
 */
export const quotationFilesPlugin = fp(
  async (app) => {
    app.media.trackReferences('quotation-files', quotationFilesInUse)
  },
  { name: 'quotation-files', dependencies: ['database', 'media'], fastify: '5.x' },
)
