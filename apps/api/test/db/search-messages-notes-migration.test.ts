import { defaultSalesDeskSettings, leadListQuerySchema } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import { SearchMessagesNotes1795770000000 } from '../../src/db/migrations/1795770000000-search-messages-notes'
import { filteredLeads } from '../../src/leads/lead-query'
import { insertEarlierRequest, migratedDatabase } from '../helpers/migrated-database'

// Requests stored before the search looked in messages and notes become findable by the words of
// their message and of their staff notes, on both databases; going down and up again adds nothing.
// The terms' index on submissionId becomes one on (submissionId, term), and back.

describe('the SearchMessagesNotes migration', () => {
  const db = migratedDatabase()

  const termsOf = async (id: number) =>
    (
      (await db.dataSource.query('SELECT term FROM lead_search_terms WHERE submissionId = ?', [
        id,
      ])) as { term: string }[]
    )
      .map((row) => row.term)
      .sort()
  const found = async (q: string) =>
    (
      await filteredLeads(db.dataSource, leadListQuerySchema.parse({ q }), {
        adminUserId: 1,
        now: new Date(),
        desk: defaultSalesDeskSettings,
      })
        .orderBy('lead.id')
        .getMany()
    ).map((lead) => lead.name)

  it('makes the words of old messages and notes search terms of their requests, once each', async () => {
    expect(await db.undoFrom(SearchMessagesNotes1795770000000)).toEqual([
      'SearchMessagesNotes1795770000000',
      'SiteVisits1795780000000',
    ])
    const ids: Record<string, number> = {}
    for (const name of ['Anita Duplex', 'Sunil Noted']) {
      await insertEarlierRequest(db.dataSource, { name })
      const [row] = await db.dataSource.query('SELECT MAX(id) AS id FROM contact_submissions')
      ids[name] = Number(row.id)
    }
    const anita = ids['Anita Duplex'] as number
    const sunil = ids['Sunil Noted'] as number
    // The terms the code of the time stored: the name's words and the city (no e-mail or phone
    // here, to keep the lists short).
    for (const [id, term] of [
      [anita, 'anita'],
      [anita, 'duplex'],
      [anita, 'patna'],
      [sunil, 'sunil'],
      [sunil, 'noted'],
      [sunil, 'patna'],
    ] as const) {
      await db.dataSource.query(
        'INSERT INTO lead_search_terms (submissionId, term) VALUES (?, ?)',
        [id, term],
      )
    }
    await db.dataSource.query('UPDATE contact_submissions SET message = ? WHERE id = ?', [
      'Wants a DUPLEX; Kankarbagh side',
      anita,
    ])
    const event = (id: number, kind: string, data: object) =>
      db.dataSource.query(
        "INSERT INTO lead_events (submissionId, at, actorId, actorName, kind, data) VALUES (?, '2026-11-30 04:00:00.000', NULL, 'Ravi', ?, ?)",
        [id, kind, JSON.stringify(data)],
      )
    await event(sunil, 'note', { text: 'Call on Sunday about the basement' })
    await event(sunil, 'note', { text: 'Basement: confirmed' })
    // Not a note: its words are no business of the search.
    await event(sunil, 'stage', { from: 'new', to: 'lost', lostReason: 'Chose Hajipur builder' })

    await db.dataSource.runMigrations({ transaction: 'each' })

    // Anita's message "Wants a DUPLEX; Kankarbagh side" is wants, a, duplex, kankarbagh, side:
    // duplex she had already (her name), so four are added to her three.
    expect(await termsOf(anita)).toEqual([
      'a',
      'anita',
      'duplex',
      'kankarbagh',
      'patna',
      'side',
      'wants',
    ])
    // Sunil's notes: call, on, sunday, about, the, basement; then basement (again) and confirmed.
    expect(await termsOf(sunil)).toEqual([
      'about',
      'basement',
      'call',
      'confirmed',
      'noted',
      'on',
      'patna',
      'sunday',
      'sunil',
      'the',
    ])
    expect(await found('kankar')).toEqual(['Anita Duplex'])
    expect(await found('basement sund')).toEqual(['Sunil Noted'])
    expect(await found('hajipur')).toEqual([])

    // The index (submissionId, term) replaced the one on submissionId alone.
    const indexes = async () => {
      const runner = db.dataSource.createQueryRunner()
      try {
        return (await runner.getTable('lead_search_terms'))?.indices.map((index) => index.name)
      } finally {
        await runner.release()
      }
    }
    expect(await indexes()).toContain('IDX_lead_search_terms_submission_term')
    expect(await indexes()).not.toContain('IDX_lead_search_terms_submission')

    // Down keeps the terms; up again finds them all there and adds none.
    await db.undoFrom(SearchMessagesNotes1795770000000)
    expect(await indexes()).toContain('IDX_lead_search_terms_submission')
    expect(await indexes()).not.toContain('IDX_lead_search_terms_submission_term')
    await db.dataSource.runMigrations({ transaction: 'each' })
    expect(await termsOf(anita)).toHaveLength(7)
    expect(await termsOf(sunil)).toHaveLength(10)
  })
})
