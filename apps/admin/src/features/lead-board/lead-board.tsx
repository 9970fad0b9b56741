import {
  type LeadFilter,
  type LeadStage,
  type LeadSummary,
  leadStageLabels,
  leadStages,
} from '@nirman/contract'
import { Badge, Button, Notice, NoticeDescription, Spinner, toast } from '@nirman/ui'
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query'
import { List } from 'lucide-react'
import { useCallback, useId, useMemo, useRef, useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { adminKeys, changeLead, leadPageQuery } from '../../api/queries'
import { boardCopy } from '../../board-content'
import { formatCount } from '../../count-format'
import { refusalOf } from '../forms/refusal'
import { BoardCard } from './board-card'
import { type Carried, type KeyMove, stageAt } from './board-move'
import { LostReasonDialog } from './lost-reason-dialog'

/** How many leads a column shows, the latest changed first; the rest are a list away. */
export const boardColumnSize = 20

/** A board's filter: the list's, without what the columns decide (stage) or the list alone has. */
export type BoardFilter = Omit<LeadFilter, 'stage' | 'processed' | 'due' | 'todo'>

export interface LeadBoardProps {
  filter: BoardFilter
  signedIn: boolean
  onViewDetails: (lead: LeadSummary, opener: HTMLElement) => void
  /** Shows a column's every lead in the list. */
  onSeeAll: (stage: LeadStage) => void
}

interface Move {
  lead: LeadSummary
  stage: LeadStage
  lostReason?: string
}

/**
 * The pipeline board: a column per stage, New to Lost, each with its latest leads. A lead moves by
 * dragging its handle to another column (mouse or finger), or from the keyboard: Space picks it
 * up, the arrows choose the stage, Space puts it down; every step is said to screen readers.
 * Lost asks for the reason first. The move is one change of the lead (`PATCH leads/:id`) made on
 * the version the board shows: a lead someone else changed meanwhile stays, with their message.
 */
export function LeadBoard({ filter, signedIn, onViewDetails, onSeeAll }: LeadBoardProps) {
  const queryClient = useQueryClient()
  const instructionsId = useId()
  const columns = useQueries({
    queries: leadStages.map((stage) =>
      leadPageQuery(
        {
          ...filter,
          stage: [stage],
          sort: 'updatedAt',
          order: 'desc',
          page: 1,
          pageSize: boardColumnSize,
        },
        signedIn,
      ),
    ),
  })
  const [carried, setCarried] = useState<Carried | null>(null)
  // The lead carried, as the last key or pointer move left it (a drop may come before a render).
  const carriedNow = useRef<Carried | null>(null)
  const carry = useCallback((next: Carried | null) => {
    carriedNow.current = next
    setCarried(next)
  }, [])
  // What screen readers are told as a lead is picked up, carried and put down.
  const [said, say] = useState('')
  const [askingWhyLost, setAskingWhyLost] = useState<Move | null>(null)
  const [refocus, setRefocus] = useState<{ id: number; stage: LeadStage } | null>(null)
  const onRefocused = useCallback(() => setRefocus(null), [])
  const updatedAt = Math.max(...columns.map((column) => column.dataUpdatedAt))
  const now = useMemo(() => new Date(updatedAt || Date.now()), [updatedAt])
  const leadsById = useRef(new Map<number, LeadSummary>())
  leadsById.current = new Map(
    columns.flatMap((column) => column.data?.items ?? []).map((lead) => [lead.id, lead]),
  )

  const move = useMutation({
    mutationFn: ({ lead, stage, lostReason }: Move) =>
      changeLead(lead.id, {
        version: lead.version,
        stage,
        ...(lostReason === undefined ? {} : { lostReason }),
      }),
    onSuccess: async (detail, { lead, stage }) => {
      queryClient.setQueryData(adminKeys.lead(lead.id), detail)
      const words = boardCopy.moved(lead.name, leadStageLabels[stage])
      say(words.description)
      toast(words)
      await queryClient.invalidateQueries({
        queryKey: adminKeys.leads(),
        predicate: (query) => query.queryKey[2] !== 'detail',
      })
      // The lead moved keeps the focus (its handle), in its new column.
      setRefocus({ id: lead.id, stage })
    },
    onError: (error) => {
      if (isUnauthorized(error)) return
      const refusal = refusalOf(error, boardCopy.moveFailed, [400, 404, 409])
      say(`${boardCopy.moveFailedTitle}: ${refusal.message}`)
      toast({
        title: boardCopy.moveFailedTitle,
        description: refusal.message,
        variant: 'destructive',
      })
      // Someone else's change: show the lead as it is now.
      if (refusal.kind === 'conflict') {
        void queryClient.invalidateQueries({ queryKey: adminKeys.leads() })
      }
    },
  })

  /** Puts the carried lead down: over its own column it stays; Lost asks why first. */
  const putDown = useCallback(
    (current: Carried | null) => {
      carry(null)
      const lead = current ? leadsById.current.get(current.id) : undefined
      if (!current || !lead) return
      if (current.over === current.from) {
        say(boardCopy.stays(lead.name, leadStageLabels[current.from]))
        return
      }
      const next: Move = { lead, stage: current.over }
      if (next.stage === 'lost') {
        setAskingWhyLost(next)
        return
      }
      say(boardCopy.moving(lead.name, leadStageLabels[next.stage]))
      move.mutate(next)
    },
    [carry, move.mutate],
  )

  const onKeyMove = useCallback(
    (lead: LeadSummary, keyed: NonNullable<KeyMove>) => {
      switch (keyed.kind) {
        case 'pick':
          carry({ id: lead.id, from: lead.stage, over: lead.stage, by: 'keyboard' })
          say(boardCopy.pickedUp(lead.name, leadStageLabels[lead.stage]))
          return
        case 'over':
          if (carriedNow.current) carry({ ...carriedNow.current, over: keyed.stage })
          say(boardCopy.over(lead.name, leadStageLabels[keyed.stage]))
          return
        case 'drop':
          putDown(carriedNow.current)
          return
        case 'cancel':
          carry(null)
          say(boardCopy.stays(lead.name, leadStageLabels[lead.stage]))
      }
    },
    [carry, putDown],
  )
  const onDragStart = useCallback(
    (lead: LeadSummary) => {
      carry({ id: lead.id, from: lead.stage, over: lead.stage, by: 'pointer' })
      say(boardCopy.pickedUp(lead.name, leadStageLabels[lead.stage]))
    },
    [carry],
  )
  const onDragOver = useCallback(
    (x: number, y: number, dragged: Element | null) => {
      const current = carriedNow.current
      const stage = stageAt(x, y, dragged)
      if (current && stage && stage !== current.over) carry({ ...current, over: stage })
    },
    [carry],
  )
  const onDragEnd = useCallback(
    (dropped: boolean) => {
      if (dropped) putDown(carriedNow.current)
      else carry(null)
    },
    [carry, putDown],
  )

  const onChoose = useCallback(
    (lead: LeadSummary, stage: LeadStage) =>
      putDown({ id: lead.id, from: lead.stage, over: stage, by: 'pointer' }),
    [putDown],
  )

  const failed = columns.some((column) => column.isError)
  const loading = columns.some((column) => column.isPending)
  return (
    <div className="grid min-w-0 gap-3">
      <p id={instructionsId} className="sr-only">
        {boardCopy.moveInstructions}
      </p>
      <p aria-live="assertive" className="sr-only">
        {said}
      </p>
      {failed ? (
        <Notice variant="destructive">
          <NoticeDescription>{boardCopy.loadError}</NoticeDescription>
        </Notice>
      ) : null}
      {loading ? (
        <div className="grid place-items-center py-16">
          <Spinner label={boardCopy.loading} className="text-3xl text-primary" />
        </div>
      ) : (
        <div className="grid min-w-0 gap-3 md:grid-cols-3 xl:grid-cols-6">
          {leadStages.map((stage, index) => {
            const page = columns[index]?.data
            const leads = page?.items ?? []
            const shown = formatCount(leads.length)
            const total = formatCount(page?.total ?? 0)
            const label = leadStageLabels[stage]
            const headingId = `board-column-${stage}`
            return (
              <section
                key={stage}
                aria-labelledby={headingId}
                data-board-stage={stage}
                data-over={carried && carried.over === stage ? 'true' : undefined}
                className="grid min-w-0 content-start gap-2 rounded-lg border border-border bg-muted/40 p-2 data-[over=true]:border-ring data-[over=true]:bg-accent/20"
              >
                <h3 className="flex items-center justify-between gap-2 px-1">
                  <span id={headingId} className="text-sm font-semibold">
                    {label}
                  </span>
                  <Badge
                    variant="secondary"
                    aria-label={boardCopy.columnCountLabel(shown, total, label)}
                  >
                    {boardCopy.columnCount(shown, total)}
                  </Badge>
                </h3>
                {leads.length === 0 ? (
                  <p className="px-1 py-4 text-center text-sm text-muted-foreground">
                    {boardCopy.empty}
                  </p>
                ) : (
                  <ul aria-labelledby={headingId} className="grid gap-2">
                    {leads.map((lead) => (
                      <BoardCard
                        key={lead.id}
                        lead={lead}
                        carried={carried?.id === lead.id ? carried : null}
                        moving={move.isPending && move.variables?.lead.id === lead.id}
                        now={now}
                        instructionsId={instructionsId}
                        onViewDetails={onViewDetails}
                        onKeyMove={onKeyMove}
                        onDragStart={onDragStart}
                        onDragOver={onDragOver}
                        onDragEnd={onDragEnd}
                        onChoose={onChoose}
                        refocus={refocus?.id === lead.id && refocus.stage === lead.stage}
                        onRefocused={onRefocused}
                      />
                    ))}
                  </ul>
                )}
                {(page?.total ?? 0) > leads.length ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="justify-self-start"
                    onClick={() => onSeeAll(stage)}
                  >
                    <List aria-hidden />
                    {boardCopy.seeAll(total, label)}
                  </Button>
                ) : null}
              </section>
            )
          })}
        </div>
      )}
      <LostReasonDialog
        lead={askingWhyLost?.lead ?? null}
        onCancel={() => {
          const lead = askingWhyLost?.lead
          setAskingWhyLost(null)
          if (lead) say(boardCopy.stays(lead.name, leadStageLabels[lead.stage]))
        }}
        onSave={(lostReason) => {
          if (!askingWhyLost) return
          move.mutate({ ...askingWhyLost, lostReason })
          setAskingWhyLost(null)
        }}
      />
    </div>
  )
}
