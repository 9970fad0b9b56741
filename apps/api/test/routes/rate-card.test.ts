import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type {
  ApiError,
  AuditEntry,
  Page,
  PageSettings,
  SiteSettingsVersion,
  SiteSettingsVersionSummary,
} from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'

// The owner's rate card (issue 25): saved on the version read, checked figure by figure, kept apart
// from the company's details, carried by every page with its "as of" day and the company's katha,
// restored as a part of an earlier version.

const page =
  '<!DOCTYPE html><html lang="en-IN"><head><title>Nirman Constructions</title></head><body>app</body></html>'

/** The homes' standard rate of Patna (₹1,900 a sq ft) and the company's katha of Bhagalpur. */
const patnaCard = {
  rateCard: { costEstimate: { ratePerSqFt: { residential: 1900 } } },
  asOf: '2026-12-01',
  landUnits: { kathaSqFt: 720 },
}

describe('the rate card', () => {
  let folder: string
  let context: TestContext
  let owner: string
  let staff: SignedInStaff

  const put = (url: string, cookie: string, payload: object) =>
    context.app.inject({ method: 'PUT', url, headers: { cookie }, payload })
  const current = async () =>
    (
      await context.app.inject({
        method: 'GET',
        url: '/api/admin/settings',
        headers: { cookie: owner },
      })
    ).json<SiteSettingsVersion>()
  const carried = async () => {
    const response = await context.app.inject({ method: 'GET', url: '/' })
    const json = /<script id="site-settings" type="application\/json">([^<]*)<\/script>/.exec(
      response.body,
    )?.[1]
    return json === undefined ? undefined : (JSON.parse(json) as PageSettings)
  }

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-rates-'))
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'index.html'), page)
    writeFileSync(join(folder, '__spa-fallback.html'), page)
    context = await createTestContext({ webDist: folder })
    owner = await context.login()
    staff = await addAccount(context.app, owner, { name: 'Ravi Kumar', username: 'ravi' })
  })
  afterAll(async () => {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('is the owner’s to save: staff get 403, and nothing is saved', async () => {
    const response = await put('/api/admin/settings/rate-card', staff.cookie, {
      ...patnaCard,
      version: 0,
    })
    expect(response.statusCode).toBe(403)
    expect((await current()).version).toBe(0)
  })

  it('refuses a figure out of its range, an unknown figure, a day that is not one and a katha of 80 sq ft', async () => {
    const response = await put('/api/admin/settings/rate-card', owner, {
      rateCard: {
        costEstimate: { ratePerSqFt: { residential: 190 } },
        paint: { pricePerLitre: { gold: 900 } },
      },
      asOf: '2026-02-30',
      landUnits: { kathaSqFt: 80 },
      version: 0,
    })
    expect(response.statusCode).toBe(400)
    const issues = response.json<ApiError>().issues ?? []
    const messageOf = (path: string) => issues.find((issue) => issue.path === path)?.message
    expect(messageOf('rateCard.costEstimate.ratePerSqFt.residential')).toBe(
      '“Homes, standard finish” must be between 500 and 20,000 (₹ per sq ft)',
    )
    expect(issues.some((issue) => issue.path.startsWith('rateCard.paint'))).toBe(true)
    expect(messageOf('asOf')).toMatch(/date the rates are as of/)
    expect(messageOf('landUnits.kathaSqFt')).toMatch(/between 500 and 2,000 sq ft/)
    expect((await current()).version).toBe(0)
  })

  it('saves the card with its day and katha, keeping the company’s details, and every page carries it', async () => {
    // The company's details first (version 1), then the card on version 1 (version 2).
    const company = await put('/api/admin/settings/company', owner, {
      company: { phones: ['+91 94310 12345'] },
      version: 0,
    })
    expect(company.statusCode).toBe(200)
    const saved = await put('/api/admin/settings/rate-card', owner, { ...patnaCard, version: 1 })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<SiteSettingsVersion>()).toMatchObject({
      version: 2,
      savedBy: 'Sunita Devi',
      settings: {
        company: { phones: ['+91 94310 12345'] },
        rateCard: patnaCard.rateCard,
        rateCardAsOf: '2026-12-01',
        landUnits: { kathaSqFt: 720 },
      },
    })
    expect(await carried()).toEqual({
      version: 2,
      company: { phones: ['+91 94310 12345'] },
      rateCard: patnaCard.rateCard,
      rateCardAsOf: '2026-12-01',
      landUnits: { kathaSqFt: 720 },
    })
    // A save made on version 1 again is stale.
    expect(
      (await put('/api/admin/settings/rate-card', owner, { ...patnaCard, version: 1 })).statusCode,
    ).toBe(409)
  })

  it('is kept when the company’s details are saved, and a card saved without a katha drops the old one', async () => {
    await put('/api/admin/settings/company', owner, {
      company: { phones: ['+91 94310 99999'] },
      version: 2,
    })
    expect((await current()).settings).toMatchObject({
      rateCard: patnaCard.rateCard,
      rateCardAsOf: '2026-12-01',
      landUnits: { kathaSqFt: 720 },
    })
    const response = await put('/api/admin/settings/rate-card', owner, {
      rateCard: { electricalLoad: { pricePerKwh: 7.42 } },
      asOf: '2026-12-05',
      version: 3,
    })
    expect(response.statusCode).toBe(200)
    const settings = response.json<SiteSettingsVersion>().settings
    expect(settings.rateCard).toEqual({ electricalLoad: { pricePerKwh: 7.42 } })
    expect(settings.landUnits).toBeUndefined()
    expect(settings.company.phones).toEqual(['+91 94310 99999'])
  })

  it('tells in the history which part each version changed, and restores the first card with its day and katha', async () => {
    const versions = (
      await context.app.inject({
        method: 'GET',
        url: '/api/admin/settings/versions',
        headers: { cookie: owner },
      })
    ).json<SiteSettingsVersionSummary[]>()
    expect(versions.map(({ version, changed }) => ({ version, changed }))).toEqual([
      { version: 4, changed: ['rateCard'] },
      { version: 3, changed: ['company'] },
      { version: 2, changed: ['rateCard'] },
      { version: 1, changed: ['company', 'rateCard'] },
    ])
    const restored = await context.app.inject({
      method: 'POST',
      url: '/api/admin/settings/versions/2/restore',
      headers: { cookie: owner },
      payload: { part: 'rateCard', version: 4 },
    })
    expect(restored.statusCode).toBe(200)
    expect(restored.json<SiteSettingsVersion>().settings).toEqual({
      company: { phones: ['+91 94310 99999'] },
      rateCard: patnaCard.rateCard,
      rateCardAsOf: '2026-12-01',
      landUnits: { kathaSqFt: 720 },
    })
    // Version 1 had no card: restoring it takes the card, its day and the katha away.
    const none = await context.app.inject({
      method: 'POST',
      url: '/api/admin/settings/versions/1/restore',
      headers: { cookie: owner },
      payload: { part: 'rateCard', version: 5 },
    })
    expect(none.json<SiteSettingsVersion>().settings).toEqual({
      company: { phones: ['+91 94310 99999'] },
      rateCard: {},
    })
    expect(await carried()).toEqual({
      version: 6,
      company: { phones: ['+91 94310 99999'] },
      rateCard: {},
    })
  })

  it('records each card saved in the audit log with its day', async () => {
    const log = (
      await context.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log?action=settings.rate_card',
        headers: { cookie: owner },
      })
    ).json<Page<AuditEntry>>()
    expect(log.items.map(({ targetId, details }) => ({ targetId, details }))).toEqual([
      { targetId: 4, details: { asOf: '2026-12-05' } },
      { targetId: 2, details: { asOf: '2026-12-01' } },
    ])
  })
})
