import type { AdminProject } from '@nirman/contract'
import { toast } from '@nirman/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiRequestError, isUnauthorized } from '../../api/client'
import { deleteProject, portfolioKeys, updateProject } from '../../api/portfolio'
import { portfolioCopy } from '../../portfolio-content'
import { refusalMessage } from '../accounts/api-problem'
import { projectWith } from './project-form-values'

type Change = Partial<Pick<AdminProject, 'status' | 'featured'>>

/**
 * Publish, unpublish, feature and delete from the portfolio's list. A change made on an old
 * version (someone else changed the project first) is refused; the toast says so and reloads.
 */
export function useProjectChanges() {
  const queryClient = useQueryClient()
  const reloadList = () => queryClient.invalidateQueries({ queryKey: portfolioKeys.projectList() })
  const refused = (error: unknown) => {
    if (isUnauthorized(error)) return
    const conflict = error instanceof ApiRequestError && error.status === 409
    toast({
      title: conflict ? portfolioCopy.conflictTitle : portfolioCopy.failedTitle,
      description: refusalMessage(error, portfolioCopy.failed),
      variant: 'destructive',
      action: conflict
        ? {
            label: portfolioCopy.reload,
            altText: portfolioCopy.reload,
            onClick: () => void reloadList(),
          }
        : undefined,
    })
  }

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
