import type { ContactSubmission } from '@nirman/contract'
import { Button, Notice, NoticeDescription, Spinner, toast } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { contactFormsQuery, spamFormsQuery } from '../../api/queries'
import { dashboardCopy, leadCopy } from '../../content'
import { buildSubmissionsCsv, csvFileName, downloadCsv } from './csv'
import { SubmissionDetails } from './submission-details'
import {
  countByFilter,
  type DateSort,
  matchesSearch,
  type StatusFilter,
  selectSubmissions,
} from './submission-list'
import { SubmissionsTable } from './submissions-table'
import { SubmissionsToolbar } from './submissions-toolbar'

const noSubmissions: ContactSubmission[] = []

/**
 * The 'Contact Form Submissions' tab: the list of quote requests with its filter, search, sort,
 * Refresh and Export CSV, and the details dialog. The list request runs only while `signedIn`.
 */
export function SubmissionsPanel({
  signedIn,
  linkedRequest,
}: {
  signedIn: boolean
  /** The request named by the address (`?request=12`, the link of a lead alert): its details open. */
  linkedRequest?: number | undefined
}) {
  const [showSpam, setShowSpam] = useState(false)
  const requests = useQuery(contactFormsQuery(signedIn && !showSpam))
  const spamFolder = useQuery(spamFormsQuery(signedIn && showSpam))
  const list = showSpam ? spamFolder : requests
  const [filter, setFilter] = useState<StatusFilter>('all')
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<DateSort>('newest')
  const [details, setDetails] = useState<{ id: number; opener: HTMLElement | null } | null>(null)

  const all = list.data ?? noSubmissions
  // The counts follow the search, so each filter button says how many rows it would show.
  const counts = countByFilter(all.filter((row) => matchesSearch(row, search)))
  const shown = selectSubmissions(all, { filter, search, sort })
  // Looked up in the whole list, so the dialog follows the row after Mark Processed even when
  // the filter no longer shows it.
  const detailsSubmission = details ? (all.find((row) => row.id === details.id) ?? null) : null

  const linkedFound = list.data?.some((row) => row.id === linkedRequest) ?? false
  useEffect(() => {
    if (linkedFound && linkedRequest) setDetails({ id: linkedRequest, opener: null })
  }, [linkedRequest, linkedFound])

  function exportShownRows() {
    if (shown.length === 0) {
      toast({ ...dashboardCopy.exportFailed, variant: 'destructive' })
      return
    }
    downloadCsv(buildSubmissionsCsv(shown), csvFileName(new Date()))
  }

  return (
    <div className="grid gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {showSpam ? <h2 className="text-lg font-semibold">{leadCopy.spamHeading}</h2> : <span />}
        <Button
          size="sm"
          variant="outline"
          aria-pressed={showSpam}
          onClick={() => setShowSpam(!showSpam)}
        >
          {showSpam ? leadCopy.backToRequests : leadCopy.showSpam}
        </Button>
      </div>
      <SubmissionsToolbar
        filter={filter}
        onFilterChange={setFilter}
        counts={counts}
        search={search}
        onSearchChange={setSearch}
        sort={sort}
        onSortChange={setSort}
        refreshing={list.isRefetching}
        canRefresh={signedIn}
        onRefresh={() => {
          void list.refetch()
        }}
        onExport={exportShownRows}
      />
      {list.isError ? (
        <Notice variant="destructive">
          <NoticeDescription>{dashboardCopy.loadError}</NoticeDescription>
        </Notice>
      ) : null}
      {list.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label={dashboardCopy.loading} className="text-3xl text-primary" />
        </div>
      ) : null}
      {list.data ? (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {dashboardCopy.showing(shown.length, all.length)}
          </p>
          <SubmissionsTable
            rows={shown}
            emptyText={all.length === 0 ? dashboardCopy.empty : dashboardCopy.noMatches}
            onViewDetails={(submission, opener) => setDetails({ id: submission.id, opener })}
          />
        </>
      ) : null}
      <SubmissionDetails
        submission={detailsSubmission}
        returnFocusTo={details?.opener}
        onClose={() => setDetails(null)}
        onOpen={(id) => setDetails({ id, opener: details?.opener ?? null })}
      />
    </div>
  )
}
