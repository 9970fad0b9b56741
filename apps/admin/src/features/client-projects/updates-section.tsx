import type { AdminClientProject } from '@nirman/contract'
import { Button, toast } from '@nirman/ui'
import { Plus } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { createUpdate } from '../../api/client-projects'
import { recordCopy, updateCopy } from '../../client-project-records-content'
import { ProjectSection } from './project-section'
import { companyToday } from './record-change'
import { UpdateCard } from './update-card'
import { UpdateForm } from './update-form'
import { addedUpdateId, newUpdateBody, newUpdateValues } from './update-values'

/**
 * The project's updates (`#updates` of the project page): "New update" writes a draft of a site
 * visit (date, stage, text); its photos are added to it, then it is published to the client. Drafts
 * and published updates are listed together, the newest visit first (the API's order).
 */
export function UpdatesSection({ project }: { project: AdminClientProject }) {
  const [writing, setWriting] = useState(false)
  const newButton = useRef<HTMLButtonElement>(null)
  const today = companyToday()
  const saved = useMemo(
    () => newUpdateValues(today, project.currentStageId),
    [today, project.currentStageId],
  )
  return (
    <ProjectSection id="updates" title={updateCopy.title} description={updateCopy.description}>
      {project.canManage ? (
        writing ? (
          <section
            aria-labelledby="new-update-title"
            className="grid gap-3 rounded-lg border border-border bg-background p-3 sm:p-4"
          >
            <h3 id="new-update-title" className="font-semibold">
              {updateCopy.newTitle}
            </h3>
            <UpdateForm
              project={project}
              saved={saved}
              submitLabel={updateCopy.create}
              check={newUpdateBody}
              send={(body) => createUpdate(project.id, body)}
              onSaved={(answer) => {
                toast(updateCopy.created)
                setWriting(false)
                // The new draft's heading takes the focus: its photos come next.
                const id = addedUpdateId(project.updates, answer.updates)
                requestAnimationFrame(() => {
                  const heading = id === null ? null : document.getElementById(`update-${id}-title`)
                  heading?.scrollIntoView({ block: 'start' })
                  heading?.focus()
                })
              }}
              onCancel={() => {
                setWriting(false)
                requestAnimationFrame(() => newButton.current?.focus())
              }}
            />
          </section>
        ) : (
          <div>
            <Button ref={newButton} type="button" data-new-update onClick={() => setWriting(true)}>
              <Plus aria-hidden />
              {updateCopy.add}
            </Button>
          </div>
        )
      ) : (
        <p className="text-sm text-muted-foreground">{recordCopy.readOnly}</p>
      )}
      {project.updates.length === 0 ? (
        <p className="text-muted-foreground">{updateCopy.empty}</p>
      ) : (
        <ul aria-label={updateCopy.listLabel} className="grid gap-4">
          {project.updates.map((update) => (
            <li key={update.id} className="min-w-0">
              <UpdateCard project={project} update={update} />
            </li>
          ))}
        </ul>
      )}
    </ProjectSection>
  )
}
