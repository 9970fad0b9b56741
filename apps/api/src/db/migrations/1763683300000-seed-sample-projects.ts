import type { MigrationInterface, QueryRunner } from 'typeorm'
import { sampleProjects } from './sample-projects'

/**
 * The sample portfolio, as a migration so it is inserted exactly once per database: the migrations
 * table records it, and start-up runs migrations under a lock.
 */
export class SeedSampleProjects1763683300000 implements MigrationInterface {
  name = 'SeedSampleProjects1763683300000'

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('projects')
      .values(sampleProjects)
      .execute()
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
