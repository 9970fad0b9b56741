import { type LeadStage, type LeadSummary, leadPaths } from '@nirman/contract'
import { Button, Notice, NoticeDescription, Spinner, toast } from '@nirman/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Columns3, List } from 'lucide-react'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { apiUrl } from '../../api/client'
import { adminKeys, leadCountQuery, leadPageQuery } from '../../api/queries'
import { boardCopy } from '../../board-content'
import { dashboardCopy, deskCopy, leadCopy } from '../../content'
import { useWideScreen } from '../layout/use-wide-screen'
import { LeadBoard } from '../lead-board/lead-board'
import { AlertWarning } from './alert-warning'
import { startDownload } from './csv'
import { LeadCards } from './lead-cards'
import { LeadDetailsDialog } from './lead-details-dialog'
import { showingText } from './lead-format'
import { LeadsTable } from './leads-table'
import { LeadsToolbar } from './leads-toolbar'
import { ListFreshness } from './list-freshness'
import {
  isFiltered,
  readListView,
  type StatusFilter,
  useListView,
  writeListView,
} from './list-view'
import { Pagination } from './pagination'
import { useMarkProcessed } from './use-mark-processed'

/**
 * The 'Contact Form Submissions' tab: one page of the quote requests, filtered, searched and sorted
 * by the server, with Refresh, Export CSV and the details dialog. What the list shows lives in the
 * address (see useListView); `?request=12` (the link of a lead alert) opens that request. The list
 * request runs only while `signedIn`, and refreshes itself (see leadPageQuery) under a warning when
 * lead alerts are not being delivered.
 */
