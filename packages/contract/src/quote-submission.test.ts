import { describe, expect, it } from 'vitest'
import { quoteSubmissionSchema } from './quote-submission'

const fullForm = {
  name: 'Ravi Kumar',
  phone: '+91 98765 43210',
  email: '',
  city: 'Patna',
  landSize: '1800',
  landDimensionNorthFeet: '40',
  landDimensionNorthInches: '0',
  landDimensionSouthFeet: '40',
  landDimensionSouthInches: '0',
  landDimensionEastFeet: '45',
  landDimensionEastInches: '0',
  landDimensionWestFeet: '45',
  landDimensionWestInches: '0',
  landFacing: 'North-East',
  projectType: 'Residential Construction',
  message: '',
}
const heroForm = {
  name: 'Anita Sinha',
  phone: '9876543210',
  email: 'anita@example.in',
  projectType: 'Interior Design',
  message: '',
}

function issuesOf(body: unknown) {
  const result = quoteSubmissionSchema.safeParse(body)
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }))
}

describe('a submission is checked like the form that sent it', () => {
  it('accepts a complete full form from the popup and a hero form with its five fields', () => {
    expect(issuesOf({ ...fullForm, source: { form: 'popup' } })).toEqual([])
    expect(issuesOf({ ...heroForm, source: { form: 'hero' } })).toEqual([])
  })

  it('refuses a full form without city, land size, dimensions or facing, with the spec messages', () => {
    const body = {
      name: 'Ravi Kumar',
      phone: '9876543210',
      projectType: 'Residential Construction',
      source: { form: 'contact' },
    }
    expect(issuesOf(body)).toEqual(
      expect.arrayContaining([
        { path: ['city'], message: 'Please enter your city' },
        { path: ['landSize'], message: 'Please enter land size in sq ft' },
        { path: ['landDimensionNorthFeet'], message: 'Please enter North side dimension in feet' },
        { path: ['landDimensionWestFeet'], message: 'Please enter West side dimension in feet' },
        { path: ['landFacing'], message: 'Please select land facing direction' },
      ]),
    )
  })

  it('checks a request that names no form (an API client) like a full form', () => {
    const { city: _city, ...withoutCity } = fullForm
    expect(issuesOf(withoutCity)).toEqual([{ path: ['city'], message: 'Please enter your city' }])
  })

  it('needs the hero form e-mail', () => {
    expect(issuesOf({ ...heroForm, email: '', source: { form: 'hero' } })).toEqual([
      { path: ['email'], message: 'Please enter a valid email' },
    ])
  })

  it("refuses a project type the sending form does not offer ('Other' is not on the popup)", () => {
    expect(issuesOf({ ...fullForm, projectType: 'Other', source: { form: 'popup' } })).toEqual([
      { path: ['projectType'], message: 'Please select a project type' },
    ])
    expect(issuesOf({ ...fullForm, projectType: 'Other', source: { form: 'contact' } })).toEqual([])
  })

  it.each([['1---------'], ['+91 (98) 765'], ['0612 234 56']])(
    'refuses the phone %s: fewer than 10 digits',
    (phone) => {
      expect(issuesOf({ ...fullForm, phone })).toContainEqual({
        path: ['phone'],
        message: 'Please enter a valid phone number',
      })
    },
  )

  it.each([['+91 98765 43210'], ['(0612) 234-5678'], ['98765-43210']])(
    'accepts the phone %s: 10 digits or more with spaces, +, - or brackets',
    (phone) => {
      expect(issuesOf({ ...fullForm, phone })).toEqual([])
    },
  )
})

