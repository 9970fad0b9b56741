import {
  type AdminUser,
  type AlertStatus,
  type AuditEntry,
  assignmentPool,
  closedLeadStages,
  companyDate,
  companyDayStart,
  createAccountSchema,
  type LeadDetail,
  type LeadSummary,
  leadChangeSchema,
  leadListQuerySchema,
  leadMessages,
  type StaffAccount,
  type TimelineEntry,
  unknownQuoteSource,
  updateAccountSchema,
} from '@nirman/contract'
import { readLandSize } from '@nirman/contract/quote-fields'
import { vi } from 'vitest'
import { json, refused } from './fake-answers'
import { leadContactRoute } from './fake-lead-contact'
import { type FakePortfolioState, portfolioRoute } from './fake-portfolio'
import { type FakeQuotationsState, quotationRoute } from './fake-quotations'
import { type FakeSettingsState, salesDeskInUse, settingsRoute } from './fake-settings'
import { FakeXMLHttpRequest } from './fake-xhr'

export interface FakeApiState extends FakePortfolioState, FakeSettingsState, FakeQuotationsState {
  user: AdminUser | null
  /** Every request with its lead fields and timeline, as the API stores them. */
  leads: LeadDetail[]
  accounts: StaffAccount[]
  audit: AuditEntry[]
  /** Make the next matching request fail with this status. */
  failNext?: { method: string; path: string; status: number; body?: string }
  password: string
  /** What GET /alert-status answers: alerts delivered unless a test says otherwise. */
  alertStatus: AlertStatus
  calls: { method: string; path: string; body: unknown; search: string }[]
}

const base = '/api/admin/dashboard'
const now = () => new Date()

/** A timeline entry without what the fake adds (id, time, who). */
type EntryBody = TimelineEntry extends infer Entry
  ? Entry extends TimelineEntry
    ? Omit<Entry, 'id' | 'at' | 'actor'>
    : never
  : never

const summaryOf = ({ repeatOf, alerts, timeline, ...rest }: LeadDetail): LeadSummary => rest

/**
 * A stand-in for the API in component tests: `fetch` is replaced by a small router over `state`,
 * answering as apps/api does (same paths, statuses, bodies and query parameters, read with the
 * contract's own schema), including 409 for a stale version and 403 for staff on owner routes
 * (the accounts, the audit log, the settings: fake-settings.ts).
 */
