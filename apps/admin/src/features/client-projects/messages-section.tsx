import {
  type AdminClientProject,
  type ClientMessage,
  formatCompanyDateTime,
} from '@nirman/contract'
import { Badge } from '@nirman/ui'
import { messagesCopy } from '../../client-projects-content'
import { formatDay } from './project-format'
import { ProjectMessageForm } from './project-message-form'
import { ProjectSection } from './project-section'

function About({ project, message }: { project: AdminClientProject; message: ClientMessage }) {
  if (message.updateId === null) return null
  const update = project.updates.find((candidate) => candidate.id === message.updateId)
  return (
    <p className="text-sm text-muted-foreground">
      {update ? messagesCopy.about(formatDay(update.visitDate)) : messagesCopy.aboutDeleted}
    </p>
  )
}

/**
 * The project's timeline of messages (`#messages`), oldest first: the client's questions and the
 * answers of staff, each with who, when and the update it is about; an answer form for the
 * project's managers.
 */
export function MessagesSection({ project }: { project: AdminClientProject }) {
  return (
    <ProjectSection id="messages" title={messagesCopy.title} description={messagesCopy.description}>
      {project.messages.length === 0 ? (
        <p className="text-muted-foreground">{messagesCopy.empty}</p>
      ) : (
        <ol aria-label={messagesCopy.listLabel} className="grid gap-3">
          {project.messages.map((message) => {
            const fromClient = message.author.kind === 'client'
            return (
              <li
                key={message.id}
                className={`grid min-w-0 gap-2 rounded-lg border p-3 ${
                  fromClient ? 'border-border bg-background' : 'border-primary/30 bg-muted sm:ms-8'
                }`}
              >
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold break-words">{message.author.name}</span>
                  <Badge variant={fromClient ? 'accent' : 'outline'}>
                    {fromClient ? messagesCopy.client : messagesCopy.staff}
                  </Badge>
                  <time dateTime={message.at} className="text-sm text-muted-foreground">
                    {formatCompanyDateTime(message.at)}
                  </time>
                </div>
                <About project={project} message={message} />
                <p className="break-words whitespace-pre-wrap">{message.body}</p>
              </li>
            )
          })}
        </ol>
      )}
      {project.canManage ? (
        <ProjectMessageForm project={project} />
      ) : (
        <p className="text-sm text-muted-foreground">{messagesCopy.readOnly}</p>
      )}
    </ProjectSection>
  )
}
