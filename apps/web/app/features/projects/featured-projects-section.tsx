import { Button } from '@nirman/ui'
import { ArrowRight } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { featuredProjectsCopy as featuredProjectsCopyHindi } from '../../content/hi/projects'
import {
  featuredProjectsCopy as featuredProjectsCopyEnglish,
  type ProjectFilter,
} from '../../content/projects'
import { useHydrated } from '../../hooks/use-hydrated'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'
import { earlyPressAttribute, earlyPressesIn } from '../hydration/early-presses'
import { useNearViewport } from '../hydration/near-viewport'
import { ProjectFilterButtons } from './project-filter'
import { ProjectListLoading } from './project-list-loading'

// The list's code and data (the projects query) are fetched when the visitor scrolls near it: the
// home page loads no data library before that. Its loading state is what the page was built with.
const FeaturedProjectList = lazy(() =>
  import('./featured-project-list').then((module) => ({ default: module.FeaturedProjectList })),
)

/** The home page's featured projects with a category filter (website.md section 2, anchor #projects). */
export function FeaturedProjectsSection() {
  const featuredProjectsCopy = usePageText(featuredProjectsCopyEnglish, featuredProjectsCopyHindi)
  const [filter, setFilter] = useState<ProjectFilter>('all')
  const listRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(listRef)

  // Drawn before its code arrives (the section hydrates as it nears the screen), the categories are
  // marked: a press on one is kept by the page's first script (early-presses.ts), and the last one
  // pressed is pressed again once the section is live, so that a tap on "Commercial" is not lost.
  const hydrated = useHydrated()
  const categoriesRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const categories = categoriesRef.current
    const pressed = hydrated && categories ? earlyPressesIn(categories).at(-1) : undefined
    if (pressed instanceof HTMLElement) pressed.click()
  }, [hydrated])

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
        <div ref={categoriesRef} {...(hydrated ? {} : { [earlyPressAttribute]: '' })}>
          <ProjectFilterButtons value={filter} onChange={setFilter} />
        </div>
        <div ref={listRef}>
          {near ? (
            <Suspense fallback={<ProjectListLoading />}>
              <FeaturedProjectList filter={filter} />
            </Suspense>
          ) : (
            <ProjectListLoading />
          )}
        </div>
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