export function installFakeApi(initial: Partial<FakeApiState> = {}): FakeApiState {
  const state: FakeApiState = {
    user: null,
    leads: [],
    accounts: [],
    audit: [],
    projects: [],
    testimonials: [],
    settingsVersions: [],
    quotations: [],
    password: 'correct horse battery',
    alertStatus: { waiting: 0, waitingSince: null, failed: 0, lastErrorAt: null, lastError: null },
    calls: [],
    ...initial,
  }
  let nextEvent = 1000
  const nextEventId = () => nextEvent++
  const actor = () => (state.user ? { id: state.user.id, name: state.user.name } : null)
  const touch = (row: LeadDetail, entry: EntryBody) => {
    row.version += 1
    row.updatedAt = now().toISOString()
    row.isProcessed = row.stage !== 'new'
    // As the API: a lead out of New has no first-contact clock, stopped by its first move.
    if (row.stage !== 'new') {
      row.firstContactAt ??= now().toISOString()
      row.contactDueAt = null
    }
    row.timeline.push({
      ...entry,
      id: `event-${nextEventId()}`,
      at: now().toISOString(),
      actor: actor(),
    } as TimelineEntry)
  }
  const find = (id: string | undefined) => state.leads.find((row) => row.id === Number(id))
  /**
   * As the API does when an account is disabled: its open leads (not won, lost or spam), oldest
   * first, go to others by the sales desk's rules, in turn in each pool; how many moved.
   */
  const reassignLeadsOf = (replaced: StaffAccount): number => {
    const others = state.accounts
      .filter((account) => !account.disabled && account.id !== replaced.id)
      .map(({ id, name, role }) => ({ id, name, role }))
    const turns = new Map<string, number>()
    const open = state.leads
      .filter(
        (row) =>
          row.assignee?.id === replaced.id && !row.isSpam && !closedLeadStages.includes(row.stage),
      )
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id)
    for (const row of open) {
      const pool = assignmentPool(salesDeskInUse(state), others, row.projectType)
      const turn = pool ? (turns.get(pool.key) ?? 0) : 0
      if (pool) turns.set(pool.key, turn + 1)
      const next = pool?.staff[turn % pool.staff.length]
      row.assignee = next ? { id: next.id, name: next.name } : null
      touch(row, {
        kind: 'assignment',
        assignee: row.assignee,
        ...(pool ? { rule: pool.rule } : {}),
        replacing: { id: replaced.id, name: replaced.name },
      })
    }
    return open.length
  }

  // Photo uploads go by XMLHttpRequest (for their progress): to this same fake.
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init.method ?? 'GET'
      const path = url.pathname
      const body: unknown =
        typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined)
      const data = (body ?? {}) as Record<string, unknown>
      state.calls.push({ method, path, body, search: url.search })
      const failure = state.failNext
      if (failure && failure.method === method && path.startsWith(failure.path)) {
        state.failNext = undefined
        return new Response(failure.body ?? JSON.stringify({ message: 'Failure' }), {
          status: failure.status,
        })
      }
      if (path === '/api/admin/login' && method === 'POST') {
        const { username, password } = data as { username: string; password: string }
        if (username === 'staff' && password === state.password) {
          state.user = { id: 1, name: 'Sunita Devi', username, role: 'staff' }
          return json(200, state.user)
        }
        return json(401, { message: 'Invalid username or password' })
      }
      if (!state.user) return json(401, { message: 'Authentication required' })
      if (path === '/api/admin/user') return json(200, state.user)
      if (path === '/api/admin/logout') {
        state.user = null
        return json(200, { message: 'Logged out' })
      }
      if (path === '/api/admin/account/password' && method === 'POST') {
        const { currentPassword, newPassword } = data as Record<string, string>
        if (currentPassword !== state.password) {
          return json(400, {
            message: 'Your current password is not correct',
            issues: [
              { path: ['currentPassword'], message: 'Your current password is not correct' },
            ],
          })
        }
        state.password = newPassword ?? ''
        return json(200, { message: 'Password changed. You were signed out everywhere else.' })
      }

      // Owner routes
      const ownerOnly =
        path.startsWith('/api/admin/accounts') ||
        path === '/api/admin/audit-log' ||
        path.startsWith('/api/admin/settings')
      const deleting = method === 'DELETE' && path.startsWith(`${base}/contact-forms/`)
      if ((ownerOnly || deleting) && state.user.role !== 'owner') {
        return json(403, { message: 'Only an owner can do this' })
      }
      if (path === '/api/admin/accounts' && method === 'GET') return json(200, state.accounts)
      if (path === '/api/admin/accounts' && method === 'POST') {
        const parsed = createAccountSchema.safeParse(data)
        if (!parsed.success) return refused(parsed.error)
        const { name, username, role, email } = parsed.data
        if (state.accounts.some((account) => account.username === username.toLowerCase())) {
          return json(409, { message: 'That username is already taken' })
        }
        const account: StaffAccount = {
          id: Math.max(0, ...state.accounts.map((other) => other.id)) + 1,
          name,
          username: username.toLowerCase(),
          email,
          role,
          disabled: false,
          createdAt: now().toISOString(),
          lastLoginAt: null,
        }
        state.accounts.push(account)
        return json(201, { account, initialPassword: `initial-${account.username}-2468` })
      }
      const accountPath = path.match(/^\/api\/admin\/accounts\/(\d+)(\/password)?$/)
      if (accountPath) {
        const account = state.accounts.find((one) => one.id === Number(accountPath[1]))
        if (!account) return json(404, { message: 'Account not found' })
        if (accountPath[2] && method === 'POST') {
          return json(200, { account, initialPassword: `reset-${account.username}-1357` })
        }
        if (method === 'PATCH') {
          const parsed = updateAccountSchema.safeParse(data)
          if (!parsed.success) return refused(parsed.error)
          const disabling = parsed.data.disabled === true && !account.disabled
          Object.assign(account, parsed.data)
          // Only a change that disabled the account says how many of its leads went to others.
          return json(
            200,
            disabling ? { ...account, reassignedLeads: reassignLeadsOf(account) } : account,
          )
        }
      }
      if (path === '/api/admin/audit-log') {
        return json(200, { items: state.audit, total: state.audit.length, page: 1, pageSize: 50 })
      }

      // Leads
      if (path === `${base}/staff`) {
        return json(
          200,
          state.accounts
            .filter((account) => !account.disabled)
            .map(({ id, name }) => ({ id, name })),
        )
      }
      if (path === `${base}/alert-status`) return json(200, state.alertStatus)
      if (path === `${base}/leads` || path === `${base}/leads/count`) {
        const query = leadListQuerySchema.safeParse(Object.fromEntries(url.searchParams))
        if (!query.success) return json(400, { message: query.error.issues[0]?.message })
        const rows = listLeads(state, query.data)
        if (path.endsWith('/count')) return json(200, { total: rows.length })
        const { page, pageSize } = query.data
        return json(200, {
          items: rows.slice((page - 1) * pageSize, page * pageSize).map(summaryOf),
          total: rows.length,
          page,
          pageSize,
        })
      }
      // Before the lead's own routes, whose pattern takes `/leads/1/quotations` for an action.
      const quotations = quotationRoute(
        state,
        { method, path, data },
        { id: state.user.id, name: state.user.name },
        now(),
      )
      if (quotations) return quotations
      const contact = leadContactRoute(
        state.leads,
        { method, path, data: body },
        { actor: { id: state.user.id, name: state.user.name }, now: now(), nextEventId, touch },
      )
      if (contact) return contact
      const leadPath = path.match(/^\/api\/admin\/dashboard\/leads\/(\d+)(?:\/([a-z-]+))?$/)
      if (leadPath) {
        const row = find(leadPath[1])
        if (!row) return json(404, { message: leadMessages.notFound })
        const action = leadPath[2]
        if (!action && method === 'GET') return json(200, row)
        if (!action && method === 'PATCH') return changeLead(state, row, data, touch)
      }
      const spamPath = path.match(/^\/api\/admin\/dashboard\/contact-forms\/(\d+)\/spam$/)
      if (spamPath && method === 'PATCH') {
        const row = find(spamPath[1])
        if (!row) return json(404, { message: leadMessages.notFound })
        if (data.version !== undefined && data.version !== row.version) {
          return json(409, { message: leadMessages.stale })
        }
        row.isSpam = data.spam === true
        touch(row, { kind: 'spam', spam: row.isSpam })
        return json(200, row)
      }
      const one = path.match(/^\/api\/admin\/dashboard\/contact-forms\/(\d+)$/)
      if (one && method === 'DELETE') {
        const index = state.leads.findIndex((row) => row.id === Number(one[1]))
        if (index < 0) return json(404, { message: leadMessages.notFound })
        state.leads.splice(index, 1)
        return new Response(null, { status: 204 })
      }
      const processed = path.match(/^\/api\/admin\/dashboard\/contact-forms\/(\d+)\/process$/)
      if (processed && method === 'PATCH') {
        const row = find(processed[1])
        if (!row) return json(404, { message: leadMessages.notFound })
        if (row.stage === 'new') {
          row.stage = 'contacted'
          row.processedAt ??= '2026-11-20T10:00:00.000Z'
          touch(row, { kind: 'stage', from: 'new', to: 'contacted', lostReason: '' })
        }
        return json(200, summaryOf(row))
      }
      const settings = settingsRoute(
        state,
        { method, path, data },
        state.user.name,
        now(),
        state.accounts,
      )
      if (settings) return settings
      const portfolio = await portfolioRoute(
        state,
        { method, path, data, body },
        state.user.role,
        now(),
      )
      if (portfolio) return portfolio
      return json(404, { message: 'Not found' })
    }),
  )
  return state
}

