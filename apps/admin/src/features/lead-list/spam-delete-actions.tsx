import type { LeadDetail } from '@nirman/contract'
import { Button, toast } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Ban, RotateCcw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { adminKeys, deleteLead, markSpam } from '../../api/queries'
import { leadCopy } from '../../content'
import { toastRefusal } from '../forms/refusal-toast'

function useRefreshLists() {
  const queryClient = useQueryClient()
  // The prefix covers the lists, the counts and the spam folder.
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.leads() })
}

const failed = (error: unknown) =>
  toastRefusal(error, {
    title: leadCopy.actionFailed.title,
    fallback: leadCopy.actionFailed.description,
    // 409: someone else changed the request since it was opened; 403: an owner's action.
    explained: [403, 409],
  })

/**
 * "Mark as spam" (or "Restore from spam") and, for the owner, "Delete for good", in the details
 * dialog. Deleting asks first, in place: the question and "Yes, delete" replace the button until
 * answered.
 */
export function SpamDeleteActions({
  lead,
  canDelete,
  onLeftList,
}: {
  lead: LeadDetail
  /** Only the owner deletes requests. */
  canDelete: boolean
  /** The request left the list shown (spam, restored or deleted): the dialog closes. */
  onLeftList: () => void
}) {
  const refresh = useRefreshLists()
  const [confirming, setConfirming] = useState(false)
  const spam = useMutation({
    mutationFn: () => markSpam(lead.id, !lead.isSpam, lead.version),
    onSuccess: async (updated) => {
      toast(updated.isSpam ? leadCopy.spamDone : leadCopy.restoreDone)
      onLeftList()
      await refresh()
    },
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: () => deleteLead(lead.id),
    onSuccess: async () => {
      toast(leadCopy.deleted)
      onLeftList()
      await refresh()
    },
    onError: failed,
  })

  if (confirming) {
    return (
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{leadCopy.delete}</legend>
        <p className="text-sm font-medium text-destructive">{leadCopy.confirmDelete}</p>
        <Button variant="outline" onClick={() => setConfirming(false)}>
          {leadCopy.cancel}
        </Button>
        <Button
          variant="destructive"
          loading={remove.isPending}
          loadingLabel={leadCopy.confirmDeleteButton}
          onClick={() => remove.mutate()}
        >
          {leadCopy.confirmDeleteButton}
        </Button>
      </fieldset>
    )
  }
  return (
    <>
      <Button
        variant="outline"
        loading={spam.isPending}
        loadingLabel={lead.isSpam ? leadCopy.restore : leadCopy.markSpam}
        onClick={() => spam.mutate()}
      >
        {lead.isSpam ? <RotateCcw aria-hidden /> : <Ban aria-hidden />}
        {lead.isSpam ? leadCopy.restore : leadCopy.markSpam}
      </Button>
      {canDelete ? (
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden />
          {leadCopy.delete}
        </Button>
      ) : null}
    </>
  )
}
