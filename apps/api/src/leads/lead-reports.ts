import {
  companyDayStart,
  type FirstContactFigures,
  type FunnelStep,
  funnelSteps,
  type LeadReport,
  type LeadReportQuery,
  leadSourceOf,
  lostReasonKey,
  median,
  quickContactSeconds,
  type RawLeadSource,
  type ReportDimension,
  reportLimits,
  type SourceFigures,
  type StaffRef,
  sourceWords,
} from '@nirman/contract'
import { type DataSource, In, type SelectQueryBuilder } from 'typeorm'
import { AdminUserEntity, ContactSubmissionEntity, type ContactSubmissionRow } from '../db/entities'
import { QuotationEntity, QuotationRevisionEntity } from '../db/quotation-entities'

// The owner's Reports (issue 27): a handful of grouped queries over the leads that arrived in the
// range, each answering a few hundred rows whatever the number of leads, then named and summed
// here. A lead's source is read from its raw columns by the contract's leadSourceOf, so the rows
// are grouped by those columns (the query of an address cut off, since every advert click's
// address is different) and the sources merged after.

const DAY_MS = 24 * 60 * 60 * 1000

type Dialect = 'mysql' | 'sqlite'

/** A text column with everything from its first `?` cut off. */
const withoutQuery = (dialect: Dialect, column: string) =>
  dialect === 'mysql'
    ? `SUBSTRING_INDEX(${column}, '?', 1)`
    : `CASE WHEN instr(${column}, '?') > 0 THEN substr(${column}, 1, instr(${column}, '?') - 1) ELSE ${column} END`

/** The Monday (company time) of the week a lead arrived in, as "2026-11-23". */
const weekOf = (dialect: Dialect) =>
  dialect === 'mysql'
    ? `DATE_FORMAT(DATE_SUB(DATE(DATE_ADD(lead.createdAt, INTERVAL 330 MINUTE)), INTERVAL WEEKDAY(DATE_ADD(lead.createdAt, INTERVAL 330 MINUTE)) DAY), '%Y-%m-%d')`
    : `date(lead.createdAt, '+330 minutes', 'weekday 0', '-6 days')`

/** The raw columns each grouping reads, as select expressions named by RawLeadSource's keys. */
function sourceColumns(
  by: ReportDimension,
  dialect: Dialect,
): Partial<Record<keyof RawLeadSource, string>> {
  const clicks = { gclid: "lead.gclid <> ''", fbclid: "lead.fbclid <> ''" }
  switch (by) {
    case 'channel':
      return {
        utmSource: 'lead.utmSource',
        utmMedium: 'lead.utmMedium',
        ...clicks,
        referrer: withoutQuery(dialect, 'lead.referrer'),
      }
    case 'campaign':
      return { utmSource: 'lead.utmSource', utmCampaign: 'lead.utmCampaign', ...clicks }
    case 'referrer':
      return { referrer: withoutQuery(dialect, 'lead.referrer') }
    case 'landing_page':
      return { landingPage: withoutQuery(dialect, 'lead.landingPage') }
    case 'page':
      return { page: withoutQuery(dialect, 'lead.sourcePage') }
    case 'calculator':
      return { calculator: 'lead.calculator' }
  }
}

type RawRow = Record<string, unknown>

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
/** COUNT and SUM as either driver answers them (MySQL's SUM is a DECIMAL string). */
const count = (value: unknown) => Number(value ?? 0)

/** The source a grouped row is counted under. */
function sourceOfRow(by: ReportDimension, row: RawRow): string {
  return leadSourceOf(by, {
    utmSource: text(row.utmSource),
    utmMedium: text(row.utmMedium),
    utmCampaign: text(row.utmCampaign),
    gclid: count(row.gclid) === 1,
    fbclid: count(row.fbclid) === 1,
    referrer: text(row.referrer),
    landingPage: text(row.landingPage),
    page: text(row.page),
    calculator: text(row.calculator),
  })
}

/**
 * Names the sources of grouped rows, each combination of the raw columns `names` read once: a
 * referrer's address is parsed once, not once per week and stage it has leads in.
 */
function sourceNamer(by: ReportDimension, names: string[]): (row: RawRow) => string {
  const known = new Map<string, string>()
  return (row) => {
    const key = names.map((name) => text(row[name])).join('\u0000')
    let source = known.get(key)
    if (source === undefined) {
      source = sourceOfRow(by, row)
      known.set(key, source)
    }
    return source
  }
}

/** The instants a range of company dates starts and ends (the day after `to` starts). */
const rangeOf = (query: LeadReportQuery) => ({
  start: companyDayStart(query.from),
  end: new Date(companyDayStart(query.to).getTime() + DAY_MS),
})