type ListQuery = ReturnType<typeof leadListQuerySchema.parse>

/** The filter, search and sort of GET /leads, as the API applies them. */
function listLeads(state: FakeApiState, query: ListQuery): LeadDetail[] {
  const endOfToday = companyDayStart(companyDate(now())).getTime() + 24 * 60 * 60 * 1000
  const digits = query.q?.replace(/[\s()+.-]/g, '') ?? ''
  const byDigits = /^\d+$/.test(digits)
  const isDue = (row: LeadDetail) =>
    row.followUpAt !== null &&
    !closedLeadStages.includes(row.stage) &&
    Date.parse(row.followUpAt) < endOfToday
  const rows = state.leads.filter((row) => {
    if (row.isSpam !== query.spam) return false
    if (query.stage && !query.stage.includes(row.stage)) return false
    if (query.processed !== undefined && (row.stage !== 'new') !== query.processed) return false
    if (query.assignee === 'me' && row.assignee?.id !== state.user?.id) return false
    if (query.assignee === 'none' && row.assignee) return false
    if (typeof query.assignee === 'number' && row.assignee?.id !== query.assignee) return false
    if (query.due && !isDue(row)) return false
    if (query.todo && row.stage !== 'new' && !isDue(row)) return false
    if (query.q) {
      if (byDigits) {
        const phone = row.phone.replace(/\D/g, '')
        if (!phone.startsWith(digits) && !phone.endsWith(digits)) return false
      } else {
        const needle = query.q.toLocaleLowerCase()
        const texts = [row.name, row.email, row.city].map((text) => text.toLocaleLowerCase())
        if (!texts.some((text) => text.includes(needle))) return false
      }
    }
    return true
  })
  const direction = query.order === 'asc' ? 1 : -1
  if (query.sort === 'urgency') {
    // New leads not due, newest first; follow-ups due, the most overdue first; the rest, newest first.
    const group = (row: LeadDetail) => (isDue(row) ? 1 : row.stage === 'new' ? 0 : 2)
    const within = (a: LeadDetail, b: LeadDetail) =>
      group(a) === 1
        ? Date.parse(a.followUpAt ?? '') - Date.parse(b.followUpAt ?? '')
        : Date.parse(b.createdAt) - Date.parse(a.createdAt)
    return rows.sort((a, b) => direction * (group(a) - group(b) || within(a, b) || b.id - a.id))
  }
  const key = (row: LeadDetail): string =>
    query.sort === 'name'
      ? row.name
      : query.sort === 'followUpAt'
        ? (row.followUpAt ?? '9999')
        : query.sort === 'updatedAt'
          ? row.updatedAt
          : query.sort === 'stage'
            ? row.stage
            : row.createdAt
  return rows.sort((a, b) => direction * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id))
}

