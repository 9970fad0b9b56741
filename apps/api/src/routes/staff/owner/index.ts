import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownerGuard } from '../../../auth/principal'
import { accountRoutes } from './accounts'
import { reportRoutes } from './reports'
import { settingsRoutes } from './settings'

/**
 * The owner's part of the staff routes: every route registered here answers 403 to a staff
 * account (and 401 to nobody, from the staff guard before it). A route owners alone may call goes
 * in this folder; a single owner-only action on a staff resource (deleting a project) keeps
 * `onRequest: ownerGuard` on its route.
 */
export const ownerRoutes: FastifyPluginAsyncZod = async (owner) => {
  owner.addHook('onRequest', ownerGuard)
  await owner.register(accountRoutes)
  await owner.register(settingsRoutes)
  await owner.register(reportRoutes)
}
