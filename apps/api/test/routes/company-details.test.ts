import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type {
  ApiError,
  AuditEntry,
  Page,
  PageSettings,
  SiteSettingsVersion,
  SiteSettingsVersionSummary,
} from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acknowledgementMessage } from '../../src/alerts/lead-alert-sends'
import { mailCompanyOf } from '../../src/mail/mail-company'
import { renderMail } from '../../src/mail/templates'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'

// The owner's screen of the company's details (issue 25): the routes (owner only, versions made on
// the version read, restore, the contract's checks) and what every served page, the sitemap,
// robots.txt and the e-mails make of a saved change.

const buildSite = 'https://www.nirman.example'
const businessJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'GeneralContractor',
  name: 'Nirman Constructions',
  url: `${buildSite}/`,
  address: {
    '@type': 'PostalAddress',
    addressLocality: 'Patna',
    postalCode: '801503',
    addressCountry: 'IN',
  },
}
const page = (lang: string, head: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/>${head}</head><body>app</body></html>`
const homeHead = [
  '<title>Nirman Constructions | Construction Company in Patna, Bihar</title>',
  `<link rel="canonical" href="${buildSite}/"/>`,
  `<link rel="alternate" hrefLang="hi" href="${buildSite}/hi"/>`,
  '<meta property="og:site_name" content="Nirman Constructions"/>',
  `<meta property="og:url" content="${buildSite}/"/>`,
  `<meta property="og:image" content="${buildSite}/images/og-default.png"/>`,
  `<script type="application/ld+json">${JSON.stringify(businessJsonLd)}</script>`,
].join('')

const details = {
  name: 'Nirman Constructions',
  publicUrl: 'https://nirman-patna.example/',
  phones: ['094310 12345', '+91 612 223 4455'],
  whatsapp: '+91 94310 12345',
  email: 'Info@Nirman-Patna.example',
  address: {
    street: 'Saguna More, Bailey Road',
    locality: 'Danapur',
    city: 'Patna',
    postalCode: '801503',
  },
  hours: { days: ['sat', 'mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:30', closes: '18:30' },
  socials: { facebook: 'https://www.facebook.com/nirmanpatna', instagram: '' },
  gstin: '10aabcn1234f1z5',
  mapUrl: '',
}

describe('the company’s details', () => {
  let folder: string
  let context: TestContext
  let owner: string
  let staff: SignedInStaff

  const call = async (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    cookie: string | undefined,
    payload?: unknown,
  ) =>
    context.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const current = async () =>
    (await call('GET', '/api/admin/settings', owner)).json<SiteSettingsVersion>()
  /** The settings a served page carries, and the page itself. */
  const served = async (url: string) => {
    const response = await context.app.inject({ method: 'GET', url })
    const json = /<script id="site-settings" type="application\/json">([^<]*)<\/script>/.exec(
      response.body,
    )?.[1]
    return {
      response,
      carried: json === undefined ? undefined : (JSON.parse(json) as PageSettings),
    }
  }

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-company-'))
    const files = {
      'index.html': page('en-IN', homeHead),
      'hi/index.html': page('hi-IN', '<title>निर्माण कंस्ट्रक्शन्स | होम</title>'),
      'contact/index.html': page(
        'en-IN',
        `<title>Contact Us | Nirman Constructions</title><link rel="canonical" href="${buildSite}/contact"/>`,
      ),
      '__spa-fallback.html': page('en-IN', '<title>Nirman Constructions</title>'),
      'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url>\n    <loc>${buildSite}/</loc>\n  </url>\n</urlset>\n`,
      'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${buildSite}/sitemap.xml\n`,
    }
    for (const [path, contents] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true })
      writeFileSync(join(folder, path), contents)
    }
    context = await createTestContext({ webDist: folder })
    owner = await context.login()
    staff = await addAccount(context.app, owner, { name: 'Ravi Kumar', username: 'ravi' })
  })
  afterAll(async () => {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('are the owner’s: staff get 403 and nobody 401 on every settings route', async () => {
    const routes = [
      ['GET', '/api/admin/settings', undefined],
      ['PUT', '/api/admin/settings/company', { company: {}, version: 0 }],
      ['GET', '/api/admin/settings/versions', undefined],
      ['GET', '/api/admin/settings/versions/1', undefined],
      ['POST', '/api/admin/settings/versions/1/restore', { part: 'company', version: 0 }],
    ] as const
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, staff.cookie, payload)).statusCode, url).toBe(403)
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401)
    }
    // Nothing was saved by those attempts.
    expect(await current()).toMatchObject({ version: 0, savedAt: null, savedBy: null })
  })

  it('before any save: pages are sent as built, with no settings and no made-up details', async () => {
    const { response, carried } = await served('/')
    expect(response.statusCode).toBe(200)
    expect(carried).toBeUndefined()
    expect(response.body).toContain(`<link rel="canonical" href="${buildSite}/"/>`)
    expect(response.body).not.toContain('telephone')
  })

  it('refuses details that fail the checks, each message on its field, and saves nothing', async () => {
    const response = await call('PUT', '/api/admin/settings/company', owner, {
      version: 0,
      company: {
        phones: ['12345'],
        whatsapp: '+44 20 7946 0000',
        email: 'not an address',
        publicUrl: 'http://nirman.example/',
        address: { street: 'Bailey Road', city: 'Patna', postalCode: '80150' },
        hours: { days: ['mon'], opens: '18:00', closes: '09:00' },
        gstin: 'GST123',
      },
    })
    expect(response.statusCode).toBe(400)
    const issues = response.json<ApiError>().issues ?? []
    const messageOf = (path: string) => issues.find((issue) => issue.path === path)?.message
    expect(messageOf('company.phones.0')).toMatch(/Indian phone number of 10 digits/)
    expect(messageOf('company.whatsapp')).toMatch(/WhatsApp number of 10 digits/)
    expect(messageOf('company.email')).toMatch(/e-mail address/)
    expect(messageOf('company.publicUrl')).toMatch(/starting with https:\/\//)
    expect(messageOf('company.address.postalCode')).toMatch(/six-digit PIN/)
    expect(messageOf('company.hours.closes')).toBe('The office must close after it opens')
    expect(messageOf('company.gstin')).toMatch(/15-character GSTIN/)
    expect((await current()).version).toBe(0)
  })

  it('saves the details as version 1, tidied: empty fields left out, the address’s origin, days in order', async () => {
    const response = await call('PUT', '/api/admin/settings/company', owner, {
      company: details,
      version: 0,
    })
    expect(response.statusCode).toBe(200)
    const saved = response.json<SiteSettingsVersion>()
    expect(saved).toMatchObject({ version: 1, savedBy: 'Sunita Devi' })
    expect(saved.settings.company).toEqual({
      name: 'Nirman Constructions',
      publicUrl: 'https://nirman-patna.example',
      phones: ['094310 12345', '+91 612 223 4455'],
      whatsapp: '+91 94310 12345',
      email: 'info@nirman-patna.example',
      address: details.address,
      hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '09:30', closes: '18:30' },
      socials: { facebook: 'https://www.facebook.com/nirmanpatna' },
      gstin: '10AABCN1234F1Z5',
    })
    // The rate card is untouched by a save of the details.
    expect(saved.settings.rateCard).toEqual({})
    expect(await current()).toEqual(saved)
  })

  it('refuses a save made on a version that is no longer the newest (409), keeping the newer one', async () => {
    const response = await call('PUT', '/api/admin/settings/company', owner, {
      company: { ...details, phones: ['0612 000 1111'] },
      version: 0,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json<ApiError>().message).toMatch(/changed by someone else/)
    expect((await current()).settings.company.phones).toEqual(['094310 12345', '+91 612 223 4455'])
  })

  it('fills every page: the public address in its head, the business’s details, the settings it carries', async () => {
    const { response, carried } = await served('/')
    expect(carried).toEqual({
      version: 1,
      company: (await current()).settings.company,
      rateCard: {},
    })
    const html = response.body
    expect(html).toContain('<link rel="canonical" href="https://nirman-patna.example/"/>')
    expect(html).toContain(
      '<link rel="alternate" hrefLang="hi" href="https://nirman-patna.example/hi"/>',
    )
    expect(html).toContain('<meta property="og:url" content="https://nirman-patna.example/"/>')
    expect(html).toContain(
      '<meta property="og:image" content="https://nirman-patna.example/images/og-default.png"/>',
    )
    expect(html).not.toContain(buildSite)
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? ''
    const business = JSON.parse(jsonLd) as Record<string, unknown>
    // "094310 12345": the last ten digits after +91; "+91 612 223 4455": 6122234455.
    expect(business.telephone).toBe('+919431012345')
    expect(business.contactPoint).toEqual([
      {
        '@type': 'ContactPoint',
        telephone: '+919431012345',
        contactType: 'customer service',
        areaServed: 'IN',
      },
      {
        '@type': 'ContactPoint',
        telephone: '+916122234455',
        contactType: 'customer service',
        areaServed: 'IN',
      },
    ])
    expect(business.email).toBe('info@nirman-patna.example')
    expect(business.url).toBe('https://nirman-patna.example/')
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Saguna More, Bailey Road, Danapur',
      addressLocality: 'Patna',
      addressRegion: 'Bihar',
      postalCode: '801503',
      addressCountry: 'IN',
    })
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:30',
        closes: '18:30',
      },
    ])
    expect(business.sameAs).toEqual(['https://www.facebook.com/nirmanpatna'])
    expect(business.taxID).toBe('10AABCN1234F1Z5')
    // Another page, and a not-found page, carry the same settings.
    const contact = await served('/contact')
    expect(contact.carried?.version).toBe(1)
    expect(contact.response.body).toContain(
      '<link rel="canonical" href="https://nirman-patna.example/contact"/>',
    )
    const missing = await served('/no-such-page')
    expect(missing.response.statusCode).toBe(404)
    expect(missing.carried?.version).toBe(1)
  })

  it('gives the sitemap and robots.txt the public address', async () => {
    const sitemap = await context.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(sitemap.body).toContain('<loc>https://nirman-patna.example/</loc>')
    expect(sitemap.body).not.toContain(buildSite)
    const robots = await context.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['content-type']).toMatch(/^text\/plain/)
    expect(robots.body).toContain('Sitemap: https://nirman-patna.example/sitemap.xml')
  })

  it('renames the company in every head when the owner changes its name, Hindi pages under the Hindi name', async () => {
    const version = (await current()).version
    const response = await call('PUT', '/api/admin/settings/company', owner, {
      company: { ...details, name: 'Patna Homes & Co', hindiName: 'पटना होम्स' },
      version,
    })
    expect(response.statusCode).toBe(200)
    const english = (await served('/')).response.body
    expect(english).toContain(
      '<title>Patna Homes &amp; Co | Construction Company in Patna, Bihar</title>',
    )
    expect(english).toContain('<meta property="og:site_name" content="Patna Homes &amp; Co"/>')
    const hindi = (await served('/hi/')).response.body
    expect(hindi).toContain('<title>पटना होम्स | होम</title>')
  })

  it('lists the versions with what each changed, and restores the first details as a new version', async () => {
    const versions = (await call('GET', '/api/admin/settings/versions', owner)).json<
      SiteSettingsVersionSummary[]
    >()
    expect(
      versions.map(({ version, changed, restoredFrom, savedBy }) => ({
        version,
        changed,
        restoredFrom,
        savedBy,
      })),
    ).toEqual([
      { version: 2, changed: ['company'], restoredFrom: null, savedBy: 'Sunita Devi' },
      // The first version differs from nothing before it in both parts.
      { version: 1, changed: ['company', 'rateCard'], restoredFrom: null, savedBy: 'Sunita Devi' },
    ])
    const one = (
      await call('GET', '/api/admin/settings/versions/1', owner)
    ).json<SiteSettingsVersion>()
    expect(one.settings.company.name).toBe('Nirman Constructions')
    expect((await call('GET', '/api/admin/settings/versions/9', owner)).statusCode).toBe(404)

    // A restore made on a version that is not the newest is refused, like a save.
    const stale = await call('POST', '/api/admin/settings/versions/1/restore', owner, {
      part: 'company',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    const restored = await call('POST', '/api/admin/settings/versions/1/restore', owner, {
      part: 'company',
      version: 2,
    })
    expect(restored.statusCode).toBe(200)
    expect(restored.json<SiteSettingsVersion>()).toMatchObject({
      version: 3,
      settings: { company: one.settings.company, rateCard: {} },
    })
    const newest = (await call('GET', '/api/admin/settings/versions', owner)).json<
      SiteSettingsVersionSummary[]
    >()[0]
    expect(newest).toMatchObject({ version: 3, changed: ['company'], restoredFrom: 1 })
    expect((await served('/')).response.body).toContain(
      '<title>Nirman Constructions | Construction Company in Patna, Bihar</title>',
    )
  })

  it('records each change in the audit log by the version it made, never the details', async () => {
    const log = (await call('GET', '/api/admin/audit-log?targetType=settings', owner)).json<
      Page<AuditEntry>
    >()
    const settingsEntries = log.items.filter((entry) => entry.targetType === 'settings')
    expect(
      settingsEntries.map(({ action, targetId, details: said }) => ({ action, targetId, said })),
    ).toEqual([
      { action: 'settings.restore', targetId: 3, said: { part: 'company', from: 1 } },
      { action: 'settings.company', targetId: 2, said: {} },
      { action: 'settings.company', targetId: 1, said: {} },
    ])
    expect(JSON.stringify(settingsEntries)).not.toContain('94310')
  })

  it('puts the owner’s phone, e-mail and hours in the acknowledgement, and leaves out what is not given', () => {
    const company = mailCompanyOf({
      phones: ['+91 94310 12345'],
      email: 'info@nirman-patna.example',
      hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '09:30', closes: '18:30' },
    })
    const english = acknowledgementMessage(
      { id: 42, email: 'a@example.in', language: 'en' },
      company,
    )
    expect(english.text).toContain(
      'If you would like to talk to us sooner, call +91 94310 12345 (Monday to Saturday, 9:30 AM to 6:30 PM) or write to info@nirman-patna.example.',
    )
    expect(english.replyTo).toBe('info@nirman-patna.example')
    const hindi = acknowledgementMessage({ id: 42, email: 'a@example.in', language: 'hi' }, company)
    expect(hindi.text).toContain(
      'अगर आप हमसे पहले बात करना चाहें, तो +91 94310 12345 पर फ़ोन करें (सोमवार से शनिवार, सुबह 9:30 से शाम 6:30 बजे तक) या info@nirman-patna.example पर ईमेल करें।',
    )
    // Nothing given: no phone, no e-mail, no reply address, and no sentence about them.
    const bare = acknowledgementMessage(
      { id: 42, email: 'a@example.in', language: 'en' },
      mailCompanyOf({}),
    )
    expect(bare.text).not.toContain('talk to us sooner')
    expect(bare.text).not.toContain('98765')
    expect(bare.replyTo).toBeUndefined()
    // Only an e-mail; days Monday to Friday and Sunday: two runs.
    const invitation = renderMail(
      'client-invitation',
      'en',
      { name: 'Mr Sinha', projectTitle: 'Sinha House', link: 'https://x.example/i', days: 7 },
      mailCompanyOf({
        email: 'site@nirman.example',
        hours: {
          days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sun'],
          opens: '10:00',
          closes: '17:00',
        },
      }),
    )
    expect(invitation.text).toContain('Questions? Write to site@nirman.example.')
  })
})
