import { type AdminClientProject, clientProjectMessages } from '@nirman/contract'
import { toast } from '@nirman/ui'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isUnauthorized } from '../../api/client'
import { clientProjectKeys } from '../../api/client-projects'
import { clientProjectCopy } from '../../client-projects-content'
import { refusalCopy } from '../../content'
import { type Refusal, refusalOf } from '../forms/refusal'
import { toastRefusal } from '../forms/refusal-toast'

interface ToastCopy {
  title: string
  description: string
}

/**
 * A project's answer to a change, everywhere at once: the page's query (every section re-renders
 * with it) and the list, fetched again for its figures.
 */
export async function showChangedProject(queryClient: QueryClient, project: AdminClientProject) {
  queryClient.setQueryData(clientProjectKeys.project(project.id), project)
  await queryClient.invalidateQueries({ queryKey: clientProjectKeys.list() })
}

/** Fetches the project again (after someone else's change, 409). */
export const reloadProject = (queryClient: QueryClient, projectId: number) =>
  queryClient.invalidateQueries({ queryKey: clientProjectKeys.project(projectId) })

/**
 * The API answers 409 both for a stale version and for a conflict of the data (a client already
 * on the project, a request already made a project): only the first is someone else's change,
 * worth a reload; the others read as "Not saved" with the server's words.
 */
export function staleOnly(refusal: Refusal | null): Refusal | null {
  if (refusal?.kind !== 'conflict' || refusal.message === clientProjectMessages.stale)
    return refusal
  return { ...refusal, kind: 'failed' }
}

/**
 * One kind of change to a project (add a client, revoke, answer…): on success its answer is shown
 * everywhere and `done` toasted. A refusal keeps what a form typed and is shown as `refusal`
 * under it (RefusalNotice: a stale change offers "Reload the project", a refused field its
 * message), or, for a button with no form (`toastRefusals`), toasted with the same reload.
 */
export function useProjectChange<Input>(
  projectId: number,
  {
    send,
    done,
    onDone,
    toastRefusals = false,
  }: {
    send: (input: Input) => Promise<AdminClientProject>
    done: ToastCopy
    onDone?: (project: AdminClientProject, input: Input) => void
    toastRefusals?: boolean
  },
) {
  const queryClient = useQueryClient()
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const reload = () => {
    setRefusal(null)
    return reloadProject(queryClient, projectId)
  }
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setRefusal(null),
    onSuccess: async (project, input) => {
      onDone?.(project, input)
      toast(done)
      await showChangedProject(queryClient, project)
    },
    onError: (error) => {
      // A 401 sends the visitor to the login page (see createQueryClient).
      if (isUnauthorized(error)) return
      if (toastRefusals) {
        toastProjectRefusal(error, () => void reload())
        return
      }
      setRefusal(staleOnly(refusalOf(error, clientProjectCopy.failed)))
    },
  })
  return {
    run: mutation.mutate,
    running: mutation.isPending,
    refusal,
    clearRefusal: () => setRefusal(null),
    reload,
  }
}

/** Toasts why a change made by a button was refused; a stale one offers to reload the project. */
export function toastProjectRefusal(error: unknown, onReload: () => void) {
  const stale = staleOnly(refusalOf(error, clientProjectCopy.failed))?.kind === 'conflict'
  toastRefusal(error, {
    title: refusalCopy.failedTitle,
    fallback: clientProjectCopy.failed,
    reload: stale ? { label: clientProjectCopy.reload, onReload } : undefined,
  })
}
