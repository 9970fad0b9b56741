import {
  type CompanyDetails,
  companyDetailsMessages,
  companyDetailsSaveSchema,
  defaultSalesDeskSettings,
  defaultSettingsVersion,
  quotationSettingsSaveSchema,
  rateCardSaveSchema,
  type SalesDeskSettings,
  type SettingsPart,
  type SiteSettings,
  type SiteSettingsVersion,
  type SiteSettingsVersionSummary,
  type StaffAccount,
  salesDeskMessages,
  salesDeskSaveSchema,
  settingsPartKeys,
  settingsParts,
  settingsPaths,
  settingsRestoreSchema,
  siteVisitSettingsSaveSchema,
} from '@nirman/contract'
import { json, refused } from './fake-answers'

/** A saved version as the fake keeps it: the version, and the one it restored a part of. */
export interface FakeSettingsVersion extends SiteSettingsVersion {
  savedAt: string
  restoredFrom: number | null
}

/** What the fake keeps of the settings: every saved version, the oldest first. */
export interface FakeSettingsState {
  settingsVersions: FakeSettingsVersion[]
}

const current = (state: FakeSettingsState): SiteSettingsVersion =>
  state.settingsVersions.at(-1) ?? defaultSettingsVersion

/** The sales desk in use: the owner's, or the built-in one. */
export const salesDeskInUse = (state: FakeSettingsState): SalesDeskSettings =>
  current(state).settings.salesDesk ?? defaultSalesDeskSettings

/**
 * As the API refuses it, beside its field: an account off duty that does not exist, or one a
 * project type's leads would go to that does not exist or is disabled. Undefined: none.
 */
function staffRefused(desk: SalesDeskSettings, accounts: readonly StaffAccount[]) {
  const refuse = (path: string) =>
    json(400, {
      message: salesDeskMessages.staffUnknown,
      issues: [{ path, message: salesDeskMessages.staffUnknown }],
    })
  const known = (id: number) => accounts.some((account) => account.id === id)
  const active = (id: number) => accounts.some((account) => account.id === id && !account.disabled)
  const offDuty = desk.offDuty.findIndex((id) => !known(id))
  if (offDuty >= 0) return refuse(`salesDesk.offDuty.${offDuty}`)
  const rule = desk.byProjectType.findIndex((each) => each.staffIds.some((id) => !active(id)))
  if (rule >= 0) return refuse(`salesDesk.byProjectType.${rule}.staffIds`)
  return undefined
}

const asVersion = ({ restoredFrom, ...version }: FakeSettingsVersion): SiteSettingsVersion =>
  version

/** The parts a version changed from the one before it (those it has for the first), by their keys. */
function changedParts(state: FakeSettingsState, index: number): SettingsPart[] {
  const version = state.settingsVersions[index]
  const before = state.settingsVersions[index - 1]
  if (!version) return []
  if (!before) {
    return settingsParts.filter((part) =>
      settingsPartKeys[part].some((key) => version.settings[key] !== undefined),
    )
  }
  return settingsParts.filter((part) =>
    settingsPartKeys[part].some(
      (key) => JSON.stringify(version.settings[key]) !== JSON.stringify(before.settings[key]),
    ),
  )
}

/**
 * The settings' routes (`/api/admin/settings…`) as apps/api answers them: the contract's schemas,
 * the sales desk's staff among `accounts`, 409 for a save or restore made on a version no longer
 * in use, 404 for a missing version. The caller answers 403 to staff first. Undefined: not a
 * settings route.
 */
