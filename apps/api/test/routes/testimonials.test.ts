import {
  type AdminTestimonial,
  type ApiError,
  type AuditEntry,
  type Page,
  type PublicTestimonial,
  portfolioMessages,
} from '@nirman/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'

// The testimonials as the site shows them and the staff manage them: the website's fixed copies
// are the first rows, each place on the site shows the published ones meant for it in the staff's
// order, and a change shows at once.

const newTestimonial = {
  quote: 'They rebuilt our shop after the flood in six weeks, and the new floor stayed dry.',
  author: 'Meena Kumari',
  detail: 'Shop owner, Hajipur',
  project: 'Shop rebuilding',
  placements: ['home', 'portfolio'],
  published: true,
  hindi: {
    quote: 'बाढ़ के बाद इन्होंने छह हफ़्तों में हमारी दुकान फिर से बना दी।',
    author: 'मीना कुमारी',
    detail: 'दुकान मालिक, हाजीपुर',
    project: 'दुकान का पुनर्निर्माण',
  },
}

describe('testimonials', () => {
  let context: TestContext
  let owner: string
  let staff: SignedInStaff

  const publicOf = async (placement: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/testimonials?placement=${placement}`,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<PublicTestimonial[]>()
  }
  const admin = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => context.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    context = await createTestContext()
    owner = await context.login()
    staff = await addAccount(context.app, owner, {
      name: 'Ravi Kumar',
      username: 'ravi',
      role: 'staff',
    })
  })
  afterAll(async () => {
    await context.close()
  })

  it('starts with the website’s three home page testimonials and three success stories', async () => {
    const home = await publicOf('home')
    expect(home.map((each) => each.author)).toEqual([
      'Rajesh Kumar Sinha',
      'Anjali Verma',
      'Sunil Prasad',
    ])
    expect(home[0]).toEqual({
      id: expect.any(Number),
      quote:
        'We live in Pune and were worried about building our house in Patna from so far away. The weekly photos and the site engineer’s calls meant we always knew where things stood. The house was ready in ten months, as promised.',
      author: 'Rajesh Kumar Sinha',
      detail: 'Homeowner, Kankarbagh, Patna',
      project: 'G+2 family home',
      segment: null,
      hindi: {
        quote:
          'हम पुणे में रहते हैं और इतनी दूर से पटना में घर बनवाने को लेकर बहुत चिंता थी। हर हफ़्ते आने वाली फ़ोटो और साइट इंजीनियर के फ़ोन से हमें हमेशा पता रहता था कि काम कहाँ तक पहुँचा है। जैसा वादा था, दस महीने में घर तैयार हो गया।',
        author: 'राजेश कुमार सिन्हा',
        detail: 'मकान मालिक, कंकड़बाग, पटना',
        project: 'G+2 पारिवारिक घर',
      },
    })
    const solutions = await publicOf('solutions')
    expect(solutions.map((each) => [each.author, each.segment])).toEqual([
      ['Amit and Priya Sharma', 'homeowners'],
      ['Vikram Malhotra', 'developers'],
      ['Debashish Roy', 'commercial'],
    ])
    // The portfolio page's two, as the website showed them.
    expect((await publicOf('portfolio')).map((each) => [each.author, each.hindi?.author])).toEqual([
      ['Meera Singh', 'मीरा सिंह'],
      ['Dr. Arvind Mishra', 'डॉ. अरविंद मिश्रा'],
    ])
  })

  it('answers 400 for an unknown placement', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/testimonials?placement=footer',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<ApiError>().message).toBe(portfolioMessages.placements)
  })

  it('adds one that shows at once where it is placed, last in the order', async () => {
    await publicOf('home')
    const created = await admin('POST', '/api/admin/testimonials', staff.cookie, newTestimonial)

    expect(created.statusCode, created.body).toBe(201)
    const testimonial = created.json<AdminTestimonial>()
    expect(testimonial).toMatchObject({
      placements: ['home', 'portfolio'],
      published: true,
      version: 1,
      sortOrder: 8,
    })
    // Its Hindi words as the staff typed them, the name in Devanagari too.
    expect(testimonial.hindi).toEqual(newTestimonial.hindi)
    expect((await publicOf('home')).at(-1)?.hindi?.author).toBe('मीना कुमारी')
    expect((await publicOf('home')).at(-1)?.author).toBe('Meena Kumari')
    expect((await publicOf('portfolio')).map((each) => each.author)).toEqual([
      'Meera Singh',
      'Dr. Arvind Mishra',
      'Meena Kumari',
    ])
    expect((await publicOf('solutions')).map((each) => each.author)).not.toContain('Meena Kumari')
  })

  it('keeps an unpublished one off the site, and refuses a stale edit with 409', async () => {
    const created = (
      await admin('POST', '/api/admin/testimonials', owner, {
        ...newTestimonial,
        author: 'Draft Author',
        published: false,
      })
    ).json<AdminTestimonial>()
    expect((await publicOf('home')).map((each) => each.author)).not.toContain('Draft Author')

    const published = await admin('PUT', `/api/admin/testimonials/${created.id}`, staff.cookie, {
      ...newTestimonial,
      author: 'Draft Author',
      published: true,
      hindi: null,
      version: created.version,
    })
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json<AdminTestimonial>()).toMatchObject({ version: 2, hindi: null })
    expect((await publicOf('home')).map((each) => each.author)).toContain('Draft Author')

    // A new name, English and Hindi, is stored as sent.
    const renamed = await admin('PUT', `/api/admin/testimonials/${created.id}`, staff.cookie, {
      ...newTestimonial,
      author: 'Meena Devi',
      hindi: { ...newTestimonial.hindi, author: 'मीना देवी' },
      version: 2,
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json<AdminTestimonial>()).toMatchObject({
      author: 'Meena Devi',
      hindi: { author: 'मीना देवी' },
      version: 3,
    })

    const stale = await admin('PUT', `/api/admin/testimonials/${created.id}`, owner, {
      ...newTestimonial,
      author: 'Someone Else',
      version: created.version,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json<ApiError>().message).toBe(portfolioMessages.stale)
    expect((await publicOf('home')).map((each) => each.author)).not.toContain('Someone Else')
  })

  it('refuses an empty quote and author and an unknown placement, naming each field', async () => {
    const response = await admin('POST', '/api/admin/testimonials', owner, {
      ...newTestimonial,
      quote: ' ',
      author: '',
      placements: ['sidebar'],
    })
    expect(response.statusCode).toBe(400)
    const issues = response.json<ApiError>().issues ?? []
    expect(issues).toContainEqual({ path: 'quote', message: portfolioMessages.quote })
    expect(issues).toContainEqual({ path: 'author', message: portfolioMessages.author })
    expect(issues).toContainEqual({ path: 'placements.0', message: portfolioMessages.placements })
  })

  it('orders them as the staff say, and lets only an owner delete one', async () => {
    const all = (await admin('GET', '/api/admin/testimonials', staff.cookie)).json<
      AdminTestimonial[]
    >()
    const reversed = all.map((each) => each.id).reverse()
    await publicOf('home')
    const ordered = await admin('PUT', '/api/admin/testimonials/order', staff.cookie, {
      ids: reversed,
    })
    expect(ordered.statusCode).toBe(200)
    expect(ordered.json<AdminTestimonial[]>().map((each) => each.id)).toEqual(reversed)
    const home = await publicOf('home')
    expect(home.map((each) => each.author).slice(-3)).toEqual([
      'Sunil Prasad',
      'Anjali Verma',
      'Rajesh Kumar Sinha',
    ])

    const target = home[0]
    if (!target) throw new Error('a home testimonial expected')
    expect(
      (await admin('DELETE', `/api/admin/testimonials/${target.id}`, staff.cookie)).statusCode,
    ).toBe(403)
    expect((await admin('DELETE', `/api/admin/testimonials/${target.id}`, owner)).statusCode).toBe(
      204,
    )
    expect((await publicOf('home')).map((each) => each.id)).not.toContain(target.id)

    const audit = (await admin('GET', '/api/admin/audit-log?targetType=testimonial', owner)).json<
      Page<AuditEntry>
    >()
    expect(audit.items.map((entry) => entry.action)).toEqual([
      'testimonial.delete',
      'testimonial.order',
      // Published, then renamed.
      'testimonial.update',
      'testimonial.update',
      'testimonial.create',
      'testimonial.create',
    ])
  })
})
