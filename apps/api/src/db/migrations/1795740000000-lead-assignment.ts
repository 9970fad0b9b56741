import { quoteProjectTypes } from '@nirman/contract'
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm'

// Issue 27 (every lead answered within five minutes): the turn counters of the owner's assignment
// rules. A new lead takes the next turn of its pool ("all", "owners", "type:Interior Design") in the
// transaction that stores it: the staff of a pool get its leads in turn, however many instances
// store requests at once (the counter's row is locked until the commit). Table API: MySQL and
// SQLite.

const table = new Table({
  name: 'lead_assignment_turns',
  columns: [
    { name: 'pool', type: 'varchar', length: '120', isPrimary: true },
    // The turns taken so far: the next lead of the pool goes to staff[turn % staff.length].
    { name: 'turn', type: 'bigint', default: 0 },
  ],
})

export class LeadAssignment1795740000000 implements MigrationInterface {
  name = 'LeadAssignment1795740000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(table)
    // Every pool there is, at turn 0: a batch then only updates its pool's row (a row lock), and
    // two never race to insert one (leads/lead-assignment.ts).
    const pools = ['all', 'owners', ...quoteProjectTypes.map((type) => `type:${type}`)]
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into(table.name, ['pool', 'turn'])
      .values(pools.map((pool) => ({ pool, turn: 0 })))
      .execute()
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(table.name)
  }
}
