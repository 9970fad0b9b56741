import {
  type AccountChangeAnswer,
  type AccountWithPassword,
  type AdminLogin,
  type AdminUser,
  type AlertStatus,
  type AuditEntry,
  accountPaths,
  adminPaths,
  auditPaths,
  type ChangePassword,
  type ContactSubmission,
  type CreateAccount,
  contactFormPaths,
  type LeadChangeBody,
  type LeadCount,
  type LeadDetail,
  type LeadFilter,
  type LeadListQuery,
  type LeadReport,
  type LeadReportQuery,
  type LeadSummary,
  leadPaths,
  type Page,
  reportPaths,
  type StaffAccount,
  type StaffRef,
  type UpdateAccount,
} from '@nirman/contract'
import {
  keepPreviousData,
  MutationCache,
  QueryCache,
  QueryClient,
  queryOptions,
} from '@tanstack/react-query'
import { apiRequest, getJson, isUnauthorized } from './client'

export const adminKeys = {
  all: ['admin'] as const,
  logout: () => [...adminKeys.all, 'logout'] as const,
  user: () => [...adminKeys.all, 'user'] as const,
  /** Every list, count and detail of the leads: invalidated after any change to one. */
  leads: () => [...adminKeys.all, 'leads'] as const,
  leadPage: (query: LeadListQuery) => [...adminKeys.leads(), 'page', query] as const,
  leadCount: (filter: Partial<LeadFilter>) => [...adminKeys.leads(), 'count', filter] as const,
  lead: (id: number) => [...adminKeys.leads(), 'detail', id] as const,
  alertStatus: () => [...adminKeys.all, 'alert-status'] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
  accounts: () => [...adminKeys.all, 'accounts'] as const,
  audit: (page: number) => [...adminKeys.all, 'audit', page] as const,
  /** The owner's reports, by what each asks for. */
  reports: () => [...adminKeys.all, 'reports'] as const,
  leadReport: (query: LeadReportQuery) => [...adminKeys.reports(), 'leads', query] as const,
}

/** The signed-in admin, or null when signed out. Never retried. */
export const currentUserQuery = queryOptions({
  queryKey: adminKeys.user(),
  queryFn: () => getJson<AdminUser>(adminPaths.user, { on401: 'returnNull' }),
  retry: false,
})

const required = async <T>(answer: Promise<T | null>): Promise<T> => {
  const value = await answer
  if (value === null) throw new Error('The API answered nothing')
  return value
}

/** How often an open list asks the server again, so a lead posted meanwhile shows by itself. */
export const listRefreshMs = 30_000

/**
 * The list keeps itself current: every 30 s while the tab is visible, and at once when staff come
 * back to the tab (whatever the client's "never stale" default). Only the data is replaced: the
 * address (filter, page, open lead), the scroll and what is typed stay as they are.
 */
const liveList = {
  refetchInterval: listRefreshMs,
  refetchOnWindowFocus: 'always',
} as const

/**
 * One page of the leads, filtered, searched and sorted by the server. The page shown stays on
 * screen while the next one loads, so the table does not jump to a spinner on every keystroke.
 */
export function leadPageQuery(query: LeadListQuery, enabled: boolean) {
  return queryOptions({
    queryKey: adminKeys.leadPage(query),
    queryFn: () => required(getJson<Page<LeadSummary>>(leadPaths.list(query))),
    enabled,
    placeholderData: keepPreviousData,
    ...liveList,
  })
}

/** Whether lead alerts reach staff (`/alert-status`), polled with the list. */
export function alertStatusQuery(enabled: boolean) {
  return queryOptions({
    queryKey: adminKeys.alertStatus(),
    queryFn: () => required(getJson<AlertStatus>(adminPaths.alertStatus)),
    enabled,
    ...liveList,
  })
}

