import type { ClientStage, ClientTrackerProject } from '@nirman/contract'
import { Button } from '@nirman/ui'
import { MessageCircleQuestion } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { StageName } from './tracker-badges'
import { useTrackerFormat } from './tracker-format'
import { useTrackerText } from './tracker-texts'
import { UpdatePhotos } from './update-photos'

type TrackerUpdate = ClientTrackerProject['updates'][number]

/** Updates drawn at first, and added by each "Show older updates": a cheap phone draws 10 quickly. */
export const updatesPerPage = 10

/** The id of the question form, where "Ask about this update" takes the client. */
export const questionFormId = 'tracker-ask'

interface UpdateProps {
  update: TrackerUpdate
  stage: ClientStage | undefined
  onAsk: (updateId: number) => void
  headingRef?: (element: HTMLHeadingElement | null) => void
}

/** One site visit: its day, its stage, what was done, its photos and a question about it. */
function SiteUpdate({ update, stage, onAsk, headingRef }: UpdateProps) {
  const copy = useTrackerText()
  const format = useTrackerFormat()
  const headingId = useId()
  const title = copy.updates.visit(format.day(update.visitDate))
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-5">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-xl outline-none"
      >
        {title}
      </h3>
      {stage ? (
        <p className="mt-1 text-muted-foreground text-sm">
          {copy.updates.stage}: <StageName stage={stage} />
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-line break-words">{update.body}</p>
      {update.photos.length ? <UpdatePhotos photos={update.photos} visit={title} /> : null}
      <a
        href={`#${questionFormId}`}
        aria-describedby={headingId}
        onClick={(event) => {
          event.preventDefault()
          onAsk(update.id)
        }}
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
      >
        <MessageCircleQuestion aria-hidden="true" className="size-5" />
        {copy.updates.ask}
      </a>
    </article>
  )
}

export interface ProjectUpdatesProps {
  /** Published updates, newest visit first (as the API sends them). */
  updates: readonly TrackerUpdate[]
  stages: readonly ClientStage[]
  /** "Ask about this update": the question form, with this update chosen. */
  onAsk: (updateId: number) => void
}

/**
 * The site updates, newest first, ten at a time: each visit's day, stage, text and photos (a
 * photo opens larger). "Show older updates" adds ten and moves the focus to the first added.
 */
export function ProjectUpdates({ updates, stages, onAsk }: ProjectUpdatesProps) {
  const copy = useTrackerText()
  const [shown, setShown] = useState(updatesPerPage)
  const firstAdded = useRef<{ index: number } | null>(null)
  const headings = useRef(new Map<number, HTMLHeadingElement>())
  useEffect(() => {
    if (!firstAdded.current) return
    headings.current.get(firstAdded.current.index)?.focus()
    firstAdded.current = null
  }, [shown])

  if (updates.length === 0) return <p>{copy.updates.none}</p>
  const older = updates.length - shown
  return (
    <>
      <ol className="space-y-6">
        {updates.slice(0, shown).map((update, index) => (
          <li key={update.id}>
            <SiteUpdate
              update={update}
              stage={stages.find((stage) => stage.id === update.stageId)}
              onAsk={onAsk}
              headingRef={(element) => {
                if (element) headings.current.set(index, element)
                else headings.current.delete(index)
              }}
            />
          </li>
        ))}
      </ol>
      {older > 0 ? (
        <Button
          variant="outline"
          className="mt-6 w-full sm:w-auto"
          onClick={() => {
            firstAdded.current = { index: shown }
            setShown(shown + updatesPerPage)
          }}
        >
          {copy.updates.showOlder(Math.min(updatesPerPage, older))}
        </Button>
      ) : null}
    </>
  )
}