/** The Mondays of the weeks that meet the range, oldest first. */
function mondaysOf(from: string, to: string): string[] {
  const mondayOf = (date: string) => {
    const day = new Date(`${date}T00:00:00Z`)
    return day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS
  }
  const mondays: string[] = []
  for (let monday = mondayOf(from); monday <= mondayOf(to); monday += 7 * DAY_MS) {
    mondays.push(new Date(monday).toISOString().slice(0, 10))
  }
  return mondays
}

/**
 * The sources in the order the report shows them (most leads first), at most
 * `reportLimits.sources`: the rest are counted together as "Others".
 */
function sourceOrder(leadsBySource: Map<string, number>): {
  shown: string[]
  named: (source: string) => string
} {
  const sorted = [...leadsBySource.entries()]
    .sort(([a, leadsA], [b, leadsB]) => leadsB - leadsA || a.localeCompare(b))
    .map(([source]) => source)
  if (sorted.length <= reportLimits.sources) return { shown: sorted, named: (source) => source }
  const kept = new Set(sorted.slice(0, reportLimits.sources - 1))
  return {
    shown: [...kept, sourceWords.others],
    named: (source) => (kept.has(source) ? source : sourceWords.others),
  }
}

/**
 * The report of the leads that arrived from `query.from` to `query.to` (company dates, both
 * counted), spam left out, their sources grouped by `query.by`.
 */
export async function leadReport(
  dataSource: DataSource,
  query: LeadReportQuery,
): Promise<LeadReport> {
  const dialect: Dialect = dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite'
  const { start, end } = rangeOf(query)
  const inRange = (): SelectQueryBuilder<ContactSubmissionRow> =>
    dataSource
      .getRepository(ContactSubmissionEntity)
      .createQueryBuilder('lead')
      .where('lead.isSpam = :spam', { spam: false })
      .andWhere('lead.createdAt >= :start AND lead.createdAt < :end', { start, end })
  const columns = Object.entries(sourceColumns(query.by, dialect))
  // MariaDB sorts a GROUP BY's rows unless told not to: the rows are summed here, in any order
  // (at 100,000 leads, a third of the query's time).
  const unsorted = <T extends SelectQueryBuilder<ContactSubmissionRow>>(builder: T): T =>
    dialect === 'mysql' ? (builder.orderBy('NULL') as T) : builder
  const grouped = (
    builder: SelectQueryBuilder<ContactSubmissionRow>,
    extra: [string, string][],
  ) => {
    const all = [...columns, ...extra]
    builder.select(all.map(([name, expression]) => `${expression} AS ${name}`))
    for (const [, expression] of all) builder.addGroupBy(expression)
    return unsorted(builder.addSelect('COUNT(*)', 'leads')).getRawMany<RawRow>()
  }

  // The leads of each source, week, furthest step and stage come from one pass over the range.
  const lostQuery = inRange()
    .select('lead.lostReason', 'reason')
    .addSelect('COUNT(*)', 'leads')
    .andWhere('lead.stage = :lost', { lost: 'lost' })
    .groupBy('lead.lostReason')
  // These two read the index IDX_leads_report_contact only (a lead is contacted when it has its
  // working seconds: they are set with firstContactAt).
  const contactQuery = inRange()
    .select('lead.firstContactById', 'staffId')
    .addSelect('CASE WHEN lead.firstContactSeconds IS NULL THEN 1 ELSE 0 END', 'waiting')
    .addSelect('COUNT(*)', 'leads')
    .addSelect(
      `SUM(CASE WHEN lead.firstContactSeconds <= ${quickContactSeconds} THEN 1 ELSE 0 END)`,
      'quick',
    )
    .groupBy('lead.firstContactById')
    .addGroupBy('CASE WHEN lead.firstContactSeconds IS NULL THEN 1 ELSE 0 END')
  // Together on MySQL (five of the pool's connections for a moment); SQLite runs them in turn.
  const [outcomes, wonRevisions, lostRows, contactRows, medianRows] = await Promise.all([
    grouped(inRange(), [
      ['week', weekOf(dialect)],
      ['furthestStage', 'lead.furthestStage'],
      ['stage', 'lead.stage'],
    ]),
    wonValues(inRange, columns),
    unsorted(lostQuery).getRawMany<RawRow>(),
    unsorted(contactQuery).getRawMany<RawRow>(),
    middleContacts(dataSource, start, end),
  ])

  // Sources: the leads of each, then the order they are shown in.
  const sourceOf = sourceNamer(
    query.by,
    columns.map(([name]) => name),
  )
  const leadsBySource = new Map<string, number>()
  for (const row of outcomes) {
    const source = sourceOf(row)
    leadsBySource.set(source, (leadsBySource.get(source) ?? 0) + count(row.leads))
  }
  const order = sourceOrder(leadsBySource)
  const figures = new Map<string, SourceFigures>(
    order.shown.map((source) => [
      source,
      { source, leads: 0, contacted: 0, won: 0, wonValuePaise: 0 },
    ]),
  )
  const figuresOf = (row: RawRow) => figures.get(order.named(sourceOf(row))) as SourceFigures

  const reached = new Map<FunnelStep, number>(funnelSteps.map((step) => [step, 0]))
  let lost = 0
  for (const row of outcomes) {
    const leads = count(row.leads)
    const stage = text(row.stage)
    const furthest = funnelSteps.indexOf(text(row.furthestStage) as FunnelStep)
    const source = figuresOf(row)
    source.leads += leads
    if (furthest >= 1 || stage === 'won') source.contacted += leads
    if (stage === 'won') source.won += leads
    if (stage === 'lost') lost += leads
    // Won is where a lead stands now; the steps before it, the furthest it got to.
    funnelSteps.forEach((step, index) => {
      const got = step === 'won' ? stage === 'won' : furthest >= index || stage === 'won'
      if (got) reached.set(step, (reached.get(step) ?? 0) + leads)
    })
  }
  for (const won of wonRevisions) figuresOf(won.source).wonValuePaise += won.valuePaise

  const weekIndex = new Map(mondaysOf(query.from, query.to).map((monday, index) => [monday, index]))
  const weeks = [...weekIndex.keys()].map((start) => ({ start, counts: order.shown.map(() => 0) }))
  for (const row of outcomes) {
    const week = weeks[weekIndex.get(text(row.week)) ?? -1]
    if (!week) continue
    const index = order.shown.indexOf(order.named(sourceOf(row)))
    week.counts[index] = (week.counts[index] ?? 0) + count(row.leads)
  }

  const { firstContact, notContacted } = await firstContactFigures(
    dataSource,
    contactRows,
    medianRows,
  )
  return {
    from: query.from,
    to: query.to,
    by: query.by,
    leads: [...figures.values()].reduce((sum, source) => sum + source.leads, 0),
    sources: [...figures.values()],
    weeks,
    funnel: funnelSteps.map((step) => ({ step, leads: reached.get(step) ?? 0 })),
    lost,
    firstContact,
    notContacted,
    lostReasons: lostReasonFigures(lostRows),
  }
}

