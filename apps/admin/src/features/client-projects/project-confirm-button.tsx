import { Button } from '@nirman/ui'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { clientsCopy } from '../../client-projects-content'

/**
 * A button whose action asks first, in place: the question, Cancel and the confirming button
 * replace it until answered (the focus moves to Cancel, so a stray Enter does nothing).
 */
export function ProjectConfirmButton({
  label,
  accessibleLabel,
  icon,
  question,
  confirmLabel,
  running,
  onConfirm,
}: {
  label: string
  /** The button's name for a screen reader, naming what it acts on. */
  accessibleLabel: string
  icon?: ReactNode
  question: string
  confirmLabel: string
  running: boolean
  onConfirm: () => void
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
        size="sm"
        variant="outline"
        aria-label={accessibleLabel}
        onClick={() => setConfirming(true)}
      >
        {icon}
        {label}
      </Button>
    )
  }
  return (
    <fieldset className="flex min-w-0 basis-full flex-wrap items-center gap-2">
      <legend className="sr-only">{accessibleLabel}</legend>
      <p className="basis-full text-sm font-medium break-words text-destructive">{question}</p>
      <Button
        ref={cancelRef}
        type="button"
        size="sm"
        variant="outline"
        onClick={() => setConfirming(false)}
      >
        {clientsCopy.cancel}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="destructive"
        loading={running}
        loadingLabel={confirmLabel}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </fieldset>
  )
}
