import type { VisitorVisit } from '@nirman/contract'
import { siteVisitPagePath } from '@nirman/contract/site-visit-words'
import { Button, Notice, NoticeDescription, NoticeTitle } from '@nirman/ui'
import { CalendarClock, MapPin, Phone, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { visitPageCopy } from '../../content/site-visit'
import { useCompany } from '../../i18n/company'
import { type Lang, pathIn } from '../../i18n/lang'
import { FreeTimes } from './slot-picker'
import { useFreeTimes } from './use-availability'
import { cancelVisit, moveVisit, VisitRequestError } from './visit-api'
import { timeRefusal, type VisitCopies } from './visit-refusals'
import { visitWhen } from './visit-time'

/** What a visit's page was opened with: right after its booking, or after a move. */
export interface VisitPageState {
  booked?: true
  moved?: true
}

export interface VisitViewProps {
  lang: Lang
  token: string
  visit: VisitorVisit
  copy: typeof visitPageCopy
  /** The picker's and the form's words, for a move. */
  booking: VisitCopies
  /** Opened right after the booking or a move. */
  opened: VisitPageState
}

/**
 * A visit as its visitor sees it: when (Patna's time), where, where it stands, and while it can
 * still change, "Change the time" (the free times, then "Move the visit": a new link replaces
 * this one) and "Cancel the visit" (asked once more). Every refusal says why and changes nothing.
 */
export function VisitView({ lang, token, visit: loaded, copy, booking, opened }: VisitViewProps) {
  const company = useCompany()
  const navigate = useNavigate()
  const [visit, setVisit] = useState(loaded)
  const [step, setStep] = useState<'view' | 'move' | 'cancel'>('view')
  const [justCancelled, setJustCancelled] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // Counts the times a move was refused for a time taken meanwhile: the picker loads them again.
  const [taken, setTaken] = useState(0)
  const busy = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const failureRef = useRef<HTMLDivElement>(null)
  useEffect(() => setVisit(loaded), [loaded])
  useEffect(() => {
    if (failure) failureRef.current?.focus()
  }, [failure])

  async function run(action: () => Promise<void>) {
    if (busy.current) return
    busy.current = true
    setPending(true)
    setFailure(null)
    try {
      await action()
    } catch (error) {
      const code = error instanceof VisitRequestError ? error.body.code : undefined
      if (code !== undefined && code !== 'tooManyRequests') {
        setTaken((count) => count + 1)
      }
      setFailure(refusalText(error))
    } finally {
      busy.current = false
      setPending(false)
    }
  }

  function refusalText(error: unknown): string {
    if (!(error instanceof VisitRequestError) || error.status === 0) return booking.form.noAnswer
    if (error.status === 410) return copy.replaced
    if (error.status === 409 && error.body.code === 'slot_full') return booking.form.messages.full
    if (error.status === 409) return copy.finished
    return (
      timeRefusal(error.body.code, booking.form.refusals, 0) ??
      (lang === 'en' && error.body.message ? error.body.message : booking.form.refusals.other)
    )
  }

  const phone = company.phones[0]
  const status = justCancelled ? copy.cancelled : copy.status[visit.status]
  return (
    <article className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 ref={headingRef} tabIndex={-1} className="font-bold text-3xl tracking-tight outline-none">
        {opened.booked && visit.status === 'requested' ? copy.bookedTitle : copy.title}
      </h1>
      <p role="status" className="rounded-md bg-muted p-4 font-medium">
        {opened.moved && visit.status === 'requested' && !justCancelled
          ? copy.moved(visitWhen(lang, visit.startsAt))
          : status}
      </p>
      <dl className="grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="flex items-center gap-2 font-semibold">
          <CalendarClock aria-hidden="true" className="size-5 text-primary" />
          {copy.when}
        </dt>
        <dd className="text-lg">{visitWhen(lang, visit.startsAt)}</dd>
        <dt className="flex items-center gap-2 font-semibold">
          <MapPin aria-hidden="true" className="size-5 text-primary" />
          {copy.where}
        </dt>
        <dd className="space-y-1">
          <span className="block break-words">{visit.address}</span>
          {visit.mapLink ? (
            <a
              href={visit.mapLink}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-primary underline"
            >
              {copy.openMap}
            </a>
          ) : null}
        </dd>
        {phone ? (
          <>
            <dt className="flex items-center gap-2 font-semibold">
              <Phone aria-hidden="true" className="size-5 text-primary" />
              {copy.who}
            </dt>
            <dd>
              <a href={`tel:${phone.dial}`} className="font-semibold text-primary underline">
                {phone.display}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {visit.changeable ? (
        <p className="text-muted-foreground text-sm">
          {copy.keep}
          {opened.booked && visit.email ? ` ${copy.mailed(visit.email)}` : null}
        </p>
      ) : null}
      {failure ? (
        <Notice
          ref={failureRef}
          variant="destructive"
          tabIndex={-1}
          className="outline-none focus-visible:outline-2 focus-visible:outline-ring"
        >
          <NoticeTitle>{copy.failedTitle}</NoticeTitle>
          <NoticeDescription>{failure}</NoticeDescription>
        </Notice>
      ) : null}
      {visit.changeable && step === 'view' ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            size="lg"
            className="h-auto min-h-11 whitespace-normal"
            onClick={() => setStep('move')}
          >
            <CalendarClock aria-hidden="true" />
            {copy.change}
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="h-auto min-h-11 whitespace-normal"
            onClick={() => setStep('cancel')}
          >
            <X aria-hidden="true" />
            {copy.cancel}
          </Button>
        </div>
      ) : null}
      {visit.changeable && step === 'cancel' ? (
        <section aria-label={copy.cancel} className="space-y-3 rounded-md border p-4">
          <p className="font-medium">{copy.cancelQuestion}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              variant="destructive"
              className="h-auto min-h-11 whitespace-normal"
              disabled={pending}
              loading={pending}
              loadingLabel={copy.cancelling}
              onClick={() =>
                void run(async () => {
                  setVisit(await cancelVisit(token))
                  setJustCancelled(true)
                  setStep('view')
                  headingRef.current?.focus()
                })
              }
            >
              {copy.cancelYes}
            </Button>
            <Button
              variant="outline"
              className="h-auto min-h-11 whitespace-normal"
              disabled={pending}
              onClick={() => setStep('view')}
            >
              {copy.cancelNo}
            </Button>
          </div>
        </section>
      ) : null}
      {visit.changeable && step === 'move' ? (
        <MoveVisit
          lang={lang}
          copy={copy}
          booking={booking}
          pending={pending}
          taken={taken}
          onBack={() => setStep('view')}
          onMove={(startsAt) =>
            void run(async () => {
              const moved = await moveVisit(token, startsAt)
              const state: VisitPageState = { moved: true }
              navigate(siteVisitPagePath(moved.token, lang), { replace: true, state })
            })
          }
        />
      ) : null}
      {!visit.changeable ? (
        <div className="space-y-3">
          {visit.status !== 'cancelled' && !justCancelled ? <p>{copy.finished}</p> : null}
          <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal">
            <Link to={pathIn(lang, '/site-visit')}>{copy.bookAnother}</Link>
          </Button>
        </div>
      ) : null}
    </article>
  )
}

interface MoveVisitProps {
  lang: Lang
  copy: typeof visitPageCopy
  booking: VisitCopies
  pending: boolean
  /** Rises when the time chosen was refused (taken, or no longer bookable): choose again. */
  taken: number
  onBack: () => void
  onMove: (startsAt: string) => void
}

/** The free times for a move, then "Move the visit". */
function MoveVisit({ lang, copy, booking, pending, taken, onBack, onMove }: MoveVisitProps) {
  const times = useFreeTimes()
  const { startsAt, reload, chooseTime } = times
  const [unchosen, setUnchosen] = useState(false)
  // A time refused: no longer chosen, and the free times as they are now.
  useEffect(() => {
    if (taken === 0) return
    chooseTime(null)
    reload()
  }, [taken, chooseTime, reload])
  return (
    <section aria-labelledby="visit-move-title" className="space-y-5 rounded-md border p-4">
      <h2 id="visit-move-title" className="font-bold text-xl">
        {copy.moveTitle}
      </h2>
      <FreeTimes
        lang={lang}
        copy={booking.picker}
        times={times}
        onTime={() => setUnchosen(false)}
        error={unchosen ? booking.form.messages.startsAt : undefined}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          className="h-auto min-h-11 whitespace-normal"
          disabled={pending}
          loading={pending}
          loadingLabel={copy.moving}
          onClick={() => (startsAt ? onMove(startsAt) : setUnchosen(true))}
        >
          {copy.move}
        </Button>
        <Button
          variant="outline"
          className="h-auto min-h-11 whitespace-normal"
          disabled={pending}
          onClick={onBack}
        >
          {copy.moveBack}
        </Button>
      </div>
    </section>
  )
}
