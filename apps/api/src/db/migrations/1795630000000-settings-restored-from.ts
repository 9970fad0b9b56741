import type { MigrationInterface, QueryRunner } from 'typeorm'

// Issue 25 (the owner keeps the company's details and rates): a saved version of the settings that
// brought back a part of an earlier one names it, so the history says "restored from version 3".
// Plain ALTER TABLE: the same statement on MySQL and SQLite (no table rebuilt).

export class SettingsRestoredFrom1795630000000 implements MigrationInterface {
  name = 'SettingsRestoredFrom1795630000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE site_settings ADD COLUMN restoredFrom integer NULL')
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE site_settings DROP COLUMN restoredFrom')
  }
}
