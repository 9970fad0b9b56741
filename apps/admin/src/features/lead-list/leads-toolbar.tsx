import { Button, Input, Label } from '@nirman/ui'
import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { dashboardCopy } from '../../content'
import { usePhoneScreen } from '../layout/use-wide-screen'
import {
  DeskViewButtons,
  foldedFiltersOn,
  RefreshExportButtons,
  SortSelect,
  StageSelect,
  StatusFilterButtons,
} from './list-filters'
import type { ListView, StatusFilter } from './list-view'

export interface LeadsToolbarProps {
  view: ListView
  onChange: (change: Partial<ListView>) => void
  /** How many requests each filter holds with the rest of the view; undefined while counting. */
  counts: Record<StatusFilter, number | undefined>
  /** How many follow-ups are due today or overdue (mine only under My leads). */
  dueCount: number | undefined
  /** How many leads are new or due (To do; mine only under My leads). */
  todoCount: number | undefined
  refreshing: boolean
  canRefresh: boolean
  onRefresh: () => void
  onExport: () => void
}

/** Search typed in the box reaches the address (and the server) once typing pauses. */
const searchPause = 250

/**
 * Filter, To do, Due today / overdue, My leads, stage, search, sort, Refresh and Export CSV, above
 * the list. Every choice goes to the page's address (see useListView). On a phone the search and
 * the desk's views stay in sight and the rest folds under "Filters", which says how many of its
 * filters are on: the first leads then show on the first screen (issue 27).
 */
export function LeadsToolbar({ view, onChange, ...props }: LeadsToolbarProps) {
  const searchId = useId()
  const foldedId = useId()
  const phone = usePhoneScreen()
  const [unfolded, setUnfolded] = useState(false)
  const [search, setSearch] = useState(view.q ?? '')
  // The address changed by other means (back button, a link): show its search. What is typed
  // stays as typed (a trailing space before the next word) while it means the same search.
  const [shownQuery, setShownQuery] = useState(view.q)
  if (shownQuery !== view.q) {
    setShownQuery(view.q)
    if ((view.q ?? '') !== search.trim()) setSearch(view.q ?? '')
  }
  useEffect(() => {
    if (search.trim() === (view.q ?? '')) return
    const timer = setTimeout(() => onChange({ q: search.trim() || undefined }), searchPause)
    return () => clearTimeout(timer)
  }, [search, view.q, onChange])

  const searchLabel = <Label htmlFor={searchId}>{dashboardCopy.searchLabel}</Label>
  const searchInput = (
    <Input
      id={searchId}
      type="search"
      value={search}
      placeholder={dashboardCopy.searchPlaceholder}
      autoComplete="off"
      onChange={(event) => setSearch(event.target.value)}
    />
  )
  const controls = { view, onChange }
  const counted = { todoCount: props.todoCount, dueCount: props.dueCount }
  const statusFilter = <StatusFilterButtons {...controls} counts={props.counts} />
  const refreshExport = (
    <RefreshExportButtons
      refreshing={props.refreshing}
      canRefresh={props.canRefresh}
      onRefresh={props.onRefresh}
      onExport={props.onExport}
    />
  )

  if (phone) {
    const on = foldedFiltersOn(view)
    // The search box with Filters beside it; what Filters folds follows it, before the desk's
    // views, which share one row.
    return (
      <div className="grid gap-3">
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-1.5">
          <div className="col-span-2">{searchLabel}</div>
          {searchInput}
          <Button
            variant="outline"
            className="px-3"
            aria-expanded={unfolded}
            aria-controls={foldedId}
            onClick={() => setUnfolded(!unfolded)}
          >
            <SlidersHorizontal aria-hidden />
            {on === 0 ? dashboardCopy.moreFilters : dashboardCopy.moreFiltersActive(on)}
            <ChevronDown
              aria-hidden
              className={unfolded ? 'rotate-180 transition-transform' : 'transition-transform'}
            />
          </Button>
        </div>
        <div id={foldedId} hidden={!unfolded} className="grid gap-3">
          {statusFilter}
          <StageSelect {...controls} />
          <SortSelect {...controls} />
          {refreshExport}
        </div>
        <div className="grid grid-cols-3 gap-2">
          <DeskViewButtons {...controls} {...counted} compact />
        </div>
      </div>
    )
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {statusFilter}
        {refreshExport}
      </div>
      <div className="flex flex-wrap gap-2">
        <DeskViewButtons {...controls} {...counted} />
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <div className="grid min-w-0 gap-1.5">
          {searchLabel}
          {searchInput}
        </div>
        <StageSelect {...controls} />
        <SortSelect {...controls} />
      </div>
    </div>
  )
}
