import { z } from 'zod'
import { type LeadStage, leadStages } from './leads'
import { quoteForms } from './quote-source'

/** Sort keys of the lead list. */
export const leadSorts = [
  'createdAt',
  'name',
  'followUpAt',
  'updatedAt',
  'stage',
  'urgency',
] as const
export type LeadSort = (typeof leadSorts)[number]
export const sortOrders = ['asc', 'desc'] as const
export type SortOrder = (typeof sortOrders)[number]

export const leadListLimits = { pageSize: 100, defaultPageSize: 25, search: 100 } as const

/** `form=unknown`: requests stored before sources were recorded, or sent by an API client. */
export const leadFormFilters = [...quoteForms, 'unknown'] as const
export type LeadFormFilter = (typeof leadFormFilters)[number]

export const leadListMessages = {
  stage: `stage must be one or more of ${leadStages.join(', ')}, separated by commas`,
  boolean: (name: string) => `${name} must be true or false`,
  assignee: 'assignee must be me, none or the id of a member of staff',
  date: (name: string) => `${name} must be a date such as 2026-11-18`,
  dateOrder: 'The start date must be on or before the end date',
  form: `form must be one of ${leadFormFilters.join(', ')}`,
  sort: `sort must be one of ${leadSorts.join(', ')}`,
  order: 'order must be asc or desc',
  page: 'page must be a whole number from 1',
  pageSize: `pageSize must be a whole number from 1 to ${leadListLimits.pageSize}`,
  tooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
} as const

/** Sorts whose natural order is ascending: A to Z, the earliest follow-up, the most urgent. */
export const ascendingSorts: readonly LeadSort[] = ['name', 'followUpAt', 'urgency']

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: leadListMessages.boolean(name) })
    .transform((value) => value === 'true')

const day = (name: string) =>
  z
    .string({ error: leadListMessages.date(name) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: leadListMessages.date(name) })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: leadListMessages.date(name),
    })

const wholeNumber = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,8}$/, { error: message })
    .transform(Number)
    .pipe(z.number().max(max, { error: message }))

/**
 * The filter, search, sort and page of the lead list, as query parameters (every value a string,
 * as in a URL). The dashboard keeps the same parameters in its own address, so this schema reads
 * both. Every parameter is optional:
 *
 * - `stage`: one or more stages, comma-separated (`new,contacted`)
 * - `processed`: `true` (every stage but new) or `false` (new)
 * - `assignee`: `me`, `none` or a staff id
 * - `spam`: `true` for the spam folder; spam is left out otherwise
 * - `repeat`: `true` only repeats, `false` none
 * - `from`, `to`: company dates (Asia/Kolkata), inclusive, on the request's arrival
 * - `form`: the form that sent it, or `unknown`; `utmSource`: exact advert source
 * - `q`: search: digits find phone numbers starting or ending with them ("98765", "43210",
 *   "+91 98765 43210"); anything else is words, each starting a word of the name, city, e-mail or phone ("kum"
 *   finds "Rajesh Kumar", "bhagal" finds Bhagalpur)
 * - `due`: `true`: follow-ups due by the end of today (overdue included), won and lost left out
 * - `todo`: `true`: the "To do" view staff land on: new leads not yet contacted and the follow-ups
 *   `due` finds, together
 * - `sort`, `order`: `createdAt` (default, newest first), `name`, `followUpAt`, `updatedAt`, `stage`,
 *   `urgency` (the To do view's default: new leads newest first, then follow-ups due, the most
 *   overdue first, then the rest newest first)
 * - `page` (from 1), `pageSize` (1-100, 25)
 */
