import {
  type AdminProject,
  type AdminTestimonial,
  type PhotoRole,
  type PublicTestimonial,
  portfolioPaths,
} from '@nirman/contract'
import type { APIRequestContext, Page } from '@playwright/test'
import { defaultCompany as company } from '../app/content/company'
import { company as hindiCompany } from '../app/content/hi/company'
import { quotePopupCopy as hindiQuotePopupCopy } from '../app/content/hi/quote'
import {
  dismissQuotePopupWhenShown,
  expect,
  seriousAxeViolations,
  staff,
  test,
  uniqueName,
  waitForItsCode,
} from './fixtures'

// The portfolio and the testimonials as the staff manage them (issue 13), seen by a visitor: a
// project put in through the staff API with real photos (JPEGs drawn in the browser, as a phone's
// camera would give them), and a testimonial published for every place of the site.

/** Signs the request context in as the e2e owner (its cookie is kept for the next calls). */
async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: staff })
  expect(login.ok(), await login.text()).toBe(true)
}

/**
 * A JPEG photo of `width` × `height`, drawn in the browser: a sky-to-ground gradient, a block in
 * `hue`, and a little grain, so it compresses like a photo rather than like a flat drawing.
 */
async function drawPhoto(page: Page, hue: number, width = 1600, height = 1200): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ hue, width, height }) => {
      const canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d canvas')
      const sky = context.createLinearGradient(0, 0, 0, height)
      sky.addColorStop(0, `hsl(${hue} 60% 75%)`)
      sky.addColorStop(1, `hsl(${(hue + 40) % 360} 40% 35%)`)
      context.fillStyle = sky
      context.fillRect(0, 0, width, height)
      context.fillStyle = `hsl(${(hue + 180) % 360} 50% 50%)`
      context.fillRect(width / 4, height / 3, width / 2, height / 2)
      const noise = context.getImageData(0, 0, width, height)
      for (let index = 0; index < noise.data.length; index += 4) {
        const grain = (Math.random() - 0.5) * 12
        noise.data[index] = (noise.data[index] ?? 0) + grain
        noise.data[index + 1] = (noise.data[index + 1] ?? 0) + grain
        noise.data[index + 2] = (noise.data[index + 2] ?? 0) + grain
      }
      context.putImageData(noise, 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      return btoa(binary)
    },
    { hue, width, height },
  )
  return Buffer.from(base64, 'base64')
}

interface PhotoToUpload {
  caption: string
  role: PhotoRole
  hue: number
}

// Four gallery photos (the 3rd without a caption), a before/after pair and a floor plan.
const photos: PhotoToUpload[] = [
  { caption: 'Front of the house at dusk', role: 'gallery', hue: 30 },
  { caption: 'Living room with a double-height window', role: 'gallery', hue: 200 },
  { caption: '', role: 'gallery', hue: 120 },
  { caption: 'Roof terrace garden', role: 'gallery', hue: 90 },
  { caption: 'The old boundary wall', role: 'before', hue: 10 },
  { caption: 'The new boundary wall', role: 'after', hue: 260 },
  { caption: 'Ground floor plan', role: 'floor_plan', hue: 0 },
]

/** A draft project with `photos`, put in through the staff API; its photos' original bytes. */
async function createProjectWithPhotos(request: APIRequestContext, page: Page) {
  const title = uniqueName('Terrace House')
  const fields = {
    title,
    description:
      'A G+2 family home in Rajendra Nagar, Patna, with a roof terrace garden, a double-height living room and an earthquake-resistant frame.',
    projectType: 'residential',
    completedDate: '2025-10-15',
    location: 'Rajendra Nagar, Patna',
    highlights: ['G+2, 3,200 sq ft', 'Earthquake-resistant frame'],
    services: ['Design', 'Construction', 'Interiors'],
    featured: false,
    status: 'draft',
  }
  const created = await request.post(portfolioPaths.adminProjects, { data: fields })
  expect(created.status(), await created.text()).toBe(201)
  let project = (await created.json()) as AdminProject
  let originalBytes = 0
  for (const photo of photos) {
    const file = await drawPhoto(page, photo.hue)
    originalBytes += file.length
    const upload = await request.post(portfolioPaths.adminPhotos(project.id), {
      multipart: {
        file: { name: `photo-${photo.hue}.jpg`, mimeType: 'image/jpeg', buffer: file },
        caption: photo.caption,
        role: photo.role,
      },
      timeout: 60_000,
    })
    expect(upload.status(), await upload.text()).toBe(201)
    project = (await upload.json()) as AdminProject
  }
  return { project, fields, originalBytes }
}

