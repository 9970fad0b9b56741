import {
  type CompanyDetails,
  companyDetailsMessages,
  companyDetailsSaveSchema,
  quotationSettingsSaveSchema,
  type RateCard,
  rateCardSaveSchema,
  type SiteSettings,
  type SiteSettingsVersion,
  type SiteSettingsVersionSummary,
  settingsPartKeys,
  settingsRestoreSchema,
  settingsVersionParamSchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { writeAudit } from '../../../audit/audit-log'
import { actorOf } from '../../../auth/principal'
import { HttpError } from '../../../http-error'

/**
 * The owner's settings (`/api/admin/settings`): the company's details, the rate card and what new
 * quotations start with, saved as versions. A save names the version it was made on (409 when another came first); an
 * earlier version's part can be brought back as a new version. Each change is audited with the
 * version it made, never the details themselves.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.siteSettings

  app.get('/settings', async (): Promise<SiteSettingsVersion> => store.current())

  app.put(
    '/settings/company',
    { schema: { body: companyDetailsSaveSchema } },
    async (request): Promise<SiteSettingsVersion> => {
      const actor = actorOf(request)
      const { company, version } = request.body
      return store.save(
        (newest) => ({ ...newest, company: company as CompanyDetails }),
        actor.name,
        {
          expectedVersion: version,
          alsoDo: (manager, made) =>
            writeAudit(manager, {
              actor,
              action: 'settings.company',
              targetType: 'settings',
              targetId: made,
            }),
        },
      )
    },
  )

  app.put(
    '/settings/rate-card',
    { schema: { body: rateCardSaveSchema } },
    async (request): Promise<SiteSettingsVersion> => {
      const actor = actorOf(request)
      const { rateCard, asOf, landUnits, version } = request.body
      return store.save(
        (newest) => {
          const { landUnits: _, ...others } = newest
          return {
            ...others,
            rateCard: rateCard as RateCard,
            rateCardAsOf: asOf,
            ...(landUnits ? { landUnits } : {}),
          }
        },
        actor.name,
        {
          expectedVersion: version,
          alsoDo: (manager, made) =>
            writeAudit(manager, {
              actor,
              action: 'settings.rate_card',
              targetType: 'settings',
              targetId: made,
              details: { asOf },
            }),
        },
      )
    },
  )

  app.put(
    '/settings/quotations',
    { schema: { body: quotationSettingsSaveSchema } },
    async (request): Promise<SiteSettingsVersion> => {
      const actor = actorOf(request)
      const { quotations, version } = request.body
      return store.save((newest) => ({ ...newest, quotations }), actor.name, {
        expectedVersion: version,
        alsoDo: (manager, made) =>
          writeAudit(manager, {
            actor,
            action: 'settings.quotations',
            targetType: 'settings',
            targetId: made,
          }),
      })
    },
  )

  app.get(
    '/settings/versions',
    async (): Promise<SiteSettingsVersionSummary[]> => store.summaries(),
  )

  app.get(
    '/settings/versions/:version',
    { schema: { params: settingsVersionParamSchema } },
    async (request): Promise<SiteSettingsVersion> => {
      const found = await store.version(request.params.version)
      if (!found) throw new HttpError(404, companyDetailsMessages.notFound)
      return found
    },
  )

  app.post(
    '/settings/versions/:version/restore',
    { schema: { params: settingsVersionParamSchema, body: settingsRestoreSchema } },
    async (request): Promise<SiteSettingsVersion> => {
      const actor = actorOf(request)
      const from = request.params.version
      const { part, version } = request.body
      const earlier = await store.version(from)
      if (!earlier) throw new HttpError(404, companyDetailsMessages.notFound)
      return store.save((newest) => withPartOf(newest, earlier.settings, part), actor.name, {
        expectedVersion: version,
        restoredFrom: from,
        alsoDo: (manager, made) =>
          writeAudit(manager, {
            actor,
            action: 'settings.restore',
            targetType: 'settings',
            targetId: made,
            details: { part, from },
          }),
      })
    },
  )
}

/** `settings` with `part` as it is in `earlier` (a key `earlier` has not is taken out). */
function withPartOf(
  settings: SiteSettings,
  earlier: SiteSettings,
  part: keyof typeof settingsPartKeys,
): SiteSettings {
  const restored: Record<string, unknown> = { ...settings }
  for (const key of settingsPartKeys[part]) {
    if (earlier[key] === undefined) delete restored[key]
    else restored[key] = earlier[key]
  }
  return restored as unknown as SiteSettings
}
