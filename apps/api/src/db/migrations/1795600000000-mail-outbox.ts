import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm'

// Issue 23 (one mail service): the outbox of every e-mail to a visitor or a client that is not a
// lead alert (sign-in codes, quotations, visit confirmations): written in the transaction of what
// it tells, sent by its worker like lead_alerts (mail/mail-outbox.ts). Table API: MySQL and SQLite.

export class MailOutbox1795600000000 implements MigrationInterface {
  name = 'MailOutbox1795600000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'template', type: 'varchar', length: '60' },
          { name: 'language', type: 'varchar', length: '5' },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'data', type: 'text' },
          { name: 'status', type: 'varchar', length: '20', default: "'pending'" },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
          { name: 'nextAttemptAt', type: 'datetime', precision: 3 },
          { name: 'lockedUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'sentAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'IDX_mail_outbox_due', columnNames: ['status', 'nextAttemptAt'] }),
        ],
      }),
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_outbox')
  }
}
