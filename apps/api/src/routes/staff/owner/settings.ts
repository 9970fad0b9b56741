import {
  type CompanyDetails,
  companyDetailsMessages,
  companyDetailsSaveSchema,
  quotationSettingsSaveSchema,
  type RateCard,
  rateCardSaveSchema,
  type SalesDeskSettings,
  type SiteSettings,
  type SiteSettingsVersion,
  type SiteSettingsVersionSummary,
  salesDeskMessages,
  salesDeskSaveSchema,
  settingsPartKeys,
  settingsRestoreSchema,
  settingsVersionParamSchema,
  siteVisitSettingsSaveSchema,
} from '@nirman/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { writeAudit } from '../../../audit/audit-log'
import { actorOf } from '../../../auth/principal'
import { AdminUserEntity } from '../../../db/entities'
import { fieldError, HttpError } from '../../../http-error'

/**
 * The owner's settings (`/api/admin/settings`): the company's details, the rate card, what new
 * quotations start with and how the sales desk works, saved as versions. A save names the version it was made on (409 when another came first); an
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

  app.put(
    '/settings/sales-desk',
    { schema: { body: salesDeskSaveSchema } },
    async (request): Promise<SiteSettingsVersion> => {
      const actor = actorOf(request)
      const { salesDesk, version } = request.body
      await checkStaffNamed(salesDesk)
      return store.save((newest) => ({ ...newest, salesDesk }), actor.name, {
        expectedVersion: version,
        alsoDo: (manager, made) =>
          writeAudit(manager, {
            actor,
            action: 'settings.sales_desk',
            targetType: 'settings',
            targetId: made,
          }),
      })
    },
  )

  app.put(
    '/settings/site-visits',
    { schema: { body: siteVisitSettingsSaveSchema } },
    async (request): Promise<SiteSettingsVersion> => {
      const actor = actorOf(request)
      const { siteVisits, version } = request.body
      return store.save((newest) => ({ ...newest, siteVisits }), actor.name, {
        expectedVersion: version,
        alsoDo: (manager, made) =>
          writeAudit(manager, {
            actor,
            action: 'settings.site_visits',
            targetType: 'settings',
            targetId: made,
          }),
      })
    },
  )

  /**
   * Refuses, beside its field, an account the sales desk names that does not exist, or one a
   * project type's leads would go to that is disabled (one off duty may be either).
   */
  async function checkStaffNamed(desk: SalesDeskSettings): Promise<void> {
    const accounts = await app.db.getRepository(AdminUserEntity).find({
      select: { id: true, disabledAt: true },
    })
    const known = new Set(accounts.map((account) => Number(account.id)))
    const active = new Set(
      accounts
        .filter((account) => account.disabledAt === null)
        .map((account) => Number(account.id)),
    )
    const unknownOffDuty = desk.offDuty.findIndex((id) => !known.has(id))
    if (unknownOffDuty >= 0) {
      throw fieldError(`salesDesk.offDuty.${unknownOffDuty}`, salesDeskMessages.staffUnknown)
    }
    desk.byProjectType.forEach((rule, index) => {
      if (rule.staffIds.some((id) => !active.has(id))) {
        throw fieldError(
          `salesDesk.byProjectType.${index}.staffIds`,
          salesDeskMessages.staffUnknown,
        )
      }
    })
  }

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
