import type { DataSource } from 'typeorm'
import { ContactSubmissionEntity, type ContactSubmissionRow } from '../db/entities'
import type { EarlierRequest } from './lead-message'

/**
 * For each repeat among `rows` (isRepeat: its number wrote in the 30 days before), an earlier
 * request from the same number, for the alert's "Repeat request: this number wrote before on ..."
 * line: the request before it among `rows`, else the latest before it in the database. One lookup
 * per number (not per request: a burst from one phone costs one), on the phoneNational index: with
 * `id < :id ORDER BY id DESC LIMIT 1` the index, which holds the row id, yields the row at once,
 * however many requests the number sent (ids grow with arrival).
 */
export async function earlierRequestsOf(
  dataSource: DataSource,
  rows: readonly ContactSubmissionRow[],
): Promise<Map<number, EarlierRequest>> {
  const earlier = new Map<number, EarlierRequest>()
  const byNumber = new Map<string, ContactSubmissionRow[]>()
  for (const row of rows) {
    if (!row.isRepeat || row.phoneNational === '') continue
    byNumber.set(row.phoneNational, [...(byNumber.get(row.phoneNational) ?? []), row])
  }
  for (const [national, repeats] of byNumber) {
    const [first, ...later] = repeats.sort((a, b) => Number(a.id) - Number(b.id))
    if (!first) continue
    const found = await dataSource
      .getRepository(ContactSubmissionEntity)
      .createQueryBuilder('earlier')
      .select(['earlier.id', 'earlier.createdAt'])
      .where('earlier.phoneNational = :national', { national })
      .andWhere('earlier.id < :id', { id: first.id })
      .orderBy('earlier.id', 'DESC')
      .limit(1)
      .getOne()
    if (found) earlier.set(Number(first.id), { id: Number(found.id), createdAt: found.createdAt })
    let previous = first
    for (const row of later) {
      earlier.set(Number(row.id), { id: Number(previous.id), createdAt: previous.createdAt })
      previous = row
    }
  }
  return earlier
}