/**
 * The value of each won lead of the range, with the columns its source is read from: its accepted
 * quotations' totals, or where none was accepted (won on the phone), its latest sent revision's.
 */
async function wonValues(
  inRange: () => SelectQueryBuilder<ContactSubmissionRow>,
  columns: [string, string][],
): Promise<{ source: RawRow; valuePaise: number }[]> {
  const rows = await inRange()
    .innerJoin(QuotationEntity.options.name, 'quotation', 'quotation.leadId = lead.id')
    .innerJoin(
      QuotationRevisionEntity.options.name,
      'revision',
      'revision.quotationId = quotation.id',
    )
    .select('lead.id', 'leadId')
    .addSelect(columns.map(([name, expression]) => `${expression} AS ${name}`))
    .addSelect('revision.status', 'status')
    .addSelect('revision.totalPaise', 'totalPaise')
    .addSelect('revision.sentAt', 'sentAt')
    .andWhere('lead.stage = :won', { won: 'won' })
    .andWhere('revision.sentAt IS NOT NULL')
    .getRawMany<RawRow>()
  const byLead = new Map<number, RawRow[]>()
  for (const row of rows) {
    const leadId = count(row.leadId)
    byLead.set(leadId, [...(byLead.get(leadId) ?? []), row])
  }
  return [...byLead.values()].map((revisions) => {
    const accepted = revisions.filter((revision) => revision.status === 'accepted')
    const latest = [...revisions].sort(
      (a, b) => new Date(text(b.sentAt)).getTime() - new Date(text(a.sentAt)).getTime(),
    )[0] as RawRow
    const valuePaise =
      accepted.length > 0
        ? accepted.reduce((sum, revision) => sum + count(revision.totalPaise), 0)
        : count(latest.totalPaise)
    return { source: revisions[0] as RawRow, valuePaise }
  })
}

/**
 * The one or two middle first contacts of each member of staff (by working seconds), found by
 * the database: the median without reading every lead.
 */
