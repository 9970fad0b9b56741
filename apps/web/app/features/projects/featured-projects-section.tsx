import { Button } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { featuredProjectsQuery } from '../../api/queries'
import { QueryProvider } from '../../api/query-provider'
import { featuredProjectsCopy, type ProjectFilter } from '../../content/projects'
import { ProjectFilterButtons } from './project-filter'
import { ProjectResults } from './project-results'

/** The home page's featured projects with a category filter (website.md section 2, anchor #projects). */
function FeaturedProjectsContent() {
  const [filter, setFilter] = useState<ProjectFilter>('all')
  const query = useQuery(featuredProjectsQuery)

  return (
    <section id="projects" aria-labelledby="projects-title" className="bg-muted py-16 sm:py-20">
      <div className="mx-auto max-w-7xl space-y-8 px-4">
        <header className="mx-auto max-w-2xl space-y-3 text-center">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">
            {featuredProjectsCopy.eyebrow}
          </p>
          <h2 id="projects-title" className="font-bold text-3xl text-foreground sm:text-4xl">
            {featuredProjectsCopy.title}
          </h2>
          <p className="text-muted-foreground">{featuredProjectsCopy.intro}</p>
        </header>
        <ProjectFilterButtons value={filter} onChange={setFilter} />
        <ProjectResults query={query} filter={filter} />
        <div className="flex justify-center">
          <Button asChild variant="outline">
            <Link to={filter === 'all' ? '/projects' : `/projects?type=${filter}`}>
              {featuredProjectsCopy.viewAll}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  )
}

/** The home page's featured projects (#projects), with the projects query. */
export function FeaturedProjectsSection() {
  return (
    <QueryProvider>
      <FeaturedProjectsContent />
    </QueryProvider>
  )
}
