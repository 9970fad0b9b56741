import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../helpers/test-app'

// POST /api/contact/form: the website's quote forms posted as plain HTML (JavaScript off, or the
// page's code did not load). The expected texts are the website's (content/quote.ts and its Hindi,
// i18n/messages/hi.ts), written out here.

/** The contact page's full form, every field filled in as a visitor would. */
const contactForm = {
  form: 'contact',
  name: 'Ravi Kumar',
  phone: '+91 98765 43210',
  email: 'ravi.kumar@example.in',
  city: 'Patna',
  landSize: '30x40',
  landDimensionNorthFeet: '30',
  landDimensionNorthInches: '6',
  landDimensionSouthFeet: '30',
  landDimensionSouthInches: '0',
  landDimensionEastFeet: '40',
  landDimensionEastInches: '0',
  landDimensionWestFeet: '40',
  landDimensionWestInches: '11',
  landFacing: 'North-East',
  projectType: 'Residential Construction',
  message: 'Two floors,\r\nfour rooms.',
  website: '',
}

/** The hero's quick form. */
const heroForm = {
  form: 'hero',
  name: 'अनीता सिन्हा',
  phone: '9876543210',
  email: 'anita@example.in',
  projectType: 'Interior Design',
  website: '',
}

const formPost = (
  fields: Record<string, string>,
  language: 'en' | 'hi',
  extra: Partial<InjectOptions> = {},
): InjectOptions => ({
  method: 'POST',
  url: `/api/contact/form?language=${language}`,
  payload: new URLSearchParams(fields).toString(),
  ...extra,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra.headers },
})

/** The page's language and that it is a page, not JSON, kept by no cache. */
function expectPage(response: LightMyRequestResponse, status: number, lang: 'en-IN' | 'hi-IN') {
  expect(response.statusCode, response.body).toBe(status)
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(response.headers['cache-control']).toBe('no-store')
  expect(response.body).toContain(`<html lang="${lang}">`)
  expect(response.body).not.toMatch(/<script/i)
}

/** The control of a field on the page (`<input ...>`, `<select ...>...</select>`, `<textarea>`). */
function control(html: string, name: string): string {
  const found = new RegExp(
    `<(input|select|textarea)[^>]*\\bid="field-${name}"[^>]*>(?:[\\s\\S]*?</\\1>)?`,
  ).exec(html)
  if (!found) throw new Error(`no field ${name} on the page`)
  return found[0]
}

/** The message beside a field, or undefined. */
const messageOf = (html: string, name: string) =>
  new RegExp(`<p class="error" id="field-${name}-error">([^<]*)</p>`).exec(html)?.[1]

