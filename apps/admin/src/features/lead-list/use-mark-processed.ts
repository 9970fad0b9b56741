import { toast } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isUnauthorized } from '../../api/client'
import { adminKeys, markProcessed } from '../../api/queries'
import { dashboardCopy } from '../../content'

/**
 * Mark Processed (website.md section 4), one mutation for the whole list: rows and the details
 * dialog call `mark(id)` and read `markingId`. A mutation per row made every row re-render when
 * any other was marked (the cost grew with the square of the rows). On success the lists, counts
 * and the request's details are fetched again.
 */
export function useMarkProcessed() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (id: number) => markProcessed(id),
    onSuccess: async () => {
      toast(dashboardCopy.markSucceeded)
      await queryClient.invalidateQueries({ queryKey: adminKeys.leads() })
    },
    onError: (error) => {
      // A 401 sends the visitor to the login page (see createQueryClient); no toast for that.
      if (isUnauthorized(error)) return
      toast({ ...dashboardCopy.markFailed, variant: 'destructive' })
    },
  })
  return {
    /** Stable across renders: memoised rows keep it as a prop without re-rendering. */
    mark: mutation.mutate,
    markingId: mutation.isPending ? mutation.variables : undefined,
  }
}
