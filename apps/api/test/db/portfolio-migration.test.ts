import { describe, expect, it } from 'vitest'
import { ProjectEntity, TestimonialEntity } from '../../src/db/entities'
import { Portfolio1795570000000 } from '../../src/db/migrations/1795570000000-portfolio'
import { migratedDatabase } from '../helpers/migrated-database'

// The migration of issue 13 goes down and up on both databases: projects stored before it come out
// published, in the order visitors saw them, and the website's testimonials become rows.

describe('the Portfolio migration', () => {
  const db = migratedDatabase()

  it('seeds the eight testimonials of the website, published, with their Hindi', async () => {
    const rows = await db.dataSource
      .getRepository(TestimonialEntity)
      .find({ order: { sortOrder: 'ASC' } })
    expect(rows.map((row) => [row.author, row.placements, row.segment, row.sortOrder])).toEqual([
      ['Rajesh Kumar Sinha', 'home', null, 0],
      ['Anjali Verma', 'home', null, 1],
      ['Sunil Prasad', 'home', null, 2],
      ['Amit and Priya Sharma', 'solutions', 'homeowners', 3],
      ['Vikram Malhotra', 'solutions', 'developers', 4],
      ['Debashish Roy', 'solutions', 'commercial', 5],
      ['Meera Singh', 'portfolio', null, 6],
      ['Dr. Arvind Mishra', 'portfolio', null, 7],
    ])
    for (const row of rows) {
      expect(row.published).toBe(true)
      // Devanagari in every Hindi field (four-byte-safe utf8mb4 on MariaDB).
      for (const text of [row.hindiQuote, row.hindiAuthor, row.hindiDetail, row.hindiProject]) {
        expect(text).toMatch(/[\u0900-\u097F]/)
      }
    }
    expect(rows[5]?.hindiAuthor).toBe('देबाशीष रॉय')
  })

  it('goes down, dropping drafts, and up again with older projects published in their order', async () => {
    await db.dataSource.getRepository(ProjectEntity).insert({
      title: 'A draft',
      description: 'Not for visitors',
      imageUrl: '',
      projectType: 'residential',
      completedDate: '2025-01-01',
      featured: false,
      location: 'Patna',
      status: 'draft',
      sortOrder: 0,
      highlights: '[]',
      services: '[]',
      version: 1,
      updatedAt: new Date(),
    })
    const again = await db.undoFrom(Portfolio1795570000000)

    const runner = db.dataSource.createQueryRunner()
    expect(await runner.hasTable('project_photos')).toBe(false)
    expect(await runner.hasTable('testimonials')).toBe(false)
    expect(await db.columnsOf('projects')).not.toContain('status')
    // Without a status a draft would be public: it went.
    expect(await db.dataSource.query("SELECT id FROM projects WHERE title = 'A draft'")).toEqual([])
    // A project added by hand before the migration, newer than every sample one.
    await db.dataSource.query(
      "INSERT INTO projects (title, description, imageUrl, projectType, completedDate, featured, location) VALUES ('Hand-made', 'Added by hand', '/images/projects/ara-hostel.svg', 'institutional', '2026-01-15', 0, 'Ara')",
    )

    const applied = await db.dataSource.runMigrations({ transaction: 'each' })
    expect(applied.map((migration) => migration.name)).toEqual(again)
    const projects = await db.dataSource
      .getRepository(ProjectEntity)
      .find({ order: { sortOrder: 'ASC' } })
    // 12 sample projects and the hand-made one, all published, newest first: 0 to 12.
    expect(projects).toHaveLength(13)
    expect(projects[0]).toMatchObject({
      title: 'Hand-made',
      status: 'published',
      sortOrder: 0,
      highlights: '[]',
      services: '[]',
      version: 1,
    })
    expect(projects.map((project) => project.sortOrder)).toEqual([...Array(13).keys()])
    const dates = projects.map((project) => String(project.completedDate).slice(0, 10))
    expect(dates).toEqual([...dates].sort().reverse())
    for (const project of projects) {
      expect(project.status).toBe('published')
      expect(project.updatedAt).toBeInstanceOf(Date)
    }
    expect(await db.dataSource.getRepository(TestimonialEntity).count()).toBe(8)
  })
})
