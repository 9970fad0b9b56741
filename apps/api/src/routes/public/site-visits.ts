import {
  type VisitAvailability,
  type VisitorVisit,
  visitBookingSchema,
  visitMoveSchema,
  visitTokenSchema,
} from '@nirman/contract'
import type { FastifyContextConfig } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SiteVisitBooking } from '../../site-visits/site-visit-booking'
import { quoteStoreOf } from './quote-store'
import { writesInFlight } from './writes-in-flight'

export interface SiteVisitRoutesOptions {
  /** Bookings per address a minute, as for quote requests; 0 turns the limit off. */
  rateLimitPerMinute: number
  /** Signs visitors' links and checks the key of a quote request's receipt (the session secret). */
  secret: string
}

/**
 * Site visits as visitors book them, no account (`/api/site-visits`): the free slots, a booking,
 * and a visit by its link: seen, moved, cancelled (site-visits/site-visit-booking.ts). Nothing
 * here is kept by a browser or a proxy: free slots change with every booking, and the link is the
 * key to a visitor's visit.
 */
export const siteVisitRoutes: FastifyPluginAsyncZod<SiteVisitRoutesOptions> = async (
  app,
  options,
) => {
  const awaitedByClose = writesInFlight(app, 'site visit')
  const storeQuote = quoteStoreOf(app)
  const visits = new SiteVisitBooking({
    db: app.db,
    secret: options.secret,
    visits: () => app.siteSettings.siteVisits(),
    desk: () => app.siteSettings.salesDesk(),
    storeLead: async (request) => {
      const outcome = await storeQuote(request, app.log)
      return outcome.kind === 'stored' ? outcome.receipt.id : null
    },
    queueMail: (manager, mail) => app.mail.queue(manager, mail),
    mailCommitted: () => app.mail.committed(),
    onLeadFault: (error, visitId) =>
      app.log.error(
        { err: error },
        `Site visit ${visitId} is booked, but its quote request could not be stored: it has no lead`,
      ),
  })
  const rateLimit: FastifyContextConfig =
    options.rateLimitPerMinute > 0
      ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
      : {}
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    reply.header('referrer-policy', 'no-referrer')
  })

  app.get(
    '/site-visits/slots',
    async (): Promise<VisitAvailability> => visits.availability(new Date()),
  )

  app.post(
    '/site-visits',
    { schema: { body: visitBookingSchema }, config: rateLimit },
    async (request, reply) => {
      const { booked, replayed } = await awaitedByClose(
        visits.book(request.body, new Date(), app.websiteOrigin(request)),
      )
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(201).send(booked)
    },
  )

  app.get(
    '/site-visits/:token',
    { schema: { params: visitTokenSchema } },
    async (request): Promise<VisitorVisit> => visits.view(request.params.token, new Date()),
  )

  app.post(
    '/site-visits/:token/move',
    { schema: { params: visitTokenSchema, body: visitMoveSchema }, config: rateLimit },
    async (request) =>
      awaitedByClose(visits.move(request.params.token, request.body.startsAt, new Date())),
  )

  app.post(
    '/site-visits/:token/cancel',
    { schema: { params: visitTokenSchema }, config: rateLimit },
    async (request): Promise<VisitorVisit> =>
      awaitedByClose(visits.cancel(request.params.token, new Date())),
  )
}