function middleContacts(dataSource: DataSource, start: Date, end: Date): Promise<RawRow[]> {
  // The middle of n: position n/2 and n/2 + 1 when n is even, (n + 1)/2 when odd.
  return dataSource
    .createQueryBuilder()
    .select('ranked.staffId', 'staffId')
    .addSelect('ranked.seconds', 'seconds')
    .from(
      (ranked) =>
        ranked
          .select('lead.firstContactById', 'staffId')
          .addSelect('lead.firstContactSeconds', 'seconds')
          .addSelect(
            'ROW_NUMBER() OVER (PARTITION BY lead.firstContactById ORDER BY lead.firstContactSeconds)',
            'rowNumber',
          )
          .addSelect('COUNT(*) OVER (PARTITION BY lead.firstContactById)', 'contacts')
          .from(ContactSubmissionEntity, 'lead')
          .where('lead.isSpam = :spam', { spam: false })
          .andWhere('lead.createdAt >= :start AND lead.createdAt < :end', { start, end })
          .andWhere('lead.firstContactSeconds IS NOT NULL'),
      'ranked',
    )
    .where(
      'ranked.rowNumber * 2 >= ranked.contacts AND ranked.rowNumber * 2 <= ranked.contacts + 2',
    )
    .getRawMany<RawRow>()
}

/** First contacts per member of staff, most first, and the leads nobody has tried. */
async function firstContactFigures(
  dataSource: DataSource,
  contactRows: RawRow[],
  medianRows: RawRow[],
): Promise<{ firstContact: FirstContactFigures[]; notContacted: number }> {
  const staffKey = (value: unknown) => (value === null || value === undefined ? null : count(value))
  const middles = new Map<number | null, number[]>()
  for (const row of medianRows) {
    const key = staffKey(row.staffId)
    middles.set(key, [...(middles.get(key) ?? []), count(row.seconds)])
  }
  let notContacted = 0
  const contacted = contactRows.filter((row) => {
    if (count(row.waiting) === 1) notContacted += count(row.leads)
    return count(row.waiting) === 0
  })
  const ids = contacted.map((row) => staffKey(row.staffId)).filter((id) => id !== null)
  const accounts = ids.length
    ? await dataSource
        .getRepository(AdminUserEntity)
        .find({ where: { id: In(ids) }, select: { id: true, name: true } })
    : []
  const names = new Map(accounts.map((account) => [Number(account.id), account.name]))
  const firstContact = contacted
    .map((row): FirstContactFigures => {
      const id = staffKey(row.staffId)
      const staff: StaffRef | null = id === null ? null : { id, name: names.get(id) ?? `#${id}` }
      return {
        staff,
        leads: count(row.leads),
        medianSeconds: median(middles.get(id) ?? []),
        quick: count(row.quick),
      }
    })
    .sort((a, b) => b.leads - a.leads || (a.staff?.name ?? '').localeCompare(b.staff?.name ?? ''))
  return { firstContact, notContacted }
}

/**
 * Lost reasons, commonest first; reasons that differ only in case or spaces are one, shown as
 * their commonest spelling (the first in code-point order on a tie); past the limit, the rest as
 * one.
 */
function lostReasonFigures(rows: RawRow[]): LeadReport['lostReasons'] {
  const reasons = new Map<string, { spellings: Map<string, number>; leads: number }>()
  for (const row of rows) {
    const typed = text(row.reason).trim().replace(/\s+/g, ' ')
    const key = lostReasonKey(typed)
    const known = reasons.get(key) ?? { spellings: new Map<string, number>(), leads: 0 }
    known.leads += count(row.leads)
    known.spellings.set(typed, (known.spellings.get(typed) ?? 0) + count(row.leads))
    reasons.set(key, known)
  }
  const sorted = [...reasons.values()]
    .map(({ spellings, leads }) => {
      const [spelling] = [...spellings.entries()].sort(
        ([a, leadsA], [b, leadsB]) => leadsB - leadsA || (a < b ? -1 : 1),
      )[0] as [string, number]
      return { reason: spelling || sourceWords.noReason, leads }
    })
    .sort((a, b) => b.leads - a.leads || a.reason.localeCompare(b.reason))
  if (sorted.length <= reportLimits.lostReasons) return sorted
  const rest = sorted.slice(reportLimits.lostReasons - 1)
  return [
    ...sorted.slice(0, reportLimits.lostReasons - 1),
    {
      reason: sourceWords.otherReasons,
      leads: rest.reduce((sum, reason) => sum + reason.leads, 0),
    },
  ]
}
