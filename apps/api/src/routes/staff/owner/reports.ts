import { type LeadReport, leadReportQuerySchema } from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { leadReport } from '../../../leads/lead-reports'

/**
 * The owner's Reports (`/api/admin/reports/leads`): where the leads of a range of dates came
 * from and what became of them (leads/lead-reports.ts). Counts only: no lead's personal data.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/leads',
    { schema: { querystring: leadReportQuerySchema } },
    async (request, reply): Promise<LeadReport> => {
      // Figures of the past change as leads are worked: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store')
      return leadReport(app.db, request.query)
    },
  )
}
