import type { MigrationInterface, QueryRunner } from 'typeorm'

// Issue 27: the lead list's search finds a request by the words of its message and of its staff
// notes too ("duplex", "Sunday"), as it finds it by its name and city. New requests get their
// message's terms as they arrive and new notes theirs in the note's transaction; this adds the
// terms of the messages and notes stored before, a batch of requests at a time. A term a request
// has already is not added again, so running it again (after a down) adds nothing.
//
// With them a request has two to three times the terms (1.5 million rows at 100,000 requests of
// the bench, against 650,000), and MariaDB checks the second word of a search ("kumar 4") by
// reading each candidate request's terms through the index on submissionId, which holds no term:
// a row read per term. Counting "kumar 4" took 150 ms before and 800 ms with the new terms (the
// machine busy, both measured alike); with the index (submissionId, term) it is answered from the
// index alone, 116 ms. That index also serves the foreign key and the deletes of a request's
// terms, so it replaces the one on submissionId alone.
const submissionIndex = 'IDX_lead_search_terms_submission'
const submissionTermIndex = 'IDX_lead_search_terms_submission_term'

/** Requests read per batch. */
const BATCH = 500
/** Most terms per INSERT. */
const TERMS_PER_INSERT = 500

// The words a text is found by, frozen here as src/leads/search-terms.ts made them when this
// migration was written: NFKC, lower case, split on spaces and punctuation, cut to 100 characters.
const termsOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[\s,;:()"'/\\|]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, 100))

/** A note's text from its timeline entry (lead_events.data, JSON `{ text }`); '' if unreadable. */
function noteText(data: string): string {
  try {
    const parsed: unknown = JSON.parse(data)
    return typeof parsed === 'object' &&
      parsed !== null &&
      'text' in parsed &&
      typeof parsed.text === 'string'
      ? parsed.text
      : ''
  } catch {
    return ''
  }
}

/** The names of the indexes of lead_search_terms, read from the catalogue of either database. */
async function termIndexes(queryRunner: QueryRunner): Promise<string[]> {
  const rows = (await queryRunner.query(
    queryRunner.connection.options.type === 'mysql'
      ? "SELECT DISTINCT INDEX_NAME AS name FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'lead_search_terms'"
      : "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'lead_search_terms'",
  )) as { name: string }[]
  return rows.map((row) => row.name)
}

const dropIndex = (queryRunner: QueryRunner, name: string) =>
  queryRunner.query(
    queryRunner.connection.options.type === 'mysql'
      ? `DROP INDEX ${name} ON lead_search_terms`
      : `DROP INDEX ${name}`,
  )

export class SearchMessagesNotes1795770000000 implements MigrationInterface {
  name = 'SearchMessagesNotes1795770000000'

  async up(queryRunner: QueryRunner): Promise<void> {
    // The index first (each step only if not done, as MySQL commits DDL at once): the backfill
    // reads each batch's terms by submissionId through it.
    const indexes = await termIndexes(queryRunner)
    if (!indexes.includes(submissionTermIndex)) {
      await queryRunner.query(
        `CREATE INDEX ${submissionTermIndex} ON lead_search_terms (submissionId, term)`,
      )
    }
    if (indexes.includes(submissionIndex)) {
      await dropIndex(queryRunner, submissionIndex)
    }
    let after = 0
    for (;;) {
      const requests = (await queryRunner.query(
        `SELECT id, message FROM contact_submissions WHERE id > ? ORDER BY id LIMIT ${BATCH}`,
        [after],
      )) as { id: number; message: string | null }[]
      if (requests.length === 0) break
      const ids = requests.map((request) => Number(request.id))
      const inBatch = ids.map(() => '?').join(', ')
      const notes = (await queryRunner.query(
        `SELECT submissionId, data FROM lead_events WHERE kind = 'note' AND submissionId IN (${inBatch}) ORDER BY id`,
        ids,
      )) as { submissionId: number; data: string }[]
      const stored = (await queryRunner.query(
        `SELECT submissionId, term FROM lead_search_terms WHERE submissionId IN (${inBatch})`,
        ids,
      )) as { submissionId: number; term: string }[]
      // Each request's terms, starting with those it has: a word is added once, if it is new.
      const termsById = new Map(ids.map((id) => [id, new Set<string>()]))
      for (const row of stored) termsById.get(Number(row.submissionId))?.add(row.term)
      const added: [number, string][] = []
      const add = (id: number, text: string) => {
        const terms = termsById.get(id)
        if (!terms) return
        for (const term of termsOf(text)) {
          if (terms.has(term)) continue
          terms.add(term)
          added.push([id, term])
        }
      }
      for (const request of requests) add(Number(request.id), request.message ?? '')
      for (const note of notes) add(Number(note.submissionId), noteText(note.data))
      for (let start = 0; start < added.length; start += TERMS_PER_INSERT) {
        const rows = added.slice(start, start + TERMS_PER_INSERT)
        await queryRunner.query(
          `INSERT INTO lead_search_terms (submissionId, term) VALUES ${rows.map(() => '(?, ?)').join(', ')}`,
          rows.flat(),
        )
      }
      after = ids[ids.length - 1] as number
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The index on submissionId alone first: MySQL's foreign key needs one while the other goes.
    await queryRunner.query(`CREATE INDEX ${submissionIndex} ON lead_search_terms (submissionId)`)
    await dropIndex(queryRunner, submissionTermIndex)
    // The terms stay. The code before this searched the same table the same way: a request found
    // by a word of its message or a note as well harms nothing, and the terms this added cannot
    // be told from those that notes written since added (or that a name shares).
  }
}
