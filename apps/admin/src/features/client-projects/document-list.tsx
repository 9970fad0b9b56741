import {
  type AdminClientProject,
  type ClientDocument,
  documentKindLabels,
  formatCompanyDateTime,
} from '@nirman/contract'
import { Badge, Button, buttonVariants, toast } from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { Download, Eye, EyeOff, Trash2 } from 'lucide-react'
import { changeDocument, clientFileUrl, deleteDocument } from '../../api/client-projects'
import {
  documentCopy,
  documentVisibilityLabels,
  recordCopy,
} from '../../client-project-records-content'
import { toastRefusal } from '../forms/refusal-toast'
import { ConfirmAction } from './confirm-action'
import { documentTypeLabel } from './document-values'
import { useProjectCache } from './record-change'
import { formatBytes } from './record-format'

/**
 * The project's documents with their kind, type, size and who can see them; each downloads from
 * the session-checked address, and a manager shows it to the client or makes it staff only, or
 * deletes it.
 */
export function DocumentList({ project }: { project: AdminClientProject }) {
  const cache = useProjectCache(project.id)
  const toggle = useMutation({
    mutationFn: (document: ClientDocument) =>
      changeDocument(project.id, document.id, {
        title: document.title,
        kind: document.kind,
        visibility: document.visibility === 'client' ? 'internal' : 'client',
      }),
    onSuccess: (answer, document) => {
      cache.keep(answer)
      toast(document.visibility === 'client' ? documentCopy.hidden : documentCopy.shown)
    },
    onError: (error) =>
      toastRefusal(error, { title: recordCopy.notSaved, fallback: recordCopy.failed }),
  })
  const remove = useMutation({
    mutationFn: (document: ClientDocument) => deleteDocument(project.id, document.id),
    onSuccess: (answer) => {
      cache.keep(answer)
      toast(documentCopy.deleted)
    },
    onError: (error) =>
      toastRefusal(error, { title: recordCopy.notSaved, fallback: recordCopy.failed }),
  })

  if (project.documents.length === 0) {
    return <p className="text-muted-foreground">{documentCopy.empty}</p>
  }
  return (
    <ul aria-label={documentCopy.listLabel} className="grid gap-2">
      {project.documents.map((document) => {
        const titleId = `document-${document.id}-title`
        const shown = document.visibility === 'client'
        return (
          <li
            key={document.id}
            aria-labelledby={titleId}
            className="grid min-w-0 gap-2 rounded-md border border-border bg-background p-3"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="font-semibold break-words">
                {document.title}
              </h3>
              <Badge variant={shown ? 'success' : 'outline'}>
                {shown ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
                {documentVisibilityLabels[document.visibility]}
              </Badge>
            </div>
            <p className="text-sm break-words text-muted-foreground">
              {documentCopy.details(
                documentKindLabels[document.kind],
                documentTypeLabel(document.contentType),
                formatBytes(document.sizeBytes),
              )}
              <span className="block break-all">{document.fileName}</span>
              <span className="block">
                {documentCopy.added(formatCompanyDateTime(document.addedAt))}
              </span>
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <a
                href={clientFileUrl(document.url)}
                download={document.fileName}
                aria-label={documentCopy.downloadLabel(document.title)}
                className={buttonVariants({ size: 'sm', variant: 'outline' })}
              >
                <Download aria-hidden />
                {documentCopy.download}
              </a>
              {project.canManage ? (
                <>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={
                      shown
                        ? documentCopy.hideFromClientLabel(document.title)
                        : documentCopy.showToClientLabel(document.title)
                    }
                    loading={toggle.isPending && toggle.variables.id === document.id}
                    loadingLabel={recordCopy.saving}
                    onClick={() => toggle.mutate(document)}
                  >
                    {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                    {shown ? documentCopy.hideFromClient : documentCopy.showToClient}
                  </Button>
                  <ConfirmAction
                    label={documentCopy.delete}
                    accessibleLabel={documentCopy.deleteLabel(document.title)}
                    icon={<Trash2 aria-hidden />}
                    question={documentCopy.deleteQuestion(document.title)}
                    confirmLabel={documentCopy.confirmDelete}
                    pending={remove.isPending && remove.variables.id === document.id}
                    onConfirm={() => remove.mutate(document)}
                  />
                </>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
