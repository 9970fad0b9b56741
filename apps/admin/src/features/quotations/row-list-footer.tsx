import { Button } from '@nirman/ui'
import { Plus } from 'lucide-react'

/**
 * The end of an editor's list of rows (the schedule's stages, the tax lines): the list's message,
 * announced, and its Add button, off once the list is full. `data-*` attributes go on the button,
 * for the focus to come back to it when the last row is removed.
 */
export function RowListFooter({
  message,
  addText,
  disabled,
  onAdd,
  ...mark
}: {
  /** What is wrong with the list as a whole, if anything. */
  message: string | undefined
  addText: string
  disabled: boolean
  onAdd: () => void
  [data: `data-${string}`]: string | boolean | undefined
}) {
  return (
    <>
      {message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          {...mark}
          disabled={disabled}
          onClick={onAdd}
        >
          <Plus aria-hidden />
          {addText}
        </Button>
      </div>
    </>
  )
}
