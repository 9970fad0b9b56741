import { type LeadStage, leadStageLabels, leadStages } from '@nirman/contract'
import { Button, Label, Select } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { CalendarClock, Download, ListTodo, RefreshCw, UserRound } from 'lucide-react'
import { useId } from 'react'
import { currentUserQuery } from '../../api/queries'
import { dashboardCopy, deskCopy } from '../../content'
import { formatCount } from '../../count-format'
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

/** The parts of the toolbar (LeadsToolbar), each a choice of the list's view. */
interface ViewControlProps {
  view: ListView
  onChange: (change: Partial<ListView>) => void
}

/** A label with its count once counted: "Unprocessed (1,234)". */
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : dashboardCopy.filterWithCount(label, formatCount(count))

/** The specification's filter: All, Unprocessed, Processed, each with how many it holds. */
export function StatusFilterButtons({
  view,
  onChange,
  counts,
}: ViewControlProps & { counts: Record<StatusFilter, number | undefined> }) {
  const filter = statusFilterOf(view)
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{dashboardCopy.filterLabel}</legend>
      {statusFilters.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={filter === option ? 'primary' : 'outline'}
          aria-pressed={filter === option}
          onClick={() => onChange({ processed: processedOf(option) })}
        >
          {withCount(dashboardCopy.filters[option], counts[option])}
        </Button>
      ))}
    </fieldset>
  )
}

/** A phone's desk views: three equal buttons in one row, their words on two lines, no icons. */
const compactView = 'h-auto min-h-11 whitespace-normal px-2 py-1 leading-tight'

/**
 * The sales desk's views: To do, Due today / overdue, My leads; `compact` on a phone, where they
 * share one row.
 */
export function DeskViewButtons({
  view,
  onChange,
  todoCount,
  dueCount,
  compact = false,
}: ViewControlProps & {
  todoCount: number | undefined
  dueCount: number | undefined
  compact?: boolean
}) {
  const className = compact ? compactView : undefined
  return (
    <>
      <Button
        size="sm"
        className={className}
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
        {compact ? null : <ListTodo aria-hidden />}
        {withCount(deskCopy.todoView, todoCount)}
      </Button>
      <Button
        size="sm"
        className={className}
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
        {compact ? null : <CalendarClock aria-hidden />}
        {withCount(deskCopy.dueView, dueCount)}
      </Button>
      <Button
        size="sm"
        className={className}
        variant={view.assignee === 'me' ? 'primary' : 'outline'}
        aria-pressed={view.assignee === 'me'}
        onClick={() => onChange({ assignee: view.assignee === 'me' ? undefined : 'me' })}
      >
        {compact ? null : <UserRound aria-hidden />}
        {deskCopy.myLeads}
      </Button>
    </>
  )
}

const isStage = (value: string): value is LeadStage => leadStages.some((stage) => stage === value)

/** One stage, or all of them. */
export function StageSelect({ view, onChange }: ViewControlProps) {
  const id = useId()
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{deskCopy.stageFilterLabel}</Label>
      <Select
        id={id}
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
  )
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

export function SortSelect({ view, onChange }: ViewControlProps) {
  const id = useId()
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{dashboardCopy.sortLabel}</Label>
      <Select
        id={id}
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
  )
}

/**
 * Refresh, and Export CSV for an owner only: the server refuses anyone else (the file holds
 * every lead's phone and e-mail).
 */
export function RefreshExportButtons({
  refreshing,
  canRefresh,
  onRefresh,
  onExport,
}: {
  refreshing: boolean
  canRefresh: boolean
  onRefresh: () => void
  onExport: () => void
}) {
  const user = useQuery(currentUserQuery)
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={onRefresh}
        disabled={!canRefresh}
        loading={refreshing}
        loadingLabel={dashboardCopy.refreshing}
      >
        <RefreshCw aria-hidden />
        {dashboardCopy.refresh}
      </Button>
      {canExport(user.data) ? (
        <Button size="sm" onClick={onExport}>
          <Download aria-hidden />
          {dashboardCopy.exportCsv}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * How many of the choices folded under "Filters" on a phone narrow the list: the status filter
 * and the stage (the sort orders it, and the desk's views stay in sight).
 */
export function foldedFiltersOn(view: ListView): number {
  return (view.processed === undefined ? 0 : 1) + (view.stage?.length ? 1 : 0)
}
