import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm'

// Issue 28 (visitors book a free site visit): the visits, and a row per slot counting its visits.
// A place is taken by `UPDATE site_visit_slots SET booked = booked + 1 WHERE slotMinute = ? AND
// booked < ?`: the row lock makes concurrent bookings of a slot take turns, so no more than the
// owner's visits at once ever succeed. Slots are keyed by whole minutes since the epoch, the same
// integer on MySQL and SQLite. Table API: MySQL and SQLite.

const varchar = (name: string, length: number, isNullable = false) => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
})
const integer = (name: string, isNullable = false) => ({ name, type: 'integer', isNullable })
const datetime = (name: string) => ({ name, type: 'datetime', precision: 3 })
const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
} as const

const tables = [
  new Table({
    name: 'site_visits',
    columns: [
      id,
      integer('leadId', true),
      datetime('startsAt'),
      datetime('endsAt'),
      integer('slotMinute'),
      varchar('status', 20),
      varchar('address', 300),
      varchar('mapLink', 500),
      varchar('name', 100),
      varchar('phone', 20),
      varchar('email', 254),
      varchar('language', 2),
      varchar('entryPoint', 20),
      varchar('calculator', 100),
      integer('engineerId', true),
      integer('bookedById', true),
      datetime('createdAt'),
      datetime('updatedAt'),
      integer('version'),
      // The visitor's link is signed with it; bumped at every change of time.
      integer('linkVersion'),
      // A double tap on "Confirm" books once.
      { ...varchar('idempotencyKey', 100, true), isUnique: true },
      varchar('pageOrigin', 200),
      integer('confirmationMailId', true),
      // The reminders, 24 and 2 hours before: set once each (a conditional update), whatever the
      // instances; the outbox row's id beside it.
      { ...datetime('dayReminderAt'), isNullable: true },
      integer('dayReminderMailId', true),
      { ...datetime('hourReminderAt'), isNullable: true },
      integer('hourReminderMailId', true),
    ],
    indices: [
      new TableIndex({ name: 'IDX_site_visits_starts', columnNames: ['startsAt'] }),
      new TableIndex({ name: 'IDX_site_visits_lead', columnNames: ['leadId'] }),
      // The reminders due: by start, among those whose reminder is still to come.
      new TableIndex({
        name: 'IDX_site_visits_reminders',
        columnNames: ['dayReminderAt', 'hourReminderAt', 'startsAt'],
      }),
    ],
  }),
  // The posts to the company's webhook about visits (their reminders), an outbox like mail_outbox.
  new Table({
    name: 'visit_webhooks',
    columns: [
      id,
      integer('visitId'),
      varchar('event', 40),
      { name: 'payload', type: 'text' },
      { ...varchar('status', 20), default: "'pending'" },
      { ...integer('attempts'), default: 0 },
      varchar('lastError', 500, true),
      datetime('createdAt'),
      datetime('nextAttemptAt'),
      { ...datetime('lockedUntil'), isNullable: true },
      { ...datetime('sentAt'), isNullable: true },
    ],
    indices: [
      new TableIndex({ name: 'IDX_visit_webhooks_due', columnNames: ['status', 'nextAttemptAt'] }),
      new TableIndex({ name: 'IDX_visit_webhooks_visit', columnNames: ['visitId'] }),
    ],
  }),
  new Table({
    name: 'site_visit_slots',
    columns: [{ name: 'slotMinute', type: 'integer', isPrimary: true }, integer('booked')],
  }),
]

export class SiteVisits1795780000000 implements MigrationInterface {
  name = 'SiteVisits1795780000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables) await queryRunner.createTable(table)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...tables].reverse()) await queryRunner.dropTable(table.name)
  }
}
