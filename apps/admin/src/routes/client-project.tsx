import { Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { ApiRequestError } from '../api/client'
import { clientProjectQuery } from '../api/client-projects'
import { clientProjectCopy } from '../client-projects-content'
import { ClientsSection } from '../features/client-projects/clients-section'
import { DocumentsSection } from '../features/client-projects/documents-section'
import { MessagesSection } from '../features/client-projects/messages-section'
import { PaymentsSection } from '../features/client-projects/payments-section'
import { BackToClientProjects } from '../features/client-projects/project-back-link'
import { ProjectDeletion } from '../features/client-projects/project-deletion'
import { ProjectOverviewSection } from '../features/client-projects/project-overview-section'
import { StagesSection } from '../features/client-projects/stages-section'
import { UpdatesSection } from '../features/client-projects/updates-section'

const sections = clientProjectCopy.sections

/** The page's sections in order, by the ids each section gives itself. */
const index = [
  { id: 'overview', label: sections.overview },
  { id: 'stages', label: sections.schedule },
  { id: 'payments', label: sections.payments },
  { id: 'updates', label: sections.updates },
  { id: 'documents', label: sections.documents },
  { id: 'clients', label: sections.clients },
  { id: 'messages', label: sections.messages },
] as const

/** The in-page index: a phone reaches a section without scrolling through the others. */
function SectionIndex() {
  return (
    <nav aria-label={clientProjectCopy.indexLabel}>
      <ul className="flex flex-wrap gap-2">
        {index.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-9 items-center rounded-full border border-border bg-background px-3 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * `/admin/client-projects/:id`: one client project on one page, its sections one under another
 * (overview and fields, schedule, payments, updates, documents, clients, messages), each changing
 * the project through the API and putting the answer in the query's cache, so every section
 * shows it at once.
 */
export function ClientProjectPage() {
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const query = useQuery({ ...clientProjectQuery(id), enabled: valid })
  const project = query.data
  const missing = !valid || (query.error instanceof ApiRequestError && query.error.status === 404)
  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <BackToClientProjects />
      {missing || query.isError ? (
        <Notice variant="destructive">
          <NoticeDescription>
            {missing ? clientProjectCopy.notFound : clientProjectCopy.loadError}
          </NoticeDescription>
        </Notice>
      ) : project ? (
        <>
          <div className="grid gap-3">
            <h2 className="text-2xl font-semibold break-words">{project.title}</h2>
            {project.siteAddress || project.city ? (
              <p className="break-words text-muted-foreground">
                {[project.siteAddress, project.city].filter(Boolean).join(', ')}
              </p>
            ) : null}
            <SectionIndex />
          </div>
          <ProjectOverviewSection project={project} />
          <StagesSection project={project} />
          <PaymentsSection project={project} />
          <UpdatesSection project={project} />
          <DocumentsSection project={project} />
          <ClientsSection project={project} />
          <MessagesSection project={project} />
          <ProjectDeletion project={project} />
        </>
      ) : (
        <Spinner label={clientProjectCopy.loading} className="text-2xl" />
      )}
    </div>
  )
}
