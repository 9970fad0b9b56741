import { Button, Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { clientProjectListQuery } from '../api/client-projects'
import { clientProjectCopy } from '../client-projects-content'
import { ClientProjectList } from '../features/client-projects/project-list'

/** `/admin/client-projects`: every client project, the most recently changed first. */
export function ClientProjectsPage() {
  const projects = useQuery(clientProjectListQuery)
  return (
    <div className="grid gap-4 rounded-lg border border-border bg-card p-3 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-muted-foreground">{clientProjectCopy.description}</p>
        <Button asChild>
          <Link to="/client-projects/new">
            <Plus aria-hidden />
            {clientProjectCopy.newProject}
          </Link>
        </Button>
      </div>
      {projects.isError ? (
        <Notice variant="destructive">
          <NoticeDescription>{clientProjectCopy.listLoadError}</NoticeDescription>
        </Notice>
      ) : null}
      {projects.isPending ? (
        <Spinner label={clientProjectCopy.loadingList} className="text-2xl" />
      ) : null}
      {projects.data?.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">{clientProjectCopy.empty}</p>
      ) : null}
      {projects.data && projects.data.length > 0 ? (
        <ClientProjectList projects={projects.data} />
      ) : null}
    </div>
  )
}
