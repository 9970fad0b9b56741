import { Button } from '@nirman/ui'
import { Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { portfolioCopy } from '../../portfolio-content'

/**
 * A Delete button that asks first, in place: the question, Cancel and "Yes, delete" replace it
 * until answered (the focus moves to Cancel, so a stray Enter deletes nothing).
 */
export function ConfirmDelete({
  label,
  accessibleLabel,
  question,
  deleting,
  onDelete,
  size = 'sm',
}: {
  label: string
  /** The button's name for a screen reader when the label alone would be ambiguous. */
  accessibleLabel?: string
  question: string
  deleting: boolean
  onDelete: () => void
  size?: 'sm' | 'md'
}) {
  const [confirming, setConfirming] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (confirming) cancelRef.current?.focus()
  }, [confirming])

  if (!confirming) {
    return (
      <Button
        type="button"
        size={size}
        variant="outline"
        aria-label={accessibleLabel}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden />
        {label}
      </Button>
    )
  }
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
      <legend className="sr-only">{accessibleLabel ?? label}</legend>
      <p className="basis-full text-sm font-medium break-words text-destructive">{question}</p>
      <Button
        ref={cancelRef}
        type="button"
        size={size}
        variant="outline"
        onClick={() => setConfirming(false)}
      >
        {portfolioCopy.cancel}
      </Button>
      <Button
        type="button"
        size={size}
        variant="destructive"
        loading={deleting}
        loadingLabel={portfolioCopy.confirmDeleteButton}
        onClick={onDelete}
      >
        {portfolioCopy.confirmDeleteButton}
      </Button>
    </fieldset>
  )
}
