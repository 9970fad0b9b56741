import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
} from 'typeorm'

// Issue 14: where every lead came from, spam, repeats and idempotency on contact_submissions, and
// the transactional outbox (lead_alerts). Written with TypeORM's Table API, so it runs on
// MySQL/MariaDB and on SQLite alike.

const varchar = (name: string, length: number) =>
  new TableColumn({ name, type: 'varchar', length: String(length), default: "''" })

const sourceColumns = [
  varchar('sourceForm', 20),
  varchar('sourcePage', 500),
  varchar('landingPage', 500),
  varchar('referrer', 500),
  varchar('utmSource', 200),
  varchar('utmMedium', 200),
  varchar('utmCampaign', 200),
  varchar('utmTerm', 200),
  varchar('utmContent', 200),
  varchar('gclid', 200),
  varchar('fbclid', 200),
  varchar('calculator', 100),
]

export class LeadAlertsAndSources1764000000000 implements MigrationInterface {
  name = 'LeadAlertsAndSources1764000000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('contact_submissions', [
      ...sourceColumns,
      // The phone's digits, to find repeats whatever the spacing ("+91 98765 43210", "9876543210").
      varchar('phoneDigits', 20),
      new TableColumn({ name: 'isSpam', type: 'boolean', default: false }),
      new TableColumn({
        name: 'idempotencyKey',
        type: 'varchar',
        length: '100',
        isNullable: true,
      }),
    ])
    await queryRunner.createIndices('contact_submissions', [
      new TableIndex({
        name: 'UQ_contact_submissions_idempotencyKey',
        columnNames: ['idempotencyKey'],
        isUnique: true,
      }),
      new TableIndex({
        name: 'IDX_contact_submissions_phoneDigits',
        columnNames: ['phoneDigits', 'createdAt'],
      }),
    ])

    await queryRunner.createTable(
      new Table({
        name: 'lead_alerts',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'submissionId', type: 'integer' },
          { name: 'channel', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '20', default: "'pending'" },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'nextAttemptAt', type: 'datetime', precision: 3 },
          // A worker that claims the alert holds it until then; past it, another may take it over.
          { name: 'lockedUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'IDX_lead_alerts_due', columnNames: ['status', 'nextAttemptAt'] }),
          new TableIndex({ name: 'IDX_lead_alerts_submission', columnNames: ['submissionId'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_lead_alerts_submission',
            columnNames: ['submissionId'],
            referencedTableName: 'contact_submissions',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('lead_alerts')
    await queryRunner.dropIndex('contact_submissions', 'IDX_contact_submissions_phoneDigits')
    await queryRunner.dropIndex('contact_submissions', 'UQ_contact_submissions_idempotencyKey')
    await queryRunner.dropColumns('contact_submissions', [
      ...sourceColumns.map((column) => column.name),
      'phoneDigits',
      'isSpam',
      'idempotencyKey',
    ])
  }
}
