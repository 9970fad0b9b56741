import type { MigrationInterface, QueryRunner } from 'typeorm'

const INDEX = 'IDX_leads_phone_national_created'

/**
 * The index of a request's number and time, for the repeat flag a new request gets in its
 * transaction (leads/quote-writer.ts): the latest request from the same number in the 30 days before
 * is one step down this index. On the number alone (IDX_leads_phone_national), MariaDB read every
 * request from that number, or scanned the whole table when the number was most of it: in a flood
 * from one phone, each batch of requests read all the earlier ones (3,600 rows a batch after 10 s
 * of load, 40 % of the database's work, growing with the table). Kept beside IDX_leads_phone_national,
 * whose order by id serves "the request before this one" (alerts/earlier-request.ts). A plain CREATE
 * INDEX on both databases: TypeORM rebuilds a table on SQLite for some changes, which would drop the
 * outbox trigger (1795550000000).
 */
export class RepeatLookupIndex1795590000000 implements MigrationInterface {
  name = 'RepeatLookupIndex1795590000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql'
    await queryRunner.query(
      isMysql
        ? `CREATE INDEX \`${INDEX}\` ON \`contact_submissions\` (\`phoneNational\`, \`createdAt\`)`
        : `CREATE INDEX "${INDEX}" ON "contact_submissions" ("phoneNational", "createdAt")`,
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql'
    await queryRunner.query(
      isMysql ? `DROP INDEX \`${INDEX}\` ON \`contact_submissions\`` : `DROP INDEX "${INDEX}"`,
    )
  }
}
