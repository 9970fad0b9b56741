import { describe, expect, it } from 'vitest'
import {
  emptyFullQuoteForm,
  fullQuoteFormSchema,
  heroQuoteFormSchema,
  landSizeUnreadableMessage,
  quoteRequestSchema,
} from './quote-request'

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message
}

const completeForm = {
  ...emptyFullQuoteForm,
  name: 'Ravi Kumar',
  phone: '+91 98765 43210',
  email: 'ravi@example.in',
  city: 'Patna',
  landSize: '1800',
  landDimensionNorthFeet: '40',
  landDimensionSouthFeet: '40',
  landDimensionEastFeet: '45',
  landDimensionWestFeet: '45',
  landFacing: 'North-East',
  projectType: 'Residential Construction',
}

describe('the full quote form (popup, home, contact page)', () => {
  it('accepts a complete form with an empty e-mail and message', () => {
    expect(fullQuoteFormSchema.safeParse({ ...completeForm, email: '' }).success).toBe(true)
  })

  it.each([
    ['name', { name: 'Ra' }, 'Name must be at least 3 characters'],
    ['name', { name: '  Ra  ' }, 'Name must be at least 3 characters'],
    ['phone', { phone: '98765' }, 'Please enter a valid phone number'],
    ['phone', { phone: 'call me maybe' }, 'Please enter a valid phone number'],
    ['email', { email: 'ravi@' }, 'Please enter a valid email'],
    ['city', { city: ' ' }, 'Please enter your city'],
    ['landSize', { landSize: '' }, 'Please enter land size in sq ft'],
    [
      'landDimensionNorthFeet',
      { landDimensionNorthFeet: '' },
      'Please enter North side dimension in feet',
    ],
    [
      'landDimensionSouthFeet',
      { landDimensionSouthFeet: '-3' },
      'Please enter South side dimension in feet',
    ],
    [
      'landDimensionEastFeet',
      { landDimensionEastFeet: 'abc' },
      'Please enter East side dimension in feet',
    ],
    [
      'landDimensionWestFeet',
      { landDimensionWestFeet: '' },
      'Please enter West side dimension in feet',
    ],
    ['landFacing', { landFacing: '' }, 'Please select land facing direction'],
    ['projectType', { projectType: '' }, 'Please select a project type'],
  ])('rejects %s with the message of the spec', (path, patch, message) => {
    const result = fullQuoteFormSchema.safeParse({ ...completeForm, ...patch })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [path], message }))
  })

  it("keeps a plot's two sides and a size in land units as typed (the API adds the square feet)", () => {
    const parse = (landSize: string) => fullQuoteFormSchema.safeParse({ ...completeForm, landSize })
    expect(parse('30 x 40').data?.landSize).toBe('30 x 40')
    expect(parse(' 2 katha ').data?.landSize).toBe('2 katha')
  })

  it('refuses a land size in a unit it does not know, with a message saying what to type', () => {
    const result = fullQuoteFormSchema.safeParse({ ...completeForm, landSize: '2.5 hectare' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['landSize'], message: landSizeUnreadableMessage }),
    )
  })

  it('accepts 0 feet (minimum 0) and leaves inches unchecked beyond 0-11', () => {
    const result = fullQuoteFormSchema.safeParse({ ...completeForm, landDimensionWestFeet: '0' })
    expect(result.success).toBe(true)
  })

  it('reports the first failing field first, in the order of the form', () => {
    const result = fullQuoteFormSchema.safeParse({ ...emptyFullQuoteForm })
    expect(firstMessage(result)).toBe('Name must be at least 3 characters')
  })
})

describe('the hero quick form', () => {
  const hero = {
    name: 'Anita Sinha',
    phone: '9876543210',
    email: 'anita@example.in',
    projectType: 'Interior Design',
  }

  it('accepts name, phone, e-mail and project type', () => {
    expect(heroQuoteFormSchema.safeParse(hero).success).toBe(true)
  })

  it.each([
    ['email', { email: '' }, 'Please enter a valid email'],
    ['email', { email: 'anita' }, 'Please enter a valid email'],
    ['projectType', { projectType: '' }, 'Please select a project type'],
    ['name', { name: 'An' }, 'Name must be at least 3 characters'],
  ])('rejects %s', (path, patch, message) => {
    const result = heroQuoteFormSchema.safeParse({ ...hero, ...patch })
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [path], message }))
  })
})

describe('POST /api/contact body', () => {
  it('needs only name, phone and project type, and fills the rest with defaults', () => {
    const result = quoteRequestSchema.parse({
      name: 'Anita Sinha',
      phone: '9876543210',
      projectType: 'Consultancy',
    })
    expect(result).toMatchObject({
      email: '',
      city: '',
      landDimensionNorthFeet: '',
      landDimensionNorthInches: '0',
      landFacing: '',
      message: '',
    })
  })

  it('keeps a land size as typed, in sq ft, as a plot or in land units, and refuses what it cannot read', () => {
    const parse = (landSize: string) => quoteRequestSchema.safeParse({ ...completeForm, landSize })
    expect(parse('1800').data?.landSize).toBe('1800')
    expect(parse('30x40').data?.landSize).toBe('30x40')
    expect(parse('1,200 sq ft').data?.landSize).toBe('1,200 sq ft')
    expect(parse('1 bigha 5 katha').data?.landSize).toBe('1 bigha 5 katha')
    expect(parse('').data?.landSize).toBe('')
    expect(parse('2.5 hectare').error?.issues).toContainEqual(
      expect.objectContaining({ path: ['landSize'], message: landSizeUnreadableMessage }),
    )
  })

  it('drops unknown fields', () => {
    const result = quoteRequestSchema.parse({
      ...completeForm,
      isProcessed: true,
      id: 99,
    })
    expect(result).not.toHaveProperty('isProcessed')
    expect(result).not.toHaveProperty('id')
  })

  it.each([
    [
      'landDimensionNorthInches',
      { landDimensionNorthInches: '12' },
      'North side inches must be a whole number from 0 to 11',
    ],
    [
      'landDimensionEastFeet',
      { landDimensionEastFeet: '-1' },
      'Please enter East side dimension in feet',
    ],
    ['landFacing', { landFacing: 'Up' }, 'Please select land facing direction'],
    ['projectType', { projectType: 'Spaceport' }, 'Please select a project type'],
    ['name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['message', { message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
  ])('checks %s when present', (path, patch, message) => {
    const result = quoteRequestSchema.safeParse({ ...completeForm, ...patch })
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [path], message }))
  })

  it('rejects a missing name, phone or project type with the spec messages', () => {
    const result = quoteRequestSchema.safeParse({})
    const messages = result.error?.issues.map((issue) => issue.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name must be at least 3 characters',
        'Please enter a valid phone number',
        'Please select a project type',
      ]),
    )
  })
})
