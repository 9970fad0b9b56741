import type { MigrationInterface, QueryRunner } from 'typeorm'
import { sampleProjects } from './sample-projects'

/**
 * The sample portfolio, as a migration so it is inserted exactly once per database: the migrations
 * table records it, and start-up runs migrations under a lock.
 */
export class SeedSampleProjects1763683300000 implements MigrationInterface {
  name = 'SeedSampleProjects1763683300000'

  async up(queryRunner: QueryRunner): Promise<void> {
    // Plain SQL naming the columns projects had then: a query builder would take the columns of
    // today's entity (its later status, version...), which this migration runs before.
    for (const project of sampleProjects) {
      await queryRunner.query(
        'INSERT INTO projects (title, description, imageUrl, projectType, completedDate, featured, location) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [
          project.title,
          project.description,
          project.imageUrl,
          project.projectType,
          project.completedDate,
          project.featured,
          project.location,
        ],
      )
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const titles = sampleProjects.map((project) => project.title)
    await queryRunner.manager
      .createQueryBuilder()
      .delete()
      .from('projects')
      .where('title IN (:...titles)', { titles })
      .execute()
  }
}
