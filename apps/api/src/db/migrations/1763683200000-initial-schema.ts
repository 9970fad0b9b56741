import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm'

// Written with TypeORM's Table API, not raw SQL, so the one migration runs on MySQL/MariaDB and on
// SQLite alike. `datetime` rather than `timestamp`: SQLite has no timestamp type, and MySQL's
// timestamp ends in 2038.

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
} as const
const varchar = (name: string, length: number) => ({
  name,
  type: 'varchar',
  length: String(length),
})
const datetime = (name: string, isNullable = false) => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable,
})

export class InitialSchema1763683200000 implements MigrationInterface {
  name = 'InitialSchema1763683200000'

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'mysql') {
      // Names in Devanagari and other scripts need four-byte UTF-8 in every table created below.
      await queryRunner.query('ALTER DATABASE CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci')
    }

    await queryRunner.createTable(
      new Table({
        name: 'contact_submissions',
        columns: [
          id,
          varchar('name', 100),
          varchar('phone', 20),
          varchar('email', 254),
          varchar('city', 100),
          varchar('landSize', 50),
          ...['North', 'South', 'East', 'West'].flatMap((side) => [
            varchar(`landDimension${side}Feet`, 10),
            varchar(`landDimension${side}Inches`, 2),
          ]),
          varchar('landFacing', 20),
          varchar('projectType', 50),
          { name: 'message', type: 'text' },
          datetime('createdAt'),
          { name: 'isProcessed', type: 'boolean', default: false },
          datetime('processedAt', true),
        ],
        indices: [
          new TableIndex({ name: 'IDX_contact_submissions_createdAt', columnNames: ['createdAt'] }),
          new TableIndex({
            name: 'IDX_contact_submissions_isProcessed',
            columnNames: ['isProcessed'],
          }),
        ],
      }),
    )

    await queryRunner.createTable(
      new Table({
        name: 'projects',
        columns: [
          id,
          varchar('title', 200),
          { name: 'description', type: 'text' },
          varchar('imageUrl', 300),
          varchar('projectType', 20),
          { name: 'completedDate', type: 'date' },
          { name: 'featured', type: 'boolean', default: false },
          varchar('location', 100),
        ],
        indices: [
          new TableIndex({ name: 'IDX_projects_projectType', columnNames: ['projectType'] }),
          new TableIndex({ name: 'IDX_projects_featured', columnNames: ['featured'] }),
        ],
      }),
    )

    await queryRunner.createTable(
      new Table({
        name: 'admin_users',
        columns: [
          id,
          varchar('name', 100),
          varchar('username', 100),
          varchar('passwordHash', 255),
          datetime('createdAt'),
          datetime('lastLoginAt', true),
        ],
        uniques: [{ name: 'UQ_admin_users_username', columnNames: ['username'] }],
      }),
    )

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { ...varchar('id', 128), isPrimary: true },
          { name: 'data', type: 'text' },
          datetime('expiresAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_sessions_expiresAt', columnNames: ['expiresAt'] })],
      }),
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sessions')
    await queryRunner.dropTable('admin_users')
    await queryRunner.dropTable('projects')
    await queryRunner.dropTable('contact_submissions')
  }
}
