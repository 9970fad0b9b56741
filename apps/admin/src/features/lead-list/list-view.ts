import {
  ascendingSorts,
  type LeadListQuery,
  type LeadSort,
  leadListQuerySchema,
  leadListSearch,
  type SortOrder,
} from '@nirman/contract'
import { useCallback, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'

/** The dashboard's filter (website.md section 4): all, unprocessed, processed. */
export const statusFilters = ['all', 'unprocessed', 'processed'] as const
export type StatusFilter = (typeof statusFilters)[number]

/**
 * What the list shows. It lives in the page's address, in the API's own query parameters
 * (`/admin/dashboard?processed=false&q=ravi&page=2`), so a reload, the back button or a link sent
 * to a colleague opens the same list, and the list request is the address's query string.
 */
export type ListView = LeadListQuery

/** The parameters of the address that are not the list's: the open request, the board. */
const otherParams = ['request', 'layout'] as const

/** Changes the address's query string from the one it has now: `update` gets a copy of it. */
export type ChangeParams = (
  update: (current: URLSearchParams) => URLSearchParams,
  options?: { replace?: boolean },
) => void

/**
 * Reads the list's view from the address. A parameter the API would refuse (a hand-edited
 * address) is dropped rather than breaking the page.
 */
export function readListView(params: URLSearchParams): ListView {
  const raw: Record<string, string> = {}
  for (const [key, value] of params) {
    if (!otherParams.some((other) => other === key)) raw[key] = value
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const parsed = leadListQuerySchema.safeParse(raw)
    if (parsed.success) return parsed.data
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))
    const before = Object.keys(raw).length
    for (const key of bad) delete raw[key]
    // An issue without a path (the date order): drop the range.
    if (Object.keys(raw).length === before) {
      delete raw.from
      delete raw.to
    }
  }
  return leadListQuerySchema.parse({})
}

/** The address's query string for a view, keeping `request` (an open request) as it was. */
export function writeListView(params: URLSearchParams, view: ListView): URLSearchParams {
  // The order each sort has by default is left out, as leadListSchema puts it back; so is the
  // sort that is the view's own default (To do: urgency).
  const defaultOrder = ascendingSorts.includes(view.sort) ? 'asc' : 'desc'
  const defaultSort = view.todo ? 'urgency' : 'createdAt'
  const next = new URLSearchParams(
    leadListSearch({
      ...view,
      sort: view.sort === defaultSort ? undefined : view.sort,
      order: view.order === defaultOrder ? undefined : view.order,
    }),
  )
  for (const key of otherParams) {
    const value = params.get(key)
    if (value !== null) next.set(key, value)
  }
  return next
}

/** Whether the view narrows the list at all (filter, search, stage, My leads, due, spam). */
export function isFiltered(view: ListView): boolean {
  const { sort: _sort, order: _order, page: _page, pageSize: _pageSize, spam, ...filter } = view
  return spam || Object.values(filter).some((value) => value !== undefined)
}

/** The spec's filter as the API's `processed` parameter. */
export function statusFilterOf(view: ListView): StatusFilter {
  if (view.processed === undefined) return 'all'
  return view.processed ? 'processed' : 'unprocessed'
}

export function processedOf(filter: StatusFilter): boolean | undefined {
  return filter === 'all' ? undefined : filter === 'processed'
}

/** The sorts staff choose from, each a sort key and an order. */
export const listSorts = {
  newest: { sort: 'createdAt', order: 'desc' },
  oldest: { sort: 'createdAt', order: 'asc' },
  followUp: { sort: 'followUpAt', order: 'asc' },
  updated: { sort: 'updatedAt', order: 'desc' },
  name: { sort: 'name', order: 'asc' },
  // To do's order: new leads newest first, then follow-ups due, the most overdue first.
  urgent: { sort: 'urgency', order: 'asc' },
} as const satisfies Record<string, { sort: LeadSort; order: SortOrder }>
export type ListSort = keyof typeof listSorts

export const listSortKeys = Object.keys(listSorts).filter(
  (key): key is ListSort => key in listSorts,
)

export function listSortOf(view: ListView): ListSort {
  return (
    listSortKeys.find(
      (key) => listSorts[key].sort === view.sort && listSorts[key].order === view.order,
    ) ?? 'newest'
  )
}

/**
 * The list's view, a setter that changes part of it, and one that changes any parameter of the
 * address (the open request, the board). Any change but the page's goes back to page 1 (page 4 of
 * another filter may not exist). Typing in the search replaces the history entry rather than
 * adding one per keystroke.
 *
 * Each change starts from the address as the last change left it, even before the page shows it:
 * React Router's own setter starts from the address of its last render, so a search's pause
 * ending just as a lead was opened used to drop the lead (its details closing by themselves).
 */
export function useListView(): [ListView, (change: Partial<ListView>) => void, ChangeParams] {
  const [params, setParams] = useSearchParams()
  const view = useMemo(() => readListView(params), [params])
  const shown = useRef(params)
  shown.current = params
  const navigate = useRef(setParams)
  navigate.current = setParams
  // The address the last change asked for, and the one shown when it asked.
  const asked = useRef<{ from: string; to: URLSearchParams } | null>(null)
  const changeParams = useCallback<ChangeParams>((update, options) => {
    const now = shown.current.toString()
    const base = asked.current?.from === now ? asked.current.to : shown.current
    const next = update(new URLSearchParams(base))
    asked.current = { from: now, to: next }
    navigate.current(next, options)
  }, [])
  const change = useCallback(
    (update: Partial<ListView>) => {
      changeParams(
        (current) => writeListView(current, { ...readListView(current), page: 1, ...update }),
        { replace: 'q' in update },
      )
    },
    [changeParams],
  )
  return [view, change, changeParams]
}

/**
 * The "To do" view, the first thing staff see after signing in: the new leads nobody has called
 * yet, the newest first, then the follow-ups due by the end of today, the most overdue first. (It
 * was "Due today / overdue", which a new lead, having no follow-up date, never entered.)
 */
export const todoViewPath = `/dashboard?${leadListSearch({ todo: true })}`
