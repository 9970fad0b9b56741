import { Button } from '@nirman/ui'
import { ArrowDown, ArrowUp } from 'lucide-react'

/** Move up and Move down for one item of an ordered list; the first has no up, the last no down. */
export function MoveButtons({
  id,
  index,
  count,
  upLabel,
  downLabel,
  onMove,
}: {
  id: number
  index: number
  count: number
  upLabel: string
  downLabel: string
  onMove: (step: -1 | 1) => void
}) {
  return (
    <>
      <Button
        type="button"
        size="icon"
        variant="outline"
        aria-label={upLabel}
        data-move="up"
        data-item={id}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="outline"
        aria-label={downLabel}
        data-move="down"
        data-item={id}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden />
      </Button>
    </>
  )
}