/** How many leads a filter holds (the counts on the All / Unprocessed / Processed buttons). */
export function leadCountQuery(filter: Partial<LeadFilter>, enabled: boolean) {
  return queryOptions({
    queryKey: adminKeys.leadCount(filter),
    queryFn: async () => (await required(getJson<LeadCount>(leadPaths.count(filter)))).total,
    enabled,
    placeholderData: keepPreviousData,
    ...liveList,
  })
}

/** One request with its timeline. */
export function leadQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.lead(id),
    queryFn: () => required(getJson<LeadDetail>(leadPaths.detail(id))),
  })
}

/** The active members of staff a lead can be assigned to. */
export function staffQuery(enabled: boolean) {
  return queryOptions({
    queryKey: adminKeys.staff(),
    queryFn: async () => (await getJson<StaffRef[]>(leadPaths.staff)) ?? [],
    enabled,
  })
}

/** Every account, for the owner. */
export const accountsQuery = queryOptions({
  queryKey: adminKeys.accounts(),
  queryFn: async () => (await getJson<StaffAccount[]>(accountPaths.list)) ?? [],
})

/** A page of the audit log, newest first, for the owner. */
export function auditLogQuery(page: number) {
  return queryOptions({
    queryKey: adminKeys.audit(page),
    queryFn: () => required(getJson<Page<AuditEntry>>(auditPaths.page(page))),
    placeholderData: keepPreviousData,
  })
}

/** The owner's report of the leads of a range of company dates, grouped by source. */
export function leadReportQuery(query: LeadReportQuery) {
  return queryOptions({
    queryKey: adminKeys.leadReport(query),
    queryFn: () =>
      required(getJson<LeadReport>(`${reportPaths.leads}?${new URLSearchParams({ ...query })}`)),
  })
}

export const login = (credentials: AdminLogin) =>
  apiRequest<AdminUser>('POST', adminPaths.login, credentials)
export const logout = () => apiRequest<{ message: string }>('POST', adminPaths.logout)
export const markSpam = (id: number, spam: boolean, version?: number) =>
  apiRequest<ContactSubmission>('PATCH', contactFormPaths.spam(id), { spam, version })
export const deleteLead = (id: number) => apiRequest<void>('DELETE', contactFormPaths.detail(id))
export const markProcessed = (id: number) =>
  apiRequest<ContactSubmission>('PATCH', contactFormPaths.process(id))
/** One save of a lead's stage, follow-up, assignee and a note: only what changed is sent. */
export const changeLead = (id: number, body: LeadChangeBody) =>
  apiRequest<LeadDetail>('PATCH', leadPaths.change(id), body)
export const createAccount = (body: CreateAccount) =>
  apiRequest<AccountWithPassword>('POST', accountPaths.list, body)
/** The account as changed; when the change disabled it, how many of its open leads went to others. */
export const updateAccount = (id: number, body: UpdateAccount) =>
  apiRequest<AccountChangeAnswer>('PATCH', accountPaths.account(id), body)
export const resetPassword = (id: number) =>
  apiRequest<AccountWithPassword>('POST', accountPaths.resetPassword(id))
export const changeOwnPassword = (body: ChangePassword) =>
  apiRequest<{ message: string }>('POST', accountPaths.ownPassword, body)

/**
 * The dashboard's QueryClient, with the specification's defaults: data never goes stale, nothing is
 * retried, nothing refetches on window focus or by polling, except the lead list, its counts and
 * the alert status, which keep themselves current (see liveList). A 401 from any request means the
 * session is gone: the current user becomes null, and the route guard sends the visitor to the
 * login page.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({ onError: (error) => signOutOn401(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => signOutOn401(client, error) }),
  })
  return client
}

function signOutOn401(client: QueryClient, error: unknown) {
  if (!isUnauthorized(error)) return
  // While signing out, a request that raced the logout gets a 401 too; the logout itself leads the
  // visitor to the confirmation page rather than the login page.
  if (client.isMutating({ mutationKey: adminKeys.logout() }) > 0) return
  client.setQueryData(adminKeys.user(), null)
  client.removeQueries({ queryKey: adminKeys.leads() })
}
