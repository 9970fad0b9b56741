import type { ContactSubmission } from '@nirman/contract'
import { Button, type ButtonProps, toast } from '@nirman/ui'
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { isUnauthorized } from '../../api/client'
import { adminKeys, markProcessed } from '../../api/queries'
import { dashboardCopy } from '../../content'

const markProcessedKey = (id: number) => [...adminKeys.contactForms(), 'process', id] as const

/**
 * "Mark Processed" for one submission, in its table row and in its details dialog. Both buttons
 * share the mutation key, so each shows that the request runs, whichever was pressed. On success
 * the row is updated at once from the answer and the list is refetched (website.md section 4).
 */
export function MarkProcessedButton({
  submission,
  size = 'sm',
}: {
  submission: ContactSubmission
  size?: ButtonProps['size']
}) {
  const queryClient = useQueryClient()
  const mutationKey = markProcessedKey(submission.id)
  const running = useIsMutating({ mutationKey }) > 0
  const mark = useMutation({
    mutationKey,
    mutationFn: () => markProcessed(submission.id),
    onSuccess: async (updated) => {
      queryClient.setQueryData<ContactSubmission[]>(adminKeys.contactForms(), (rows) =>
        rows?.map((row) => (row.id === updated.id ? updated : row)),
      )
      toast(dashboardCopy.markSucceeded)
      await queryClient.invalidateQueries({ queryKey: adminKeys.contactForms() })
    },
    onError: (error) => {
      // A 401 sends the visitor to the login page (see createQueryClient); no toast for that.
      if (isUnauthorized(error)) return
      toast({ ...dashboardCopy.markFailed, variant: 'destructive' })
    },
  })

  return (
    <Button
      size={size}
      variant="secondary"
      loading={running}
      loadingLabel={dashboardCopy.markPending}
      onClick={() => mark.mutate()}
    >
      <CircleCheck aria-hidden />
      {dashboardCopy.markProcessed}
    </Button>
  )
}
