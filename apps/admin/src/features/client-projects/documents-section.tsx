import type { AdminClientProject } from '@nirman/contract'
import { documentCopy, recordCopy } from '../../client-project-records-content'
import { DocumentList } from './document-list'
import { DocumentUploadForm } from './document-upload-form'
import { ProjectSection } from './project-section'

/**
 * The project's documents (`#documents` of the project page): the agreement, drawings and
 * approvals, each for staff only or shown to the client; a manager adds, shows, hides and deletes
 * them.
 */
export function DocumentsSection({ project }: { project: AdminClientProject }) {
  return (
    <ProjectSection
      id="documents"
      title={documentCopy.title}
      description={documentCopy.description}
    >
      {project.canManage ? null : (
        <p className="text-sm text-muted-foreground">{recordCopy.readOnly}</p>
      )}
      <DocumentList project={project} />
      {project.canManage ? <DocumentUploadForm project={project} /> : null}
    </ProjectSection>
  )
}
