import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
} from 'typeorm'
import { seedTestimonials } from './seed-testimonials'

// Issue 13: the company manages its portfolio and testimonials in the staff dashboard. Projects get
// a status (drafts are invisible to visitors; every project stored before is published), a position
// in the portfolio, highlights and services (JSON arrays in text), and a version and update time
// guarding edits as leads are guarded. Photos and testimonials get tables of their own; the
// testimonials the website showed as fixed copies become their first rows.
//
// `projects` has no trigger, so TypeORM's addColumns (which rebuilds the table on SQLite) is safe
// here; contact_submissions, whose outbox trigger a rebuild would drop, is not touched.

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
} as const
const varchar = (name: string, length: number, extra: Partial<TableColumn> = {}) => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
})
const datetime = (name: string, isNullable = false) => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable,
})

/** A UTC date-time as both databases store datetime(3) columns: "2026-11-24 10:15:30.250". */
const sqlDateTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '')

const projectColumns = [
  new TableColumn({ name: 'status', type: 'varchar', length: '10', default: "'published'" }),
  new TableColumn({ name: 'sortOrder', type: 'integer', default: 0 }),
  // JSON arrays of text; null (rows of older versions) reads as none.
  new TableColumn({ name: 'highlights', type: 'text', isNullable: true }),
  new TableColumn({ name: 'services', type: 'text', isNullable: true }),
  new TableColumn({ name: 'version', type: 'integer', default: 1 }),
  new TableColumn({ name: 'updatedAt', type: 'datetime', precision: 3, isNullable: true }),
]

export class Portfolio1795570000000 implements MigrationInterface {
  name = 'Portfolio1795570000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('projects', projectColumns)
    await queryRunner.createIndex(
      'projects',
      new TableIndex({
        name: 'IDX_projects_status_sortOrder',
        columnNames: ['status', 'sortOrder'],
      }),
    )
    // Positions in the order visitors saw until now (newest first), so nothing moves.
    const rows: { id: number }[] = await queryRunner.query(
      'SELECT id FROM projects ORDER BY completedDate DESC, id DESC',
    )
    for (const [position, row] of rows.entries()) {
      await queryRunner.query('UPDATE projects SET sortOrder = ? WHERE id = ?', [position, row.id])
    }
    const now = sqlDateTime(new Date())
    await queryRunner.query(
      "UPDATE projects SET highlights = '[]', services = '[]', updatedAt = ? WHERE updatedAt IS NULL",
      [now],
    )

    await queryRunner.createTable(
      new Table({
        name: 'project_photos',
        columns: [
          id,
          { name: 'projectId', type: 'integer' },
          { name: 'sortOrder', type: 'integer', default: 0 },
          varchar('caption', 200, { default: "''" }),
          varchar('role', 20, { default: "'gallery'" }),
          // The files are <storageKey>-<width>.<format>: the key is a prefix of the SHA-256 of the
          // uploaded bytes, so a name never changes meaning and can be cached for a year.
          varchar('storageKey', 64),
          // Of the largest stored width, after turning the photo upright.
          { name: 'width', type: 'integer' },
          { name: 'height', type: 'integer' },
          // "480,960,1600" and "webp,jpeg": the files there are of this photo.
          varchar('widths', 40),
          varchar('formats', 40),
          datetime('createdAt'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_project_photos_project',
            columnNames: ['projectId', 'sortOrder'],
          }),
          new TableIndex({ name: 'IDX_project_photos_storageKey', columnNames: ['storageKey'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_project_photos_project',
            columnNames: ['projectId'],
            referencedTableName: 'projects',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    )

    await queryRunner.createTable(
      new Table({
        name: 'testimonials',
        columns: [
          id,
          { name: 'quote', type: 'text' },
          varchar('author', 120),
          varchar('detail', 160, { default: "''" }),
          varchar('project', 160, { default: "''" }),
          // For /client-solutions: homeowners, developers or commercial; null elsewhere.
          varchar('segment', 20, { isNullable: true }),
          // "home,portfolio,solutions": where it is shown.
          varchar('placements', 60, { default: "''" }),
          { name: 'published', type: 'boolean', default: false },
          { name: 'sortOrder', type: 'integer', default: 0 },
          // The words for the /hi/ pages; null: the English ones are shown there. The author's name
          // in Devanagari is kept for the website's Hindi pages, which show it today.
          { name: 'hindiQuote', type: 'text', isNullable: true },
          varchar('hindiAuthor', 120, { isNullable: true }),
          varchar('hindiDetail', 160, { isNullable: true }),
          varchar('hindiProject', 160, { isNullable: true }),
          { name: 'version', type: 'integer', default: 1 },
          datetime('createdAt'),
          datetime('updatedAt'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_testimonials_published',
            columnNames: ['published', 'sortOrder'],
          }),
        ],
      }),
    )
    // Plain SQL naming today's columns: a query builder would take those of the entity, which
    // later migrations may extend.
    for (const [position, testimonial] of seedTestimonials.entries()) {
      await queryRunner.query(
        'INSERT INTO testimonials (quote, author, detail, project, segment, placements, published, sortOrder, hindiQuote, hindiAuthor, hindiDetail, hindiProject, version, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, 1, ?, ?)',
        [
          testimonial.quote,
          testimonial.author,
          testimonial.detail,
          testimonial.project,
          testimonial.segment,
          testimonial.placements,
          position,
          testimonial.hindiQuote,
          testimonial.hindiAuthor,
          testimonial.hindiDetail,
          testimonial.hindiProject,
          now,
          now,
        ],
      )
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('testimonials')
    await queryRunner.dropTable('project_photos')
    // Without a status every project is public: drafts, never meant for visitors, go.
    await queryRunner.query("DELETE FROM projects WHERE status = 'draft'")
    await queryRunner.dropIndex('projects', 'IDX_projects_status_sortOrder')
    await queryRunner.dropColumns(
      'projects',
      projectColumns.map((column) => column.name),
    )
  }
}
