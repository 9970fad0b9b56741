import type { LeadDetail } from '@nirman/contract'
import { toast } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { adminKeys } from '../../api/queries'
import { deskCopy } from '../../content'
import { type ExplainedRefusals, type Refusal, refusalOf } from '../forms/refusal'

interface ToastCopy {
  title: string
  description: string
}

/**
 * The refusals a change to a lead shows in the server's words: a refused field and someone
 * else's change. Anything else (a lead deleted meanwhile, a fault) reads as the desk's fallback.
 */
const explainedChangeRefusals = [400, 409]

/**
 * A change to one lead (stage, follow-up, assignee, note, an attempt to reach it and its outcome).
 * On success the answer replaces the request's details, the lists and counts are fetched again
 * and `done` is toasted. On failure the form keeps what was typed and shows `refusal`
 * (RefusalNotice; a refused field beside the form's field): a stale update (409) says someone
 * else changed the request first, and `reload` fetches their version so the change can be made
 * again on it. `options` words a change whose failure reads otherwise (`fallback`) or whose other
 * refusals the server explains (`explained`).
 */
export function useLeadChange<Body>(
  id: number,
  send: (id: number, body: Body) => Promise<LeadDetail>,
  done: ToastCopy | ((lead: LeadDetail) => ToastCopy),
  {
    fallback = deskCopy.failedDescription,
    explained = explainedChangeRefusals,
  }: { fallback?: string; explained?: ExplainedRefusals } = {},
) {
  const queryClient = useQueryClient()
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const mutation = useMutation({
    mutationFn: (body: Body) => send(id, body),
    onMutate: () => setRefusal(null),
    onSuccess: async (lead) => {
      queryClient.setQueryData(adminKeys.lead(id), lead)
      toast(typeof done === 'function' ? done(lead) : done)
      await queryClient.invalidateQueries({
        queryKey: adminKeys.leads(),
        predicate: (query) => query.queryKey[2] !== 'detail',
      })
    },
    onError: (error) => {
      // A 401 sends the visitor to the login page (see createQueryClient).
      if (isUnauthorized(error)) return
      setRefusal(refusalOf(error, fallback, explained))
    },
  })
  return {
    save: mutation.mutate,
    /** The body of the last change sent, to send it again after a failure. */
    sent: mutation.variables,
    saving: mutation.isPending,
    refusal,
    reload: () => {
      setRefusal(null)
      return queryClient.invalidateQueries({ queryKey: adminKeys.lead(id) })
    },
  }
}
