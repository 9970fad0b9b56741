import { Button, Input, Label, Select } from '@nirman/ui'
import { Download, RefreshCw } from 'lucide-react'
import { useId } from 'react'
import { dashboardCopy } from '../../content'
import { type DateSort, dateSorts, type StatusFilter, statusFilters } from './submission-list'

export interface SubmissionsToolbarProps {
  filter: StatusFilter
  onFilterChange: (filter: StatusFilter) => void
  /** How many rows each filter shows with the current search. */
  counts: Record<StatusFilter, number>
  search: string
  onSearchChange: (search: string) => void
  sort: DateSort
  onSortChange: (sort: DateSort) => void
  refreshing: boolean
  canRefresh: boolean
  onRefresh: () => void
  onExport: () => void
}

const sortLabels: Record<DateSort, string> = {
  newest: dashboardCopy.sortNewest,
  oldest: dashboardCopy.sortOldest,
}

const isDateSort = (value: string): value is DateSort => dateSorts.some((sort) => sort === value)

/** Filter, search, sort, Refresh and Export CSV, above the submissions table. */
export function SubmissionsToolbar(props: SubmissionsToolbarProps) {
  const searchId = useId()
  const sortId = useId()
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{dashboardCopy.filterLabel}</legend>
          {statusFilters.map((filter) => (
            <Button
              key={filter}
              size="sm"
              variant={props.filter === filter ? 'primary' : 'outline'}
              aria-pressed={props.filter === filter}
              onClick={() => props.onFilterChange(filter)}
            >
              {dashboardCopy.filterWithCount(dashboardCopy.filters[filter], props.counts[filter])}
            </Button>
          ))}
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
          <Button size="sm" onClick={props.onExport}>
            <Download aria-hidden />
            {dashboardCopy.exportCsv}
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor={searchId}>{dashboardCopy.searchLabel}</Label>
          <Input
            id={searchId}
            type="search"
            value={props.search}
            placeholder={dashboardCopy.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => props.onSearchChange(event.target.value)}
          />
        </div>
        <div className="grid w-full gap-1.5 sm:w-48">
          <Label htmlFor={sortId}>{dashboardCopy.sortLabel}</Label>
          <Select
            id={sortId}
            value={props.sort}
            onChange={(event) => {
              if (isDateSort(event.target.value)) props.onSortChange(event.target.value)
            }}
          >
            {dateSorts.map((sort) => (
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
