import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type AdminClientProject,
  type ApiError,
  type AuditEntry,
  type ClientPhoto,
  type ClientUpdate,
  clientProjectLimits,
  clientProjectMessages,
  companyDate,
  type Page,
  portfolioMessages,
} from '@nirman/contract'
import exifReader from 'exif-reader'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileOfProject } from '../../src/client-projects/client-files'
import { ORPHAN_AGE_MS } from '../../src/media/orphan-cleanup'
import { LocalMediaStorage } from '../../src/media/storage'
import { createClientProject } from '../helpers/client-projects'
import { blue, multipartBody, near, phoneJpeg, pixelAt, red, smallPng } from '../helpers/photos'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'

// Progress updates of a client project through the real app, on SQLite and MariaDB, with real
// photos in a real folder: a draft the project's staff write and publish, its photos made upright
// and stripped of the phone's GPS position, kept private (fetched only through the session-checked
// route of their own project, never from /uploads/), other staff reading but not changing, stale
// edits refused, and every change in the audit log.

const heic = readFileSync(new URL('../fixtures/red-blue-1200x900.heic', import.meta.url))

describe('progress updates of a client project', () => {
  let folder: string
  let context: TestContext
  let owner: string
  /** One of the project's staff: manages it. */
  let asha: SignedInStaff
  /** Staff, not on the project: reads it, never changes it. */
  let vikram: SignedInStaff
  let project: AdminClientProject
  const today = companyDate(new Date())

  const privateFolder = () => join(folder, 'private', 'client-files')
  const storedFiles = async () =>
    (await context.app.media.storage.files('client-files').list()).map((file) => file.key).sort()
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => context.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const projectAs = async (cookie: string, id = project.id) =>
    (await send('GET', `/api/admin/client-projects/${id}`, cookie)).json<AdminClientProject>()
  const updatesUrl = (projectId = project.id) => `/api/admin/client-projects/${projectId}/updates`
  const updateUrl = (updateId: number, projectId = project.id) =>
    `${updatesUrl(projectId)}/${updateId}`
  const addUpdate = async (cookie: string, fields: object, projectId = project.id) => {
    const response = await send('POST', updatesUrl(projectId), cookie, fields)
    expect(response.statusCode, response.body).toBe(201)
    const answer = response.json<AdminClientProject>()
    // Newest visit first; ids grow, so the highest is the one just added.
    return answer.updates.reduce((newest, each) => (each.id > newest.id ? each : newest))
  }
  const uploadPhoto = (
    cookie: string,
    updateId: number,
    data: Buffer,
    { caption = '', filename = 'IMG_2041.jpg', projectId = project.id } = {},
  ) => {
    const { payload, headers } = multipartBody([
      { name: 'caption', value: caption },
      { name: 'file', filename, contentType: 'image/jpeg', data },
    ])
    return context.app.inject({
      method: 'POST',
      url: `${updateUrl(updateId, projectId)}/photos`,
      headers: { ...headers, cookie },
      payload,
    })
  }
  const updateIn = (answer: AdminClientProject, updateId: number): ClientUpdate => {
    const found = answer.updates.find((each) => each.id === updateId)
    if (!found) throw new Error(`update ${updateId} is not in the project`)
    return found
  }
  /** "/api/admin/client-projects/3/files/ab…-480.webp 480w, …" -> [[url, 480], …] */
  const srcsetOf = (srcset: string) =>
    srcset.split(', ').map((entry) => {
      const [url = '', width = ''] = entry.split(' ')
      return [url, Number.parseInt(width, 10)] as const
    })
  /** Every file address of a photo: each width in each format. */
  const urlsOf = (photo: ClientPhoto) =>
    photo.image.sources.flatMap((source) => srcsetOf(source.srcset).map(([url]) => url))
  const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)
  const auditOf = async (projectId: number) =>
    (
      await send(
        'GET',
        `/api/admin/audit-log?targetType=client_project&targetId=${projectId}&pageSize=100`,
        owner,
      )
    ).json<Page<AuditEntry>>().items

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-client-updates-'))
    context = await createTestContext({
      storage: new LocalMediaStorage(join(folder, 'uploads'), join(folder, 'private')),
    })
    owner = await context.login()
    asha = await addAccount(context.app, owner, { name: 'Asha Sinha', username: 'asha' })
    vikram = await addAccount(context.app, owner, { name: 'Vikram Rai', username: 'vikram' })
    project = await createClientProject(context.app, owner, { staffIds: [asha.id] })
  })
  afterAll(async () => {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  describe('a visit with two photos, published', () => {
    let draft: ClientUpdate
    let withPhotos: AdminClientProject
    let published: AdminClientProject

    beforeAll(async () => {
      // The second stage of the usual schedule: the foundation.
      const foundation = project.stages[1]
      draft = await addUpdate(asha.cookie, {
        visitDate: today,
        body: 'Foundation trenches dug to 1.5 m; PCC poured on the east side.',
        stageId: foundation?.id,
      })
      // Stored 2000 × 1500 with orientation 6 (turn 90° clockwise to view), with the GPS position
      // of Patna: upright it is 1500 × 2000, the red left half of the sensor on top.
      const jpeg = await uploadPhoto(asha.cookie, draft.id, await phoneJpeg(2000, 1500, 6), {
        caption: 'East trench',
      })
      expect(jpeg.statusCode, jpeg.body).toBe(201)
      const heif = await uploadPhoto(asha.cookie, draft.id, heic, {
        caption: 'PCC curing',
        filename: 'IMG_0042.HEIC',
      })
      expect(heif.statusCode, heif.body).toBe(201)
      withPhotos = heif.json<AdminClientProject>()
      const publish = await send('POST', `${updateUrl(draft.id)}/publish`, asha.cookie)
      expect(publish.statusCode, publish.body).toBe(200)
      published = publish.json<AdminClientProject>()
    })

    it('is a draft of its author, on its stage, until published', () => {
      expect(draft).toMatchObject({
        visitDate: today,
        body: 'Foundation trenches dug to 1.5 m; PCC poured on the east side.',
        stageId: project.stages[1]?.id,
        status: 'draft',
        publishedAt: null,
        author: { id: asha.id, name: 'Asha Sinha' },
        photos: [],
        version: 1,
      })
      expect(updateIn(withPhotos, draft.id).status).toBe('draft')
    })

    it('shows both photos in the order they came, upright, in their widths', () => {
      const [first, second] = updateIn(withPhotos, draft.id).photos
      expect(first?.caption).toBe('East trench')
      expect(second?.caption).toBe('PCC curing')
      // 1500 × 2000 upright: 480, 960 and its own 1500 (never enlarged to 1600).
      expect(first?.image).toMatchObject({ width: 1500, height: 2000 })
      expect(srcsetOf(first?.image.sources[1]?.srcset ?? '').map(([, width]) => width)).toEqual([
        480, 960, 1500,
      ])
      // The HEIC is 1200 × 900: 480, 960 and its own 1200.
      expect(second?.image).toMatchObject({ width: 1200, height: 900 })
      expect(srcsetOf(second?.image.sources[0]?.srcset ?? '').map(([, width]) => width)).toEqual([
        480, 960, 1200,
      ])
    })

    it('gives each photo addresses of the project’s own file route, never /uploads/', () => {
      for (const photo of updateIn(withPhotos, draft.id).photos) {
        expect(photo.image.src).toMatch(
          new RegExp(`^/api/admin/client-projects/${project.id}/files/[0-9a-f]{20}-960\\.jpg$`),
        )
        for (const url of urlsOf(photo)) {
          expect(url.startsWith(`/api/admin/client-projects/${project.id}/files/`)).toBe(true)
        }
      }
    })

    it('is published once: a second publish keeps the first time', async () => {
      const update = updateIn(published, draft.id)
      expect(update.status).toBe('published')
      expect(Date.parse(update.publishedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
      const again = await send('POST', `${updateUrl(draft.id)}/publish`, owner)
      expect(again.statusCode).toBe(200)
      expect(updateIn(again.json<AdminClientProject>(), draft.id).publishedAt).toBe(
        update.publishedAt,
      )
    })

    it('sends the photos to any staff member, upright, without GPS or camera', async () => {
      const [jpeg, heif] = updateIn(published, draft.id).photos
      const middle = await send('GET', jpeg?.image.src ?? '', vikram.cookie)
      expect(middle.statusCode).toBe(200)
      expect(middle.headers['content-type']).toBe('image/jpeg')
      expect(middle.headers['cache-control']).toContain('no-store')
      // 960 × 1280 upright: red (the sensor's left) on top, blue below.
      expect(near(await pixelAt(middle.rawPayload, 480, 100), red)).toBe(true)
      expect(near(await pixelAt(middle.rawPayload, 480, 1180), blue)).toBe(true)
      // The HEIC decoded: red on the left, blue on the right, at 960 × 720.
      const decoded = await send('GET', heif?.image.src ?? '', vikram.cookie)
      expect(near(await pixelAt(decoded.rawPayload, 100, 360), red)).toBe(true)
      expect(near(await pixelAt(decoded.rawPayload, 860, 360), blue)).toBe(true)

      const upload = await sharp(await phoneJpeg(2000, 1500, 6)).metadata()
      // The upload did carry the position (25° 36′ N).
      expect(exifReader(upload.exif ?? Buffer.alloc(0)).GPSInfo?.GPSLatitude).toEqual([25, 36, 0])
      for (const url of [...urlsOf(jpeg as ClientPhoto), ...urlsOf(heif as ClientPhoto)]) {
        const response = await send('GET', url, vikram.cookie)
        expect(response.statusCode, url).toBe(200)
        const metadata = await sharp(response.rawPayload).metadata()
        expect(metadata.exif, url).toBeUndefined()
        expect(metadata.orientation, url).toBeUndefined()
        expect(response.rawPayload.includes('iPhone'), url).toBe(false)
      }
    })

    it('keeps the files out of the public folder: /uploads/ answers 404', async () => {
      const key = keyOf(updateIn(published, draft.id).photos[0]?.image.src ?? '')
      expect(existsSync(join(privateFolder(), key))).toBe(true)
      expect(existsSync(join(folder, 'uploads', key))).toBe(false)
      const response = await context.app.inject({ method: 'GET', url: `/uploads/${key}` })
      expect(response.statusCode).toBe(404)
    })

    it('sends no file without a staff session', async () => {
      const src = updateIn(published, draft.id).photos[0]?.image.src ?? ''
      const response = await context.app.inject({ method: 'GET', url: src })
      expect(response.statusCode).toBe(401)
      expect(response.rawPayload.length).toBeLessThan(200)
    })
  })

  it('never opens another project’s file at this project’s address, nor a guessed one', async () => {
    const other = await createClientProject(context.app, owner, {
      staffIds: [vikram.id],
      title: 'House of Meena Devi, Gaya',
    })
    const update = await addUpdate(
      vikram.cookie,
      { visitDate: today, body: 'Plot cleared.' },
      other.id,
    )
    const uploaded = await uploadPhoto(vikram.cookie, update.id, await smallPng(11, 900, 600), {
      projectId: other.id,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const src = updateIn(uploaded.json<AdminClientProject>(), update.id).photos[0]?.image.src ?? ''
    const key = keyOf(src)

    // At its own project's address it opens; at this project's, it does not exist.
    expect((await send('GET', src, asha.cookie)).statusCode).toBe(200)
    const elsewhere = await send(
      'GET',
      `/api/admin/client-projects/${project.id}/files/${key}`,
      asha.cookie,
    )
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.rawPayload.length).toBeLessThan(200)
    // A width the photo was not stored in (900 wide: 480 and 900), a made-up key, a path.
    expect(key).toMatch(/-900\.jpg$/)
    for (const guess of [
      key.replace('-900.', '-1600.'),
      'ffffffffffffffffffff-480.webp',
      '..%2F..%2Fuploads%2Fx.jpg',
    ]) {
      const response = await send(
        'GET',
        `/api/admin/client-projects/${other.id}/files/${guess}`,
        owner,
      )
      expect(response.statusCode, guess).toBe(404)
    }
    // A project that does not exist.
    const missing = await send('GET', `/api/admin/client-projects/999999/files/${key}`, owner)
    expect(missing.statusCode).toBe(404)
    expect(missing.json<ApiError>().message).toBe(clientProjectMessages.notFound)
  })

  it('shows a client’s view only the photos of published updates (fileOfProject)', async () => {
    const update = await addUpdate(asha.cookie, { visitDate: today, body: 'Staircase shuttering.' })
    const uploaded = await uploadPhoto(asha.cookie, update.id, await smallPng(70, 600, 400))
    const key = keyOf(
      updateIn(uploaded.json<AdminClientProject>(), update.id).photos[0]?.image.src ?? '',
    )
    const lookUp = (clientView: boolean) =>
      fileOfProject(context.dataSource.manager, project.id, key, { clientView })

    // A draft: staff see its photo, the client's tracker does not.
    expect(await lookUp(false)).toEqual({ key, contentType: 'image/jpeg' })
    expect(await lookUp(true)).toBeNull()
    await send('POST', `${updateUrl(update.id)}/publish`, asha.cookie)
    expect(await lookUp(true)).toEqual({ key, contentType: 'image/jpeg' })
  })

  describe('staff not on the project', () => {
    let update: ClientUpdate
    let photo: ClientPhoto
    beforeAll(async () => {
      update = await addUpdate(asha.cookie, { visitDate: today, body: 'Plinth beam shuttering.' })
      const uploaded = await uploadPhoto(asha.cookie, update.id, await smallPng(21, 700, 500))
      photo = updateIn(uploaded.json<AdminClientProject>(), update.id).photos[0] as ClientPhoto
    })

    it('read the updates and fetch their files', async () => {
      const seen = await projectAs(vikram.cookie)
      expect(seen.canManage).toBe(false)
      expect(updateIn(seen, update.id).body).toBe('Plinth beam shuttering.')
      expect((await send('GET', photo.image.src, vikram.cookie)).statusCode).toBe(200)
    })

    it('change nothing: each change is 403 with the reason, and nothing is stored', async () => {
      const before = await projectAs(owner)
      const filesBefore = await storedFiles()
      const attempts = [
        send('POST', updatesUrl(), vikram.cookie, { visitDate: today, body: 'Not mine' }),
        send('PUT', updateUrl(update.id), vikram.cookie, {
          visitDate: today,
          body: 'Changed',
          version: update.version,
        }),
        send('POST', `${updateUrl(update.id)}/publish`, vikram.cookie),
        send('PATCH', `${updateUrl(update.id)}/photos/${photo.id}`, vikram.cookie, {
          caption: 'Mine now',
        }),
        send('DELETE', `${updateUrl(update.id)}/photos/${photo.id}`, vikram.cookie),
        send('DELETE', updateUrl(update.id), vikram.cookie),
        uploadPhoto(vikram.cookie, update.id, await smallPng(22)),
      ]
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode, response.body).toBe(403)
        expect(response.json<ApiError>().message).toBe(clientProjectMessages.notManager)
      }
      expect(await projectAs(owner)).toEqual(before)
      expect(await storedFiles()).toEqual(filesBefore)
    })

    it('and without a session, nothing at all: 401', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: updatesUrl(),
        payload: { visitDate: today, body: 'Anonymous' },
      })
      expect(response.statusCode).toBe(401)
    })
  })

  describe('refuses what it cannot take, naming the field', () => {
    it('a visit in the future, a stage of another project, no text', async () => {
      // Tomorrow in the company's day (Patna), whatever the server's clock zone.
      const tomorrow = companyDate(new Date(Date.now() + 24 * 60 * 60 * 1000))
      const other = await createClientProject(context.app, owner, { staffIds: [asha.id] })
      const cases = [
        [
          { visitDate: tomorrow, body: 'Slab cast' },
          'visitDate',
          clientProjectMessages.visitFuture,
        ],
        [
          { visitDate: today, body: 'Slab cast', stageId: other.stages[0]?.id },
          'stageId',
          clientProjectMessages.stageUnknown,
        ],
        [{ visitDate: today, body: '   ' }, 'body', clientProjectMessages.updateBody],
        [
          { visitDate: '2026-02-30', body: 'Slab cast' },
          'visitDate',
          clientProjectMessages.visitDate,
        ],
      ] as const
      const before = (await projectAs(owner)).updates.length
      for (const [fields, path, message] of cases) {
        const response = await send('POST', updatesUrl(), asha.cookie, fields)
        expect(response.statusCode, path).toBe(400)
        expect(response.json<ApiError>().issues).toEqual([{ path, message }])
      }
      expect((await projectAs(owner)).updates).toHaveLength(before)
    })

    it('a file that is not a photo, under its file’s name, storing nothing', async () => {
      const update = await addUpdate(asha.cookie, {
        visitDate: today,
        body: 'Brickwork, first course.',
      })
      const filesBefore = await storedFiles()
      const renamedPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')
      const response = await uploadPhoto(asha.cookie, update.id, renamedPdf)
      expect(response.statusCode).toBe(415)
      expect(response.json<ApiError>()).toEqual({
        message: portfolioMessages.notAnImage,
        issues: [{ path: 'file', message: portfolioMessages.notAnImage }],
      })
      expect(updateIn(await projectAs(owner), update.id).photos).toEqual([])
      expect(await storedFiles()).toEqual(filesBefore)
    })

    it('the 13th photo of an update, keeping the 12', async () => {
      const update = await addUpdate(asha.cookie, { visitDate: today, body: 'Roof slab cast.' })
      for (let index = 0; index < clientProjectLimits.photosPerUpdate; index++) {
        const response = await uploadPhoto(asha.cookie, update.id, await smallPng(100 + index))
        expect(response.statusCode, `photo ${index + 1}: ${response.body}`).toBe(201)
      }
      const filesBefore = await storedFiles()
      const extra = await uploadPhoto(asha.cookie, update.id, await smallPng(150))
      expect(extra.statusCode).toBe(400)
      expect(extra.json<ApiError>().issues).toEqual([
        { path: 'file', message: clientProjectMessages.tooManyPhotos },
      ])
      expect(updateIn(await projectAs(owner), update.id).photos).toHaveLength(12)
      expect(await storedFiles()).toEqual(filesBefore)
    })

    it('an update or a photo of another project: 404', async () => {
      const other = await createClientProject(context.app, owner, { staffIds: [asha.id] })
      const theirs = await addUpdate(asha.cookie, { visitDate: today, body: 'Theirs' }, other.id)
      const response = await send('PUT', updateUrl(theirs.id), asha.cookie, {
        visitDate: today,
        body: 'Moved here',
        version: theirs.version,
      })
      expect(response.statusCode).toBe(404)
      expect(response.json<ApiError>().message).toBe(clientProjectMessages.updateNotFound)
      const upload = await uploadPhoto(asha.cookie, theirs.id, await smallPng(30))
      expect(upload.statusCode).toBe(404)
    })
  })

  it('keeps nothing when the database refuses the photo’s row: the files written are deleted', async () => {
    const update = await addUpdate(asha.cookie, { visitDate: today, body: 'Column casting.' })
    const filesBefore = await storedFiles()
    // The database fails the photo's insert, as a full disk or a lost connection would.
    await context.dataSource.query(
      testDialect === 'mysql'
        ? "CREATE TRIGGER refuse_update_photo BEFORE INSERT ON client_update_photos FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused by the test'"
        : "CREATE TRIGGER refuse_update_photo BEFORE INSERT ON client_update_photos BEGIN SELECT RAISE(ABORT, 'refused by the test'); END",
    )
    try {
      const response = await uploadPhoto(asha.cookie, update.id, await phoneJpeg(1800, 1200))
      expect(response.statusCode).toBe(500)
      expect(response.json<ApiError>()).toEqual({ message: 'Internal Server Error' })
    } finally {
      await context.dataSource.query('DROP TRIGGER refuse_update_photo')
    }
    expect(await storedFiles()).toEqual(filesBefore)
    expect(updateIn(await projectAs(owner), update.id).photos).toEqual([])
  })

  it('refuses a stale edit of an update with 409, keeping the first edit', async () => {
    const update = await addUpdate(asha.cookie, { visitDate: today, body: 'Lintel shuttering.' })
    const first = await send('PUT', updateUrl(update.id), asha.cookie, {
      visitDate: today,
      body: 'Lintel shuttering and steel tied.',
      version: 1,
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(updateIn(first.json<AdminClientProject>(), update.id)).toMatchObject({
      body: 'Lintel shuttering and steel tied.',
      version: 2,
    })
    // The owner edits the version they loaded, 1, after Asha's change.
    const stale = await send('PUT', updateUrl(update.id), owner, {
      visitDate: today,
      body: 'Lintel cast.',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json<ApiError>().message).toBe(clientProjectMessages.stale)
    expect(updateIn(await projectAs(owner), update.id).body).toBe(
      'Lintel shuttering and steel tied.',
    )
  })

  it('changes a caption, deletes a photo and an update with their files, but not shared ones', async () => {
    const shared = await smallPng(40, 800, 600)
    const first = await addUpdate(asha.cookie, { visitDate: today, body: 'Plaster, inside.' })
    const second = await addUpdate(asha.cookie, { visitDate: today, body: 'Plaster, outside.' })
    await uploadPhoto(asha.cookie, first.id, await smallPng(41, 800, 600))
    await uploadPhoto(asha.cookie, first.id, shared)
    // The same photo on another update: the same content, the same files.
    const kept = updateIn(
      (await uploadPhoto(asha.cookie, second.id, shared)).json<AdminClientProject>(),
      second.id,
    ).photos[0] as ClientPhoto
    const [own, alsoShared] = updateIn(await projectAs(owner), first.id).photos
    if (!own || !alsoShared) throw new Error('two photos expected')

    const captioned = await send('PATCH', `${updateUrl(first.id)}/photos/${own.id}`, asha.cookie, {
      caption: 'Living room, first coat',
    })
    expect(captioned.statusCode, captioned.body).toBe(200)
    expect(updateIn(captioned.json<AdminClientProject>(), first.id).photos[0]?.caption).toBe(
      'Living room, first coat',
    )

    // 800 wide: 480 and its own 800, each as WebP and JPEG: 4 files.
    expect(urlsOf(own)).toHaveLength(4)
    const deleted = await send('DELETE', `${updateUrl(first.id)}/photos/${own.id}`, asha.cookie)
    expect(deleted.statusCode).toBe(200)
    expect(updateIn(deleted.json<AdminClientProject>(), first.id).photos.map((p) => p.id)).toEqual([
      alsoShared.id,
    ])
    const afterPhoto = await storedFiles()
    for (const url of urlsOf(own)) {
      expect(afterPhoto).not.toContain(keyOf(url))
      expect((await send('GET', url, owner)).statusCode).toBe(404)
    }

    const removed = await send('DELETE', updateUrl(first.id), asha.cookie)
    expect(removed.statusCode).toBe(200)
    expect(removed.json<AdminClientProject>().updates.map((each) => each.id)).not.toContain(
      first.id,
    )
    // The shared photo's files stay for the other update, which still shows them.
    const afterUpdate = await storedFiles()
    for (const url of urlsOf(kept)) expect(afterUpdate).toContain(keyOf(url))
    expect((await send('GET', kept.image.src, owner)).statusCode).toBe(200)
  })

  it('removes old client files no row names, and keeps those of photos', async () => {
    const update = await addUpdate(asha.cookie, { visitDate: today, body: 'Electrical conduits.' })
    const uploaded = await uploadPhoto(asha.cookie, update.id, await smallPng(50, 600, 400))
    const photo = updateIn(uploaded.json<AdminClientProject>(), update.id).photos[0] as ClientPhoto
    const twoHoursAgo = new Date(Date.now() - 2 * ORPHAN_AGE_MS)
    // An upload whose process stopped before its row: an hour old, named by nothing.
    const orphan = 'abababababababababab-480.webp'
    writeFileSync(join(privateFolder(), orphan), 'left behind')
    for (const key of [orphan, ...urlsOf(photo).map(keyOf)]) {
      utimesSync(join(privateFolder(), key), twoHoursAgo, twoHoursAgo)
    }

    const removed = await context.app.media.removeOrphanedFiles()

    expect(removed).toContain(orphan)
    expect(existsSync(join(privateFolder(), orphan))).toBe(false)
    for (const url of urlsOf(photo)) {
      expect(existsSync(join(privateFolder(), keyOf(url))), url).toBe(true)
    }
  })

  it('writes every change to the audit log, without the text of the update', async () => {
    const audited = await createClientProject(context.app, owner, { staffIds: [asha.id] })
    const update = await addUpdate(
      asha.cookie,
      { visitDate: today, body: 'Tiles laid.' },
      audited.id,
    )
    await send('PUT', updateUrl(update.id, audited.id), asha.cookie, {
      visitDate: today,
      body: 'Tiles laid in two rooms.',
      version: 1,
    })
    const uploaded = await uploadPhoto(asha.cookie, update.id, await smallPng(60), {
      projectId: audited.id,
    })
    const photoId = updateIn(uploaded.json<AdminClientProject>(), update.id).photos[0]?.id
    await send('PATCH', `${updateUrl(update.id, audited.id)}/photos/${photoId}`, asha.cookie, {
      caption: 'Bedroom',
    })
    await send('POST', `${updateUrl(update.id, audited.id)}/publish`, asha.cookie)
    // A second publish changes nothing, and writes nothing.
    await send('POST', `${updateUrl(update.id, audited.id)}/publish`, asha.cookie)
    await send('DELETE', `${updateUrl(update.id, audited.id)}/photos/${photoId}`, asha.cookie)
    await send('DELETE', updateUrl(update.id, audited.id), asha.cookie)

    const entries = await auditOf(audited.id)
    expect(entries.map((entry) => entry.action)).toEqual([
      'client_project.update_delete',
      'client_project.photo_delete',
      'client_project.update_publish',
      'client_project.photo_update',
      'client_project.photo_add',
      'client_project.update_change',
      'client_project.update_add',
      'client_project.create',
    ])
    const [deleted, , publish, , , change, add] = entries
    expect(add?.actor).toEqual({ id: asha.id, name: 'Asha Sinha' })
    expect(add?.details).toEqual({ updateId: update.id, stageId: null })
    expect(change?.details).toEqual({ updateId: update.id, fields: 'body', status: 'draft' })
    expect(publish?.details).toEqual({ updateId: update.id, photos: 1 })
    expect(deleted?.details).toEqual({ updateId: update.id, status: 'published', photos: 0 })
    expect(JSON.stringify(entries)).not.toContain('Tiles')
    expect(JSON.stringify(entries)).not.toContain('Bedroom')
  })
})