describe('POST /api/contact/form', () => {
  let context: TestContext
  const rows = () => context.repositories.contactSubmissions.find({ order: { id: 'ASC' } })

  beforeAll(async () => {
    context = await createTestContext({ contactRateLimit: 0 })
  })
  afterAll(async () => {
    await context.close()
  })

  it('stores the contact form as one request, the land size as typed (30x40) with its 1,200 sq ft, and answers the success page in English', async () => {
    const before = (await rows()).length
    const response = await context.app.inject(
      formPost(contactForm, 'en', {
        headers: {
          origin: 'http://localhost:80',
          referer: 'http://localhost/contact?utm_source=leaflet&utm_campaign=diwali',
        },
      }),
    )

    expectPage(response, 201, 'en-IN')
    expect(response.body).toContain('Message Sent Successfully!')
    expect(response.body).toContain(
      'Thank you for contacting the company. We&#39;ll respond shortly.',
    )
    expect(response.body).toContain('href="http://localhost:80/contact"')
    const stored = (await rows()).slice(before)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: 'Ravi Kumar',
      phone: '+91 98765 43210',
      email: 'ravi.kumar@example.in',
      city: 'Patna',
      // Kept as typed since issue 25 (it was stored as '1200'), like the JSON route does; its
      // square feet beside it: 30 ft x 40 ft = 1,200 sq ft.
      landSize: '30x40',
      landSizeSqFt: 1200,
      landDimensionNorthInches: '6',
      landDimensionWestInches: '11',
      landFacing: 'North-East',
      projectType: 'Residential Construction',
      message: 'Two floors,\nfour rooms.',
      language: 'en',
      sourceForm: 'contact',
      sourcePage: '/contact',
      landingPage: '/contact?utm_source=leaflet&utm_campaign=diwali',
      utmSource: 'leaflet',
      utmCampaign: 'diwali',
      idempotencyKey: null,
    })
  })

  it('stores the hero quick form from a Hindi page and answers in Hindi', async () => {
    const before = (await rows()).length
    const response = await context.app.inject(formPost(heroForm, 'hi'))

    expectPage(response, 201, 'hi-IN')
    expect(response.body).toContain('हो गया!')
    expect(response.body).toContain('आपका कोटेशन अनुरोध जमा हो गया है। हम जल्द ही आपसे संपर्क करेंगे।')
    // No page came with the post: back to the hero's page in Hindi.
    expect(response.body).toContain('href="/hi/"')
    const stored = (await rows()).slice(before)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: 'अनीता सिन्हा',
      email: 'anita@example.in',
      projectType: 'Interior Design',
      city: '',
      message: '',
      language: 'hi',
      sourceForm: 'hero',
    })
  })

  it('takes a Hindi message of the longest length the API stores (2,000 characters)', async () => {
    // 2,000 Devanagari characters are 18,000 bytes once posted (%E0%A4%98 each): over the JSON
    // routes' 16 KB limit, within the form's.
    const message = 'घ'.repeat(2000)
    const response = await context.app.inject(formPost({ ...contactForm, message }, 'hi'))
    expectPage(response, 201, 'hi-IN')
    const last = (await rows()).at(-1)
    expect(last?.message).toBe(message)
  })

  it('answers the form again, every value kept and each message beside its field, storing nothing', async () => {
    const before = (await rows()).length
    const typed = {
      ...contactForm,
      name: 'Ra',
      phone: '12345',
      city: '',
      // Katha are read since issue 25; a hectare is not a unit of the form.
      landSize: '2.5 hectare',
      landDimensionEastFeet: '',
      landFacing: '',
    }
    const response = await context.app.inject(formPost(typed, 'en'))

    expectPage(response, 400, 'en-IN')
    expect(await rows()).toHaveLength(before)
    expect(response.body).toContain('Validation Error')
    expect(messageOf(response.body, 'name')).toBe('Name must be at least 3 characters')
    expect(messageOf(response.body, 'phone')).toBe('Please enter a valid phone number')
    expect(messageOf(response.body, 'city')).toBe('Please enter your city')
    expect(messageOf(response.body, 'landSize')).toBe(
      'Please enter land size in sq ft: a number such as 1200, length x width in feet such as 30x40, or with its unit such as 2 katha',
    )
    expect(messageOf(response.body, 'landDimensionEastFeet')).toBe(
      'Please enter East side dimension in feet',
    )
    expect(messageOf(response.body, 'landFacing')).toBe('Please select land facing direction')
    expect(messageOf(response.body, 'email')).toBeUndefined()
    expect(messageOf(response.body, 'projectType')).toBeUndefined()

    expect(control(response.body, 'name')).toContain('value="Ra"')
    expect(control(response.body, 'name')).toContain('aria-describedby="field-name-error"')
    expect(control(response.body, 'email')).toContain('value="ravi.kumar@example.in"')
    expect(control(response.body, 'landSize')).toContain('value="2.5 hectare"')
    expect(control(response.body, 'landDimensionNorthFeet')).toContain('value="30"')
    expect(control(response.body, 'landDimensionWestInches')).toContain(
      '<option value="11" selected>',
    )
    expect(control(response.body, 'projectType')).toContain(
      '<option value="Residential Construction" selected>',
    )
    expect(control(response.body, 'message')).toContain('>Two floors,\r\nfour rooms.</textarea>')
    // Its labels, and a submit that posts it again to the same route in the same language.
    expect(response.body).toContain('<label for="field-name">Full Name</label>')
    expect(response.body).toContain('<legend>East Side</legend>')
    expect(response.body).toMatch(/<form method="post" action="\/api\/contact\/form\?language=en"/)
    expect(response.body).toContain('<input type="hidden" name="form" value="contact">')
    expect(response.body).toContain('<button type="submit">Submit Request</button>')
  })

  it('gives the messages in Hindi on a Hindi page, with Hindi labels and choices', async () => {
    const response = await context.app.inject(
      formPost({ ...heroForm, name: 'अ', email: 'anita', projectType: '' }, 'hi'),
    )

    expectPage(response, 400, 'hi-IN')
    expect(response.body).toContain('जानकारी में गलती')
    expect(messageOf(response.body, 'name')).toBe('नाम कम से कम 3 अक्षरों का होना चाहिए')
    expect(messageOf(response.body, 'email')).toBe('कृपया सही ईमेल पता लिखें')
    expect(messageOf(response.body, 'projectType')).toBe('कृपया प्रोजेक्ट का प्रकार चुनें')
    expect(messageOf(response.body, 'phone')).toBeUndefined()
    expect(control(response.body, 'name')).toContain('value="अ"')
    expect(control(response.body, 'phone')).toContain('value="9876543210"')
    expect(response.body).toContain('<label for="field-name">पूरा नाम</label>')
    expect(control(response.body, 'projectType')).toContain(
      '<option value="Interior Design">इंटीरियर डिज़ाइन</option>',
    )
    // The hero's four fields only, and its own button.
    expect(response.body).not.toContain('id="field-city"')
    expect(response.body).toContain('<button type="submit">मेरा मुफ़्त कोटेशन मँगवाएँ</button>')
  })

  it('sends the corrected form again and stores it once', async () => {
    const refused = await context.app.inject(formPost({ ...heroForm, phone: '98' }, 'en'))
    expect(refused.statusCode).toBe(400)
    const before = (await rows()).length

    const sent = await context.app.inject(formPost(heroForm, 'en'))
    expectPage(sent, 201, 'en-IN')
    expect(await rows()).toHaveLength(before + 1)
  })

  it('escapes what the visitor typed', async () => {
    const response = await context.app.inject(
      formPost(
        {
          ...heroForm,
          name: '<script>alert("x")</script>',
          phone: '"><img src=x onerror=alert(1)>',
          page: '/contact"><script>alert(1)</script>',
        },
        'en',
      ),
    )

    expectPage(response, 400, 'en-IN')
    expect(control(response.body, 'name')).toContain(
      'value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"',
    )
    expect(control(response.body, 'phone')).toContain(
      'value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"',
    )
    expect(response.body).not.toContain('<img')
    expect(response.body).toContain(
      '<input type="hidden" name="page" value="/contact%22%3E%3Cscript%3Ealert(1)%3C/script%3E">',
    )
  })

  it('never links back off the site', async () => {
    for (const page of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      const response = await context.app.inject(formPost({ ...heroForm, page }, 'en'))
      expectPage(response, 201, 'en-IN')
      expect(response.body, page).toContain('href="/"')
      expect(response.body, page).not.toContain('evil.example')
    }
  })

  it('answers the success page to a filled honeypot and stores nothing', async () => {
    const before = (await rows()).length
    const response = await context.app.inject(
      formPost({ ...heroForm, website: 'https://spam.example' }, 'en'),
    )

    expectPage(response, 202, 'en-IN')
    expect(response.body).toContain(
      'Your quote request has been submitted. We&#39;ll contact you shortly.',
    )
    expect(await rows()).toHaveLength(before)
  })

  it('refuses another site’s form with a page in the form’s language', async () => {
    const before = (await rows()).length
    const response = await context.app.inject(
      formPost(heroForm, 'hi', { headers: { origin: 'https://evil.example' } }),
    )

    expectPage(response, 403, 'hi-IN')
    expect(response.body).toContain(
      'यह फ़ॉर्म केवल हमारी वेबसाइट से भेजा जा सकता है। कृपया पेज खोलकर वहीं से भेजें।',
    )
    expect(await rows()).toHaveLength(before)
  })

  it('answers a body over 32 KB with a page, not JSON', async () => {
    const response = await context.app.inject(
      formPost({ ...contactForm, message: 'घ'.repeat(4000) }, 'en'),
    )
    expectPage(response, 413, 'en-IN')
    expect(response.body).toContain('What you typed is too long to send.')
  })

  it('leaves the JSON route refusing forms (415): only this route reads them', async () => {
    const response = await context.app.inject({
      ...formPost(heroForm, 'en'),
      url: '/api/contact',
    })
    expect(response.statusCode).toBe(415)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })
})

describe('the per-IP limit on POST /api/contact/form', () => {
  let context: TestContext
  beforeAll(async () => {
    context = await createTestContext({ contactRateLimit: 2 })
  })
  afterAll(async () => {
    await context.close()
  })

  it('answers the 3rd form in a minute from one address with a page in its language', async () => {
    const from = { remoteAddress: '203.0.113.20' }
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await context.app.inject(formPost(heroForm, 'hi', from))).statusCode).toBe(201)
    }
    const before = await context.repositories.contactSubmissions.count()
    const limited = await context.app.inject(formPost(heroForm, 'hi', from))

    expectPage(limited, 429, 'hi-IN')
    expect(limited.headers['retry-after']).toEqual(expect.any(String))
    expect(limited.body).toContain(
      'आपके कनेक्शन से बहुत ज़्यादा अनुरोध आ गए हैं। कृपया एक मिनट बाद फिर से कोशिश करें।',
    )
    expect(await context.repositories.contactSubmissions.count()).toBe(before)
    // Another address is not limited.
    const other = await context.app.inject(
      formPost(heroForm, 'en', { remoteAddress: '203.0.113.21' }),
    )
    expect(other.statusCode).toBe(201)
  })
})
