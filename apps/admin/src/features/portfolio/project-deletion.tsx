import type { AdminProject } from '@nirman/contract'
import { toast } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { deleteProject, portfolioKeys } from '../../api/portfolio'
import { refusalCopy } from '../../content'
import { portfolioCopy } from '../../portfolio-content'
import { toastRefusal } from '../forms/refusal-toast'
import { useIsOwner } from '../layout/staff-shell'
import { ConfirmDelete } from './confirm-delete'

/** For the owner: deletes the project and its photos, after asking, and goes back to the list. */
export function ProjectDeletion({ project }: { project: AdminProject }) {
  const isOwner = useIsOwner()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: () => deleteProject(project.id),
    onSuccess: async () => {
      toast(portfolioCopy.deleted)
      await navigate('/portfolio')
      queryClient.removeQueries({ queryKey: portfolioKeys.project(project.id) })
      await queryClient.invalidateQueries({ queryKey: portfolioKeys.projectList() })
    },
    onError: (error) =>
      toastRefusal(error, { title: refusalCopy.failedTitle, fallback: portfolioCopy.failed }),
  })
  if (!isOwner) return null
  return (
    <section
      aria-label={portfolioCopy.delete}
      className="rounded-lg border border-destructive/40 bg-card p-3 sm:p-6"
    >
      <ConfirmDelete
        label={portfolioCopy.delete}
        accessibleLabel={portfolioCopy.deleteLabel(project.title)}
        question={portfolioCopy.confirmDelete(project.title)}
        deleting={remove.isPending}
        onDelete={() => remove.mutate()}
        size="md"
      />
    </section>
  )
}