export const leadListQuerySchema = z
  .object({
    stage: z
      .string({ error: leadListMessages.stage })
      .transform((value) => value.split(',').map((stage) => stage.trim()))
      .pipe(z.array(z.enum(leadStages, { error: leadListMessages.stage })).min(1))
      .optional(),
    processed: flag('processed').optional(),
    assignee: z
      .string({ error: leadListMessages.assignee })
      .regex(/^(?:me|none|[1-9]\d{0,9})$/, { error: leadListMessages.assignee })
      .transform((value): 'me' | 'none' | number =>
        value === 'me' || value === 'none' ? value : Number(value),
      )
      .optional(),
    spam: flag('spam').default(false),
    repeat: flag('repeat').optional(),
    from: day('from').optional(),
    to: day('to').optional(),
    form: z.enum(leadFormFilters, { error: leadListMessages.form }).optional(),
    utmSource: z
      .string()
      .trim()
      .max(200, { error: leadListMessages.tooLong('utmSource', 200) })
      .optional(),
    q: z
      .string()
      .trim()
      .max(leadListLimits.search, {
        error: leadListMessages.tooLong('The search', leadListLimits.search),
      })
      .optional(),
    due: flag('due').optional(),
    todo: flag('todo').optional(),
    sort: z.enum(leadSorts, { error: leadListMessages.sort }).optional(),
    order: z.enum(sortOrders, { error: leadListMessages.order }).optional(),
    page: wholeNumber(leadListMessages.page, 1_000_000).default(1),
    pageSize: wholeNumber(leadListMessages.pageSize, leadListLimits.pageSize).default(
      leadListLimits.defaultPageSize,
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: leadListMessages.dateOrder,
  })
  // Newest first by default, the due view by follow-up, To do the most urgent first; names A to Z;
  // the earliest follow-up first.
  .transform((query) => {
    const sort: LeadSort =
      query.sort ?? (query.todo ? 'urgency' : query.due ? 'followUpAt' : 'createdAt')
    const order: SortOrder = query.order ?? (ascendingSorts.includes(sort) ? 'asc' : 'desc')
    return {
      ...query,
      q: query.q || undefined,
      utmSource: query.utmSource || undefined,
      sort,
      order,
    }
  })
export type LeadListQueryInput = z.input<typeof leadListQuerySchema>
export type LeadListQuery = z.output<typeof leadListQuerySchema>

/** The filter of a list: what the count and the CSV export take (no sort or page). */
export type LeadFilter = Omit<LeadListQuery, 'sort' | 'order' | 'page' | 'pageSize'>

/**
 * The query string of a list, count or export request: only what differs from the defaults, in a
 * stable order, so the same filter always gives the same address (and query key).
 *
 * @example leadListSearch({ stage: ['new'], q: '98765' }) // 'stage=new&q=98765'
 */
export function leadListSearch(query: Partial<LeadListQuery> & { stage?: LeadStage[] }): string {
  const params = new URLSearchParams()
  const put = (name: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  put('stage', query.stage?.length ? query.stage.join(',') : undefined)
  put('processed', query.processed)
  put('assignee', query.assignee)
  put('spam', query.spam ? true : undefined)
  put('repeat', query.repeat)
  put('from', query.from)
  put('to', query.to)
  put('form', query.form)
  put('utmSource', query.utmSource)
  put('q', query.q)
  put('due', query.due ? true : undefined)
  put('todo', query.todo ? true : undefined)
  put('sort', query.sort)
  put('order', query.order)
  put('page', query.page && query.page > 1 ? query.page : undefined)
  put(
    'pageSize',
    query.pageSize && query.pageSize !== leadListLimits.defaultPageSize
      ? query.pageSize
      : undefined,
  )
  return params.toString()
}

/**
 * The dashboard's API paths of the lead list, its count and its CSV export for a filter, and of one
 * lead and its changes.
 */
export const leadPaths = {
  list: (query: Partial<LeadListQuery> = {}) => withSearch('/api/admin/dashboard/leads', query),
  count: (filter: Partial<LeadFilter> = {}) =>
    withSearch('/api/admin/dashboard/leads/count', filter),
  /** A plain link (`<a href download>`): the browser streams the file with the session cookie. */
  exportCsv: (filter: Partial<LeadFilter> = {}) =>
    withSearch('/api/admin/dashboard/leads/export.csv', filter),
  detail: (id: number) => `/api/admin/dashboard/leads/${id}`,
  /** `PATCH`: one save of a lead's stage, follow-up, assignee and a note (`leadChangeSchema`). */
  change: (id: number) => `/api/admin/dashboard/leads/${id}`,
  /** The active members of staff a lead can be assigned to. */
  staff: '/api/admin/dashboard/staff',
} as const

function withSearch(path: string, query: Partial<LeadListQuery>): string {
  const search = leadListSearch(query)
  return search ? `${path}?${search}` : path
}
