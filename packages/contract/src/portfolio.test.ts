import { describe, expect, it } from 'vitest'
import {
  completedDateSchema,
  orderSchema,
  photoInputSchema,
  portfolioLimits,
  portfolioMessages,
  projectInputSchema,
  projectUpdateSchema,
  testimonialInputSchema,
  testimonialQuerySchema,
  testimonialUpdateSchema,
} from './portfolio'

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

const project = {
  title: '  Sinha Residence, Danapur ',
  description: 'A two-storey family home.',
  projectType: 'residential',
  completedDate: '2024-03-15',
}

describe('a project as the staff type it', () => {
  const schema = projectInputSchema('2026-11-24')

  it('trims the text and fills what was left out: a draft, not featured, no lists', () => {
    expect(schema.parse(project)).toEqual({
      title: 'Sinha Residence, Danapur',
      description: 'A two-storey family home.',
      projectType: 'residential',
      completedDate: '2024-03-15',
      location: '',
      highlights: [],
      services: [],
      featured: false,
      status: 'draft',
      hindi: null,
    })
  })

  it('takes its words in Hindi, trimmed, the title and description required', () => {
    const hindi = {
      title: ' सिन्हा निवास, दानापुर ',
      description: 'दो मंज़िला पारिवारिक घर।',
      highlights: ['भूकंपरोधी ढाँचा'],
    }
    expect(schema.parse({ ...project, hindi }).hindi).toEqual({
      title: 'सिन्हा निवास, दानापुर',
      description: 'दो मंज़िला पारिवारिक घर।',
      location: '',
      highlights: ['भूकंपरोधी ढाँचा'],
    })
    expect(
      messages(schema.safeParse({ ...project, hindi: { title: '', description: ' ' } })),
    ).toEqual([
      ['hindi.title', portfolioMessages.title],
      ['hindi.description', portfolioMessages.description],
    ])
  })

  it('names every field at fault with the message the form shows', () => {
    const result = schema.safeParse({
      title: '   ',
      description: 'x'.repeat(portfolioLimits.description + 1),
      projectType: 'palace',
      completedDate: '2026-11-25',
      highlights: ['', 'ok'],
      services: Array.from({ length: portfolioLimits.services + 1 }, (_, index) => `S${index}`),
    })
    expect(messages(result)).toEqual([
      ['title', portfolioMessages.title],
      ['description', portfolioMessages.descriptionLong],
      ['projectType', portfolioMessages.projectType],
      ['completedDate', portfolioMessages.completedFuture],
      ['highlights.0', portfolioMessages.highlights],
      ['services', portfolioMessages.services],
    ])
  })

  it('needs the version it was changed on for an update', () => {
    const update = projectUpdateSchema('2026-11-24')
    expect(messages(update.safeParse(project))).toEqual([['version', portfolioMessages.version]])
    expect(messages(update.safeParse({ ...project, version: 0 }))).toEqual([
      ['version', portfolioMessages.version],
    ])
    expect(update.parse({ ...project, version: 4 }).version).toBe(4)
  })
})

describe('a completion date', () => {
  const schema = completedDateSchema('2026-11-24')

  it.each(['2026-11-24', '2024-02-29', '1999-01-01'])('takes %s (today or earlier)', (date) => {
    expect(schema.parse(date)).toBe(date)
  })

  it.each([
    ['2026-11-25', portfolioMessages.completedFuture],
    ['2025-02-29', portfolioMessages.completedDate],
    ['2025-13-01', portfolioMessages.completedDate],
    ['15/03/2024', portfolioMessages.completedDate],
  ])('refuses %s', (date, message) => {
    expect(messages(schema.safeParse(date))).toContainEqual(['', message])
  })
})

describe('a photo and an order', () => {
  it('makes a photo a gallery photo without a caption unless told otherwise', () => {
    expect(photoInputSchema.parse({})).toEqual({ caption: '', role: 'gallery' })
    expect(messages(photoInputSchema.safeParse({ role: 'selfie' }))).toEqual([
      ['role', portfolioMessages.role],
    ])
    expect(
      messages(photoInputSchema.safeParse({ caption: 'x'.repeat(portfolioLimits.caption + 1) })),
    ).toEqual([['caption', portfolioMessages.caption]])
  })

  it('refuses an order naming an item twice', () => {
    expect(orderSchema.parse({ ids: [3, 1, 2] })).toEqual({ ids: [3, 1, 2] })
    expect(messages(orderSchema.safeParse({ ids: [3, 1, 3] }))).toEqual([
      ['ids', portfolioMessages.order],
    ])
  })
})

describe('a testimonial', () => {
  const testimonial = { quote: ' Dry terrace. ', author: 'Amit Sharma' }

  it('is unpublished, shown nowhere and English only unless told otherwise', () => {
    expect(testimonialInputSchema.parse(testimonial)).toEqual({
      quote: 'Dry terrace.',
      author: 'Amit Sharma',
      detail: '',
      project: '',
      segment: null,
      placements: [],
      published: false,
      hindi: null,
    })
  })

  it('needs its Hindi words when it has a Hindi version, and a version to be changed', () => {
    expect(
      messages(testimonialInputSchema.safeParse({ ...testimonial, hindi: { quote: '' } })),
    ).toEqual([['hindi.quote', portfolioMessages.quote]])
    expect(messages(testimonialUpdateSchema.safeParse(testimonial))).toEqual([
      ['version', portfolioMessages.version],
    ])
  })

  it('is asked for by one of the three places on the site', () => {
    expect(testimonialQuerySchema.parse({ placement: 'solutions' })).toEqual({
      placement: 'solutions',
    })
    expect(messages(testimonialQuerySchema.safeParse({ placement: 'footer' }))).toEqual([
      ['placement', portfolioMessages.placements],
    ])
  })
})
