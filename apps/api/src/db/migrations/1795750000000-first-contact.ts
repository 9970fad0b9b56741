import { type MigrationInterface, type QueryRunner, Table } from 'typeorm'

// Issue 27 (every lead answered within five minutes): the first-contact clock. A request keeps
// when somebody first tried to reach it (the first contact attempt, or its first move out of New)
// and by whom, for the reports; and when the owner was alerted that it waited past its deadline,
// so the alert is written once whatever the number of instances. Accounts get an e-mail address
// (the owner's escalations, everyone's morning digest), and each account's digest of a day is
// made once (staff_digests, its key the promise). Plain ALTER TABLE: the same statements on
// MySQL and SQLite, where no table is rebuilt (a rebuild would drop the outbox trigger).

const columns = [
  ['contact_submissions', 'firstContactAt', 'datetime(3) NULL'],
  ['contact_submissions', 'firstContactById', 'integer NULL'],
  ['contact_submissions', 'escalatedAt', 'datetime(3) NULL'],
  ['admin_users', 'email', "varchar(254) NOT NULL DEFAULT ''"],
] as const

const digests = new Table({
  name: 'staff_digests',
  columns: [
    { name: 'staffId', type: 'integer', isPrimary: true },
    { name: 'day', type: 'varchar', length: '10', isPrimary: true },
    { name: 'createdAt', type: 'datetime', precision: 3 },
    { name: 'mailId', type: 'integer', isNullable: true },
  ],
})

/** The leads the clock watches: nobody has tried them and the owner has not been alerted. */
const waitingIndex = 'IDX_contact_submissions_waiting'

export class FirstContact1795750000000 implements MigrationInterface {
  name = 'FirstContact1795750000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column, type] of columns) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`)
    }
    // A lead worked before the clock existed was first contacted, at the latest, when it left New.
    await queryRunner.query(
      'UPDATE contact_submissions SET firstContactAt = processedAt WHERE processedAt IS NOT NULL',
    )
    await queryRunner.query(
      `CREATE INDEX ${waitingIndex} ON contact_submissions (escalatedAt, firstContactAt, createdAt)`,
    )
    await queryRunner.createTable(digests)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(digests.name)
    const isMysql = queryRunner.connection.options.type === 'mysql'
    await queryRunner.query(
      isMysql ? `DROP INDEX ${waitingIndex} ON contact_submissions` : `DROP INDEX ${waitingIndex}`,
    )
    for (const [table, column] of [...columns].reverse()) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN ${column}`)
    }
  }
}
