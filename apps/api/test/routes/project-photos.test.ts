import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type AdminProject,
  type ApiError,
  type AuditEntry,
  type Page,
  type PortfolioProjectDetail,
  portfolioLimits,
  portfolioMessages,
} from '@nirman/contract'
import exifReader from 'exif-reader'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalMediaStorage } from '../../src/media/storage'
import {
  blue,
  halvesPicture,
  jpegDeclaring,
  multipartBody,
  near,
  phoneJpeg,
  pixelAt,
  pngDeclaring,
  red,
  smallPng,
} from '../helpers/photos'
import { createProject, uploadPhoto } from '../helpers/portfolio'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'

// Photo uploads through the real app, with real images made here by sharp (and one HEIC made by
// libheif's encoder: see test/fixtures/README.md), stored in a real folder: what is kept of a
// phone's photo, what is refused and with which message, and that a refused or failed upload
// leaves nothing behind.

describe('photos of a project', () => {
  let context: TestContext
  let owner: string
  let uploads: string

  const storedFiles = async () =>
    (await context.app.media.storage.files('portfolio').list()).map((file) => file.key).sort()
  const project = async (id: number) =>
    (
      await context.app.inject({
        method: 'GET',
        url: `/api/admin/projects/${id}`,
        headers: { cookie: owner },
      })
    ).json<AdminProject>()
  const fileOf = (url: string) =>
    context.app.inject({ method: 'GET', url }).then((response) => response.rawPayload)
  /** The file names in a `srcset`: "/uploads/a-480.webp 480w, …" -> [['/uploads/a-480.webp', 480], …] */
  const srcsetOf = (srcset: string) =>
    srcset.split(', ').map((entry) => {
      const [url = '', width = ''] = entry.split(' ')
      return [url, Number.parseInt(width, 10)] as const
    })

  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'nirman-photos-'))
    context = await createTestContext({ storage: new LocalMediaStorage(uploads) })
    owner = await context.login()
  })
  afterAll(async () => {
    await context.close()
    rmSync(uploads, { recursive: true, force: true })
  })

  describe('a phone photo', () => {
    let answer: AdminProject
    let projectId: number

    beforeAll(async () => {
      projectId = (await createProject(context.app, owner, { status: 'published' })).id
      // Stored 2000 × 1500 with orientation 6 (turn 90° clockwise to view): upright it is
      // 1500 × 2000, the red left half of the sensor on top.
      const response = await uploadPhoto(
        context.app,
        owner,
        projectId,
        await phoneJpeg(2000, 1500, 6),
        { caption: 'The front at dusk', role: 'after' },
      )
      expect(response.statusCode, response.body).toBe(201)
      answer = response.json<AdminProject>()
    })

    it('answers the project with the photo, its version bumped', () => {
      expect(answer.version).toBe(2)
      expect(answer.photos).toHaveLength(1)
      expect(answer.photos[0]).toMatchObject({ caption: 'The front at dusk', role: 'after' })
      // Upright and at most 1600 wide: 1500 × 2000, its own width being under 1600.
      expect(answer.photos[0]?.image).toMatchObject({ width: 1500, height: 2000 })
      expect(answer.cover).toEqual(answer.photos[0]?.image)
    })

    it('stores WebP and JPEG in three widths, upright, with the right dimensions', async () => {
      const image = answer.photos[0]?.image
      expect(image?.sources.map((source) => source.type)).toEqual(['image/webp', 'image/jpeg'])
      // 1500 wide upright: 480, 960 and its own 1500 (never enlarged to 1600); heights at
      // 2000/1500 = 4/3 of each width: 640, 1280, 2000.
      const expected = [
        [480, 640],
        [960, 1280],
        [1500, 2000],
      ]
      for (const source of image?.sources ?? []) {
        const entries = srcsetOf(source.srcset)
        expect(entries.map(([, width]) => width)).toEqual([480, 960, 1500])
        for (const [index, [url, width]] of entries.entries()) {
          expect(url).toMatch(/^\/uploads\/[0-9a-f]{20}-\d+\.(webp|jpg)$/)
          const metadata = await sharp(await fileOf(url)).metadata()
          expect(metadata.format).toBe(source.type === 'image/webp' ? 'webp' : 'jpeg')
          expect([metadata.width, metadata.height]).toEqual(expected[index])
          expect(width).toBe(expected[index]?.[0])
        }
      }
      expect(image?.src).toMatch(/-960\.jpg$/)
      // Upright: red (the sensor's left) on top, blue below.
      const middle = await fileOf(image?.src ?? '')
      expect(near(await pixelAt(middle, 480, 100), red)).toBe(true)
      expect(near(await pixelAt(middle, 480, 1180), blue)).toBe(true)
    })

    it('keeps no metadata: the GPS position, the camera and the orientation are gone', async () => {
      const upload = await sharp(await phoneJpeg(2000, 1500, 6)).metadata()
      // The upload did carry them.
      expect(upload.orientation).toBe(6)
      expect(exifReader(upload.exif ?? Buffer.alloc(0)).GPSInfo?.GPSLatitude).toEqual([25, 36, 0])

      for (const key of await storedFiles()) {
        const metadata = await sharp(join(uploads, key)).metadata()
        expect(metadata.exif, key).toBeUndefined()
        expect(metadata.xmp, key).toBeUndefined()
        expect(metadata.icc, key).toBeUndefined()
        expect(metadata.orientation, key).toBeUndefined()
        // Nor the bytes of it anywhere in the file.
        expect(readFileSync(join(uploads, key)).includes('iPhone'), key).toBe(false)
      }
    })

    it('is served with year-long caching under its content-derived name', async () => {
      const url = answer.photos[0]?.image.src ?? ''
      const response = await context.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/jpeg')
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    })

    it('shows on the public project page and as the card cover at once', async () => {
      const detail = (
        await context.app.inject({ method: 'GET', url: `/api/projects/${projectId}` })
      ).json<PortfolioProjectDetail>()
      expect(detail.photos).toEqual(answer.photos)
      const card = (await context.app.inject({ method: 'GET', url: '/api/projects' })).json<
        PortfolioProjectDetail[]
      >()
      const listed = card.find((each) => each.id === projectId)
      expect(listed?.cover).toEqual(answer.photos[0]?.image)
      // Clients that know only imageUrl get the cover's JPEG.
      expect(listed?.imageUrl).toBe(answer.photos[0]?.image.src)
    })
  })

  it.each([
    [
      'PNG with transparency',
      () =>
        sharp({
          create: {
            width: 800,
            height: 600,
            channels: 4,
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          },
        })
          .png()
          .toBuffer(),
      'image/png',
      [
        [480, 360],
        [800, 600],
      ],
    ],
    [
      'WebP',
      () => halvesPicture(2400, 1200).webp().toBuffer(),
      'image/webp',
      [
        [480, 240],
        [960, 480],
        [1600, 800],
      ],
    ],
    // An AV1-coded HEIF (AVIF), as newer Android phones save: sharp decodes it itself.
    [
      'AV1 HEIF',
      () => halvesPicture(1000, 800).heif({ compression: 'av1' }).toBuffer(),
      'image/heif',
      [
        [480, 384],
        [960, 768],
        [1000, 800],
      ],
    ],
    // An HEVC-coded HEIC, as iPhones save: decoded by libheif (WebAssembly) in a worker.
    [
      'HEVC HEIC',
      () =>
        Promise.resolve(
          readFileSync(new URL('../fixtures/red-blue-1200x900.heic', import.meta.url)),
        ),
      'image/heic',
      [
        [480, 360],
        [960, 720],
        [1200, 900],
      ],
    ],
  ] as const)('accepts a %s and stores its widths', async (_kind, make, contentType, sizes) => {
    const { id } = await createProject(context.app, owner)
    const response = await uploadPhoto(context.app, owner, id, await make(), {
      filename: 'upload',
      contentType,
    })
    expect(response.statusCode, response.body).toBe(201)
    const image = response.json<AdminProject>().photos[0]?.image
    const jpegs = srcsetOf(image?.sources[1]?.srcset ?? '')
    expect(jpegs.map(([, width]) => width)).toEqual(sizes.map(([width]) => width))
    for (const [index, [url]] of jpegs.entries()) {
      const metadata = await sharp(await fileOf(url)).metadata()
      expect([metadata.width, metadata.height]).toEqual(sizes[index])
    }
    if (_kind === 'HEVC HEIC') {
      // Really decoded: red on the left, blue on the right.
      const largest = await fileOf(jpegs[2]?.[0] ?? '')
      expect(near(await pixelAt(largest, 100, 450), red)).toBe(true)
      expect(near(await pixelAt(largest, 1100, 450), blue)).toBe(true)
    }
  })

  describe('refuses what is not a photo it can take, storing nothing', () => {
    let projectId: number
    let filesBefore = 0
    beforeAll(async () => {
      projectId = (await createProject(context.app, owner)).id
      filesBefore = (await storedFiles()).length
    })

    const svgWithScript = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
    )
    const renamedPdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    )
    // A zip archive's local file header, as a .jpg.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 0x41)])

    it.each([
      ['a renamed PDF', async () => renamedPdf, 415, portfolioMessages.notAnImage],
      ['an SVG with a script', async () => svgWithScript, 415, portfolioMessages.notAnImage],
      ['a zip archive', async () => zip, 415, portfolioMessages.notAnImage],
      // 20000 × 20000 = 400 megapixels declared by a PNG of a few hundred bytes.
      [
        'a tiny PNG declaring 20000×20000 (a decompression bomb)',
        () => pngDeclaring(20_000, 20_000),
        400,
        portfolioMessages.tooManyPixels,
      ],
      // 12000 × 8400 = 100.8 megapixels, over the 50 allowed.
      [
        'a JPEG whose header says 100 megapixels',
        () => jpegDeclaring(12_000, 8_400),
        400,
        portfolioMessages.tooManyPixels,
      ],
      ['an empty file', async () => Buffer.alloc(0), 400, portfolioMessages.unreadable],
      [
        'a JPEG cut short',
        async () => (await phoneJpeg(1200, 900)).subarray(0, 3000),
        400,
        portfolioMessages.unreadable,
      ],
      // One byte over 20 MB (20 × 1024 × 1024 = 20,971,520), with a JPEG's first bytes.
      [
        'a file over 20 MB',
        async () =>
          Buffer.concat([
            Buffer.from([0xff, 0xd8, 0xff]),
            Buffer.alloc(portfolioLimits.uploadBytes + 1 - 3),
          ]),
        413,
        portfolioMessages.tooLarge,
      ],
    ] as const)('refuses %s', async (_kind, make, status, message) => {
      const before = await project(projectId)
      const response = await uploadPhoto(context.app, owner, projectId, await make(), {
        filename: 'IMG_2041.jpg',
        contentType: 'image/jpeg',
      })
      expect(response.statusCode, response.body).toBe(status)
      expect(response.json<ApiError>()).toEqual({
        message,
        issues: [{ path: 'file', message }],
      })
      expect(await project(projectId)).toEqual(before)
      expect((await storedFiles()).length).toBe(filesBefore)
    })

    it('refuses a form with no file chosen, and a request that is not a form', async () => {
      const empty = multipartBody([
        { name: 'caption', value: 'Kitchen' },
        {
          name: 'file',
          filename: '',
          contentType: 'application/octet-stream',
          data: Buffer.alloc(0),
        },
      ])
      const noFilePart = multipartBody([{ name: 'caption', value: 'Kitchen' }])
      for (const body of [empty, noFilePart]) {
        const response = await context.app.inject({
          method: 'POST',
          url: `/api/admin/projects/${projectId}/photos`,
          headers: { ...body.headers, cookie: owner },
          payload: body.payload,
        })
        expect(response.statusCode).toBe(400)
        expect(response.json<ApiError>().message).toBe(portfolioMessages.noFile)
      }
      const json = await context.app.inject({
        method: 'POST',
        url: `/api/admin/projects/${projectId}/photos`,
        headers: { cookie: owner },
        payload: { caption: 'Kitchen' },
      })
      expect(json.statusCode).toBe(400)
      expect(json.json<ApiError>().message).toBe(portfolioMessages.noFile)
    })

    it('refuses a caption too long and an unknown role, naming the field', async () => {
      const long = await uploadPhoto(context.app, owner, projectId, await smallPng(1), {
        caption: 'x'.repeat(portfolioLimits.caption + 1),
      })
      expect(long.statusCode).toBe(400)
      expect(long.json<ApiError>().issues).toEqual([
        { path: 'caption', message: portfolioMessages.caption },
      ])
      const role = await uploadPhoto(context.app, owner, projectId, await smallPng(2), {
        role: 'selfie',
      })
      expect(role.statusCode).toBe(400)
      expect(role.json<ApiError>().issues).toEqual([
        { path: 'role', message: portfolioMessages.role },
      ])
      expect((await project(projectId)).photos).toEqual([])
    })

    it('answers 401 without a session and 404 for a project that does not exist', async () => {
      const anonymous = await uploadPhoto(context.app, '', projectId, await smallPng(3))
      expect(anonymous.statusCode).toBe(401)
      const missing = await uploadPhoto(context.app, owner, 999_999, await smallPng(3))
      expect(missing.statusCode).toBe(404)
      expect((await storedFiles()).length).toBe(filesBefore)
    })
  })

  it('refuses the 41st photo of a project, keeping the 40', async () => {
    const { id } = await createProject(context.app, owner)
    for (let index = 0; index < portfolioLimits.photos; index++) {
      const response = await uploadPhoto(context.app, owner, id, await smallPng(index))
      expect(response.statusCode, `photo ${index + 1}: ${response.body}`).toBe(201)
    }
    const files = (await storedFiles()).length

    const extra = await uploadPhoto(context.app, owner, id, await smallPng(200))

    expect(extra.statusCode).toBe(400)
    expect(extra.json<ApiError>().message).toBe(portfolioMessages.tooManyPhotos)
    const after = await project(id)
    expect(after.photos).toHaveLength(40)
    // In the order they came: 0 to 39.
    expect(after.photos.map((photo) => photo.id)).toEqual(
      [...after.photos.map((photo) => photo.id)].sort((a, b) => a - b),
    )
    expect((await storedFiles()).length).toBe(files)
  })

  it('keeps nothing when the database refuses the row: the files written are deleted', async () => {
    const { id, version } = await createProject(context.app, owner)
    const before = await storedFiles()
    // The database fails the photo's insert, as a full disk or a lost connection would.
    await context.dataSource.query(
      testDialect === 'mysql'
        ? "CREATE TRIGGER refuse_photo BEFORE INSERT ON project_photos FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused by the test'"
        : "CREATE TRIGGER refuse_photo BEFORE INSERT ON project_photos BEGIN SELECT RAISE(ABORT, 'refused by the test'); END",
    )
    try {
      const response = await uploadPhoto(context.app, owner, id, await phoneJpeg(1800, 1200))
      expect(response.statusCode).toBe(500)
      expect(response.json<ApiError>()).toEqual({ message: 'Internal Server Error' })
    } finally {
      await context.dataSource.query('DROP TRIGGER refuse_photo')
    }
    expect(await storedFiles()).toEqual(before)
    // The version bump and the audit entry went with the transaction.
    expect(await project(id)).toMatchObject({ version, photos: [] })
  })

  it('changes a caption and a role, reorders, and deletes a photo with its files', async () => {
    const { id } = await createProject(context.app, owner)
    expect(
      (
        await uploadPhoto(context.app, owner, id, await smallPng(240, 900, 600), {
          caption: 'Before',
        })
      ).statusCode,
    ).toBe(201)
    const second = (
      await uploadPhoto(context.app, owner, id, await smallPng(241, 900, 600), { caption: 'After' })
    ).json<AdminProject>()
    const [one, two] = second.photos
    if (!one || !two) throw new Error('two photos expected')

    const patched = await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${id}/photos/${one.id}`,
      headers: { cookie: owner },
      payload: { caption: 'The plot before work began', role: 'before' },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json<AdminProject>().photos[0]).toMatchObject({
      caption: 'The plot before work began',
      role: 'before',
    })
    expect(patched.json<AdminProject>().version).toBe(second.version + 1)

    const ordered = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/projects/${id}/photos/order`,
      headers: { cookie: owner },
      payload: { ids: [two.id, one.id] },
    })
    expect(ordered.statusCode).toBe(200)
    expect(ordered.json<AdminProject>().photos.map((photo) => photo.id)).toEqual([two.id, one.id])
    const refused = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/projects/${id}/photos/order`,
      headers: { cookie: owner },
      payload: { ids: [two.id] },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json<ApiError>().message).toBe(portfolioMessages.order)

    const filesOfTwo = two.image.sources.flatMap((source) =>
      srcsetOf(source.srcset).map(([url]) => url.replace('/uploads/', '')),
    )
    // 900 wide: 480 and its own 900, each as WebP and JPEG.
    expect(filesOfTwo).toHaveLength(4)
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/admin/projects/${id}/photos/${two.id}`,
      headers: { cookie: owner },
    })
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json<AdminProject>().photos.map((photo) => photo.id)).toEqual([one.id])
    const remaining = await storedFiles()
    for (const key of filesOfTwo) expect(remaining).not.toContain(key)
    expect(
      (await context.app.inject({ method: 'GET', url: `/uploads/${filesOfTwo[0]}` })).statusCode,
    ).toBe(404)

    const audit = (
      await context.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?targetType=project&targetId=${id}`,
        headers: { cookie: owner },
      })
    ).json<Page<AuditEntry>>()
    expect(audit.items.map((entry) => entry.action)).toEqual([
      'project.photo_delete',
      'project.photo_order',
      'project.photo_update',
      'project.photo_add',
      'project.photo_add',
      'project.create',
    ])
  })

  it('deletes the files of every photo with their project, but not those another photo shares', async () => {
    const shared = await smallPng(250, 700, 500)
    const doomed = await createProject(context.app, owner)
    const keeper = await createProject(context.app, owner)
    const own = (
      await uploadPhoto(context.app, owner, doomed.id, await smallPng(251, 700, 500))
    ).json<AdminProject>().photos[0]
    await uploadPhoto(context.app, owner, doomed.id, shared)
    // The same photo in another project: the same content, the same files.
    const kept = (await uploadPhoto(context.app, owner, keeper.id, shared)).json<AdminProject>()
      .photos[0]
    const keyOf = (src: string | undefined) => (src ?? '').replace('/uploads/', '')

    const response = await context.app.inject({
      method: 'DELETE',
      url: `/api/admin/projects/${doomed.id}`,
      headers: { cookie: owner },
    })

    expect(response.statusCode).toBe(204)
    const files = await storedFiles()
    expect(files).not.toContain(keyOf(own?.image.src))
    expect(files).toContain(keyOf(kept?.image.src))
    expect(
      (await context.app.inject({ method: 'GET', url: kept?.image.src ?? '' })).statusCode,
    ).toBe(200)
  })
})
