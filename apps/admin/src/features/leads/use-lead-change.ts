import type { LeadDetail } from '@nirman/contract'
import { toast } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiRequestError, isUnauthorized } from '../../api/client'
import { adminKeys } from '../../api/queries'
import { deskCopy } from '../../content'

interface ToastCopy {
  title: string
  description: string
}

/** Why a change was not saved: someone else's change came first, the server refused a field, or a fault. */
export interface ChangeProblem {
  kind: 'conflict' | 'invalid' | 'failed'
  message: string
  /** The field the server named, for a 400. */
  field?: string
}

function problemOf(error: unknown): ChangeProblem {
  if (error instanceof ApiRequestError && error.status === 409) {
    return { kind: 'conflict', message: error.serverMessage ?? deskCopy.failedDescription }
  }
  if (error instanceof ApiRequestError && error.status === 400) {
    let field: string | undefined
    try {
      const body: unknown = JSON.parse(error.body)
      if (body && typeof body === 'object' && 'issues' in body && Array.isArray(body.issues)) {
        const [first] = body.issues as Array<{ path?: unknown }>
        const path = Array.isArray(first?.path) ? first.path[0] : first?.path
        if (typeof path === 'string') field = path
      }
    } catch {
      // not JSON: the message alone
    }
    return { kind: 'invalid', message: error.serverMessage ?? deskCopy.failedDescription, field }
  }
  return { kind: 'failed', message: deskCopy.failedDescription }
}

/**
 * A change to one lead (stage, follow-up, assignee, note). On success the answer replaces the
 * request's details, the lists and counts are fetched again and `done` is toasted. On failure the
 * form keeps what was typed and shows `problem`: a stale update (409) says someone else changed
 * the request first, and `reload` fetches their version so the change can be made again on it.
 */
export function useLeadChange<Body>(
  id: number,
  send: (id: number, body: Body) => Promise<LeadDetail>,
  done: ToastCopy | ((lead: LeadDetail) => ToastCopy),
) {
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<ChangeProblem | null>(null)
  const mutation = useMutation({
    mutationFn: (body: Body) => send(id, body),
    onMutate: () => setProblem(null),
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
      setProblem(problemOf(error))
    },
  })
  return {
    save: mutation.mutate,
    saving: mutation.isPending,
    problem,
    setProblem,
    reload: () => {
      setProblem(null)
      return queryClient.invalidateQueries({ queryKey: adminKeys.lead(id) })
    },
  }
}
