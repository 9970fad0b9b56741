import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm'

// Issue 26 (from a lead to a signed quotation): a lead's quotations and their revisions. A revision
// keeps its content as JSON text (frozen once sent) and its total in paise (bigint) for lists.
// Table API: MySQL and SQLite.

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
} as const
const integer = (name: string, isNullable = false) => ({ name, type: 'integer', isNullable })
const datetime = (name: string, isNullable = false) => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable,
})

const tables = [
  new Table({
    name: 'quotations',
    columns: [
      id,
      integer('leadId'),
      integer('version'),
      datetime('createdAt'),
      datetime('updatedAt'),
      // The client's link (base64url of 32 random bytes); null before the first send and once
      // withdrawn by staff.
      { name: 'linkToken', type: 'varchar', length: '64', isNullable: true, isUnique: true },
    ],
    indices: [new TableIndex({ name: 'IDX_quotations_lead', columnNames: ['leadId'] })],
  }),
  new Table({
    name: 'quotation_revisions',
    columns: [
      id,
      integer('quotationId'),
      integer('revision'),
      { name: 'status', type: 'varchar', length: '20' },
      { name: 'content', type: 'text' },
      { name: 'totalPaise', type: 'bigint' },
      datetime('createdAt'),
      integer('createdById', true),
      { name: 'createdByName', type: 'varchar', length: '100', isNullable: true },
      datetime('sentAt', true),
      datetime('viewedAt', true),
      datetime('decidedAt', true),
      { name: 'declineReason', type: 'varchar', length: '1000', default: "''" },
      // The PDF sent (private media, quotation-files) and the SHA-256 of its bytes.
      { name: 'pdfKey', type: 'varchar', length: '160', isNullable: true },
      { name: 'pdfSha256', type: 'varchar', length: '64', isNullable: true },
      { name: 'emailedTo', type: 'varchar', length: '254', isNullable: true },
    ],
    indices: [
      // One row per revision number: two staff starting revision 3 at once make one of them.
      new TableIndex({
        name: 'IDX_quotation_revisions_number',
        columnNames: ['quotationId', 'revision'],
        isUnique: true,
      }),
    ],
  }),
  new Table({
    name: 'quotation_codes',
    columns: [
      id,
      integer('quotationId'),
      integer('revision'),
      // HMAC-SHA256 of the code under the session secret, bound to the quotation.
      { name: 'codeHash', type: 'varchar', length: '64' },
      datetime('createdAt'),
      datetime('expiresAt'),
      datetime('usedAt', true),
      integer('attempts'),
    ],
    indices: [
      new TableIndex({
        name: 'IDX_quotation_codes_quotation',
        columnNames: ['quotationId', 'createdAt'],
      }),
    ],
  }),
  new Table({
    name: 'quotation_acceptances',
    columns: [
      id,
      // One acceptance a quotation: two taps or two devices accepting at once make one row.
      { ...integer('quotationId'), isUnique: true },
      integer('revision'),
      { name: 'name', type: 'varchar', length: '100' },
      datetime('acceptedAt'),
      { name: 'ipAddress', type: 'varchar', length: '64' },
      { name: 'userAgent', type: 'varchar', length: '500' },
      // The PDF the client read and accepted (the revision's), and the one with the certificate.
      { name: 'pdfSha256', type: 'varchar', length: '64' },
      { name: 'certifiedPdfKey', type: 'varchar', length: '160' },
      { name: 'certifiedPdfSha256', type: 'varchar', length: '64' },
    ],
  }),
]

export class Quotations1795730000000 implements MigrationInterface {
  name = 'Quotations1795730000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables) await queryRunner.createTable(table)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...tables].reverse()) await queryRunner.dropTable(table.name)
  }
}