/** Errors the page logs (a hydration mismatch prints React error #418 here). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()} ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()} ${error.message}`))
  return errors
}

test.describe('a project the staff put in with photos', () => {
  test.beforeEach(async ({ page }) => {
    await dismissQuotePopupWhenShown(page)
  })

  test('is hidden while a draft, then shown on /projects and on its page with its photos', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    await signIn(request)
    const { project, fields, originalBytes } = await createProjectWithPhotos(request, page)
    try {
      // A draft is not the visitors': its address is the not-found page.
      const draft = await page.goto(`/projects/${project.id}`)
      expect(draft?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Not Found')

      const published = await request.put(portfolioPaths.adminProject(project.id), {
        data: { ...fields, status: 'published', version: project.version },
      })
      expect(published.ok(), await published.text()).toBe(true)

      // The portfolio: the card's picture is the cover photo, in the first format offered (the
      // smallest files) that the browser shows, never the JPEG fallback.
      const errors = consoleErrors(page)
      await page.goto('/projects')
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: fields.title }) })
      const cardImage = card.locator('picture img')
      await cardImage.scrollIntoViewIfNeeded()
      await expect(cardImage).toHaveJSProperty('complete', true)
      const firstType = await card.locator('picture source').first().getAttribute('type')
      expect(['image/avif', 'image/webp']).toContain(firstType)
      const extension = firstType === 'image/avif' ? 'avif' : 'webp'
      expect(await cardImage.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
        new RegExp(`/uploads/.+\\.${extension}$`),
      )
      expect(
        await cardImage.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0)

      // Its page, from the card.
      await card.getByRole('link', { name: fields.title }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fields.title)
      await expect(page).toHaveTitle(`${fields.title} | Nirman Constructions`)

      const gallery = page.getByRole('region', { name: 'Project Gallery' })
      const photoButtons = gallery.getByRole('button')
      await expect(photoButtons).toHaveCount(4)
      await expect(gallery.locator('figcaption')).toHaveText([
        'Front of the house at dusk',
        'Living room with a double-height window',
        'Roof terrace garden',
      ])
      await expect(gallery.getByRole('button', { name: 'Photo 3 of 4 View larger' })).toBeVisible()

      const pair = page.getByRole('region', { name: 'Before and After' }).getByRole('listitem')
      await expect(pair).toHaveCount(1)
      const [before, after] = await pair.getByRole('figure').all()
      if (!before || !after) throw new Error('the pair has not two sides')
      await expect(before.locator('figcaption')).toContainText('Before')
      await expect(after.locator('figcaption')).toContainText('After')
      // Side by side: the After photo starts to the right of where the Before one ends.
      const beforeBox = await before.boundingBox()
      const afterBox = await after.boundingBox()
      expect(afterBox?.x ?? 0).toBeGreaterThanOrEqual((beforeBox?.x ?? 0) + (beforeBox?.width ?? 0))
      expect(Math.abs((afterBox?.y ?? 0) - (beforeBox?.y ?? 0))).toBeLessThan(1)

      await expect(
        page
          .getByRole('region', { name: 'Floor Plans' })
          .getByRole('img', { name: 'Ground floor plan' }),
      ).toBeVisible()
      await expect(
        page.getByRole('region', { name: 'Project Highlights' }).getByRole('listitem'),
      ).toHaveText(fields.highlights)

      // The larger view, with the keyboard: open, step on, close, and the focus is back.
      const living = gallery.getByRole('button', { name: /^Living room/ })
      await living.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Living room with a double-height window' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true)
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('dialog', { name: 'Photo 3 of 4' })).toBeVisible()
      expect(await seriousAxeViolations(page)).toEqual([])
      // On a 360 px phone the viewer, its photo and both buttons are inside the screen.
      await page.setViewportSize({ width: 360, height: 780 })
      const viewer = page.getByRole('dialog', { name: 'Photo 3 of 4' })
      for (const part of [
        viewer,
        // (This photo has no caption: its alt is empty, and it is no image to a screen reader.)
        viewer.locator('img'),
        viewer.getByRole('button', { name: 'Previous photo' }),
        viewer.getByRole('button', { name: 'Next photo' }),
      ]) {
        const box = await part.boundingBox()
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
        expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(360)
      }
      await page.setViewportSize({ width: 1280, height: 720 })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(living).toBeFocused()

      // Every picture of the page loads (each lazily, as it nears the screen), and every photo
      // file fetched is of that smallest format: at least one file for each of the seven photos.
      for (const image of await page.locator('main picture img').all()) {
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() =>
            image.evaluate((each: HTMLImageElement) => each.complete && each.naturalWidth),
          )
          .toBeGreaterThan(0)
      }
      const fetched = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => new URL(entry.name).pathname.startsWith('/uploads/'))
          .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
      )
      expect(fetched.filter((file) => !file.path.endsWith(`.${extension}`))).toEqual([])
      const photoNames = new Set(fetched.map((file) => file.path.replace(/-\d+\.\w+$/, '')))
      expect(photoNames.size).toBe(photos.length)
      const fetchedBytes = fetched.reduce((sum, file) => sum + file.bytes, 0)
      console.log(
        `project page at ${page.viewportSize()?.width} px: ${fetched.length} photo files, ${(fetchedBytes / 1024).toFixed(0)} KB; the ${photos.length} original JPEGs: ${(originalBytes / 1024).toFixed(0)} KB`,
      )
      expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([])

      // The same page in Hindi: the groups and sides named in Hindi, the staff's words as written.
      await page.goto(`/hi/projects/${project.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fields.title)
      const hindiPair = page.getByRole('region', { name: 'पहले और बाद में' })
      await expect(hindiPair.locator('figcaption strong')).toHaveText(['पहले', 'बाद में'])
      await expect(page.getByRole('region', { name: 'मंज़िलों के नक्शे' })).toBeVisible()
      await expect(
        page.getByRole('region', { name: 'प्रोजेक्ट की तस्वीरें' }).locator('figcaption').first(),
      ).toHaveText('Front of the house at dusk')
    } finally {
      const removed = await request.delete(portfolioPaths.adminProject(project.id))
      expect(removed.status()).toBeLessThan(300)
    }
  })
})

/** Closes the Hindi quote popup whenever it gets in the way (dismissQuotePopupWhenShown, in Hindi). */
async function dismissHindiQuotePopupWhenShown(page: Page) {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: hindiQuotePopupCopy.title }),
    async (popup) => {
      await popup.getByRole('button', { name: hindiQuotePopupCopy.closeLabel }).first().click()
    },
  )
}

