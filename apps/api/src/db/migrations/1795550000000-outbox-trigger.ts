import type { MigrationInterface, QueryRunner } from 'typeorm'

const TRIGGER = 'contact_submissions_outbox'

// The channels a trigger can promise, in the order their rows are written.
const CHANNELS =
  "SELECT 'email' AS channel UNION ALL SELECT 'acknowledgement' UNION ALL SELECT 'webhook'"

/**
 * The outbox rows of a quote request are written by the database, in the statement that stores the
 * request: the API sets `alertChannels` ("email,webhook") on the new row, and this trigger inserts
 * one pending `lead_alerts` row per channel named. A request and its alerts are thus one statement,
 * atomic without a transaction of its own, and a request costs the database one round trip
 * instead of four (BEGIN, INSERT, INSERT, COMMIT): the outbox stops showing in the throughput.
 *
 * SQLite drops a table's triggers with the table, and TypeORM's SQLite query runner rebuilds a table
 * (copy, drop, rename) for most column changes: a later migration that changes contact_submissions
 * on SQLite must create this trigger again (test/db/outbox-trigger.test.ts checks that it exists
 * after every migration).
 */
export class OutboxTrigger1795550000000 implements MigrationInterface {
  name = 'OutboxTrigger1795550000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql'
    // A plain ADD COLUMN on both: TypeORM's addColumn would rebuild the table on SQLite.
    await queryRunner.query(
      isMysql
        ? "ALTER TABLE `contact_submissions` ADD `alertChannels` varchar(40) NOT NULL DEFAULT ''"
        : `ALTER TABLE "contact_submissions" ADD COLUMN "alertChannels" varchar(40) NOT NULL DEFAULT ''`,
    )
    await queryRunner.query(isMysql ? mysqlTrigger : sqliteTrigger)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS ${TRIGGER}`)
    await queryRunner.dropColumn('contact_submissions', 'alertChannels')
  }
}

const mysqlTrigger = `
CREATE TRIGGER ${TRIGGER} AFTER INSERT ON contact_submissions FOR EACH ROW
INSERT INTO lead_alerts (submissionId, channel, status, attempts, createdAt, nextAttemptAt)
SELECT NEW.id, promised.channel, 'pending', 0, NEW.createdAt, NEW.createdAt
FROM (${CHANNELS}) AS promised
WHERE FIND_IN_SET(promised.channel, NEW.alertChannels) > 0`

export const sqliteTrigger = `
CREATE TRIGGER ${TRIGGER} AFTER INSERT ON contact_submissions FOR EACH ROW
WHEN NEW.alertChannels <> ''
BEGIN
  INSERT INTO lead_alerts (submissionId, channel, status, attempts, createdAt, nextAttemptAt)
  SELECT NEW.id, promised.channel, 'pending', 0, NEW.createdAt, NEW.createdAt
  FROM (${CHANNELS}) AS promised
  WHERE instr(',' || NEW.alertChannels || ',', ',' || promised.channel || ',') > 0;
END`