/** A complete request with its lead fields; override what the test is about. */
export function lead(overrides: Partial<LeadDetail> = {}): LeadDetail {
  const isProcessed = overrides.isProcessed ?? (overrides.stage ? overrides.stage !== 'new' : false)
  const createdAt = overrides.createdAt ?? '2026-11-18T06:30:00.000Z'
  // Its square feet as the API reads them (Patna's katha), unless the test gives its own.
  const landSize = readLandSize(overrides.landSize ?? '1800')
  return {
    id: 1,
    name: 'Ravi Kumar',
    phone: '+91 98765 43210',
    email: 'ravi@example.in',
    city: 'Patna',
    landSize: '1800',
    landSizeSqFt: 'squareFeet' in landSize ? landSize.squareFeet : null,
    landDimensionNorthFeet: '40',
    landDimensionNorthInches: '0',
    landDimensionSouthFeet: '40',
    landDimensionSouthInches: '6',
    landDimensionEastFeet: '45',
    landDimensionEastInches: '0',
    landDimensionWestFeet: '45',
    landDimensionWestInches: '0',
    landFacing: 'North-East',
    projectType: 'Residential Construction',
    message: 'Two-storey house with a rooftop garden.',
    createdAt,
    processedAt: null,
    source: unknownQuoteSource(),
    language: 'en',
    isSpam: false,
    repeatOf: [],
    alerts: [],
    stage: isProcessed ? 'contacted' : 'new',
    lostReason: '',
    followUpAt: null,
    assignee: null,
    isRepeat: (overrides.repeatOf?.length ?? 0) > 0,
    version: 1,
    updatedAt: createdAt,
    firstContactAt: null,
    contactDueAt: null,
    escalatedAt: null,
    timeline: [{ id: 'event-1', kind: 'created', at: createdAt, actor: null }],
    ...overrides,
    isProcessed,
  }
}

/**
 * `PATCH /leads/:id` as the API answers it: the fields sent that differ, each on the timeline
 * (stage, follow-up, assignment, then the note), with one version check for a change of the lead
 * itself; a note alone needs no version.
 */
function changeLead(
  state: FakeApiState,
  row: LeadDetail,
  data: Record<string, unknown>,
  touch: (row: LeadDetail, entry: EntryBody) => void,
): Response {
  const parsed = leadChangeSchema.safeParse(data)
  if (!parsed.success) return refused(parsed.error)
  const change = parsed.data
  if (change.version !== undefined && change.version !== row.version) {
    return json(409, { message: leadMessages.stale })
  }
  if (change.assigneeId) {
    const known = state.accounts.some((one) => one.id === change.assigneeId && !one.disabled)
    if (!known) {
      return json(400, {
        message: leadMessages.assigneeUnknown,
        issues: [{ path: ['assigneeId'], message: leadMessages.assigneeUnknown }],
      })
    }
  }
  const version = row.version
  if (
    change.stage !== undefined &&
    (change.stage !== row.stage || change.lostReason !== row.lostReason)
  ) {
    const from = row.stage
    row.stage = change.stage
    row.lostReason = change.lostReason ?? ''
    touch(row, { kind: 'stage', from, to: row.stage, lostReason: row.lostReason })
  }
  if (change.followUpAt !== undefined && change.followUpAt !== row.followUpAt) {
    row.followUpAt = change.followUpAt
    touch(row, { kind: 'follow_up', followUpAt: row.followUpAt })
  }
  if (change.assigneeId !== undefined && change.assigneeId !== (row.assignee?.id ?? null)) {
    const person = state.accounts.find((account) => account.id === change.assigneeId)
    row.assignee = person ? { id: person.id, name: person.name } : null
    touch(row, { kind: 'assignment', assignee: row.assignee })
  }
  // One change is one version, however many fields it changed; a note alone changes none.
  row.version = row.version > version ? version + 1 : version
  if (change.note) {
    const noteVersion = row.version
    touch(row, { kind: 'note', text: change.note })
    row.version = noteVersion
  }
  return json(200, row)
}
