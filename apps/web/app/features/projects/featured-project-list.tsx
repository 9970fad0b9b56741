import { useQuery } from '@tanstack/react-query'
import { featuredProjectsQuery } from '../../api/queries'
import { QueryProvider } from '../../api/query-provider'
import type { ProjectFilter } from '../../content/projects'
import { ProjectResults } from './project-results'

function FeaturedProjectResults({ filter }: { filter: ProjectFilter }) {
  const query = useQuery(featuredProjectsQuery)
  return <ProjectResults query={query} filter={filter} />
}

/** The featured projects from the API, with the projects query (fetched when scrolled near). */
export function FeaturedProjectList({ filter }: { filter: ProjectFilter }) {
  return (
    <QueryProvider>
      <FeaturedProjectResults filter={filter} />
    </QueryProvider>
  )
}
