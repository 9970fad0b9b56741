import type { AdminClientProject } from '@nirman/contract'
import { toast } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useNavigate } from 'react-router'
import { isUnauthorized } from '../../api/client'
import { clientProjectKeys, deleteClientProject } from '../../api/client-projects'
import { clientProjectCopy } from '../../client-projects-content'
import { useIsOwner } from '../layout/staff-shell'
import { ConfirmAction } from './confirm-action'
import { toastProjectRefusal } from './project-change'

/**
 * For the owner: deletes the project with everything it holds, after a question naming it, and
 * goes back to the list.
 */
export function ProjectDeletion({ project }: { project: AdminClientProject }) {
  const isOwner = useIsOwner()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: () => deleteClientProject(project.id),
    onSuccess: async () => {
      toast(clientProjectCopy.deleted)
      await navigate('/client-projects')
      queryClient.removeQueries({ queryKey: clientProjectKeys.project(project.id) })
      await queryClient.invalidateQueries({ queryKey: clientProjectKeys.list() })
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toastProjectRefusal(error, () => {})
    },
  })
  if (!isOwner) return null
  return (
    <section
      aria-label={clientProjectCopy.delete}
      className="flex flex-wrap rounded-lg border border-destructive/40 bg-card p-3 sm:p-6"
    >
      <ConfirmAction
        label={clientProjectCopy.delete}
        accessibleLabel={clientProjectCopy.deleteLabel(project.title)}
        icon={<Trash2 aria-hidden />}
        question={clientProjectCopy.confirmDelete(project.title)}
        confirmLabel={clientProjectCopy.confirmDeleteButton}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </section>
  )
}
