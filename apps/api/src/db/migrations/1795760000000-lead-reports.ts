import {
  defaultSalesDeskSettings,
  firstContactSeconds,
  type SalesDeskSettings,
  salesDeskSettingsSchema,
} from '@nirman/contract'
import type { MigrationInterface, QueryRunner } from 'typeorm'

// Issue 27 (the owner's Reports): what the reports count is kept on the request, so a report of
// 100,000 leads is a few grouped queries, not a walk through every timeline. `furthestStage`: the
// furthest step of the funnel the lead reached (New, Contacted, Site visit scheduled, Quotation
// sent, Won; never Lost, which keeps the step it got to). `firstContactSeconds`: the working
// seconds from its arrival to its first contact, by the sales desk's hours when it was contacted.
// Plain ALTER TABLE, as in the first-contact migration (no SQLite rebuild, no lost trigger).

const columns = [
  ['furthestStage', "varchar(30) NOT NULL DEFAULT 'new'"],
  ['firstContactSeconds', 'integer NULL'],
] as const

/**
 * The first contacts of a range of arrivals, read from the index alone (the report's counts per
 * member of staff and its medians), not from the leads' rows.
 */
const contactIndex = 'IDX_leads_report_contact'

/** Later steps first: a lead is given the furthest it stands at or was moved to. */
const stepsFurthestFirst = ['won', 'quotation_sent', 'site_visit_scheduled', 'contacted'] as const

/** Requests updated per statement by the backfill of first-contact seconds. */
const BATCH = 500

/** The owner's sales desk as last saved, else the built-in one. */
async function savedDesk(queryRunner: QueryRunner): Promise<SalesDeskSettings> {
  const [row] = (await queryRunner.query(
    'SELECT settings FROM site_settings ORDER BY version DESC LIMIT 1',
  )) as { settings: string }[]
  if (!row) return defaultSalesDeskSettings
  try {
    const desk = salesDeskSettingsSchema.safeParse(JSON.parse(row.settings).salesDesk)
    return desk.success ? desk.data : defaultSalesDeskSettings
  } catch {
    return defaultSalesDeskSettings
  }
}

/** A DATETIME as either driver answers it (a Date from mysql2, UTC text from SQLite). */
const instantOf = (value: Date | string): Date =>
  value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`)

export class LeadReports1795760000000 implements MigrationInterface {
  name = 'LeadReports1795760000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [column, type] of columns) {
      await queryRunner.query(`ALTER TABLE contact_submissions ADD COLUMN ${column} ${type}`)
    }
    // The furthest step: where the lead stands now, or the furthest its timeline moved it to. Each
    // statement sets leads still at 'new' only, so the furthest step, tried first, wins.
    for (const step of stepsFurthestFirst) {
      await queryRunner.query(
        `UPDATE contact_submissions SET furthestStage = ?
         WHERE furthestStage = 'new' AND (stage = ? OR EXISTS (
           SELECT 1 FROM lead_events e
           WHERE e.submissionId = contact_submissions.id AND e.kind = 'stage' AND e.data LIKE ?))`,
        [step, step, `%"to":"${step}"%`],
      )
    }
    // A lead moved out of New by Mark Processed before stage events existed was contacted.
    await queryRunner.query(
      `UPDATE contact_submissions SET furthestStage = 'contacted'
       WHERE furthestStage = 'new' AND firstContactAt IS NOT NULL AND stage <> 'new'`,
    )
    await queryRunner.query(
      `CREATE INDEX ${contactIndex} ON contact_submissions (isSpam, createdAt, firstContactById, firstContactSeconds)`,
    )
    const desk = await savedDesk(queryRunner)
    let after = 0
    for (;;) {
      const rows = (await queryRunner.query(
        `SELECT id, createdAt, firstContactAt FROM contact_submissions
         WHERE id > ? AND firstContactAt IS NOT NULL ORDER BY id LIMIT ${BATCH}`,
        [after],
      )) as { id: number; createdAt: Date | string; firstContactAt: Date | string }[]
      if (rows.length === 0) break
      const cases = rows.map(() => 'WHEN ? THEN ?').join(' ')
      const values = rows.flatMap((row) => [
        Number(row.id),
        firstContactSeconds(instantOf(row.createdAt), instantOf(row.firstContactAt), desk),
      ])
      const ids = rows.map((row) => Number(row.id))
      await queryRunner.query(
        `UPDATE contact_submissions SET firstContactSeconds = CASE id ${cases} END
         WHERE id IN (${ids.map(() => '?').join(', ')})`,
        [...values, ...ids],
      )
      after = ids[ids.length - 1] as number
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql'
    await queryRunner.query(
      isMysql ? `DROP INDEX ${contactIndex} ON contact_submissions` : `DROP INDEX ${contactIndex}`,
    )
    for (const [column] of [...columns].reverse()) {
      await queryRunner.query(`ALTER TABLE contact_submissions DROP COLUMN ${column}`)
    }
  }
}
