import type { ClientMe } from '@nirman/contract'
import { Button, Notice, NoticeDescription, Select } from '@nirman/ui'
import { useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { type Ref, useId, useState } from 'react'
import { signOutClient, TrackerRequestError } from '../../api/tracker'
import { trackerKeys } from './tracker-queries'
import { noticeOf, type TrackerNotice } from './tracker-session'
import { useTrackerText } from './tracker-texts'

export interface TrackerHeaderProps {
  me: ClientMe
  projectId: number | null
  onChooseProject: (id: number) => void
  /** The page's heading, focused after a sign-in on this page. */
  headingRef: Ref<HTMLHeadingElement>
  onSignedOut: (notice: TrackerNotice | null) => void
}

/**
 * The top of a signed-in client's page: the project's title (the page's heading), the choice of
 * project when they have several, who is signed in, and signing out here or everywhere.
 */
export function TrackerHeader({
  me,
  projectId,
  onChooseProject,
  headingRef,
  onSignedOut,
}: TrackerHeaderProps) {
  const copy = useTrackerText()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<'here' | 'everywhere' | null>(null)
  const [failed, setFailed] = useState(false)
  const choiceId = useId()
  const everywhereHintId = useId()
  const project = me.projects.find((candidate) => candidate.id === projectId)

  async function signOut(everywhere: boolean) {
    setPending(everywhere ? 'everywhere' : 'here')
    setFailed(false)
    let notice: TrackerNotice
    try {
      const answer = await signOutClient(everywhere)
      notice = { message: answer.message, retryAfterSeconds: null, tone: 'news' }
    } catch (error) {
      // A session that had already ended (or was revoked) is signed out all the same.
      if (!(error instanceof TrackerRequestError && error.status === 401)) {
        setFailed(true)
        setPending(null)
        return
      }
      notice = noticeOf(error)
    }
    // Nothing of this client's project stays in the page for whoever uses the browser next.
    queryClient.removeQueries({ queryKey: trackerKeys.all })
    onSignedOut(notice)
  }

  return (
    <div className="bg-primary px-4 py-6 text-primary-foreground sm:py-10">
      <div className="mx-auto max-w-5xl">
        <p className="font-semibold text-amber-300 text-sm uppercase tracking-wider">
          {copy.eyebrow}
        </p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 text-balance font-bold text-2xl tracking-tight outline-none sm:text-4xl"
        >
          {project?.title ?? copy.eyebrow}
        </h1>
        {project?.city ? <p className="mt-1 text-brand-100 sm:text-lg">{project.city}</p> : null}
        {me.projects.length > 1 ? (
          <div className="mt-4 grid max-w-md gap-2">
            <label htmlFor={choiceId} className="font-semibold">
              {copy.projectChoice}
            </label>
            <Select
              id={choiceId}
              value={projectId ?? undefined}
              onChange={(event) => onChooseProject(Number(event.target.value))}
              className="text-foreground"
            >
              {me.projects.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.city ? `${choice.title} (${choice.city})` : choice.title}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {/* Small on a phone: the project, not the account, is what the first screen is for. */}
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <p className="text-brand-100">{copy.signedInAs(me.client.name)}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              loading={pending === 'here'}
              loadingLabel={copy.signingOut}
              disabled={pending !== null}
              onClick={() => void signOut(false)}
            >
              <LogOut aria-hidden="true" />
              {copy.signOut}
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="border-brand-100 bg-transparent text-primary-foreground hover:bg-brand-800"
              aria-describedby={everywhereHintId}
              loading={pending === 'everywhere'}
              loadingLabel={copy.signingOut}
              disabled={pending !== null}
              onClick={() => void signOut(true)}
            >
              {copy.signOutEverywhere}
            </Button>
          </div>
          <p id={everywhereHintId} className="sr-only">
            {copy.signOutEverywhereHint}
          </p>
        </div>
        {failed ? (
          <Notice variant="destructive" className="mt-4">
            <NoticeDescription>{copy.signOutFailed}</NoticeDescription>
          </Notice>
        ) : null}
      </div>
    </div>
  )
}