describe('idempotency key and source', () => {
  it('accepts a UUID as key and refuses a short or odd one', () => {
    const key = '0b8f5a52-6a3e-4a55-9a53-2f4f0d4c7e11'
    expect(issuesOf({ ...fullForm, idempotencyKey: key })).toEqual([])
    expect(issuesOf({ ...fullForm, idempotencyKey: 'abc' })[0]?.path).toEqual(['idempotencyKey'])
    expect(issuesOf({ ...fullForm, idempotencyKey: 'a'.repeat(20) + ' <x>' })[0]?.path).toEqual([
      'idempotencyKey',
    ])
  })

  it('fills the missing source fields with empty texts and cuts a long address to 500', () => {
    const parsed = quoteSubmissionSchema.parse({
      ...fullForm,
      source: { form: 'popup', utmSource: ' facebook ', landingPage: `/${'x'.repeat(600)}` },
    })
    expect(parsed.source).toMatchObject({ form: 'popup', utmSource: 'facebook', gclid: '' })
    expect(parsed.source?.landingPage).toHaveLength(500)
  })

  it('refuses an unknown form', () => {
    expect(issuesOf({ ...fullForm, source: { form: 'fax' } })).toEqual([
      {
        path: ['source', 'form'],
        message: 'source.form must be one of hero, home, contact, popup',
      },
    ])
  })
})

describe('the language of the website the visitor used', () => {
  it('is English when the sender says none, and Hindi when it says hi', () => {
    expect(quoteSubmissionSchema.parse(fullForm).language).toBe('en')
    expect(quoteSubmissionSchema.parse({ ...fullForm, language: 'hi' }).language).toBe('hi')
  })

  it('refuses a language the website does not have, naming the field', () => {
    const result = quoteSubmissionSchema.safeParse({ ...fullForm, language: 'fr' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['language'],
      message: 'language must be en or hi',
    })
  })
})

describe('control characters: no forged lines in an alert or an export', () => {
  // Every character class refused in a one-line field: LF, CR, tab, NUL, ESC, DEL, NEL (C1) and
  // Unicode's line and paragraph separators.
  const controls = ['\n', '\r', '\t', '\u0000', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029']

  it.each([
    ['name', 'Name'],
    ['phone', 'Phone number'],
    ['city', 'City'],
    ['landSize', 'Land size'],
  ] as const)('refuses any of them inside the %s, with the field’s message', (field, label) => {
    const value = { name: 'Ravi Kumar', phone: '98765 43210', city: 'Patna', landSize: '1800' }[
      field
    ]
    for (const control of controls) {
      const forged = `${value.slice(0, 2)}${control}${value.slice(2)}`
      expect(issuesOf({ ...fullForm, [field]: forged }), JSON.stringify(forged)).toContainEqual({
        path: [field],
        message: `${label} must be one line of plain text`,
      })
    }
  })

  it('refuses a name that forges header lines, and says so first', () => {
    const issues = issuesOf({
      ...heroForm,
      name: 'Mallory\r\nBcc: victim@example.com\r\nPhone: 9999999999',
      source: { form: 'hero' },
    })
    expect(issues[0]).toEqual({ path: ['name'], message: 'Name must be one line of plain text' })
  })

  it('refuses an e-mail address with a line break in it', () => {
    expect(
      issuesOf({ ...heroForm, email: 'a@example.in\nBcc: b@example.in', source: { form: 'hero' } }),
    ).toContainEqual({ path: ['email'], message: 'Please enter a valid email' })
  })

  it('still trims the line break a paste leaves around a name', () => {
    expect(quoteSubmissionSchema.parse({ ...fullForm, name: '\nRavi Kumar\r\n' }).name).toBe(
      'Ravi Kumar',
    )
  })

  it('keeps the message’s line breaks as LF and drops its other control characters', () => {
    const parsed = quoteSubmissionSchema.parse({
      ...fullForm,
      message: 'Two floors\r\nBudget\u0000 40 lakh\u2028Call after 6\tpm\u001b[31m\rThanks',
    })
    expect(parsed.message).toBe('Two floors\nBudget 40 lakh\nCall after 6 pm[31m\nThanks')
  })

  it('turns control characters in the source into spaces: a crafted advert link costs no lead', () => {
    const parsed = quoteSubmissionSchema.parse({
      ...fullForm,
      source: {
        form: 'popup',
        utmTerm: 'house\r\nBcc: x@example.in',
        referrer: 'https://a.example/\u2028',
      },
    })
    expect(parsed.source?.utmTerm).toBe('house  Bcc: x@example.in')
    expect(parsed.source?.referrer).toBe('https://a.example/')
  })
})
