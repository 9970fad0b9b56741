import type { Project } from '@nirman/contract'
import { Button } from '@nirman/ui'
import {
  projectFilterLabels as projectFilterLabelsHindi,
  projectListMessages as projectListMessagesHindi,
} from '../../content/hi/projects'
import {
  type ProjectFilter,
  projectFilterLabels as projectFilterLabelsEnglish,
  projectListMessages as projectListMessagesEnglish,
  projectTypeOrder,
} from '../../content/projects'
import { usePageText } from '../../i18n/page-text'

const filters: readonly ProjectFilter[] = ['all', ...projectTypeOrder]

/** Reads a filter from the address (`?type=residential`); anything unknown means every project. */
export function parseProjectFilter(value: string | null | undefined): ProjectFilter {
  return projectTypeOrder.find((type) => type === value) ?? 'all'
}

/** The projects of one category, in the order the API gave them. */
export function filterProjects<T extends Project>(
  projects: readonly T[],
  filter: ProjectFilter,
): T[] {
  return filter === 'all'
    ? [...projects]
    : projects.filter((project) => project.projectType === filter)
}

export interface ProjectFilterButtonsProps {
  value: ProjectFilter
  onChange: (filter: ProjectFilter) => void
}

/** All, Residential, Commercial, Institutional as toggle buttons; the chosen one is pressed. */
export function ProjectFilterButtons({ value, onChange }: ProjectFilterButtonsProps) {
  const projectFilterLabels = usePageText(projectFilterLabelsEnglish, projectFilterLabelsHindi)
  const projectListMessages = usePageText(projectListMessagesEnglish, projectListMessagesHindi)
  return (
    <fieldset className="flex flex-wrap justify-center gap-2">
      <legend className="sr-only">{projectListMessages.filterLabel}</legend>
      {filters.map((filter) => {
        const pressed = filter === value
        return (
          <Button
            key={filter}
            size="sm"
            variant={pressed ? 'primary' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className="min-w-24 rounded-full"
          >
            {projectFilterLabels[filter]}
          </Button>
        )
      })}
    </fieldset>
  )
}
