import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type ApiError,
  type AuditEntry,
  companyDate,
  defaultQuotationSettings,
  type Page,
  type PageSettings,
  type QuotationContent,
  type QuotationDetail,
  quotationPaths,
  quotationSettingsMessages,
  type SiteSettingsVersion,
  type SiteSettingsVersionSummary,
  settingsPaths,
} from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validUntilFrom } from '../../src/quotations/quotation-defaults'
import {
  costEstimate,
  createQuotationTestContext,
  latestRevision,
  submitQuoteRequest,
} from '../helpers/quotation-requests'
import type { SignedInStaff } from '../helpers/staff-accounts'
import type { TestContext } from '../helpers/test-app'

// The owner's quotation settings (issue 26): saved on the version read like the other parts, and
// new quotations (blank, from the rate card, from an estimate) start with their tax lines, prices
// including GST or not, validity and terms in the quotation's language; restored as a part of an
// earlier version; never carried by the website's pages.

const page =
  '<!DOCTYPE html><html lang="en-IN"><head><title>Nirman Constructions</title></head><body>app</body></html>'

/** Inter-state work: IGST 18 % included in the prices, valid 15 days, the owner's English terms. */
const igst = {
  taxLines: [{ label: 'IGST', rateBasisPoints: 1800 }],
  pricesIncludeTax: true,
  validityDays: 15,
  terms: { en: '1. Valid for 15 days.\n2. Prices include GST.', hi: '' },
}

