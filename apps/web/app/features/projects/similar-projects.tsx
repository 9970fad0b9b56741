import type { Project } from '@nirman/contract'
import { Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { projectsQuery } from '../../api/queries'
import {
  projectDetailCopy as projectDetailCopyHindi,
  projectListMessages as projectListMessagesHindi,
} from '../../content/hi/projects'
import {
  projectDetailCopy as projectDetailCopyEnglish,
  projectListMessages as projectListMessagesEnglish,
} from '../../content/projects'
import { usePageText } from '../../i18n/page-text'
import { PageSection } from '../sections/page-section'
import { ProjectCard } from './project-card'

/** The most similar projects shown under a project (website.md section 9). */
export const maxSimilarProjects = 3

/** Up to three other projects of the same type, in the order of the portfolio. */
export function similarProjects<T extends Project>(project: Project, portfolio: readonly T[]): T[] {
  return portfolio
    .filter((other) => other.projectType === project.projectType && other.id !== project.id)
    .slice(0, maxSimilarProjects)
}

/**
 * The similar projects under a project's page. Secondary to the page, so when the portfolio
 * cannot be loaded, or has no other project of the type, the section is left out.
 */
export function SimilarProjects({ project }: { project: Project }) {
  const projectDetailCopy = usePageText(projectDetailCopyEnglish, projectDetailCopyHindi)
  const projectListMessages = usePageText(projectListMessagesEnglish, projectListMessagesHindi)
  const query = useQuery(projectsQuery)
  if (query.isError) return null
  const similar = query.data ? similarProjects(project, query.data) : []
  if (query.data && similar.length === 0) return null

  return (
    <PageSection title={projectDetailCopy.similarTitle} tone="muted">
      {query.isPending ? (
        <div className="flex justify-center py-8 text-2xl text-primary">
          <Spinner label={projectListMessages.loading} />
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {similar.map((other) => (
            <li key={other.id} className="flex">
              <ProjectCard project={other} />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  )
}
