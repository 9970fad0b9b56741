import {
  closedLeadStages,
  companyDate,
  companyDayStart,
  type LeadFilter,
  type LeadSort,
  type LeadSummary,
  leadStages,
  type Page,
  type SalesDeskSettings,
  type SortOrder,
  type StaffRef,
} from '@nirman/contract'
import type { DataSource, SelectQueryBuilder } from 'typeorm'
import { AdminUserEntity, ContactSubmissionEntity, type ContactSubmissionRow } from '../db/entities'
import { toLeadSummary } from './lead-view'
import { SEARCH_TERM_LENGTH, searchWords } from './search-terms'

const DAY_MS = 24 * 60 * 60 * 1000

/** A search that is a phone number or a piece of one: digits, spaces, +, -, dots, brackets. */
const phoneLike = /^[\d\s+().-]+$/
/** Fewer digits than this find too many numbers to be a useful phone search. */
const MIN_PHONE_DIGITS = 3

const reversed = (text: string) => Array.from(text).reverse().join('')
/** Words of a search beyond this many are ignored: each is a subquery. */
const MAX_SEARCH_WORDS = 5
/**
 * `%` and `_` typed by staff are searched for, not wildcards. The escape character is `!`: a
 * backslash would itself need escaping in MySQL's string literals but not in SQLite's.
 */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (character) => `!${character}`)

/** A follow-up due by the end of today in the company's time (overdue included), the lead still open. */
const dueCondition =
  '(lead.followUpAt IS NOT NULL AND lead.followUpAt < :endOfToday AND lead.stage NOT IN (:...closed))'
const dueParameters = (now: Date) => ({
  endOfToday: new Date(companyDayStart(companyDate(now)).getTime() + DAY_MS),
  closed: [...closedLeadStages],
})

export interface LeadQueryContext {
  /** The signed-in account: `assignee=me`. */
  adminUserId: number
  now: Date
  /** The owner's sales desk: each New lead's first-contact deadline by its working time. */
  desk: SalesDeskSettings
}

/**
 * The requests of a list filter, as a query on contact_submissions (alias `lead`). Every condition
 * is one the migration's indexes serve: spam first, then stage/processed/repeat/assignee, dates on
 * createdAt, phone searches as prefixes of the national number or of its reverse.
 */
export function filteredLeads(
  dataSource: DataSource,
  filter: LeadFilter,
  context: LeadQueryContext,
): SelectQueryBuilder<ContactSubmissionRow> {
  const isSqlite = dataSource.options.type !== 'mysql'
  const query = dataSource
    .getRepository(ContactSubmissionEntity)
    .createQueryBuilder('lead')
    .where('lead.isSpam = :spam', { spam: filter.spam })

  if (filter.stage) query.andWhere('lead.stage IN (:...stages)', { stages: filter.stage })
  if (filter.processed !== undefined) {
    query.andWhere('lead.isProcessed = :processed', { processed: filter.processed })
  }
  if (filter.repeat !== undefined) {
    query.andWhere('lead.isRepeat = :repeat', { repeat: filter.repeat })
  }
  if (filter.assignee === 'none') query.andWhere('lead.assigneeId IS NULL')
  else if (filter.assignee !== undefined) {
    query.andWhere('lead.assigneeId = :assigneeId', {
      assigneeId: filter.assignee === 'me' ? context.adminUserId : filter.assignee,
    })
  }
  if (filter.from) {
    query.andWhere('lead.createdAt >= :from', { from: companyDayStart(filter.from) })
  }
  if (filter.to) {
    query.andWhere('lead.createdAt < :to', {
      to: new Date(companyDayStart(filter.to).getTime() + DAY_MS),
    })
  }
  if (filter.form) {
    query.andWhere('lead.sourceForm = :form', {
      form: filter.form === 'unknown' ? '' : filter.form,
    })
  }
  if (filter.utmSource)
    query.andWhere('lead.utmSource = :utmSource', { utmSource: filter.utmSource })
  if (filter.due) {
    query.andWhere(dueCondition, dueParameters(context.now))
  }
  if (filter.todo) {
    // To do: what staff must act on now, a lead nobody has called yet or a follow-up that is due.
    query.andWhere(`(lead.stage = :newStage OR ${dueCondition})`, {
      newStage: 'new',
      ...dueParameters(context.now),
    })
  }
  if (filter.q) {
    const digits = filter.q.replace(/\D/g, '')
    if (phoneLike.test(filter.q) && digits.length >= MIN_PHONE_DIGITS) {
      // "+91 98765 43210" and "9876543210" are one number: its last ten digits.
      const national = digits.slice(-10)
      // SQLite uses an index for GLOB (case-sensitive) but not for LIKE; MySQL for LIKE 'x%'.
      const startsWith = isSqlite ? 'GLOB' : 'LIKE'
      const wildcard = isSqlite ? '*' : '%'
      query.andWhere(
        `(lead.phoneNational ${startsWith} :start OR lead.phoneNationalReversed ${startsWith} :end)`,
        { start: `${national}${wildcard}`, end: `${reversed(national)}${wildcard}` },
      )
    } else {
      // Each word typed must start a search term of the request (leads/search-terms.ts): one
      // prefix scan of the terms index per word, never a read of every request.
      searchWords(filter.q)
        .slice(0, MAX_SEARCH_WORDS)
        .forEach((word, index) => {
          const prefix = word.slice(0, SEARCH_TERM_LENGTH)
          const term = isSqlite
            ? // SQLite compares text by its bytes: every term starting with the prefix sorts below prefix + U+FFFF.
              `term.term >= :word${index} AND term.term < :next${index}`
            : `term.term LIKE :word${index} ESCAPE '!'`
          query.andWhere(
            `lead.id IN (SELECT term.submissionId FROM lead_search_terms term WHERE ${term})`,
            isSqlite
              ? { [`word${index}`]: prefix, [`next${index}`]: `${prefix}\uFFFF` }
              : { [`word${index}`]: `${escapeLike(prefix)}%` },
          )
        })
    }
  }
  return query
}

