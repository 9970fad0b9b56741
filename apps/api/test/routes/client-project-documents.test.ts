import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type AdminClientProject,
  type ApiError,
  type AuditEntry,
  type ClientDocument,
  clientProjectLimits,
  clientProjectMessages,
  type Page,
} from '@nirman/contract'
import exifReader from 'exif-reader'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileOfProject } from '../../src/client-projects/client-files'
import { LocalMediaStorage } from '../../src/media/storage'
import { createClientProject } from '../helpers/client-projects'
import {
  blue,
  type FormPart,
  multipartBody,
  near,
  phoneJpeg,
  pixelAt,
  red,
} from '../helpers/photos'
import { addAccount, type SignedInStaff } from '../helpers/staff-accounts'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { testDialect } from '../helpers/test-database'

// The documents of a client project (the agreement, drawings, approvals) through the real app, on
// SQLite and MariaDB, stored in a real folder: a PDF kept byte for byte, a phone's photo of a paper
// kept upright as a JPEG without its GPS position, anything else refused with its file named;
// downloaded under the name it was uploaded with, only through the project's own file route; other
// staff reading but not changing; every change in the audit log without a title or a file name.

const agreement = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n% Agreement for House 14, Danapur\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
const heic = readFileSync(new URL('../fixtures/red-blue-1200x900.heic', import.meta.url))
/** A Windows program's first bytes ("MZ", then its DOS header), renamed as a PDF. */
const program = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(300),
])

