import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORPHAN_AGE_MS } from '../../src/media/orphan-cleanup'
import { sendPrivateFile } from '../../src/media/private-file'
import { LocalMediaStorage } from '../../src/media/storage'
import { databasePlugin } from '../../src/plugins/database'
import { mediaPlugin } from '../../src/plugins/media'
import { portfolioFilesInUse } from '../../src/portfolio/photo-files'
import { createTestContext, type TestContext } from '../helpers/test-app'

// Media namespaces: the portfolio's photos are public (/uploads/), a client's files are private:
// kept in another folder, never served from /uploads/ whatever their name, sent only by a route
// that checked the session (sendPrivateFile), and never removed by the cleanup of orphans unless
// their owner says which are in use.

const pdf = Buffer.from('%PDF-1.4 the drawings of house 7\n%%EOF\n')

describe('private media', () => {
  let folder: string
  let context: TestContext
  let storage: LocalMediaStorage
  let files: FastifyInstance

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-media-'))
    storage = new LocalMediaStorage(join(folder, 'uploads'), join(folder, 'private'))
    context = await createTestContext({ storage })
    // A route of the kind the client tracker adds: it checks who asks, then sends the file.
    files = Fastify()
    files.get<{ Params: { key: string } }>('/drawings/:key', async (request, reply) => {
      if (request.headers['x-test-owner'] !== 'client-7') {
        return reply.code(403).send({ error: 'Not yours' })
      }
      return sendPrivateFile(reply, storage.files('client-files'), request.params.key, {
        contentType: 'application/pdf',
        downloadName: 'नक्शा house-7.pdf',
      })
    })
    await files.ready()
  })
  afterAll(async () => {
    await files.close()
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('keeps a private file out of the public folder, and /uploads/ never serves it', async () => {
    const key = 'abcdefabcdefabcdefab-960.jpg'
    await storage.files('client-files').put(key, pdf, 'application/pdf')
    expect(existsSync(join(folder, 'private', 'client-files', key))).toBe(true)
    expect(existsSync(join(folder, 'uploads', key))).toBe(false)
    const response = await context.app.inject({ method: 'GET', url: `/uploads/${key}` })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('the drawings of house 7')
    // The same name in the portfolio is public, as before.
    await storage.files('portfolio').put(key, Buffer.from('a photo'), 'image/jpeg')
    const photo = await context.app.inject({ method: 'GET', url: `/uploads/${key}` })
    expect(photo.statusCode).toBe(200)
    expect(photo.body).toBe('a photo')
    expect(() => storage.files('client-files').url(key)).toThrow('private')
  })

  it('is sent only by the route that checked the session, kept by no cache', async () => {
    await storage.files('client-files').put('drawings-7.pdf', pdf, 'application/pdf')
    const refused = await files.inject({
      method: 'GET',
      url: '/drawings/drawings-7.pdf',
      headers: { 'x-test-owner': 'client-8' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.body).not.toContain('the drawings of house 7')

    const sent = await files.inject({
      method: 'GET',
      url: '/drawings/drawings-7.pdf',
      headers: { 'x-test-owner': 'client-7' },
    })
    expect(sent.statusCode).toBe(200)
    expect(sent.rawPayload.equals(pdf)).toBe(true)
    expect(sent.headers['content-type']).toBe('application/pdf')
    expect(sent.headers['content-length']).toBe(String(pdf.length))
    expect(sent.headers['cache-control']).toBe('private, no-store')
    expect(sent.headers['x-content-type-options']).toBe('nosniff')
    // नक्शा is "%E0%A4%A8%E0%A4%95%E0%A5%8D%E0%A4%B6%E0%A4%BE" in UTF-8; each of its 5 letters is
    // "_" in the ASCII fallback.
    expect(sent.headers['content-disposition']).toBe(
      `attachment; filename="_____ house-7.pdf"; filename*=UTF-8''%E0%A4%A8%E0%A4%95%E0%A5%8D%E0%A4%B6%E0%A4%BE%20house-7.pdf`,
    )

    const missing = await files.inject({
      method: 'GET',
      url: '/drawings/drawings-8.pdf',
      headers: { 'x-test-owner': 'client-7' },
    })
    expect(missing.statusCode).toBe(404)
  })

  it('is never removed by the cleanup while nobody tracks its namespace, then by its own check', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * ORPHAN_AGE_MS)
    const old = async (namespace: 'portfolio' | 'client-files', key: string) => {
      await storage.files(namespace).put(key, pdf, 'application/pdf')
      const path = join(storage.folderOf(namespace), key)
      utimesSync(path, twoHoursAgo, twoHoursAgo)
    }
    await old('client-files', 'agreement-7.pdf')
    await old('client-files', 'old-plan-7.pdf')
    // A portfolio file no photo row names: an orphan of the portfolio.
    await old('portfolio', 'ffffffffffffffffffff-480.webp')
    // The media on their own, as before any owner of `client-files` says what its rows name (the
    // app's client-files plugin does: test/routes/client-project-updates.test.ts), the portfolio
    // tracked as its plugin tracks it.
    const media = Fastify()
    await media.register(databasePlugin, { dataSource: context.dataSource })
    await media.register(mediaPlugin, { storage })
    await media.ready()
    media.media.trackReferences('portfolio', portfolioFilesInUse)

    try {
      expect(await media.media.removeOrphanedFiles()).toEqual(['ffffffffffffffffffff-480.webp'])
      expect(await storage.files('client-files').exists('agreement-7.pdf')).toBe(true)
      expect(await storage.files('client-files').exists('old-plan-7.pdf')).toBe(true)

      // Once the namespace's owner says which files its rows name, the others go, and only its own.
      media.media.trackReferences(
        'client-files',
        async (_db, keys) => new Set(keys.filter((key) => key === 'agreement-7.pdf')),
      )
      const removed = await media.media.removeOrphanedFiles()
      expect(removed).toEqual(['old-plan-7.pdf'])
      expect(await storage.files('client-files').exists('agreement-7.pdf')).toBe(true)
      expect(await storage.files('client-files').exists('old-plan-7.pdf')).toBe(false)
      // Written a moment ago (by the test above): its row may be on its way, so it stays.
      expect(await storage.files('client-files').exists('drawings-7.pdf')).toBe(true)
    } finally {
      await media.close()
    }
  })
})
