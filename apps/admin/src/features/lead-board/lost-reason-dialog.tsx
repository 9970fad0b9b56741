import { type LeadSummary, leadChangeSchema, leadLimits } from '@nirman/contract'
import {
  Button,
  FormControl,
  FormError,
  FormField,
  FormLabel,
  Input,
  Modal,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@nirman/ui'
import { type FormEvent, useState } from 'react'
import { boardCopy } from '../../board-content'

/**
 * Asks why a lead dropped on Lost was lost, as its details do: the move waits for the reason, and
 * Cancel (or Escape) leaves the lead where it was.
 */
export function LostReasonDialog({
  lead,
  onCancel,
  onSave,
}: {
  /** The lead being moved to Lost; null keeps the dialog closed. */
  lead: LeadSummary | null
  onCancel: () => void
  onSave: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const close = () => {
    setReason('')
    setError(undefined)
    onCancel()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!lead) return
    const body = leadChangeSchema.safeParse({
      version: lead.version,
      stage: 'lost',
      lostReason: reason,
    })
    if (!body.success) {
      setError(body.error.issues[0]?.message)
      return
    }
    setReason('')
    setError(undefined)
    onSave(body.data.lostReason ?? reason)
  }
  return (
    <Modal
      open={lead !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
    >
      {lead ? (
        <ModalContent size="sm" closeLabel={boardCopy.lost.cancel}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <ModalHeader>
              <ModalTitle>{boardCopy.lost.title(lead.name)}</ModalTitle>
              <ModalDescription>{boardCopy.lost.description}</ModalDescription>
            </ModalHeader>
            <div className="px-6">
              <FormField name="lostReason" required error={error}>
                <FormLabel>{boardCopy.lost.reason}</FormLabel>
                <FormControl>
                  <Input
                    value={reason}
                    maxLength={leadLimits.lostReason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                </FormControl>
                <FormError />
              </FormField>
            </div>
            <ModalFooter className="flex-wrap">
              <Button type="button" variant="outline" onClick={close}>
                {boardCopy.lost.cancel}
              </Button>
              <Button type="submit">{boardCopy.lost.save}</Button>
            </ModalFooter>
          </form>
        </ModalContent>
      ) : null}
    </Modal>
  )
}
