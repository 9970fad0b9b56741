import type { MigrationInterface, QueryRunner } from 'typeorm'

/**
 * The website's language a quote request was sent in (issue 12: the website in Hindi and English):
 * `en` or `hi`, `en` for every request stored before. A plain ADD COLUMN on both databases: TypeORM's
 * addColumn rebuilds the table on SQLite, which would drop the outbox trigger (1795550000000).
 */
export class RequestLanguage1795560000000 implements MigrationInterface {
  name = 'RequestLanguage1795560000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql'
    await queryRunner.query(
      isMysql
        ? "ALTER TABLE `contact_submissions` ADD `language` varchar(5) NOT NULL DEFAULT 'en'"
        : `ALTER TABLE "contact_submissions" ADD COLUMN "language" varchar(5) NOT NULL DEFAULT 'en'`,
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query('ALTER TABLE `contact_submissions` DROP COLUMN `language`')
      return
    }
    // SQLite 3.35+ drops a column in place, keeping the table and its triggers.
    await queryRunner.query('ALTER TABLE "contact_submissions" DROP COLUMN "language"')
  }
}
