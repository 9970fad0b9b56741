import { Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { projectQuery } from '../api/queries'
import { QueryProvider } from '../api/query-provider'
import { projectDetailCopy } from '../content/projects'
import { ProjectDetail } from '../features/projects/project-detail'
import { parseProjectId } from '../features/projects/project-id'
import { ProjectNotFound } from '../features/projects/project-not-found'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/project-detail'

// Project pages are rendered in the browser from the API, so the tags stay generic.
export const meta = ({ params }: Pick<Route.MetaArgs, 'params'>) =>
  pageMeta({
    title: projectDetailCopy.metaTitle,
    description: projectDetailCopy.metaDescription,
    path: `/projects/${params.id}`,
  })

/** /projects/:id: one project from the API, or 'Project Not Found'. */
function ProjectDetailContent() {
  const projectId = parseProjectId(useParams().id)
  const query = useQuery(projectQuery(projectId))

  if (projectId === undefined || query.isError) return <ProjectNotFound />
  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 px-4 py-24 text-primary">
        <Spinner className="text-4xl" />
        <p className="text-lg text-muted-foreground">{projectDetailCopy.loading}</p>
      </div>
    )
  }
  return <ProjectDetail project={query.data} />
}

/** /projects/:id, with the projects queries. */
export default function ProjectDetailPage() {
  return (
    <QueryProvider>
      <ProjectDetailContent />
    </QueryProvider>
  )
}
