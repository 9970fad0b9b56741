import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
} from 'typeorm'

// Issue 15: the sales desk. Each request gets a stage, a follow-up, an assignee, a version for
// stale-update checks and the columns the server-side list searches and filters on (with their
// indexes); accounts get a role and can be disabled; sessions name their account so they can be
// ended; lead_events is each request's timeline and audit_log the owner's record of every change.

const REPEAT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000
const BATCH = 500

// Frozen here as they were when this migration was written (see 1795535600000).
const digitsOf = (phone: string) => phone.replace(/\D/g, '')
const nationalOf = (phone: string) => digitsOf(phone).slice(-10)
const reversed = (text: string) => Array.from(text).reverse().join('')
// The words a request is found by (src/leads/search-terms.ts as it was when this was written).
const searchWords = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[\s,;:()"'/\\|]+/u)
    .filter(Boolean)
const searchTerms = (name: string, email: string, city: string, national: string) => {
  const address = email.normalize('NFKC').toLowerCase().trim()
  const [local = '', domain = ''] = address.split('@')
  const terms = [
    ...searchWords(name),
    ...searchWords(city),
    ...(address ? [address, local, domain] : []),
    national,
  ]
  return [...new Set(terms.filter(Boolean).map((term) => term.slice(0, 100)))]
}

const leadColumns = [
  new TableColumn({ name: 'stage', type: 'varchar', length: '30', default: "'new'" }),
  new TableColumn({ name: 'lostReason', type: 'varchar', length: '500', default: "''" }),
  new TableColumn({ name: 'followUpAt', type: 'datetime', precision: 3, isNullable: true }),
  new TableColumn({ name: 'assigneeId', type: 'integer', isNullable: true }),
  new TableColumn({ name: 'version', type: 'integer', default: 1 }),
  new TableColumn({ name: 'updatedAt', type: 'datetime', precision: 3, isNullable: true }),
  // The national number (last ten digits) and its reverse: a search by the digits at the start or
  // at the end of a number is a prefix search on an index, whatever the spacing or the +91.
  new TableColumn({ name: 'phoneNational', type: 'varchar', length: '10', default: "''" }),
  new TableColumn({ name: 'phoneNationalReversed', type: 'varchar', length: '10', default: "''" }),
  // Sent from a number that sent another request in the 30 days before: a filter needs a column.
  new TableColumn({ name: 'isRepeat', type: 'boolean', default: false }),
]

const leadIndexes = [
  ['IDX_leads_spam_created', ['isSpam', 'createdAt']],
  ['IDX_leads_spam_processed_created', ['isSpam', 'isProcessed', 'createdAt']],
  ['IDX_leads_spam_stage_created', ['isSpam', 'stage', 'createdAt']],
  ['IDX_leads_spam_repeat_created', ['isSpam', 'isRepeat', 'createdAt']],
  ['IDX_leads_assignee_spam_created', ['assigneeId', 'isSpam', 'createdAt']],
  ['IDX_leads_spam_follow_up', ['isSpam', 'followUpAt']],
  ['IDX_leads_spam_updated', ['isSpam', 'updatedAt']],
  ['IDX_leads_spam_name', ['isSpam', 'name']],
  ['IDX_leads_phone_national', ['phoneNational']],
  ['IDX_leads_phone_national_reversed', ['phoneNationalReversed']],
] as const

interface SubmissionPhone {
  id: number
  phone: string
  name: string
  email: string
  city: string
  createdAt: Date | string
}

export class LeadPipeline1795535700000 implements MigrationInterface {
  name = 'LeadPipeline1795535700000'

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('contact_submissions', leadColumns)
    // Each word a request is found by: a search is a prefix scan of this index, never of every row.
    await queryRunner.createTable(
      new Table({
        name: 'lead_search_terms',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'submissionId', type: 'integer' },
          { name: 'term', type: 'varchar', length: '100' },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_lead_search_terms_term',
            columnNames: ['term', 'submissionId'],
          }),
          new TableIndex({
            name: 'IDX_lead_search_terms_submission',
            columnNames: ['submissionId'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_lead_search_terms_submission',
            columnNames: ['submissionId'],
            referencedTableName: 'contact_submissions',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    )
    await this.fillLeadColumns(queryRunner)
    await queryRunner.createIndices(
      'contact_submissions',
      leadIndexes.map(
        ([name, columnNames]) => new TableIndex({ name, columnNames: [...columnNames] }),
      ),
    )

    await queryRunner.addColumns('admin_users', [
      new TableColumn({ name: 'role', type: 'varchar', length: '10', default: "'staff'" }),
      new TableColumn({ name: 'disabledAt', type: 'datetime', precision: 3, isNullable: true }),
    ])
    // Every account so far was the one all-powerful admin: none loses a right it had.
    await queryRunner.query("UPDATE admin_users SET role = 'owner'")

    await queryRunner.addColumn(
      'sessions',
      new TableColumn({ name: 'adminUserId', type: 'integer', isNullable: true }),
    )
    // Sessions signed in before: their account is inside the JSON.
    const sessions: { id: string; data: string }[] = await queryRunner.query(
      'SELECT id, data FROM sessions',
    )
    for (const session of sessions) {
      const adminUserId = (JSON.parse(session.data) as { adminUserId?: unknown }).adminUserId
      if (typeof adminUserId !== 'number') continue
      await queryRunner.query('UPDATE sessions SET adminUserId = ? WHERE id = ?', [
        adminUserId,
        session.id,
      ])
    }
    await queryRunner.createIndex(
      'sessions',
      new TableIndex({ name: 'IDX_sessions_adminUserId', columnNames: ['adminUserId'] }),
    )

    await queryRunner.createTable(
      new Table({
        name: 'lead_events',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'submissionId', type: 'integer' },
          { name: 'at', type: 'datetime', precision: 3 },
          { name: 'actorId', type: 'integer', isNullable: true },
          { name: 'actorName', type: 'varchar', length: '100', isNullable: true },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'data', type: 'text' },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_lead_events_submission',
            columnNames: ['submissionId', 'id'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_lead_events_submission',
            columnNames: ['submissionId'],
            referencedTableName: 'contact_submissions',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    )

    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'at', type: 'datetime', precision: 3 },
          { name: 'actorId', type: 'integer', isNullable: true },
          { name: 'actorName', type: 'varchar', length: '100', isNullable: true },
          { name: 'action', type: 'varchar', length: '40' },
          { name: 'targetType', type: 'varchar', length: '20' },
          { name: 'targetId', type: 'integer' },
          { name: 'details', type: 'text' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_audit_log_target', columnNames: ['targetType', 'targetId'] }),
          new TableIndex({ name: 'IDX_audit_log_actor', columnNames: ['actorId'] }),
          new TableIndex({ name: 'IDX_audit_log_action', columnNames: ['action'] }),
        ],
      }),
    )
  }

  /**
   * Stage from the old flag, updatedAt from createdAt, and the phone columns and repeat flag
   * worked out here in batches (SQLite has no REVERSE(), and the repeat rule is the list's own).
   */
  private async fillLeadColumns(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "UPDATE contact_submissions SET stage = 'contacted' WHERE isProcessed = 1",
    )
    await queryRunner.query(
      'UPDATE contact_submissions SET updatedAt = COALESCE(processedAt, createdAt)',
    )
    const rows: SubmissionPhone[] = await queryRunner.query(
      'SELECT id, phone, name, email, city, createdAt FROM contact_submissions ORDER BY createdAt, id',
    )
    const lastByNumber = new Map<string, number>()
    const updates: { id: number; national: string; repeat: boolean }[] = []
    const terms: [number, string][] = []
    for (const row of rows) {
      const national = nationalOf(row.phone)
      const at = new Date(row.createdAt).getTime()
      const previous = lastByNumber.get(national)
      updates.push({
        id: Number(row.id),
        national,
        repeat: previous !== undefined && at - previous <= REPEAT_WINDOW_MS,
      })
      lastByNumber.set(national, at)
      for (const term of searchTerms(row.name, row.email, row.city, national)) {
        terms.push([Number(row.id), term])
      }
    }
    for (let start = 0; start < terms.length; start += BATCH) {
      const batch = terms.slice(start, start + BATCH)
      await queryRunner.query(
        `INSERT INTO lead_search_terms (submissionId, term) VALUES ${batch.map(() => '(?, ?)').join(', ')}`,
        batch.flat(),
      )
    }
    for (let start = 0; start < updates.length; start += BATCH) {
      const batch = updates.slice(start, start + BATCH)
      const cases = `CASE id ${batch.map(() => 'WHEN ? THEN ?').join(' ')} END`
      const parameters = (value: (update: (typeof batch)[number]) => string | number) =>
        batch.flatMap((update) => [update.id, value(update)])
      await queryRunner.query(
        `UPDATE contact_submissions SET phoneNational = ${cases}, ` +
          `phoneNationalReversed = ${cases}, isRepeat = ${cases} ` +
          `WHERE id IN (${batch.map(() => '?').join(', ')})`,
        [
          ...parameters((update) => update.national),
          ...parameters((update) => reversed(update.national)),
          ...parameters((update) => (update.repeat ? 1 : 0)),
          ...batch.map((update) => update.id),
        ],
      )
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_log')
    await queryRunner.dropTable('lead_events')
    await queryRunner.dropTable('lead_search_terms')
    await queryRunner.dropIndex('sessions', 'IDX_sessions_adminUserId')
    await queryRunner.dropColumn('sessions', 'adminUserId')
    await queryRunner.dropColumns('admin_users', ['role', 'disabledAt'])
    // The old flag keeps its meaning: every stage but new was processed.
    await queryRunner.query(
      "UPDATE contact_submissions SET isProcessed = CASE WHEN stage = 'new' THEN 0 ELSE 1 END",
    )
    for (const [name] of [...leadIndexes].reverse()) {
      await queryRunner.dropIndex('contact_submissions', name)
    }
    await queryRunner.dropColumns(
      'contact_submissions',
      leadColumns.map((column) => column.name),
    )
  }
}
