import { Button, cn } from '@nirman/ui'
import { Trash2 } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { MoveButtons } from './move-buttons'

/**
 * Remove for one row of an editor's list: its word on screen ("Remove"), and for screen readers
 * the row it takes away ("Remove item 2 in Foundation").
 */
export function RemoveButton({
  label,
  text,
  onRemove,
  className,
}: {
  /** The button's accessible name, naming the row. */
  label: string
  text: ReactNode
  onRemove: () => void
  className?: string
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      className={className}
      aria-label={label}
      onClick={onRemove}
    >
      <Trash2 aria-hidden />
      {text}
    </Button>
  )
}

/**
 * The actions of one row of an ordered list in an editor: Move up, Move down and Remove, then
 * whatever the row adds beside them (such as a note on why it stays).
 */
export function RowActions({
  id,
  index,
  count,
  upLabel,
  downLabel,
  removeLabel,
  removeText,
  onMove,
  onRemove,
  children,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'id'> & {
  id: number
  index: number
  count: number
  upLabel: string
  downLabel: string
  /** Remove's accessible name, naming the row. */
  removeLabel: string
  removeText: ReactNode
  onMove: (step: -1 | 1) => void
  onRemove: () => void
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)} {...props}>
      <MoveButtons
        id={id}
        index={index}
        count={count}
        upLabel={upLabel}
        downLabel={downLabel}
        onMove={onMove}
      />
      <RemoveButton label={removeLabel} text={removeText} onRemove={onRemove} />
      {children}
    </div>
  )
}
