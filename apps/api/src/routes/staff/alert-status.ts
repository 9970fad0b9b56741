import { type AlertStatus, alertDeliveryGraceMs, alertStatusSchema } from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { alertDelivery } from '../../alerts/alert-status'
import { defaultOutboxTiming } from '../../outbox/outbox-timing'

/**
 * `GET /api/admin/dashboard/alert-status`, for signed-in staff: how many lead alerts are still
 * unsent a minute after their request, or were given up, and the last error. The dashboard polls it
 * and warns on the list, so a broken mail setting is seen the same day rather than when a customer
 * complains that nobody called.
 */
export const alertStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alert-status',
    { schema: { response: { 200: alertStatusSchema } } },
    async (): Promise<AlertStatus> => {
      // The outbox's timing is only ever changed by tests; a running server uses the defaults.
      const status = await alertDelivery(
        app.db,
        new Date(),
        alertDeliveryGraceMs,
        defaultOutboxTiming,
      )
      return {
        ...status,
        waitingSince: status.waitingSince?.toISOString() ?? null,
        lastErrorAt: status.lastErrorAt?.toISOString() ?? null,
      }
    },
  )
}
