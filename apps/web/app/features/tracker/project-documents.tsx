import type { ClientTrackerProject } from '@nirman/contract'
import { Download, FileText } from 'lucide-react'
import { useId } from 'react'
import { patnaDayOf, useTrackerFormat } from './tracker-format'
import { useTrackerText } from './tracker-texts'

type TrackerDocument = ClientTrackerProject['documents'][number]

function ProjectDocument({ document }: { document: TrackerDocument }) {
  const copy = useTrackerText().documents
  const format = useTrackerFormat()
  const titleId = useId()
  const actionId = useId()
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center">
      <FileText aria-hidden="true" className="hidden size-8 shrink-0 text-primary sm:block" />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="break-words font-semibold">
          {document.title}
        </p>
        <p className="text-muted-foreground text-sm">
          {copy.kinds[document.kind]} · {format.size(document.sizeBytes)} ·{' '}
          {copy.added(format.day(patnaDayOf(document.addedAt)))}
        </p>
      </div>
      {/* The file's address is checked against the session by the API (never a public one). */}
      <a
        href={document.url}
        download={document.fileName}
        // Named "Download" and the document's title (aria-labelledby puts a space between them).
        aria-labelledby={`${actionId} ${titleId}`}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-input bg-background px-4 font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Download aria-hidden="true" className="size-4" />
        <span id={actionId}>{copy.download}</span>
      </a>
    </li>
  )
}

/** The documents published to the client (agreement, drawings, approvals), newest first. */
export function ProjectDocuments({ documents }: { documents: readonly TrackerDocument[] }) {
  const copy = useTrackerText().documents
  if (documents.length === 0) return <p>{copy.none}</p>
  return (
    <ul className="space-y-3">
      {documents.map((document) => (
        <ProjectDocument key={document.id} document={document} />
      ))}
    </ul>
  )
}
