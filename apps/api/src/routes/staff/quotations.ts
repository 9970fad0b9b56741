import {
  companyDate,
  idParamSchema,
  type QuotationDetail,
  type QuotationSummary,
  quotationDraftBodySchema,
  quotationStartSchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf } from '../../auth/principal'
import {
  blankQuotation,
  estimateQuotation,
  rateCardQuotation,
} from '../../quotations/quotation-starts'
import { Quotations } from '../../quotations/quotation-store'
import { companyLandUnitSizes } from '../../settings/company-land-units'

/**
 * Quotations as staff make them (issue 26): a lead's list and a new one
 * (`/api/admin/dashboard/leads/:id/quotations`), started blank, from the visitor's calculator
 * estimate or from the owner's rate card; a quotation with its revisions and its draft
 * (`/api/admin/quotations/:id`). Every member of staff works every lead's quotations, as they
 * work the leads.
 */
export const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const quotations = new Quotations(app.db)

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
            return blankQuotation(lead, today)
          case 'estimate':
            return estimateQuotation(lead, rateCard, today, companyLandUnitSizes(settings))
          case 'rate_card':
            return rateCardQuotation(lead, rateCard, start, today)
        }
      })
      request.log.info(`Quotation ${id} started (${start.from}) for lead ${request.params.id}`)
      return reply.code(201).send(await quotations.detail(id))
    },
  )

  app.get(
    '/quotations/:id',
    { schema: { params: idParamSchema } },
    async (request): Promise<QuotationDetail> => quotations.detail(request.params.id),
  )

  app.put(
    '/quotations/:id/draft',
    { schema: { params: idParamSchema, body: quotationDraftBodySchema } },
    async (request): Promise<QuotationDetail> => {
      const { id } = request.params
      await quotations.saveDraft(id, actorOf(request), request.body)
      return quotations.detail(id)
    },
  )
}
