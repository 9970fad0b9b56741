import type { AdminClientProject } from '@nirman/contract'
import { clientProjectCopy } from '../../client-projects-content'
import { ProjectDetails } from './project-details'
import { ProjectOverview } from './project-overview'
import { ProjectSection } from './project-section'

/** The top of the project's page (`#overview`): where it stands, then its own fields. */
export function ProjectOverviewSection({ project }: { project: AdminClientProject }) {
  const detailsId = `project-${project.id}-details`
  return (
    <ProjectSection id="overview" title={clientProjectCopy.sections.overview}>
      <ProjectOverview project={project} />
      <section aria-labelledby={detailsId} className="grid gap-4 border-t border-border pt-4">
        <h3 id={detailsId} className="text-base font-semibold">
          {clientProjectCopy.sections.fields}
        </h3>
        <ProjectDetails project={project} />
      </section>
    </ProjectSection>
  )
}