test.describe('a project the staff wrote in Hindi too', () => {
  test.beforeEach(async ({ page }) => {
    await dismissQuotePopupWhenShown(page)
    await dismissHindiQuotePopupWhenShown(page)
  })

  test('is titled in Hindi on /hi/projects/:id and in English on /projects/:id', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    await signIn(request)
    const title = uniqueName('Riverside Villa')
    // The same unique ending, so that a stale project of another run never matches.
    const hindiTitle = `रिवरसाइड विला ${title.slice('Riverside Villa '.length)}`
    const fields = {
      title,
      description: 'A villa by the Gandak on a raised plinth, safe from the monsoon floods.',
      projectType: 'residential',
      completedDate: '2024-11-20',
      location: 'Hajipur, Vaishali',
      highlights: ['Raised plinth', 'Flood-safe wiring'],
      services: ['Design', 'Construction'],
      featured: false,
      status: 'draft',
      hindi: {
        title: hindiTitle,
        description: 'गंडक किनारे ऊँचे प्लिंथ पर बना विला, बरसात की बाढ़ से सुरक्षित।',
        location: 'हाजीपुर, वैशाली',
        highlights: ['ऊँचा प्लिंथ', 'बाढ़ में सुरक्षित वायरिंग'],
      },
    }
    const created = await request.post(portfolioPaths.adminProjects, { data: fields })
    expect(created.status(), await created.text()).toBe(201)
    const project = (await created.json()) as AdminProject
    try {
      const published = await request.put(portfolioPaths.adminProject(project.id), {
        data: { ...fields, status: 'published', version: project.version },
      })
      expect(published.ok(), await published.text()).toBe(true)

      const errors = consoleErrors(page)
      await page.goto(`/hi/projects/${project.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiTitle)
      await expect(page).toHaveTitle(`${hindiTitle} | ${hindiCompany.name}`)
      await expect(page.getByText(fields.hindi.description)).toBeVisible()
      await expect(
        page.getByRole('region', { name: 'प्रोजेक्ट की ख़ास बातें' }).getByRole('listitem'),
      ).toHaveText(fields.hindi.highlights)
      await expect(page.getByText(title)).toHaveCount(0)
      // Opened from its address (a link shared on WhatsApp), the page is drawn from the Hindi
      // shell: it hydrates without a mismatch, and the language switch leads to the same project.
      await expect(page.getByRole('banner').locator('[data-language-switch]')).toHaveAttribute(
        'href',
        `/projects/${project.id}`,
      )

      await page.goto(`/projects/${project.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(`${title} | ${company.name}`)
      await expect(page.getByText(fields.description)).toBeVisible()
      await expect(page.getByText(hindiTitle)).toHaveCount(0)
      await expect(page.getByRole('banner').locator('[data-language-switch]')).toHaveAttribute(
        'href',
        `/hi/projects/${project.id}`,
      )
      expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([])
    } finally {
      const removed = await request.delete(portfolioPaths.adminProject(project.id))
      expect(removed.status()).toBeLessThan(300)
    }
  })
})

test.describe('testimonials the staff publish', () => {
  test.beforeEach(async ({ page }) => {
    await dismissQuotePopupWhenShown(page)
  })

  test('replace the fixed ones on the home carousel, the portfolio and /client-solutions, in Hindi on /hi/', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await signIn(request)
    const author = uniqueName('Ganga Builders')
    const created = await request.post(portfolioPaths.adminTestimonials, {
      data: {
        quote: `${author}: our twelve-storey tower in Bailey Road was handed over on the promised day.`,
        author,
        detail: 'Developer, Patna',
        project: 'Residential tower',
        segment: 'developers',
        placements: ['home', 'portfolio', 'solutions'],
        published: true,
        hindi: {
          quote: `${author}: बेली रोड पर हमारा बारह-मंज़िला टावर वादे के दिन सौंप दिया गया।`,
          detail: 'डेवलपर, पटना',
          project: 'रिहायशी टावर',
        },
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const testimonial = (await created.json()) as AdminTestimonial
    try {
      const errors = consoleErrors(page)
      const home = (await (
        await request.get(`${portfolioPaths.publicTestimonials}?placement=home`)
      ).json()) as PublicTestimonial[]
      const position = home.findIndex((each) => each.id === testimonial.id) + 1
      expect(position).toBeGreaterThan(0)

      await page.goto('/')
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      const carousel = page.getByRole('region', { name: 'Client testimonials' })
      await carousel.scrollIntoViewIfNeeded()
      // The published ones have come: a dot each.
      await expect(carousel.getByRole('button', { name: /^Show testimonial/ })).toHaveCount(
        home.length,
      )
      await carousel.getByRole('button', { name: `Show testimonial ${position}` }).click()
      await expect(carousel.getByRole('group')).toContainText('handed over on the promised day')
      await expect(carousel.getByRole('group')).toContainText(
        'Developer, Patna · Residential tower',
      )

      await page.goto('/hi/')
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      const hindiCarousel = page.getByRole('region', { name: 'ग्राहकों की राय' })
      await hindiCarousel.scrollIntoViewIfNeeded()
      const dot = hindiCarousel.getByRole('button', { name: `राय ${position} दिखाएँ` })
      await waitForItsCode(dot)
      await dot.click()
      await expect(hindiCarousel.getByRole('group')).toContainText('वादे के दिन सौंप दिया गया')
      await expect(hindiCarousel.getByRole('group')).toContainText('डेवलपर, पटना · रिहायशी टावर')

      await page.goto('/projects')
      await expect(
        page
          .getByRole('region', { name: 'What Our Clients Say' })
          .getByText(author, { exact: true }),
      ).toBeVisible()

      // /client-solutions: among the developers' stories, after the homeowners' ones.
      await page.goto('/client-solutions')
      const stories = page.getByRole('region', { name: 'Client Success Stories' })
      await expect(stories.getByText(author, { exact: true })).toBeVisible()
      const authors = await stories.locator('figcaption > p:first-child').allTextContents()
      const solutions = (await (
        await request.get(`${portfolioPaths.publicTestimonials}?placement=solutions`)
      ).json()) as PublicTestimonial[]
      const segmentRank = { homeowners: 0, developers: 1, commercial: 2 }
      const expected = [...solutions]
        .sort(
          (a, b) =>
            (a.segment ? segmentRank[a.segment] : 3) - (b.segment ? segmentRank[b.segment] : 3),
        )
        .map((each) => each.author)
      expect(authors).toEqual(expected)
      expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([])
    } finally {
      const removed = await request.delete(portfolioPaths.adminTestimonial(testimonial.id))
      expect(removed.status()).toBeLessThan(300)
    }
  })

  test('leave the fixed ones in place when the API cannot be reached', async ({ page }) => {
    const errors = consoleErrors(page)
    await page.route('**/api/testimonials?**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
    )
    const failed = page.waitForResponse((response) => response.url().includes('/api/testimonials'))
    await page.goto('/')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    const carousel = page.getByRole('region', { name: 'Client testimonials' })
    await carousel.scrollIntoViewIfNeeded()
    expect((await failed).status()).toBe(503)
    await expect(carousel.getByRole('button', { name: /^Show testimonial/ })).toHaveCount(3)
    await expect(carousel.getByRole('group')).toContainText('Rajesh Kumar Sinha')
    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(carousel.getByRole('group')).toContainText('Anjali Verma')
    // The failed request is the only complaint: no hydration mismatch, nothing thrown.
    expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([])
  })
})
