import type { PortfolioProject } from '@nirman/contract'
import { Notice, NoticeDescription } from '@nirman/ui'
import type { UseQueryResult } from '@tanstack/react-query'
import { projectListMessages as projectListMessagesHindi } from '../../content/hi/projects'
import type { ProjectFilter } from '../../content/projects'
import { projectListMessages as projectListMessagesEnglish } from '../../content/projects'
import { usePageText } from '../../i18n/page-text'
import { ProjectCard } from './project-card'
import { filterProjects } from './project-filter'
import { ProjectListLoading } from './project-list-loading'

export interface ProjectResultsProps {
  query: Pick<UseQueryResult<PortfolioProject[]>, 'data' | 'isPending' | 'isError'>
  filter: ProjectFilter
}

/** A list of projects in each of its states: loading, error, empty for the category, or the cards. */
export function ProjectResults({ query, filter }: ProjectResultsProps) {
  const projectListMessages = usePageText(projectListMessagesEnglish, projectListMessagesHindi)
  if (query.isPending) return <ProjectListLoading />
  if (query.isError || !query.data) {
    return (
      <Notice variant="destructive" className="mx-auto max-w-xl">
        <NoticeDescription>{projectListMessages.error}</NoticeDescription>
      </Notice>
    )
  }
  const projects = filterProjects(query.data, filter)
  if (projects.length === 0) {
    return (
      <p role="status" className="py-12 text-center text-muted-foreground">
        {projectListMessages.empty}
      </p>
    )
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <li key={project.id} className="flex">
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  )
}