export function settingsRoute(
  state: FakeSettingsState,
  request: { method: string; path: string; data: Record<string, unknown> },
  savedBy: string,
  now: Date,
  accounts: readonly StaffAccount[] = [],
): Response | undefined {
  const { method, path, data } = request
  /** A new version: `settings` over the newest, a key given as undefined taken out. */
  const save = (settings: Partial<SiteSettings>, restoredFrom: number | null) => {
    const before = current(state)
    const merged: Record<string, unknown> = { ...before.settings, ...settings }
    for (const [key, value] of Object.entries(settings)) if (value === undefined) delete merged[key]
    const version: FakeSettingsVersion = {
      version: before.version + 1,
      settings: merged as unknown as SiteSettings,
      savedAt: now.toISOString(),
      savedBy,
      restoredFrom,
    }
    state.settingsVersions.push(version)
    return json(200, asVersion(version))
  }

  if (path === '/api/admin/settings' && method === 'GET') return json(200, current(state))
  if (path === '/api/admin/settings/company' && method === 'PUT') {
    const body = companyDetailsSaveSchema.safeParse(data)
    if (!body.success) return refused(body.error)
    if (body.data.version !== current(state).version) {
      return json(409, { message: companyDetailsMessages.stale })
    }
    return save({ company: body.data.company }, null)
  }
  if (path === '/api/admin/settings/rate-card' && method === 'PUT') {
    const body = rateCardSaveSchema.safeParse(data)
    if (!body.success) return refused(body.error)
    if (body.data.version !== current(state).version) {
      return json(409, { message: companyDetailsMessages.stale })
    }
    const { rateCard, asOf, landUnits } = body.data
    // No land units sent: Patna's katha again.
    return save({ rateCard, rateCardAsOf: asOf, landUnits }, null)
  }
  if (path === '/api/admin/settings/quotations' && method === 'PUT') {
    const body = quotationSettingsSaveSchema.safeParse(data)
    if (!body.success) return refused(body.error)
    if (body.data.version !== current(state).version) {
      return json(409, { message: companyDetailsMessages.stale })
    }
    return save({ quotations: body.data.quotations }, null)
  }
  if (path === '/api/admin/settings/sales-desk' && method === 'PUT') {
    const body = salesDeskSaveSchema.safeParse(data)
    if (!body.success) return refused(body.error)
    const staff = staffRefused(body.data.salesDesk, accounts)
    if (staff) return staff
    if (body.data.version !== current(state).version) {
      return json(409, { message: companyDetailsMessages.stale })
    }
    return save({ salesDesk: body.data.salesDesk }, null)
  }
  if (path === settingsPaths.siteVisits && method === 'PUT') {
    // Issues name their field under `siteVisits.`, as the schema's body does.
    const body = siteVisitSettingsSaveSchema.safeParse(data)
    if (!body.success) return refused(body.error)
    if (body.data.version !== current(state).version) {
      return json(409, { message: companyDetailsMessages.stale })
    }
    return save({ siteVisits: body.data.siteVisits }, null)
  }
  if (path === '/api/admin/settings/versions' && method === 'GET') {
    const summaries: SiteSettingsVersionSummary[] = state.settingsVersions
      .map((version, index) => ({
        version: version.version,
        savedAt: version.savedAt,
        savedBy: version.savedBy,
        changed: changedParts(state, index),
        restoredFrom: version.restoredFrom,
      }))
      .reverse()
      .slice(0, 50)
    return json(200, summaries)
  }
  const versionPath = path.match(/^\/api\/admin\/settings\/versions\/(\d+)(\/restore)?$/)
  if (!versionPath) return undefined
  const found = state.settingsVersions.find((one) => one.version === Number(versionPath[1]))
  if (!versionPath[2] && method === 'GET') {
    return found
      ? json(200, asVersion(found))
      : json(404, { message: companyDetailsMessages.notFound })
  }
  if (versionPath[2] && method === 'POST') {
    const body = settingsRestoreSchema.safeParse(data)
    if (!body.success) return refused(body.error)
    if (!found) return json(404, { message: companyDetailsMessages.notFound })
    if (body.data.version !== current(state).version) {
      return json(409, { message: companyDetailsMessages.stale })
    }
    // The part's keys as the earlier version has them (one it has not is taken out).
    const part = Object.fromEntries(
      settingsPartKeys[body.data.part].map((key) => [key, found.settings[key]]),
    )
    return save(part, found.version)
  }
  return undefined
}

/** A saved version of the settings with these company details; override what a test is about. */
export function settingsVersion(
  version: number,
  company: CompanyDetails,
  overrides: Partial<FakeSettingsVersion> = {},
): FakeSettingsVersion {
  return {
    version,
    settings: { company, rateCard: {} },
    savedAt: '2026-11-20T10:00:00.000Z',
    savedBy: 'Rajesh Nirman',
    restoredFrom: null,
    ...overrides,
  }
}
