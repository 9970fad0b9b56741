import { type AdminClientProject, type ClientUpdate, formatCompanyDateTime } from '@nirman/contract'
import { Badge, Button, toast } from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { EyeOff, Pencil, Trash2 } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { changeUpdate, deleteUpdate } from '../../api/client-projects'
import { recordCopy, updateCopy } from '../../client-project-records-content'
import { toastRefusal } from '../forms/refusal-toast'
import { ConfirmAction } from './confirm-action'
import { useProjectCache } from './record-change'
import { formatDay } from './record-format'
import { UpdateForm } from './update-form'
import { UpdatePhotoUploader } from './update-photo-uploader'
import { UpdatePhotos } from './update-photos'
import { UpdatePublishDialog } from './update-publish-dialog'
import { updateChangeBody, updateValuesOf } from './update-values'

/**
 * One update of a site visit: a draft clearly marked as one (the client does not see it), or
 * published with its day; its stage, author, text and photos; for a manager Add photos, Edit
 * text, Publish (a draft) and Delete.
 */
export function UpdateCard({
  project,
  update,
}: {
  project: AdminClientProject
  update: ClientUpdate
}) {
  const cache = useProjectCache(project.id)
  const [editing, setEditing] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const day = formatDay(update.visitDate)
  const heading = updateCopy.heading(day)
  const name = updateCopy.name(day)
  const titleId = `update-${update.id}-title`
  const stage = project.stages.find((each) => each.id === update.stageId)
  const draft = update.status === 'draft'
  const saved = useMemo(() => updateValuesOf(update), [update])
  const remove = useMutation({
    mutationFn: () => deleteUpdate(project.id, update.id),
    onSuccess: (answer) => {
      cache.keep(answer)
      toast(updateCopy.deleted)
      // The update is gone: the focus goes to "New update", at the top of the list.
      document.querySelector<HTMLElement>('[data-new-update]')?.focus()
    },
    onError: (error) =>
      toastRefusal(error, { title: recordCopy.notSaved, fallback: recordCopy.failed }),
  })

  return (
    <article
      aria-labelledby={titleId}
      className={`grid min-w-0 gap-3 rounded-lg border bg-background p-3 sm:p-4 ${
        draft ? 'border-dashed border-accent' : 'border-border'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold break-words">
          {heading}
        </h3>
        {draft ? (
          <Badge variant="accent" className="whitespace-normal">
            <EyeOff aria-hidden />
            {updateCopy.draft}
          </Badge>
        ) : update.publishedAt ? (
          <Badge variant="success" className="whitespace-normal">
            {updateCopy.published(formatCompanyDateTime(update.publishedAt))}
          </Badge>
        ) : null}
      </div>
      <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
        {stage ? <span>{updateCopy.stage(stage.name)}</span> : null}
        {update.author ? <span>{updateCopy.by(update.author.name)}</span> : null}
      </p>
      {editing ? (
        <UpdateForm
          project={project}
          saved={saved}
          submitLabel={updateCopy.save}
          check={(values, today) => updateChangeBody(values, update.version, today)}
          send={(body) => changeUpdate(project.id, update.id, body)}
          onSaved={() => {
            toast(updateCopy.saved)
            setEditing(false)
            requestAnimationFrame(() => editButton.current?.focus())
          }}
          onCancel={() => {
            setEditing(false)
            requestAnimationFrame(() => editButton.current?.focus())
          }}
        />
      ) : (
        <p className="break-words whitespace-pre-line">{update.body}</p>
      )}
      <UpdatePhotos
        projectId={project.id}
        update={update}
        heading={name}
        canManage={project.canManage}
      />
      {project.canManage ? (
        <>
          <UpdatePhotoUploader projectId={project.id} update={update} heading={name} />
          <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
            {draft ? (
              <UpdatePublishDialog
                project={project}
                update={update}
                heading={name}
                onPublished={() => requestAnimationFrame(() => headingRef.current?.focus())}
              />
            ) : null}
            {editing ? null : (
              <Button
                ref={editButton}
                type="button"
                size="sm"
                variant="outline"
                aria-label={updateCopy.editLabel(name)}
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden />
                {updateCopy.edit}
              </Button>
            )}
            <ConfirmAction
              label={updateCopy.delete}
              accessibleLabel={updateCopy.deleteLabel(name)}
              icon={<Trash2 aria-hidden />}
              question={updateCopy.deleteQuestion(name, !draft)}
              confirmLabel={updateCopy.confirmDelete}
              pending={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          </div>
        </>
      ) : null}
    </article>
  )
}
