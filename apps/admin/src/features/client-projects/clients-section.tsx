import type { AdminClientProject } from '@nirman/contract'
import { clientProjectCopy, clientsCopy } from '../../client-projects-content'
import { ProjectClientAddForm } from './project-client-add-form'
import { ProjectClientItem } from './project-client-item'
import { ProjectSection } from './project-section'

/**
 * The project's clients (`#clients`): each with their access (invite, revoke, remove for the
 * project's managers), and a form to add one. Other staff read the list.
 */
export function ClientsSection({ project }: { project: AdminClientProject }) {
  const addId = `add-client-${project.id}`
  return (
    <ProjectSection id="clients" title={clientsCopy.title} description={clientsCopy.description}>
      {project.canManage ? null : (
        <p className="text-sm text-muted-foreground">{clientProjectCopy.readOnly}</p>
      )}
      {project.clients.length === 0 ? (
        <p className="text-muted-foreground">{clientsCopy.empty}</p>
      ) : (
        <ul aria-label={clientsCopy.listLabel} className="grid gap-3">
          {project.clients.map((client) => (
            <ProjectClientItem key={client.id} project={project} client={client} />
          ))}
        </ul>
      )}
      {project.canManage ? (
        <section aria-labelledby={addId} className="grid gap-3 border-t border-border pt-4">
          <h3 id={addId} className="text-base font-semibold">
            {clientsCopy.addTitle}
          </h3>
          <ProjectClientAddForm project={project} />
        </section>
      ) : null}
    </ProjectSection>
  )
}
