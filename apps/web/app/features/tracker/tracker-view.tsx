import type { ClientMe, ClientTrackerProject } from '@nirman/contract'
import { Button, Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { QueryProvider } from '../../api/query-provider'
import { TrackerRequestError } from '../../api/tracker'
import { useCompany } from '../../i18n/company'
import { useLang } from '../../i18n/use-lang'
import { ProjectDocuments } from './project-documents'
import { ProjectOverview } from './project-overview'
import { ProjectPayments } from './project-payments'
import { type AskAbout, ProjectQuestions } from './project-questions'
import { ProjectStages } from './project-stages'
import { ProjectUpdates } from './project-updates'
import { signInMessageIn } from './sign-in-messages'
import { TrackerHeader } from './tracker-header'
import { trackerKeys, trackerProjectQuery } from './tracker-queries'
import { TrackerSection, trackerSectionIds } from './tracker-section'
import { noticeOf, type TrackerNotice } from './tracker-session'
import { useSignInMessagesHindi, useTrackerText } from './tracker-texts'

export interface TrackerViewProps {
  me: ClientMe
  /** Signed in on this page just now: the focus moves to the page's heading. */
  justSignedIn: boolean
  onSignedOut: (notice: TrackerNotice | null) => void
}

/**
 * A signed-in client's page: their project (the first, or the one they choose) with its overview,
 * site updates, stages, payments, documents and questions. Fetched on demand by the tracker page.
 */
export function TrackerView(props: TrackerViewProps) {
  return (
    // A client who signed with the company is not offered a quote (the popup gives up its show).
    <div data-quote-popup-off="">
      <QueryProvider>
        <TrackerPage {...props} />
      </QueryProvider>
    </div>
  )
}

function TrackerPage({ me, justSignedIn, onSignedOut }: TrackerViewProps) {
  const copy = useTrackerText()
  const [phone] = useCompany().phones
  const [projectId, setProjectId] = useState<number | null>(me.projects[0]?.id ?? null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (justSignedIn) headingRef.current?.focus()
  }, [justSignedIn])
  return (
    <>
      <TrackerHeader
        me={me}
        projectId={projectId}
        onChooseProject={setProjectId}
        headingRef={headingRef}
        onSignedOut={onSignedOut}
      />
      <div className="px-4 pb-16">
        <div className="mx-auto max-w-5xl">
          {projectId === null ? (
            <p className="mt-8 text-lg">{copy.noProjects(phone?.display)}</p>
          ) : (
            <ClientProject key={projectId} projectId={projectId} onSignedOut={onSignedOut} />
          )}
        </div>
      </div>
    </>
  )
}

function ClientProject({
  projectId,
  onSignedOut,
}: {
  projectId: number
  onSignedOut: TrackerViewProps['onSignedOut']
}) {
  const copy = useTrackerText()
  const lang = useLang()
  const hindiMessages = useSignInMessagesHindi()
  const queryClient = useQueryClient()
  const query = useQuery(trackerProjectQuery(projectId))
  const sessionEnded = query.error instanceof TrackerRequestError && query.error.status === 401
  useEffect(() => {
    if (!sessionEnded) return
    // Signed out elsewhere, the 30 days over, or access revoked: back to the sign-in form, told why.
    queryClient.removeQueries({ queryKey: trackerKeys.all })
    onSignedOut(noticeOf(query.error))
  }, [sessionEnded, query.error, queryClient, onSignedOut])

  if (query.isPending || sessionEnded) {
    return (
      <p className="mt-8 flex items-center gap-2" role="status">
        <Spinner />
        {copy.loadingProject}
      </p>
    )
  }
  if (query.isError) {
    const message =
      query.error instanceof TrackerRequestError && query.error.serverMessage
        ? signInMessageIn(lang, query.error.serverMessage, hindiMessages)
        : copy.projectFailed
    return (
      <Notice variant="destructive" className="mt-8">
        <NoticeDescription className="grid justify-items-start gap-3">
          {message}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {copy.tryAgain}
          </Button>
        </NoticeDescription>
      </Notice>
    )
  }
  return <ProjectSections project={query.data} onSignedOut={onSignedOut} />
}

function ProjectSections({
  project,
  onSignedOut,
}: {
  project: ClientTrackerProject
  onSignedOut: TrackerViewProps['onSignedOut']
}) {
  const copy = useTrackerText()
  const [askAbout, setAskAbout] = useState<AskAbout | null>(null)
  return (
    <>
      {/* One row that scrolls sideways on a phone (three rows of links would fill its first
          screen); it wraps from 640 px. The page itself never scrolls sideways. */}
      <nav aria-label={copy.sectionsLabel} className="-mx-4 mt-4 sm:mx-0 sm:mt-6">
        <ul className="flex gap-2 overflow-x-auto px-4 py-1 sm:flex-wrap sm:px-0">
          {trackerSectionIds.map((section) => (
            <li key={section} className="shrink-0">
              <a
                href={`#tracker-${section}`}
                className="inline-flex min-h-11 items-center rounded-full border border-border bg-card px-4 font-semibold text-primary text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                {copy.sections[section]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <TrackerSection id="overview">
        <ProjectOverview project={project} />
      </TrackerSection>
      <TrackerSection id="updates">
        <ProjectUpdates
          updates={project.updates}
          stages={project.stages}
          onAsk={(updateId) =>
            setAskAbout((before) => ({ updateId, times: (before?.times ?? 0) + 1 }))
          }
        />
      </TrackerSection>
      <TrackerSection id="stages">
        <ProjectStages stages={project.stages} />
      </TrackerSection>
      <TrackerSection id="payments">
        <ProjectPayments project={project} />
      </TrackerSection>
      <TrackerSection id="documents">
        <ProjectDocuments documents={project.documents} />
      </TrackerSection>
      <TrackerSection id="questions">
        <ProjectQuestions project={project} askAbout={askAbout} onSignedOut={onSignedOut} />
      </TrackerSection>
    </>
  )
}
