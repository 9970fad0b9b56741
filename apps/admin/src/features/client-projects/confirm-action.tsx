import { Button } from '@nirman/ui'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { recordCopy } from '../../client-project-records-content'

/**
 * A button whose action asks first, in place (undo a receipt; delete an update, a photo, a
 * document or the project; revoke or remove a client): the question, Cancel and the confirming
 * button replace it until answered. The focus moves to Cancel, so a stray Enter does nothing it
 * cannot take back, and back to the button when cancelled.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  icon,
  question,
  confirmLabel,
  pending,
  onConfirm,
}: {
  label: string
  /** The button's name for a screen reader when the label alone would be ambiguous. */
  accessibleLabel: string
  icon?: ReactNode
  question: string
  confirmLabel: string
  pending: boolean
  onConfirm: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  useEffect(() => {
    if (confirming) cancelRef.current?.focus()
    // Cancelled: the focus goes back to the button that asked.
    else if (wasConfirming.current) buttonRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  if (!confirming) {
    return (
      <Button
        ref={buttonRef}
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
        {recordCopy.cancel}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="destructive"
        loading={pending}
        loadingLabel={confirmLabel}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </fieldset>
  )
}