export function LeadsPanel({ signedIn }: { signedIn: boolean }) {
  const [view, changeView, changeParams] = useListView()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  // The pipeline board instead of the list (not for the spam folder, which has no stages).
  const board = params.get('layout') === 'board' && !view.spam
  const page = useQuery(leadPageQuery(view, signedIn && !board))
  const { sort: _sort, order: _order, page: _page, pageSize: _pageSize, ...filter } = view
  const { processed: _processed, ...otherFilters } = filter
  const { stage: _stage, due: _due, todo: _todo, ...boardFilter } = otherFilters
  const counts: Record<StatusFilter, number | undefined> = {
    all: useQuery(leadCountQuery(otherFilters, signedIn)).data,
    unprocessed: useQuery(leadCountQuery({ ...otherFilters, processed: false }, signedIn)).data,
    processed: useQuery(leadCountQuery({ ...otherFilters, processed: true }, signedIn)).data,
  }
  const mine = view.assignee === 'me' ? 'me' : undefined
  const dueCount = useQuery(leadCountQuery({ due: true, assignee: mine }, signedIn)).data
  const todoCount = useQuery(leadCountQuery({ todo: true, assignee: mine }, signedIn)).data
  // Refresh shows itself busy when pressed, not each time the list refreshes by itself.
  const [refreshing, setRefreshing] = useState(false)
  const { mark, markingId } = useMarkProcessed()
  const wide = useWideScreen()
  // "Overdue" and "due today" are judged at the time the page arrived, the same for every row.
  const now = useMemo(() => new Date(page.dataUpdatedAt || Date.now()), [page.dataUpdatedAt])

  const opener = useRef<HTMLElement | null>(null)
  const openId = Number(params.get('request')) || null
  const openDetails = useCallback(
    (id: number, from: HTMLElement | null) => {
      if (from) opener.current = from
      changeParams((current) => {
        current.set('request', String(id))
        return current
      })
    },
    [changeParams],
  )
  const closeDetails = useCallback(() => {
    changeParams((current) => {
      current.delete('request')
      return current
    })
  }, [changeParams])
  const showBoard = useCallback(
    (shown: boolean) =>
      changeParams((current) => {
        if (shown) current.set('layout', 'board')
        else current.delete('layout')
        return current
      }),
    [changeParams],
  )
  const onSeeAll = useCallback(
    (stage: LeadStage) =>
      changeParams((current) => {
        const next = writeListView(current, {
          ...readListView(current),
          stage: [stage],
          processed: undefined,
          due: undefined,
          todo: undefined,
          page: 1,
        })
        next.delete('layout')
        return next
      }),
    [changeParams],
  )
  const onViewDetails = useCallback(
    (lead: LeadSummary, from: HTMLElement) => openDetails(lead.id, from),
    [openDetails],
  )
  const onMarkProcessed = useCallback((lead: LeadSummary) => mark(lead.id), [mark])

  function exportCsv() {
    if (page.data?.total === 0) {
      toast({ ...dashboardCopy.exportFailed, variant: 'destructive' })
      return
    }
    // The server streams the file for the list's filter; the browser saves it with the cookie.
    startDownload(apiUrl(leadPaths.exportCsv(filter)))
  }

  const rows = page.data?.items ?? []
  const total = page.data?.total ?? 0
  const first = page.data ? (page.data.page - 1) * page.data.pageSize + 1 : 0
  const listProps = {
    rows,
    emptyText: view.todo
      ? deskCopy.todoEmpty
      : view.due
        ? deskCopy.dueEmpty
        : isFiltered(view)
          ? dashboardCopy.noMatches
          : dashboardCopy.empty,
    markingId,
    now,
    onViewDetails,
    onMarkProcessed,
  }

  return (
    <div className="grid min-w-0 gap-4 rounded-lg border border-border bg-card p-3 text-card-foreground sm:p-6">
      {/* The heading wraps beside Spam rather than push it onto a line of its own (a phone). */}
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold break-words">
          {view.spam
            ? leadCopy.spamHeading
            : view.todo
              ? deskCopy.todoHeading
              : view.due
                ? deskCopy.dueHeading
                : deskCopy.allRequests}
        </h2>
        <div className="flex flex-wrap justify-end gap-2">
          {view.spam ? null : (
            <fieldset className="flex gap-1">
              <legend className="sr-only">{boardCopy.layoutLabel}</legend>
              <Button
                size="sm"
                variant={board ? 'outline' : 'secondary'}
                aria-pressed={!board}
                onClick={() => showBoard(false)}
              >
                <List aria-hidden />
                {boardCopy.list}
              </Button>
              <Button
                size="sm"
                variant={board ? 'secondary' : 'outline'}
                aria-pressed={board}
                onClick={() => showBoard(true)}
              >
                <Columns3 aria-hidden />
                {boardCopy.board}
              </Button>
            </fieldset>
          )}
          <Button
            size="sm"
            variant="outline"
            aria-pressed={Boolean(view.spam)}
            onClick={() => changeView({ spam: view.spam ? undefined : true })}
          >
            {view.spam ? leadCopy.backToRequests : leadCopy.showSpam}
          </Button>
        </div>
      </div>
      <LeadsToolbar
        view={view}
        onChange={changeView}
        counts={counts}
        dueCount={dueCount}
        todoCount={todoCount}
        refreshing={refreshing}
        canRefresh={signedIn}
        onRefresh={() => {
          setRefreshing(true)
          void Promise.all([
            queryClient.invalidateQueries({ queryKey: adminKeys.leads() }),
            queryClient.invalidateQueries({ queryKey: adminKeys.alertStatus() }),
          ]).finally(() => setRefreshing(false))
        }}
        onExport={exportCsv}
      />
      <AlertWarning signedIn={signedIn} />
      {board ? (
        <LeadBoard
          filter={boardFilter}
          signedIn={signedIn}
          onViewDetails={onViewDetails}
          onSeeAll={onSeeAll}
        />
      ) : null}
      {page.isError && !board ? (
        <Notice variant="destructive">
          <NoticeDescription>{dashboardCopy.loadError}</NoticeDescription>
        </Notice>
      ) : null}
      {page.isPending && !board ? (
        <div className="grid place-items-center py-16">
          <Spinner label={dashboardCopy.loading} className="text-3xl text-primary" />
        </div>
      ) : null}
      {page.data && !board ? (
        <>
          <div className="grid gap-0.5">
            <p role="status" className="text-sm text-muted-foreground">
              {showingText(first, first + rows.length - 1, total)}
            </p>
            <ListFreshness updatedAt={page.dataUpdatedAt} signedIn={signedIn} />
          </div>
          <div aria-busy={page.isPlaceholderData} className="min-w-0">
            {wide ? <LeadsTable {...listProps} /> : <LeadCards {...listProps} />}
          </div>
          <Pagination
            page={page.data.page}
            pageSize={page.data.pageSize}
            total={total}
            onPage={(number) => changeView({ page: number })}
          />
        </>
      ) : null}
      <LeadDetailsDialog
        id={openId}
        returnFocusTo={opener.current}
        onClose={closeDetails}
        onOpen={(id) => openDetails(id, null)}
        marking={markingId !== undefined && markingId === openId}
        onMarkProcessed={mark}
      />
    </div>
  )
}
