import type { MigrationInterface, QueryRunner } from 'typeorm'
import { sampleProjects } from './sample-projects'
import { sampleProjectsHindi } from './sample-projects-hindi'

// Projects in Hindi for the website's /hi/ pages, as testimonials already are: a title (null: no
// Hindi version, the English words are shown), a description, a location and highlights (a JSON
// array, like `highlights`). Plain ADD COLUMN on both databases, as in RequestLanguage1795560000000:
// TypeORM's addColumn rebuilds the table on SQLite, dropping whatever triggers it has.

const columns = [
  ['hindiTitle', 'varchar(120)'],
  ['hindiDescription', 'text'],
  ['hindiLocation', 'varchar(120)'],
  ['hindiHighlights', 'text'],
] as const

/**
 * Gives the sample projects their Hindi words: only a row that still has the sample's English
 * title and description, to the letter, and no Hindi yet. A project the staff have retitled or
 * rewritten keeps what they wrote (its English no longer says what the Hindi would), and Hindi
 * they typed themselves is never overwritten.
 */
export async function addSampleProjectsHindi(queryRunner: QueryRunner): Promise<void> {
  const rows: { id: number; title: string; description: string }[] = await queryRunner.query(
    'SELECT id, title, description FROM projects WHERE hindiTitle IS NULL',
  )
  for (const sample of sampleProjects) {
    const hindi = sampleProjectsHindi[sample.title]
    if (!hindi) continue
    // Compared here, not in SQL: MySQL's collations would take "sinha residence, danapur " for
    // the sample's title.
    const unchanged = rows.filter(
      (row) => row.title === sample.title && row.description === sample.description,
    )
    for (const row of unchanged) {
      await queryRunner.query(
        'UPDATE projects SET hindiTitle = ?, hindiDescription = ?, hindiLocation = ?, hindiHighlights = ? WHERE id = ? AND hindiTitle IS NULL',
        [hindi.title, hindi.description, hindi.location, '[]', row.id],
      )
    }
  }
}

export class ProjectHindi1795580000000 implements MigrationInterface {
  name = 'ProjectHindi1795580000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      const added = columns.map(([name, type]) => `ADD \`${name}\` ${type} NULL`).join(', ')
      await queryRunner.query(`ALTER TABLE \`projects\` ${added}`)
    } else {
      // SQLite adds one column per statement.
      for (const [name, type] of columns) {
        await queryRunner.query(`ALTER TABLE "projects" ADD COLUMN "${name}" ${type} NULL`)
      }
    }
    await addSampleProjectsHindi(queryRunner)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      const dropped = columns.map(([name]) => `DROP COLUMN \`${name}\``).join(', ')
      await queryRunner.query(`ALTER TABLE \`projects\` ${dropped}`)
      return
    }
    // SQLite 3.35+ drops a column in place, keeping the table and its triggers.
    for (const [name] of columns) {
      await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "${name}"`)
    }
  }
}