describe('documents of a client project', () => {
  let folder: string
  let context: TestContext
  let owner: string
  /** One of the project's staff: manages it. */
  let asha: SignedInStaff
  /** Staff, not on the project: reads it, never changes it. */
  let vikram: SignedInStaff
  let project: AdminClientProject

  const storedFiles = async () =>
    (await context.app.media.storage.files('client-files').list()).map((file) => file.key).sort()
  const send = (
    method: 'GET' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => context.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const projectAs = async (cookie: string, id = project.id) =>
    (await send('GET', `/api/admin/client-projects/${id}`, cookie)).json<AdminClientProject>()
  const documentsUrl = (projectId = project.id) =>
    `/api/admin/client-projects/${projectId}/documents`
  /** Uploads a document as the dashboard's form sends it: the text parts, then the file. */
  const upload = (
    cookie: string,
    data: Buffer,
    {
      filename = 'Agreement signed.pdf',
      contentType = 'application/pdf',
      title = 'Construction agreement',
      kind = 'agreement',
      visibility = 'client',
      projectId = project.id,
    } = {},
  ) => {
    const parts: FormPart[] = [
      { name: 'title', value: title },
      { name: 'kind', value: kind },
      { name: 'visibility', value: visibility },
      { name: 'file', filename, contentType, data },
    ]
    const { payload, headers } = multipartBody(parts)
    return context.app.inject({
      method: 'POST',
      url: documentsUrl(projectId),
      headers: { ...headers, cookie },
      payload,
    })
  }
  /** The document just added: the newest of the project. */
  const added = (answer: AdminClientProject): ClientDocument => {
    const newest = answer.documents.reduce<ClientDocument | undefined>(
      (found, each) => (found && found.id > each.id ? found : each),
      undefined,
    )
    if (!newest) throw new Error('the project has no document')
    return newest
  }
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
    folder = mkdtempSync(join(tmpdir(), 'nirman-client-documents-'))
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

  describe('a signed agreement as a PDF', () => {
    let document: ClientDocument

    beforeAll(async () => {
      const response = await upload(asha.cookie, agreement)
      expect(response.statusCode, response.body).toBe(201)
      document = added(response.json<AdminClientProject>())
    })

    it('is listed with its title, kind, visibility, name and size', () => {
      expect(document).toMatchObject({
        title: 'Construction agreement',
        kind: 'agreement',
        visibility: 'client',
        fileName: 'Agreement signed.pdf',
        contentType: 'application/pdf',
        sizeBytes: agreement.length,
      })
      expect(Date.parse(document.addedAt)).toBeGreaterThan(Date.now() - 60_000)
      // A random key of 32 hex digits: the address tells nothing of the project or the client.
      expect(document.url).toMatch(
        new RegExp(`^/api/admin/client-projects/${project.id}/files/[0-9a-f]{32}\\.pdf$`),
      )
    })

    it('is downloaded by any staff member as it was uploaded, under its own name', async () => {
      const response = await send('GET', document.url, vikram.cookie)
      expect(response.statusCode).toBe(200)
      expect(response.rawPayload.equals(agreement)).toBe(true)
      expect(response.headers['content-type']).toBe('application/pdf')
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Agreement signed.pdf"; filename*=UTF-8''Agreement%20signed.pdf`,
      )
      expect(response.headers['cache-control']).toContain('no-store')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    })

    it('is never served from /uploads/, nor without a session', async () => {
      const key = keyOf(document.url)
      expect(existsSync(join(folder, 'private', 'client-files', key))).toBe(true)
      expect((await context.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(
        404,
      )
      const anonymous = await context.app.inject({ method: 'GET', url: document.url })
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.body).not.toContain('Agreement for House 14')
    })

    it('is not opened at another project’s address', async () => {
      const other = await createClientProject(context.app, owner, {
        staffIds: [vikram.id],
        title: 'House of Meena Devi, Gaya',
      })
      const response = await send(
        'GET',
        `/api/admin/client-projects/${other.id}/files/${keyOf(document.url)}`,
        vikram.cookie,
      )
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('Agreement for House 14')
    })
  })

  it('keeps a phone’s photo of a paper as an upright JPEG without its GPS position', async () => {
    // Stored 2000 × 1500 with orientation 6: upright it is 1500 × 2000, red on top.
    const photo = await phoneJpeg(2000, 1500, 6)
    expect(
      exifReader((await sharp(photo).metadata()).exif ?? Buffer.alloc(0)).GPSInfo,
    ).toBeDefined()
    const response = await upload(asha.cookie, photo, {
      filename: 'IMG_2041.JPG',
      contentType: 'image/jpeg',
      title: 'Map approval, Danapur Nagar Parishad',
      kind: 'approval',
      visibility: 'internal',
    })
    expect(response.statusCode, response.body).toBe(201)
    const document = added(response.json<AdminClientProject>())
    expect(document).toMatchObject({
      kind: 'approval',
      visibility: 'internal',
      fileName: 'IMG_2041.jpg',
      contentType: 'image/jpeg',
    })

    const file = await send('GET', document.url, owner)
    expect(file.headers['content-type']).toBe('image/jpeg')
    expect(file.headers['content-disposition']).toContain('filename="IMG_2041.jpg"')
    expect(document.sizeBytes).toBe(file.rawPayload.length)
    const metadata = await sharp(file.rawPayload).metadata()
    // Kept whole, not in a gallery's widths: its full 1500 × 2000, upright.
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1500, 2000])
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(file.rawPayload.includes('iPhone')).toBe(false)
    expect(near(await pixelAt(file.rawPayload, 750, 100), red)).toBe(true)
    expect(near(await pixelAt(file.rawPayload, 750, 1900), blue)).toBe(true)
  })

  it('takes an iPhone’s HEIC, kept as a JPEG under the same name', async () => {
    const response = await upload(asha.cookie, heic, {
      filename: 'IMG_0042.HEIC',
      contentType: 'image/heic',
      title: 'Soil test report',
      kind: 'other',
    })
    expect(response.statusCode, response.body).toBe(201)
    const document = added(response.json<AdminClientProject>())
    expect(document).toMatchObject({ fileName: 'IMG_0042.jpg', contentType: 'image/jpeg' })
    const file = (await send('GET', document.url, owner)).rawPayload
    // 1200 × 900, red on the left and blue on the right.
    expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 900 })
    expect(near(await pixelAt(file, 100, 450), red)).toBe(true)
    expect(near(await pixelAt(file, 1100, 450), blue)).toBe(true)
  })

  it('downloads under the uploaded name, cleaned, with the extension of what was kept', async () => {
    const names = [
      // A folder an old browser sent, and an upper-case extension.
      ['C:\\fakepath\\Naksha ground floor.PDF', 'Naksha ground floor.pdf'],
      // A PDF named as a program, with a right-to-left override hiding it: neither stays.
      ['invoice\u202Efdp.exe', 'invoicefdp.pdf'],
      // No extension at all; a Devanagari name is kept as it is.
      ['नक्शा', 'नक्शा.pdf'],
    ] as const
    for (const [uploaded, kept] of names) {
      const response = await upload(asha.cookie, agreement, { filename: uploaded, kind: 'drawing' })
      expect(response.statusCode, response.body).toBe(201)
      expect(added(response.json<AdminClientProject>()).fileName, uploaded).toBe(kept)
    }
  })

  it('shows a client’s view only the documents published to the client (fileOfProject)', async () => {
    const internal = added(
      (
        await upload(asha.cookie, agreement, { visibility: 'internal', title: 'Cost sheet' })
      ).json(),
    )
    const key = keyOf(internal.url)
    const lookUp = (clientView: boolean) =>
      fileOfProject(context.dataSource.manager, project.id, key, { clientView })
    const asStaff = {
      key,
      contentType: 'application/pdf',
      downloadName: 'Agreement signed.pdf',
    }

    expect(await lookUp(false)).toEqual(asStaff)
    expect(await lookUp(true)).toBeNull()
    await send('PATCH', `${documentsUrl()}/${internal.id}`, asha.cookie, {
      title: 'Cost sheet',
      kind: 'other',
      visibility: 'client',
    })
    expect(await lookUp(true)).toEqual(asStaff)
  })

  describe('refuses, storing nothing', () => {
    let before: AdminClientProject
    let filesBefore: string[]
    beforeAll(async () => {
      before = await projectAs(owner)
      filesBefore = await storedFiles()
    })
    const nothingKept = async () => {
      expect(await projectAs(owner)).toEqual(before)
      expect(await storedFiles()).toEqual(filesBefore)
    }

    it('a program renamed .pdf, naming the file', async () => {
      const response = await upload(asha.cookie, program, { filename: 'agreement.pdf' })
      expect(response.statusCode).toBe(400)
      expect(response.json<ApiError>()).toEqual({
        message: clientProjectMessages.notADocument,
        issues: [{ path: 'file', message: clientProjectMessages.notADocument }],
      })
      await nothingKept()
    })

    it('a file over 20 MB, with 413', async () => {
      // One byte over 20 MB (20 × 1024 × 1024 = 20,971,520), with a PDF's first bytes.
      const large = Buffer.concat([
        Buffer.from('%PDF-1.7\n'),
        Buffer.alloc(clientProjectLimits.documentBytes + 1 - 9),
      ])
      const response = await upload(asha.cookie, large)
      expect(response.statusCode).toBe(413)
      expect(response.json<ApiError>().issues).toEqual([
        { path: 'file', message: clientProjectMessages.documentTooLarge },
      ])
      await nothingKept()
    })

    it('a form without a title, with a kind it does not know, or with no file', async () => {
      const untitled = await upload(asha.cookie, agreement, { title: ' ' })
      expect(untitled.statusCode).toBe(400)
      expect(untitled.json<ApiError>().issues).toEqual([
        { path: 'title', message: clientProjectMessages.documentTitle },
      ])
      const unknownKind = await upload(asha.cookie, agreement, { kind: 'invoice' })
      expect(unknownKind.json<ApiError>().issues).toEqual([
        { path: 'kind', message: clientProjectMessages.documentKind },
      ])
      const noFile = multipartBody([
        { name: 'title', value: 'Drawings' },
        { name: 'kind', value: 'drawing' },
      ])
      const withoutFile = await context.app.inject({
        method: 'POST',
        url: documentsUrl(),
        headers: { ...noFile.headers, cookie: asha.cookie },
        payload: noFile.payload,
      })
      expect(withoutFile.statusCode).toBe(400)
      expect(withoutFile.json<ApiError>().message).toBe(clientProjectMessages.noDocument)
      await nothingKept()
    })

    it('a change by staff not on the project (403), who still read it', async () => {
      const response = await upload(vikram.cookie, agreement)
      expect(response.statusCode).toBe(403)
      expect(response.json<ApiError>().message).toBe(clientProjectMessages.notManager)
      const document = before.documents[0] as ClientDocument
      const patch = await send('PATCH', `${documentsUrl()}/${document.id}`, vikram.cookie, {
        title: 'Mine',
        kind: 'other',
        visibility: 'internal',
      })
      expect(patch.statusCode).toBe(403)
      const removal = await send('DELETE', `${documentsUrl()}/${document.id}`, vikram.cookie)
      expect(removal.statusCode).toBe(403)
      expect((await projectAs(vikram.cookie)).documents).toEqual(before.documents)
      await nothingKept()
    })
  })

  it('keeps no file when the database refuses the document’s row', async () => {
    const before = await projectAs(owner)
    const filesBefore = await storedFiles()
    // The database fails the document's insert, as a full disk or a lost connection would.
    await context.dataSource.query(
      testDialect === 'mysql'
        ? "CREATE TRIGGER refuse_document BEFORE INSERT ON client_documents FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused by the test'"
        : "CREATE TRIGGER refuse_document BEFORE INSERT ON client_documents BEGIN SELECT RAISE(ABORT, 'refused by the test'); END",
    )
    try {
      const response = await upload(asha.cookie, agreement)
      expect(response.statusCode).toBe(500)
    } finally {
      await context.dataSource.query('DROP TRIGGER refuse_document')
    }
    expect(await storedFiles()).toEqual(filesBefore)
    expect((await projectAs(owner)).documents).toEqual(before.documents)
  })

  it('changes a title and a visibility, then deletes the document with its file', async () => {
    const document = added(
      (await upload(asha.cookie, agreement, { visibility: 'internal' })).json(),
    )
    const patched = await send('PATCH', `${documentsUrl()}/${document.id}`, asha.cookie, {
      title: 'Structural drawings, revision B',
      kind: 'drawing',
      visibility: 'client',
    })
    expect(patched.statusCode, patched.body).toBe(200)
    const changed = patched.json<AdminClientProject>().documents.find((d) => d.id === document.id)
    expect(changed).toMatchObject({
      title: 'Structural drawings, revision B',
      kind: 'drawing',
      visibility: 'client',
      // The file and its name stay.
      fileName: 'Agreement signed.pdf',
      url: document.url,
    })

    const removed = await send('DELETE', `${documentsUrl()}/${document.id}`, asha.cookie)
    expect(removed.statusCode).toBe(200)
    expect(removed.json<AdminClientProject>().documents.map((d) => d.id)).not.toContain(document.id)
    expect(await storedFiles()).not.toContain(keyOf(document.url))
    expect((await send('GET', document.url, owner)).statusCode).toBe(404)
    const again = await send('DELETE', `${documentsUrl()}/${document.id}`, asha.cookie)
    expect(again.statusCode).toBe(404)
    expect(again.json<ApiError>().message).toBe(clientProjectMessages.documentNotFound)
  })

  it('refuses the 101st document of a project, keeping the 100', async () => {
    const full = await createClientProject(context.app, owner, { staffIds: [asha.id] })
    for (let index = 0; index < clientProjectLimits.documents; index++) {
      const response = await upload(asha.cookie, agreement, {
        projectId: full.id,
        filename: `Drawing ${index + 1}.pdf`,
        kind: 'drawing',
      })
      expect(response.statusCode, `document ${index + 1}: ${response.body}`).toBe(201)
    }
    const filesBefore = await storedFiles()
    const extra = await upload(asha.cookie, agreement, { projectId: full.id })
    expect(extra.statusCode).toBe(400)
    expect(extra.json<ApiError>().issues).toEqual([
      { path: 'file', message: clientProjectMessages.tooManyDocuments },
    ])
    expect((await projectAs(owner, full.id)).documents).toHaveLength(100)
    expect(await storedFiles()).toEqual(filesBefore)
  })

  it('writes every change to the audit log, without its title or file name', async () => {
    const audited = await createClientProject(context.app, owner, { staffIds: [asha.id] })
    const document = added(
      (
        await upload(asha.cookie, agreement, {
          projectId: audited.id,
          filename: 'Ravi Kumar agreement.pdf',
          title: 'Agreement with Ravi Kumar',
        })
      ).json(),
    )
    await send('PATCH', `${documentsUrl(audited.id)}/${document.id}`, asha.cookie, {
      title: 'Agreement with Ravi Kumar (signed)',
      kind: 'agreement',
      visibility: 'internal',
    })
    await send('DELETE', `${documentsUrl(audited.id)}/${document.id}`, owner)

    const entries = await auditOf(audited.id)
    expect(entries.map((entry) => [entry.action, entry.actor?.name])).toEqual([
      ['client_project.document_delete', 'Sunita Devi'],
      ['client_project.document_update', 'Asha Sinha'],
      ['client_project.document_add', 'Asha Sinha'],
      ['client_project.create', 'Sunita Devi'],
    ])
    expect(entries[2]?.details).toEqual({
      documentId: document.id,
      kind: 'agreement',
      visibility: 'client',
      contentType: 'application/pdf',
    })
    expect(entries[1]?.details).toEqual({
      documentId: document.id,
      fields: 'title,visibility',
      visibility: 'internal',
    })
    expect(JSON.stringify(entries)).not.toContain('Ravi')
  })
})
