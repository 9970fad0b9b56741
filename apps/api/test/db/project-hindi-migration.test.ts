import { describe, expect, it } from 'vitest'
import {
  addSampleProjectsHindi,
  ProjectHindi1795580000000,
} from '../../src/db/migrations/1795580000000-project-hindi'
import { migratedDatabase } from '../helpers/migrated-database'

// The migration that gives projects their Hindi words goes down and up on both databases: the
// sample projects get theirs, unless the staff have changed the sample's English words or written
// Hindi of their own.

interface HindiColumns {
  title: string
  hindiTitle: string | null
  hindiDescription: string | null
  hindiLocation: string | null
  hindiHighlights: string | null
}

describe('the ProjectHindi migration', () => {
  const db = migratedDatabase()

  const hindiOf = async (title: string): Promise<HindiColumns | undefined> => {
    const rows: HindiColumns[] = await db.dataSource.query(
      'SELECT title, hindiTitle, hindiDescription, hindiLocation, hindiHighlights FROM projects WHERE title = ?',
      [title],
    )
    return rows[0]
  }

  it('gives every sample project its Hindi title, description and location', async () => {
    expect(await hindiOf('Ara College Hostel')).toEqual({
      title: 'Ara College Hostel',
      hindiTitle: 'आरा कॉलेज हॉस्टल',
      hindiDescription: expect.stringMatching(/^एक डिग्री कॉलेज के लिए 120 बेड का हॉस्टल: भूकंप ज़ोन IV/),
      hindiLocation: 'आरा, भोजपुर',
      // The samples have no highlights, in English or in Hindi.
      hindiHighlights: '[]',
    })
    expect(await hindiOf('Muzaffarpur Cold Storage and Warehouse')).toMatchObject({
      hindiTitle: 'मुज़फ़्फ़रपुर कोल्ड स्टोरेज और गोदाम',
      hindiLocation: 'मुज़फ़्फ़रपुर',
    })
    const withoutHindi = await db.dataSource.query(
      'SELECT title FROM projects WHERE hindiTitle IS NULL',
    )
    expect(withoutHindi).toEqual([])
  })

  it('goes down and up again, leaving alone the samples the staff have changed', async () => {
    const again = await db.undoFrom(ProjectHindi1795580000000)
    expect(await db.columnsOf('projects')).not.toContain('hindiTitle')
    expect(await db.columnsOf('projects')).not.toContain('hindiHighlights')
    // Staff retitled one sample, changed only the case of another's title, and rewrote a third's
    // description.
    await db.dataSource.query(
      "UPDATE projects SET title = ? WHERE title = 'Sinha Residence, Danapur'",
      ['Sinha Residence, Danapur Cantt'],
    )
    await db.dataSource.query(
      "UPDATE projects SET title = ? WHERE title = 'Kankarbagh Duplex Homes'",
      ['Kankarbagh duplex homes'],
    )
    await db.dataSource.query(
      "UPDATE projects SET description = ? WHERE title = 'Riverside Villa, Hajipur'",
      ['A villa by the Ganga with a courtyard.'],
    )

    const applied = await db.dataSource.runMigrations({ transaction: 'each' })

    expect(applied.map((migration) => migration.name)).toEqual(again)
    for (const title of [
      'Sinha Residence, Danapur Cantt',
      'Kankarbagh duplex homes',
      'Riverside Villa, Hajipur',
    ]) {
      expect(await hindiOf(title), title).toEqual({
        title,
        hindiTitle: null,
        hindiDescription: null,
        hindiLocation: null,
        hindiHighlights: null,
      })
    }
    expect(await hindiOf('Patna City Panchayat Bhawan')).toMatchObject({
      hindiTitle: 'पटना सिटी पंचायत भवन',
      hindiLocation: 'पटना सिटी',
    })
    const inHindi: { count: number | string }[] = await db.dataSource.query(
      'SELECT COUNT(*) AS count FROM projects WHERE hindiTitle IS NOT NULL',
    )
    expect(Number(inHindi[0]?.count)).toBe(9)
  })

  it('never overwrites Hindi the staff wrote, even on a sample they left as it was', async () => {
    await db.dataSource.query(
      "UPDATE projects SET hindiTitle = ?, hindiDescription = ?, hindiLocation = '', hindiHighlights = '[]' WHERE title = 'Ara College Hostel'",
      ['आरा का कॉलेज हॉस्टल', 'डिग्री कॉलेज के छात्रों के लिए 120 बेड का हॉस्टल।'],
    )
    const runner = db.dataSource.createQueryRunner()
    try {
      await addSampleProjectsHindi(runner)
    } finally {
      await runner.release()
    }
    expect(await hindiOf('Ara College Hostel')).toEqual({
      title: 'Ara College Hostel',
      hindiTitle: 'आरा का कॉलेज हॉस्टल',
      hindiDescription: 'डिग्री कॉलेज के छात्रों के लिए 120 बेड का हॉस्टल।',
      hindiLocation: '',
      hindiHighlights: '[]',
    })
  })
})
