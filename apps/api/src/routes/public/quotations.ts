import {
  type ClientQuotation,
  type QuotationCodeSent,
  quotationAcceptSchema,
  quotationCodeRequestSchema,
  quotationDeclineSchema,
  quotationTokenSchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendPrivateFile } from '../../media/private-file'
import { ClientQuotations } from '../../quotations/client-quotations'

/**
 * A quotation's client, by the link staff sent (`/api/quotations/:token`, no account): the
 * quotation, its PDF, a code by e-mail, accepting and declining (quotations/client-quotations.ts).
 * Nothing here is kept by a browser or a proxy: the token is the key to a client's quotation.
 */
export const quotationRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, options) => {
  const files = app.media.storage.files('quotation-files')
  const quotations = new ClientQuotations({
    db: app.db,
    files,
    mail: app.mail,
    secret: options.secret,
    company: () => app.siteSettings.current().settings.company,
    desk: () => app.siteSettings.salesDesk(),
    staff: app.leadAlerts.staff,
  })
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    reply.header('referrer-policy', 'no-referrer')
  })

  app.get(
    '/quotations/:token',
    { schema: { params: quotationTokenSchema } },
    async (request): Promise<ClientQuotation> => quotations.view(request.params.token),
  )

  app.get(
    '/quotations/:token/pdf',
    { schema: { params: quotationTokenSchema } },
    async (request, reply) => {
      const { key, downloadName } = await quotations.pdf(request.params.token)
      return sendPrivateFile(reply, files, key, { contentType: 'application/pdf', downloadName })
    },
  )

  app.post(
    '/quotations/:token/code',
    { schema: { params: quotationTokenSchema, body: quotationCodeRequestSchema } },
    async (request): Promise<QuotationCodeSent> =>
      quotations.requestCode(request.params.token, request.body.revision),
  )

  app.post(
    '/quotations/:token/accept',
    { schema: { params: quotationTokenSchema, body: quotationAcceptSchema } },
    async (request): Promise<ClientQuotation> => {
      const accepted = await quotations.accept(request.params.token, request.body, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      })
      request.log.info(`Quotation ${accepted.number} accepted by its client`)
      return accepted
    },
  )

  app.post(
    '/quotations/:token/decline',
    { schema: { params: quotationTokenSchema, body: quotationDeclineSchema } },
    async (request): Promise<ClientQuotation> =>
      quotations.decline(request.params.token, request.body),
  )
}
