import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProjectEntity, ProjectPhotoEntity } from '../../src/db/entities'
import { ORPHAN_AGE_MS } from '../../src/media/orphan-cleanup'
import { LocalMediaStorage } from '../../src/media/storage'
import { createTestContext, type TestContext } from '../helpers/test-app'
import { until } from '../helpers/until'

// Files no photo row points to (an upload whose process stopped before its row, a delete whose
// file removal failed, an interrupted write) are removed once an hour old, at start-up and every
// hour; files of photos in the database, and young files whose row may be on its way, stay.

const referenced = 'aaaaaaaaaaaaaaaaaaaa'
const twoHoursAgo = new Date(Date.now() - 2 * ORPHAN_AGE_MS)

describe('the cleanup of orphaned photo files', () => {
  let folder: string
  let context: TestContext

  /** A file in the uploads folder, last written at `when`. */
  const file = (name: string, when = twoHoursAgo) => {
    writeFileSync(join(folder, name), 'bytes')
    utimesSync(join(folder, name), when, when)
  }
  const stored = async () =>
    (await context.app.media.storage.files('portfolio').list()).map((each) => each.key).sort()

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nirman-orphans-'))
    // Left by an upload that never wrote its row, before this start.
    file('bbbbbbbbbbbbbbbbbbbb-480.webp')
    context = await createTestContext({ storage: new LocalMediaStorage(folder) })
  })
  afterAll(async () => {
    await context.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('runs at start-up', async () => {
    await until('the start-up cleanup', async () =>
      (await stored()).includes('bbbbbbbbbbbbbbbbbbbb-480.webp') ? undefined : true,
    )
  })

  it('removes old files without a row and keeps the rest', async () => {
    const project = await context.dataSource.getRepository(ProjectEntity).findOneByOrFail({ id: 1 })
    await context.dataSource.getRepository(ProjectPhotoEntity).insert({
      projectId: project.id,
      sortOrder: 0,
      caption: '',
      role: 'gallery',
      storageKey: referenced,
      width: 480,
      height: 360,
      widths: '480',
      formats: 'webp,jpeg',
      createdAt: twoHoursAgo,
    })
    file(`${referenced}-480.webp`)
    file(`${referenced}-480.jpg`)
    file('cccccccccccccccccccc-960.jpg')
    file('dddddddddddddddddddd-960.jpg', new Date())
    file('.eeeeeeeeeeeeeeeeeeee-480.webp.1a2b3c.tmp')

    const removed = await context.app.media.removeOrphanedFiles()

    expect(removed.sort()).toEqual([
      '.eeeeeeeeeeeeeeeeeeee-480.webp.1a2b3c.tmp',
      'cccccccccccccccccccc-960.jpg',
    ])
    expect(await stored()).toEqual([
      `${referenced}-480.jpg`,
      `${referenced}-480.webp`,
      // Written a moment ago: its upload may be writing its row now.
      'dddddddddddddddddddd-960.jpg',
    ])
  })
})