describe('the quotation settings', () => {
  let folder: string
  let context: TestContext
  let owner: string
  let staff: SignedInStaff

  const put = (cookie: string, payload: object) =>
    context.app.inject({
      method: 'PUT',
      url: settingsPaths.quotations,
      headers: { cookie },
      payload,
    })
  const current = async () =>
    (
      await context.app.inject({
        method: 'GET',
        url: settingsPaths.current,
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
  const submitRequest = (fields: object = {}) => submitQuoteRequest(context.app, fields)
  const started = async (leadId: number, body: object): Promise<QuotationContent> => {
    const response = await context.app.inject({
      method: 'POST',
      url: quotationPaths.ofLead(leadId),
      headers: { cookie: staff.cookie },
      payload: body,
    })
    expect(response.statusCode, response.body).toBe(201)
    return latestRevision(response.json<QuotationDetail>()).content
  }

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-quotation-settings-'))
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'index.html'), page)
    writeFileSync(join(folder, '__spa-fallback.html'), page)
    ;({ context, owner, ravi: staff } = await createQuotationTestContext({ webDist: folder }))
  })
  afterAll(async () => {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('start new quotations with the built-in CGST 9 % and SGST 9 %, on top, for 30 days, until the owner saves any', async () => {
    const content = await started(await submitRequest(), { from: 'blank' })
    expect(content.taxLines).toEqual(defaultQuotationSettings.taxLines)
    expect(content.pricesIncludeTax).toBe(false)
    expect(content.validUntil).toBe(validUntilFrom(companyDate(new Date()), 30))
    expect(content.terms).toContain('valid for 30 days')
  })

  it('are the owner’s to save: staff get 403, and nothing is saved', async () => {
    const response = await put(staff.cookie, { quotations: igst, version: 0 })
    expect(response.statusCode).toBe(403)
    expect((await current()).version).toBe(0)
  })

  it('refuse a bad rate, five tax lines and a validity of 0 days, each beside its field', async () => {
    const line = { label: 'CGST', rateBasisPoints: 900 }
    const bad = await put(owner, {
      quotations: { ...igst, taxLines: [{ label: 'IGST', rateBasisPoints: 0 }], validityDays: 0 },
      version: 0,
    })
    expect(bad.statusCode).toBe(400)
    const issues = bad.json<ApiError>().issues ?? []
    const messageOf = (path: string) => issues.find((issue) => issue.path === path)?.message
    expect(messageOf('quotations.taxLines.0.rateBasisPoints')).toMatch(/tax rate/)
    expect(messageOf('quotations.validityDays')).toBe(quotationSettingsMessages.validityDays)
    const five = await put(owner, {
      quotations: { ...igst, taxLines: [line, line, line, line, line], validityDays: 366 },
      version: 0,
    })
    expect(five.statusCode).toBe(400)
    const fiveIssues = five.json<ApiError>().issues ?? []
    expect(fiveIssues.map((issue) => issue.path).sort()).toEqual([
      'quotations.taxLines',
      'quotations.validityDays',
    ])
    expect((await current()).version).toBe(0)
  })

  it('saves IGST 18 % in the prices for 15 days, keeping the other parts; a save on the old version is stale', async () => {
    const company = await put(owner, { quotations: igst, version: 0 })
    expect(company.statusCode, company.body).toBe(200)
    expect(company.json<SiteSettingsVersion>()).toMatchObject({
      version: 1,
      savedBy: 'Sunita Devi',
      settings: { company: {}, rateCard: {}, quotations: igst },
    })
    const stale = await put(owner, { quotations: defaultQuotationSettings, version: 0 })
    expect(stale.statusCode).toBe(409)
    expect((await current()).version).toBe(1)
    // The rate card's save keeps the quotation settings.
    const card = await context.app.inject({
      method: 'PUT',
      url: settingsPaths.rateCard,
      headers: { cookie: owner },
      payload: { rateCard: {}, asOf: '2026-12-01', version: 1 },
    })
    expect(card.statusCode, card.body).toBe(200)
    expect(card.json<SiteSettingsVersion>().settings.quotations).toEqual(igst)
  })

  it('start every new quotation with them: blank, from the rate card and from an estimate', async () => {
    const today = companyDate(new Date())
    const validUntil = validUntilFrom(today, 15)
    // Worked by hand from the company's day: 15 days on.
    const [year, month, day] = today.split('-').map(Number) as [number, number, number]
    expect(validUntil).toBe(
      new Date(Date.UTC(year, month - 1, day + 15)).toISOString().slice(0, 10),
    )
    const english = await submitRequest({ message: costEstimate })
    for (const body of [
      { from: 'blank' },
      { from: 'rate_card', builtUpSqFt: 1200, propertyType: 'residential', finish: 'standard' },
      { from: 'estimate' },
    ]) {
      const content = await started(english, body)
      expect(content.taxLines).toEqual(igst.taxLines)
      expect(content.pricesIncludeTax).toBe(true)
      expect(content.validUntil).toBe(validUntil)
      expect(content.terms).toBe(igst.terms.en)
    }
    // No Hindi terms of the owner: the built-in Hindi terms, for the owner's 15 days.
    const hindi = await started(await submitRequest({ language: 'hi' }), { from: 'blank' })
    expect(hindi.language).toBe('hi')
    expect(hindi.terms).toContain('यह कोटेशन 15 दिन')
    expect(hindi.validUntil).toBe(validUntil)
  })

  it('are never carried by the website’s pages', async () => {
    const settings = await carried()
    expect(settings?.version).toBe(2)
    expect(settings).not.toHaveProperty('quotations')
    expect(JSON.stringify(settings)).not.toContain('IGST')
  })

  it('tell the history which part changed and restore an earlier version’s settings', async () => {
    const changed = await put(owner, {
      quotations: { ...igst, validityDays: 45 },
      version: 2,
    })
    expect(changed.statusCode).toBe(200)
    const versions = (
      await context.app.inject({
        method: 'GET',
        url: settingsPaths.versions,
        headers: { cookie: owner },
      })
    ).json<SiteSettingsVersionSummary[]>()
    expect(versions.map(({ version, changed }) => ({ version, changed }))).toEqual([
      { version: 3, changed: ['quotations'] },
      { version: 2, changed: ['rateCard'] },
      { version: 1, changed: ['company', 'rateCard', 'quotations'] },
    ])
    // Version 1's settings come back, the rate card of version 2 stays.
    const restored = await context.app.inject({
      method: 'POST',
      url: settingsPaths.restore(1),
      headers: { cookie: owner },
      payload: { part: 'quotations', version: 3 },
    })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json<SiteSettingsVersion>()).toMatchObject({
      version: 4,
      settings: { quotations: igst, rateCardAsOf: '2026-12-01' },
    })
    const content = await started(await submitRequest(), { from: 'blank' })
    expect(content.validUntil).toBe(validUntilFrom(companyDate(new Date()), 15))
  })

  it('records each save in the audit log', async () => {
    const log = (
      await context.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log?action=settings.quotations',
        headers: { cookie: owner },
      })
    ).json<Page<AuditEntry>>()
    expect(log.items.map(({ targetId }) => targetId)).toEqual([3, 1])
  })
})
