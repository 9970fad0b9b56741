import { type LeadStage, type LeadSummary, leadStageLabels, leadStages } from '@nirman/contract'
import { Badge, Button } from '@nirman/ui'
import { GripVertical } from 'lucide-react'
import { memo, type PointerEvent, useEffect, useRef, useState } from 'react'
import { boardCopy } from '../../board-content'
import { leadCopy } from '../../content'
import { Assignee, FirstContactBadges, FollowUp } from '../lead-list/lead-badges'
import { type Carried, dragThreshold, type KeyMove, keyMove } from './board-move'

export interface BoardCardProps {
  lead: LeadSummary
  /** The lead picked up on the board, if it is this one. */
  carried: Carried | null
  /** Whether its move is being saved. */
  moving: boolean
  now: Date
  /** The id of the element that says how to move a lead. */
  instructionsId: string
  onViewDetails: (lead: LeadSummary, opener: HTMLElement) => void
  /** A key pressed on the handle, or a drag begun, carried over a column, dropped or given up. */
  onKeyMove: (lead: LeadSummary, move: NonNullable<KeyMove>) => void
  onDragStart: (lead: LeadSummary) => void
  onDragOver: (x: number, y: number, dragged: Element | null) => void
  onDragEnd: (dropped: boolean) => void
  /** Whether its handle takes the focus: the lead was just moved here from the keyboard. */
  refocus: boolean
  onRefocused: () => void
  /** A stage chosen from the handle's menu (a tap, where dragging is awkward: a phone). */
  onChoose: (lead: LeadSummary, stage: LeadStage) => void
}

/**
 * A lead on the board: its handle (drag it, or pick it up with Space and move it with the arrows),
 * its name (opens its details), what it is, when to follow it up and whose it is.
 */
export const BoardCard = memo(function BoardCard({
  lead,
  carried,
  moving,
  now,
  instructionsId,
  onViewDetails,
  onKeyMove,
  onDragStart,
  onDragOver,
  onDragEnd,
  onChoose,
  refocus,
  onRefocused,
}: BoardCardProps) {
  const handleRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!refocus) return
    handleRef.current?.focus()
    onRefocused()
  }, [refocus, onRefocused])
  const start = useRef<{ x: number; y: number } | null>(null)
  // While dragged, the card follows the pointer; the column under it is highlighted.
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null)
  const dragging = carried?.by === 'pointer'
  // A tap on the handle (not a drag) offers the other stages as buttons.
  const [choosing, setChoosing] = useState(false)
  const dragged = useRef(false)
  const menuId = `board-move-${lead.id}`

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || moving) return
    const handle = event.currentTarget
    // Every browser of the board has it; a test's DOM may not.
    if (typeof handle.setPointerCapture === 'function') handle.setPointerCapture(event.pointerId)
    start.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const from = start.current
    if (!from) return
    const x = event.clientX - from.x
    const y = event.clientY - from.y
    if (!offset && Math.hypot(x, y) < dragThreshold) return
    if (!offset) {
      dragged.current = true
      setChoosing(false)
      onDragStart(lead)
    }
    setOffset({ x, y })
    onDragOver(event.clientX, event.clientY, event.currentTarget.closest('li'))
  }
  const endDrag = (dropped: boolean) => {
    const wasDragging = offset !== null
    start.current = null
    setOffset(null)
    if (wasDragging) onDragEnd(dropped)
  }

  return (
    <li
      aria-labelledby={`board-lead-${lead.id}`}
      aria-busy={moving}
      data-carried={carried ? 'true' : undefined}
      className="relative grid min-w-0 gap-2 rounded-md border border-border bg-background p-2 text-sm shadow-sm data-[carried=true]:z-10 data-[carried=true]:ring-2 data-[carried=true]:ring-ring aria-busy:opacity-60"
      style={dragging && offset ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : {}}
    >
      <div className="flex min-w-0 items-start gap-1">
        <button
          type="button"
          ref={handleRef}
          aria-label={boardCopy.moveHandle(lead.name)}
          aria-describedby={instructionsId}
          aria-pressed={carried !== null}
          aria-expanded={choosing}
          aria-controls={choosing ? menuId : undefined}
          disabled={moving}
          className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-sm text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:cursor-grabbing aria-pressed:bg-muted"
          onClick={() => {
            // The click that ends a drag is not a tap.
            if (dragged.current) dragged.current = false
            else setChoosing((open) => !open)
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => endDrag(true)}
          onPointerCancel={() => endDrag(false)}
          onKeyDown={(event) => {
            const move = keyMove(event.key, carried?.by === 'keyboard' ? carried : null)
            if (!move) return
            event.preventDefault()
            setChoosing(false)
            onKeyMove(lead, move)
          }}
          onBlur={() => {
            if (carried?.by === 'keyboard') onKeyMove(lead, { kind: 'cancel' })
          }}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          id={`board-lead-${lead.id}`}
          className="min-w-0 pt-1 text-start font-semibold break-words text-primary underline-offset-4 hover:underline focus-visible:underline"
          onClick={(event) => onViewDetails(lead, event.currentTarget)}
        >
          {lead.name}
        </button>
      </div>
      {choosing ? (
        <fieldset id={menuId} className="flex flex-wrap gap-1">
          <legend className="sr-only">{boardCopy.moveTo(lead.name)}</legend>
          {leadStages
            .filter((stage) => stage !== lead.stage)
            .map((stage) => (
              <Button
                key={stage}
                size="sm"
                variant="outline"
                onClick={() => {
                  setChoosing(false)
                  onChoose(lead, stage)
                }}
              >
                {leadStageLabels[stage]}
              </Button>
            ))}
        </fieldset>
      ) : null}
      <p className="break-words text-muted-foreground">
        {lead.projectType}
        {lead.city.trim() ? ` · ${lead.city}` : null}
      </p>
      <div className="flex flex-wrap gap-1 empty:hidden">
        <FirstContactBadges lead={lead} now={now} />
        {lead.isRepeat ? <Badge variant="outline">{leadCopy.repeat}</Badge> : null}
      </div>
      {lead.followUpAt ? <FollowUp lead={lead} now={now} /> : null}
      <p className="break-words text-muted-foreground">
        <Assignee lead={lead} />
      </p>
    </li>
  )
})
