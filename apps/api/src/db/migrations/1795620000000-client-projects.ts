import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm'

// Issue 24 (clients follow their house being built): client projects with their staff and clients,
// the schedule's stages, the instalments, the progress updates with their photos, the documents and
// the messages of the project's timeline; clients' invitations and sign-in codes, and the client of a
// session (sessions.clientId, added with a plain ALTER TABLE: TypeORM's addColumn rebuilds SQLite
// tables). Money is integer paise (bigint); days of the work are
// `date` columns (company days). Table API: MySQL and SQLite.

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
} as const
const integer = (name: string, isNullable = false) => ({ name, type: 'integer', isNullable })
const bigint = (name: string, isNullable = false) => ({ name, type: 'bigint', isNullable })
const varchar = (
  name: string,
  length: number,
  extra: { isNullable?: boolean; default?: string } = {},
) => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
})
const text = (name: string) => ({ name, type: 'text' })
const day = (name: string, isNullable = true) => ({ name, type: 'date', isNullable })
const datetime = (name: string, isNullable = false) => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable,
})

const tables = [
  new Table({
    name: 'client_projects',
    columns: [
      id,
      varchar('title', 120),
      varchar('siteAddress', 300),
      varchar('city', 100, { default: "''" }),
      varchar('projectType', 50, { default: "''" }),
      bigint('contractValuePaise'),
      day('startDate', false),
      // The Won request it was made from; one project per request.
      { ...integer('leadId', true), isUnique: true },
      integer('version'),
      datetime('createdAt'),
      datetime('updatedAt'),
    ],
  }),
  new Table({
    name: 'client_project_staff',
    columns: [
      { ...integer('projectId'), isPrimary: true },
      { ...integer('adminUserId'), isPrimary: true },
    ],
  }),
  new Table({
    name: 'client_accounts',
    columns: [
      id,
      varchar('name', 100),
      // Lower-cased: the address a client signs in with, once across every project.
      { ...varchar('email', 254), isUnique: true },
      varchar('phone', 20, { default: "''" }),
      varchar('language', 5, { default: "'en'" }),
      datetime('createdAt'),
      datetime('revokedAt', true),
      datetime('lastSignInAt', true),
    ],
  }),
  new Table({
    name: 'client_project_clients',
    columns: [
      { ...integer('projectId'), isPrimary: true },
      { ...integer('clientId'), isPrimary: true },
      datetime('addedAt'),
      // The e-mail telling the client of new updates that waits to go out (at most one an hour).
      integer('noticeMailId', true),
      datetime('noticeAt', true),
    ],
    indices: [
      new TableIndex({ name: 'IDX_client_project_clients_client', columnNames: ['clientId'] }),
    ],
  }),
  new Table({
    name: 'client_stages',
    columns: [
      id,
      integer('projectId'),
      integer('position'),
      varchar('name', 80),
      varchar('nameHi', 80, { default: "''" }),
      day('plannedStart'),
      day('plannedEnd'),
      day('actualStart'),
      day('actualEnd'),
      varchar('state', 20),
      varchar('delayReason', 300, { default: "''" }),
    ],
    indices: [
      new TableIndex({ name: 'IDX_client_stages_project', columnNames: ['projectId', 'position'] }),
    ],
  }),
  new Table({
    name: 'client_payments',
    columns: [
      id,
      integer('projectId'),
      integer('position'),
      varchar('label', 80),
      integer('percentBasisPoints', true),
      bigint('amountPaise', true),
      integer('stageId', true),
      day('dueDate'),
      day('receivedOn'),
      bigint('receivedPaise', true),
      varchar('mode', 20, { isNullable: true }),
      varchar('reference', 100, { default: "''" }),
    ],
    indices: [
      new TableIndex({
        name: 'IDX_client_payments_project',
        columnNames: ['projectId', 'position'],
      }),
    ],
  }),
  new Table({
    name: 'client_updates',
    columns: [
      id,
      integer('projectId'),
      integer('stageId', true),
      day('visitDate', false),
      text('body'),
      varchar('status', 10, { default: "'draft'" }),
      datetime('publishedAt', true),
      integer('authorId', true),
      varchar('authorName', 100, { isNullable: true }),
      integer('version'),
      datetime('createdAt'),
      datetime('updatedAt'),
    ],
    indices: [
      new TableIndex({
        name: 'IDX_client_updates_project',
        columnNames: ['projectId', 'visitDate'],
      }),
    ],
  }),
  new Table({
    name: 'client_update_photos',
    columns: [
      id,
      integer('updateId'),
      integer('projectId'),
      varchar('storageKey', 64),
      integer('width'),
      integer('height'),
      // "480,960,1600" and "webp,jpeg", as the portfolio's photos.
      varchar('widths', 40),
      varchar('formats', 40),
      varchar('caption', 200, { default: "''" }),
      integer('sortOrder'),
      datetime('createdAt'),
    ],
    indices: [
      new TableIndex({
        name: 'IDX_client_update_photos_update',
        columnNames: ['updateId', 'sortOrder'],
      }),
      new TableIndex({ name: 'IDX_client_update_photos_key', columnNames: ['storageKey'] }),
    ],
  }),
  new Table({
    name: 'client_documents',
    columns: [
      id,
      integer('projectId'),
      varchar('title', 120),
      varchar('kind', 20),
      varchar('visibility', 10),
      varchar('storageKey', 80),
      varchar('fileName', 200),
      varchar('contentType', 60),
      integer('sizeBytes'),
      integer('addedById', true),
      datetime('createdAt'),
    ],
    indices: [
      new TableIndex({ name: 'IDX_client_documents_project', columnNames: ['projectId'] }),
      new TableIndex({ name: 'IDX_client_documents_key', columnNames: ['storageKey'] }),
    ],
  }),
  new Table({
    name: 'client_messages',
    columns: [
      id,
      integer('projectId'),
      integer('updateId', true),
      varchar('authorKind', 10),
      integer('authorId', true),
      varchar('authorName', 100),
      text('body'),
      datetime('createdAt'),
    ],
    indices: [
      new TableIndex({
        name: 'IDX_client_messages_project',
        columnNames: ['projectId', 'createdAt'],
      }),
    ],
  }),
  new Table({
    name: 'client_invitations',
    columns: [
      id,
      integer('clientId'),
      integer('projectId'),
      // The SHA-256 of the link's token: the link itself is never stored.
      { ...varchar('tokenHash', 64), isUnique: true },
      datetime('createdAt'),
      datetime('expiresAt'),
      datetime('usedAt', true),
      integer('createdById', true),
    ],
  }),
  new Table({
    name: 'client_sign_in_codes',
    columns: [
      id,
      integer('clientId'),
      // The HMAC-SHA256 of the six digits under the session secret; attempts counts the codes typed.
      varchar('codeHash', 64),
      datetime('createdAt'),
      datetime('expiresAt'),
      datetime('usedAt', true),
      integer('attempts'),
    ],
    indices: [
      new TableIndex({
        name: 'IDX_client_sign_in_codes_client',
        columnNames: ['clientId', 'createdAt'],
      }),
    ],
  }),
]

/** The signed-in client of a session, so their sessions can be ended (revoked, signed out everywhere). */
const sessionClientColumn = {
  sqlite: 'ALTER TABLE "sessions" ADD COLUMN "clientId" integer NULL',
  mysql: 'ALTER TABLE `sessions` ADD `clientId` int NULL',
}

export class ClientProjects1795620000000 implements MigrationInterface {
  name = 'ClientProjects1795620000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables) await queryRunner.createTable(table)
    await queryRunner.query(
      queryRunner.connection.options.type === 'mysql'
        ? sessionClientColumn.mysql
        : sessionClientColumn.sqlite,
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      queryRunner.connection.options.type === 'mysql'
        ? 'ALTER TABLE `sessions` DROP COLUMN `clientId`'
        : 'ALTER TABLE "sessions" DROP COLUMN "clientId"',
    )
    for (const table of [...tables].reverse()) await queryRunner.dropTable(table.name)
  }
}
