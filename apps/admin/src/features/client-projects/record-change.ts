import { type AdminClientProject, clientProjectMessages, companyDate } from '@nirman/contract'
import { useQueryClient } from '@tanstack/react-query'
import { ApiRequestError } from '../../api/client'
import { clientProjectKeys } from '../../api/client-projects'
import { type Refusal, refusalOf } from '../forms/refusal'

/** Today in Patna (`YYYY-MM-DD`): the latest day a visit or a receipt may have, whatever the phone's zone. */
export const companyToday = () => companyDate(new Date())

/**
 * How the sections of a project's records keep what the API answers: every change answers the
 * project whole, which goes in the query's cache (every section of the page shows it at once),
 * and the list of projects is asked again (its progress, balance and last change).
 */
export function useProjectCache(projectId: number) {
  const queryClient = useQueryClient()
  return {
    keep: (answer: AdminClientProject) => {
      queryClient.setQueryData(clientProjectKeys.project(projectId), answer)
      void queryClient.invalidateQueries({ queryKey: clientProjectKeys.list(), exact: true })
    },
    /** Fetches the project again, after someone else changed it (a 409). */
    reload: () =>
      void queryClient.invalidateQueries({ queryKey: clientProjectKeys.project(projectId) }),
  }
}

/**
 * What a refused change means for the form that sent it, as `refusalOf` says, except that a 409
 * which is not someone else's change (a stage an instalment still points at, a received
 * instalment left out) is explained as a plain refusal: reloading would not help.
 */
export function recordRefusalOf(error: unknown, fallback: string): Refusal {
  const refusal = refusalOf(error, fallback)
  if (
    refusal.kind === 'conflict' &&
    error instanceof ApiRequestError &&
    error.serverMessage !== undefined &&
    error.serverMessage !== clientProjectMessages.stale
  ) {
    return { ...refusal, kind: 'failed' }
  }
  return refusal
}
