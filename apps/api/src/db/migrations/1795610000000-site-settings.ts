import { type MigrationInterface, type QueryRunner, Table } from 'typeorm'

// Issue 23 (typed settings seen by every instance): every saved version of the owner's settings
// (the company's details and the rate card, @nirman/contract's SiteSettings) as JSON, the newest
// being the one in use; earlier versions stay readable. Table API: MySQL and SQLite.

export class SiteSettings1795610000000 implements MigrationInterface {
  name = 'SiteSettings1795610000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'site_settings',
        columns: [
          // Given by the saving instance (the newest + 1): two saves at once cannot both be it.
          { name: 'version', type: 'integer', isPrimary: true },
          { name: 'settings', type: 'text' },
          { name: 'savedAt', type: 'datetime', precision: 3 },
          { name: 'savedBy', type: 'varchar', length: '100', isNullable: true },
        ],
      }),
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('site_settings')
  }
}
