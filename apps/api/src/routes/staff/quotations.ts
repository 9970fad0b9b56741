import {
  companyDate,
  idParamSchema,
  type QuotationDetail,
  type QuotationSummary,
  quotationDraftBodySchema,
  quotationStartSchema,
  quotationVersionBodySchema,
} from '@nirman/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf } from '../../auth/principal'
import { sendPrivateFile } from '../../media/private-file'
import { sendQuotation } from '../../quotations/quotation-sending'
import {
  blankQuotation,
  estimateQuotation,
  rateCardQuotation,
} from '../../quotations/quotation-starts'
import { type LinkContext, Quotations } from '../../quotations/quotation-store'
import { companyLandUnitSizes } from '../../settings/company-land-units'

const revisionParamsSchema = idParamSchema.extend({
  revision: z.coerce.number().int().positive(),
})

/**
 * Quotations as staff make them (issue 26): a lead's list and a new one
 * (`/api/admin/dashboard/leads/:id/quotations`), started blank, from the visitor's calculator
 * estimate or from the owner's rate card; a quotation with its revisions (`/api/admin/quotations/:id`),
 * its draft, sending it (the PDF, the client's link and e-mail), a new revision, withdrawing the
 * link, and each sent revision's PDF. Every member of staff works every lead's quotations, as they
 * work the leads; every change is made on the quotation's version (409 when stale).
 */
export const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const quotations = new Quotations(app.db)
  const files = app.media.storage.files('quotation-files')
  const linkContext = (request: FastifyRequest): LinkContext => ({
    origin: app.websiteOrigin(request),
    company: app.siteSettings.current().settings.company,
  })

  app.get(
    '/dashboard/leads/:id/quotations',
    { schema: { params: idParamSchema } },
    async (request): Promise<QuotationSummary[]> => quotations.ofLead(request.params.id),
  )

  app.post(
    '/dashboard/leads/:id/quotations',
    { schema: { params: idParamSchema, body: quotationStartSchema } },
    async (request, reply) => {
      const start = request.body
      const today = companyDate(new Date())
      const { settings } = app.siteSettings.current()
      const { rateCard } = settings
      const id = await quotations.start(request.params.id, actorOf(request), start.from, (lead) => {
        switch (start.from) {
          case 'blank':
            return blankQuotation(lead, today, settings)
          case 'estimate':
            return estimateQuotation(
              lead,
              rateCard,
              today,
              companyLandUnitSizes(settings),
              settings,
            )
          case 'rate_card':
            return rateCardQuotation(lead, rateCard, start, today, settings)
        }
      })
      request.log.info(`Quotation ${id} started (${start.from}) for lead ${request.params.id}`)
      return reply.code(201).send(await quotations.detail(id, linkContext(request)))
    },
  )

  app.get(
    '/quotations/:id',
    { schema: { params: idParamSchema } },
    async (request): Promise<QuotationDetail> =>
      quotations.detail(request.params.id, linkContext(request)),
  )

  app.put(
    '/quotations/:id/draft',
    { schema: { params: idParamSchema, body: quotationDraftBodySchema } },
    async (request): Promise<QuotationDetail> => {
      const { id } = request.params
      await quotations.saveDraft(id, actorOf(request), request.body)
      return quotations.detail(id, linkContext(request))
    },
  )

  app.post(
    '/quotations/:id/send',
    { schema: { params: idParamSchema, body: quotationVersionBodySchema } },
    async (request): Promise<QuotationDetail> => {
      const { id } = request.params
      const context = linkContext(request)
      await sendQuotation(
        { db: app.db, files, mail: app.mail, desk: app.siteSettings.salesDesk(), ...context },
        id,
        actorOf(request),
        request.body.version,
      )
      request.log.info(`Quotation ${id} sent`)
      return quotations.detail(id, context)
    },
  )

  app.post(
    '/quotations/:id/revisions',
    { schema: { params: idParamSchema, body: quotationVersionBodySchema } },
    async (request, reply) => {
      const { id } = request.params
      await quotations.revise(id, actorOf(request), request.body.version)
      return reply.code(201).send(await quotations.detail(id, linkContext(request)))
    },
  )

  app.post(
    '/quotations/:id/link/withdraw',
    { schema: { params: idParamSchema, body: quotationVersionBodySchema } },
    async (request): Promise<QuotationDetail> => {
      const { id } = request.params
      await quotations.withdrawLink(id, actorOf(request), request.body.version)
      request.log.info(`Quotation ${id}: the client's link withdrawn`)
      return quotations.detail(id, linkContext(request))
    },
  )

  app.get(
    '/quotations/:id/revisions/:revision/pdf',
    { schema: { params: revisionParamsSchema } },
    async (request, reply) => {
      const { key, downloadName } = await quotations.pdfOf(
        request.params.id,
        request.params.revision,
      )
      return sendPrivateFile(reply, files, key, { contentType: 'application/pdf', downloadName })
    },
  )

  app.get(
    '/quotations/:id/accepted.pdf',
    { schema: { params: idParamSchema } },
    async (request, reply) => {
      const { key, downloadName } = await quotations.acceptedPdfOf(request.params.id)
      return sendPrivateFile(reply, files, key, { contentType: 'application/pdf', downloadName })
    },
  )
}
