import { type LeadStage, leadStageLabels, leadStages } from '@nirman/contract'
import { Button, Input, Label, Select } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { CalendarClock, Download, ListTodo, RefreshCw, UserRound } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { currentUserQuery } from '../../api/queries'
import { dashboardCopy, deskCopy } from '../../content'
import { canExport } from './csv'
import {
  type ListSort,
  type ListView,
  listSortKeys,
  listSortOf,
  listSorts,
  processedOf,
  type StatusFilter,
  statusFilterOf,
  statusFilters,
} from './list-view'

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

const sortLabels: Record<ListSort, string> = {
  newest: dashboardCopy.sortNewest,
  oldest: dashboardCopy.sortOldest,
  followUp: deskCopy.sortFollowUp,
  updated: deskCopy.sortUpdated,
  name: deskCopy.sortName,
  urgent: deskCopy.sortUrgency,
}

const isListSort = (value: string): value is ListSort => value in listSorts
const isStage = (value: string): value is LeadStage => leadStages.some((stage) => stage === value)

/** Search typed in the box reaches the address (and the server) once typing pauses. */
const searchPause = 250

/**
 * Filter, Due today / overdue, My leads, stage, search, sort, Refresh and Export CSV, above the
 * list. Every choice goes to the page's address (see useListView). Export CSV is shown to an
 * owner only: the server refuses anyone else (the file holds every lead's phone and e-mail).
 */
export function LeadsToolbar({ view, onChange, ...props }: LeadsToolbarProps) {
  const user = useQuery(currentUserQuery)
  const searchId = useId()
  const sortId = useId()
  const stageId = useId()
  const filter = statusFilterOf(view)
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

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{dashboardCopy.filterLabel}</legend>
          {statusFilters.map((option) => {
            const count = props.counts[option]
            const label = dashboardCopy.filters[option]
            return (
              <Button
                key={option}
                size="sm"
                variant={filter === option ? 'primary' : 'outline'}
                aria-pressed={filter === option}
                onClick={() => onChange({ processed: processedOf(option) })}
              >
                {count === undefined ? label : dashboardCopy.filterWithCount(label, count)}
              </Button>
            )
          })}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={props.onRefresh}
            disabled={!props.canRefresh}
            loading={props.refreshing}
            loadingLabel={dashboardCopy.refreshing}
          >
            <RefreshCw aria-hidden />
            {dashboardCopy.refresh}
          </Button>
          {canExport(user.data) ? (
            <Button size="sm" onClick={props.onExport}>
              <Download aria-hidden />
              {dashboardCopy.exportCsv}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={view.todo ? 'primary' : 'outline'}
          aria-pressed={Boolean(view.todo)}
          onClick={() =>
            onChange(
              view.todo
                ? { todo: undefined, ...listSorts.newest }
                : { todo: true, due: undefined, ...listSorts.urgent },
            )
          }
        >
          <ListTodo aria-hidden />
          {props.todoCount === undefined
            ? deskCopy.todoView
            : dashboardCopy.filterWithCount(deskCopy.todoView, props.todoCount)}
        </Button>
        <Button
          size="sm"
          variant={view.due ? 'primary' : 'outline'}
          aria-pressed={Boolean(view.due)}
          onClick={() =>
            onChange(
              view.due
                ? { due: undefined, ...listSorts.newest }
                : { due: true, todo: undefined, ...listSorts.followUp },
            )
          }
        >
          <CalendarClock aria-hidden />
          {props.dueCount === undefined
            ? deskCopy.dueView
            : dashboardCopy.filterWithCount(deskCopy.dueView, props.dueCount)}
        </Button>
        <Button
          size="sm"
          variant={view.assignee === 'me' ? 'primary' : 'outline'}
          aria-pressed={view.assignee === 'me'}
          onClick={() => onChange({ assignee: view.assignee === 'me' ? undefined : 'me' })}
        >
          <UserRound aria-hidden />
          {deskCopy.myLeads}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={searchId}>{dashboardCopy.searchLabel}</Label>
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder={dashboardCopy.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={stageId}>{deskCopy.stageFilterLabel}</Label>
          <Select
            id={stageId}
            value={view.stage?.length === 1 ? view.stage[0] : ''}
            onChange={(event) => {
              const stage = event.target.value
              onChange({ stage: isStage(stage) ? [stage] : undefined })
            }}
          >
            <option value="">{deskCopy.allStages}</option>
            {leadStages.map((stage) => (
              <option key={stage} value={stage}>
                {leadStageLabels[stage]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={sortId}>{dashboardCopy.sortLabel}</Label>
          <Select
            id={sortId}
            value={listSortOf(view)}
            onChange={(event) => {
              if (isListSort(event.target.value)) onChange(listSorts[event.target.value])
            }}
          >
            {listSortKeys.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  )
}