/**
 * Orders a list: the chosen key, then the id, so pages never overlap or skip a row. `now` decides
 * which follow-ups are due for the `urgency` order.
 */
export function sortLeads(
  query: SelectQueryBuilder<ContactSubmissionRow>,
  sort: LeadSort,
  order: SortOrder,
  now: Date = new Date(),
): SelectQueryBuilder<ContactSubmissionRow> {
  const direction = order === 'asc' ? 'ASC' : 'DESC'
  const reverse = order === 'asc' ? 'DESC' : 'ASC'
  switch (sort) {
    case 'urgency': {
      // Most urgent first (asc): new leads not due, the newest first (a fresh lead is the one
      // most likely to buy if called now), then follow-ups due, the most overdue first, then the
      // rest, newest first. The expressions are repeated rather than named, as SQLite and MySQL
      // differ on using a column alias inside another expression.
      const group = `CASE WHEN ${dueCondition} THEN 1 WHEN lead.stage = :newStage THEN 0 ELSE 2 END`
      query
        .addSelect(group, 'urgency_group')
        .addSelect(`CASE WHEN ${dueCondition} THEN lead.followUpAt END`, 'urgency_due_at')
        .setParameters({ newStage: 'new', ...dueParameters(now) })
        .orderBy('urgency_group', direction)
        .addOrderBy('urgency_due_at', direction)
        .addOrderBy('lead.createdAt', reverse)
      return query.addOrderBy('lead.id', reverse)
    }
    case 'stage':
      // The pipeline's order, not the alphabet's.
      query
        .addSelect(
          `CASE lead.stage ${leadStages.map((stage, index) => `WHEN '${stage}' THEN ${index}`).join(' ')} END`,
          'stage_order',
        )
        .orderBy('stage_order', direction)
      break
    case 'followUpAt':
      // Leads without a follow-up come last, whichever the direction.
      query
        .addSelect('CASE WHEN lead.followUpAt IS NULL THEN 1 ELSE 0 END', 'follow_up_missing')
        .orderBy('follow_up_missing', 'ASC')
        .addOrderBy('lead.followUpAt', direction)
      break
    default:
      query.orderBy(`lead.${sort}`, direction)
  }
  return query.addOrderBy('lead.id', direction)
}

/**
 * A page of the lead list, sorted, with its assignees' names, and the number of leads the filter
 * finds: the page and its names in one query, while the database counts the filter.
 */
export async function leadPage(
  db: DataSource,
  filter: LeadFilter,
  context: LeadQueryContext,
  {
    sort,
    order,
    page,
    pageSize,
  }: { sort: LeadSort; order: SortOrder; page: number; pageSize: number },
): Promise<Page<LeadSummary>> {
  const query = sortLeads(filteredLeads(db, filter, context), sort, order)
  const pageWithNames = query
    .leftJoin(AdminUserEntity.options.name, 'assignee', 'assignee.id = lead.assigneeId')
    .addSelect('assignee.name', 'assignee_name')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .getRawAndEntities()
  const [{ entities: rows, raw }, total] = await Promise.all([
    pageWithNames,
    filteredLeads(db, filter, context).getCount(),
  ])
  // Each raw row carries its lead's assignee id and name.
  const names = new Map<number, StaffRef>()
  for (const row of raw as { lead_assigneeId?: unknown; assignee_name?: unknown }[]) {
    if (row.lead_assigneeId != null && typeof row.assignee_name === 'string') {
      const id = Number(row.lead_assigneeId)
      names.set(id, { id, name: row.assignee_name })
    }
  }
  return {
    items: rows.map((row) => toLeadSummary(row, names, context.desk)),
    total,
    page,
    pageSize,
  }
}
