import { Button, Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { projectListQuery } from '../api/portfolio'
import { useIsOwner } from '../features/layout/staff-shell'
import { ProjectList } from '../features/portfolio/project-list'
import { portfolioCopy } from '../portfolio-content'

/** `/admin/portfolio`: every project, drafts too, in the order the website shows them. */
export function PortfolioPage() {
  const projects = useQuery(projectListQuery)
  const isOwner = useIsOwner()
  return (
    <div className="grid gap-4 rounded-lg border border-border bg-card p-3 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-muted-foreground">{portfolioCopy.description}</p>
        <Button asChild>
          <Link to="/portfolio/new">
            <Plus aria-hidden />
            {portfolioCopy.newProject}
          </Link>
        </Button>
      </div>
      {projects.isError ? (
        <Notice variant="destructive">
          <NoticeDescription>{portfolioCopy.loadError}</NoticeDescription>
        </Notice>
      ) : null}
      {projects.isPending ? <Spinner label={portfolioCopy.loading} className="text-2xl" /> : null}
      {projects.data?.length === 0 ? (
        <p className="text-muted-foreground">{portfolioCopy.empty}</p>
      ) : null}
      {projects.data && projects.data.length > 0 ? (
        <ProjectList projects={projects.data} canDelete={isOwner} />
      ) : null}
    </div>
  )
}
