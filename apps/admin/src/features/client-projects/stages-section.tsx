import type { AdminClientProject } from '@nirman/contract'
import { recordCopy, stageCopy } from '../../client-project-records-content'
import { ProjectSection } from './project-section'
import { StageEditor } from './stage-editor'
import { StageList } from './stage-list'

/**
 * The project's schedule (`#stages` of the project page): the stages planned against actual, which
 * the progress is worked out from. The owner and the project's staff edit it as one list; other
 * staff read it.
 */
export function StagesSection({ project }: { project: AdminClientProject }) {
  return (
    <ProjectSection id="stages" title={stageCopy.title} description={stageCopy.description}>
      {project.canManage ? (
        <StageEditor project={project} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{recordCopy.readOnly}</p>
          <StageList stages={project.stages} />
        </>
      )}
    </ProjectSection>
  )
}
