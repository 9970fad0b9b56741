import type { AdminProject } from '@nirman/contract'
import { toast } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { deleteProject, portfolioKeys, updateProject } from '../../api/portfolio'
import { refusalCopy } from '../../content'
import { portfolioCopy } from '../../portfolio-content'
import { toastRefusal } from '../forms/refusal-toast'
import { projectWith } from './project-form-values'

type Change = Partial<Pick<AdminProject, 'status' | 'featured'>>

/**
 * Publish, unpublish, feature and delete from the portfolio's list. A change made on an old
 * version (someone else changed the project first) is refused; the toast says so and reloads.
 */
export function useProjectChanges() {
  const queryClient = useQueryClient()
  const reloadList = () => queryClient.invalidateQueries({ queryKey: portfolioKeys.projectList() })
  const refused = (error: unknown) =>
    toastRefusal(error, {
      title: refusalCopy.failedTitle,
      fallback: portfolioCopy.failed,
      reload: { label: portfolioCopy.reload, onReload: () => void reloadList() },
    })

  const change = useMutation({
    mutationFn: ({ project, change }: { project: AdminProject; change: Change }) =>
      updateProject(project.id, projectWith(project, change)),
    onSuccess: async (project, { change }) => {
      queryClient.setQueryData(portfolioKeys.project(project.id), project)
      toast(
        change.status === 'published'
          ? portfolioCopy.published
          : change.status === 'draft'
            ? portfolioCopy.unpublished
            : change.featured
              ? portfolioCopy.featuredDone
              : portfolioCopy.unfeaturedDone,
      )
      await reloadList()
    },
    onError: refused,
  })

  const remove = useMutation({
    mutationFn: (project: AdminProject) => deleteProject(project.id),
    onSuccess: async (_answer, project) => {
      toast(portfolioCopy.deleted)
      queryClient.removeQueries({ queryKey: portfolioKeys.project(project.id) })
      await reloadList()
    },
    onError: refused,
  })

  return {
    change: (project: AdminProject, next: Change) => change.mutate({ project, change: next }),
    /** The project a change is being saved for, and which change. */
    changing: change.isPending ? change.variables : undefined,
    remove: remove.mutate,
    removing: remove.isPending ? remove.variables.id : undefined,
  }
}
