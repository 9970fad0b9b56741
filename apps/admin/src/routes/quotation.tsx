import { type QuotationRevision, quotationStatusLabels } from '@nirman/contract'
import { Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { ApiRequestError } from '../api/client'
import { quotationQuery } from '../api/quotations'
import { formatDateTime } from '../features/lead-list/lead-format'
import { QuotationAcceptancePanel } from '../features/quotations/quotation-acceptance'
import { QuotationEditor } from '../features/quotations/quotation-editor'
import { QuotationHistory } from '../features/quotations/quotation-history'
import { QuotationLinkPanel } from '../features/quotations/quotation-link-panel'
import { canRevise, QuotationReviseAction } from '../features/quotations/quotation-revise-action'
import { QuotationRevisionView } from '../features/quotations/quotation-revision-view'
import { QuotationRevisions } from '../features/quotations/quotation-revisions'
import { quotationCopy } from '../quotations-content'

/** "Back to the request": its details on the dashboard, or the dashboard while it is not known. */
function BackToRequest({ leadId }: { leadId: number | null }) {
  return (
    <Link
      to={leadId === null ? '/dashboard' : `/dashboard?request=${leadId}`}
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {quotationCopy.backToRequest}
    </Link>
  )
}

/** Who made a revision and when. */
const madeText = (revision: QuotationRevision) => {
  const when = formatDateTime(revision.createdAt)
  return revision.createdBy
    ? quotationCopy.madeBy(revision.createdBy.name, when)
    : quotationCopy.madeOn(when)
}

/** Where the focus goes once a change has been shown: the client's link, or the page's heading. */
type FocusTarget = 'link' | 'heading'

/**
 * `/admin/quotations/:id`: a quotation at its latest revision, its draft's editor while it is a
 * draft (with "Send to the client"), else to read; its revisions listed, an earlier one shown to
 * read with `?revision=1`. The editor stays mounted (hidden) while an earlier revision is read, so
 * nothing typed is lost. Once sent: the client's acceptance (when made), the client's link (copy,
 * WhatsApp, withdraw), each revision's story with its PDF, and "Start revision N+1".
 */
export function QuotationPage() {
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const [params, setParams] = useSearchParams()
  const query = useQuery({ ...quotationQuery(id), enabled: valid })
  const quotation = query.data
  const missing = !valid || (query.error instanceof ApiRequestError && query.error.status === 404)
  // After a send, a new revision or a withdrawn link, the focus goes to what the change shows,
  // once it is on the page (the dialog or button that made the change is gone).
  const [focusOn, setFocusOn] = useState<FocusTarget | null>(null)
  const pageHeading = useRef<HTMLHeadingElement>(null)
  const linkHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!focusOn || !quotation) return
    const target = (focusOn === 'link' ? linkHeading : pageHeading).current
    if (!target) return
    target.focus()
    setFocusOn(null)
  }, [focusOn, quotation])

  if (missing || query.isError || !quotation) {
    return (
      <div className="mx-auto grid max-w-7xl gap-4">
        <BackToRequest leadId={null} />
        {missing || query.isError ? (
          <Notice variant="destructive">
            <NoticeDescription>
              {missing ? quotationCopy.notFound : quotationCopy.loadError}
            </NoticeDescription>
          </Notice>
        ) : (
          <Spinner label={quotationCopy.loading} className="text-2xl" />
        )}
      </div>
    )
  }

  const latest = quotation.revisions.at(-1)
  const asked = Number(params.get('revision'))
  const shown = quotation.revisions.find((revision) => revision.revision === asked) ?? latest
  const draft = latest?.status === 'draft' ? latest : null
  const everSent = quotation.revisions.some((revision) => revision.sentAt !== null)
  /** Shows the latest revision (a new draft opens in the editor), then focuses `target`. */
  const showLatest = (target: FocusTarget) => {
    if (params.has('revision')) setParams({}, { replace: true })
    setFocusOn(target)
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-4">
      <BackToRequest leadId={quotation.leadId} />
      <div className="grid gap-2">
        <h2
          ref={pageHeading}
          tabIndex={-1}
          className="text-2xl font-semibold break-words outline-none"
        >
          {quotationCopy.heading(quotation.number)}
        </h2>
        {shown ? (
          <p className="text-muted-foreground">
            {quotationCopy.revisionStatus(shown.revision, quotationStatusLabels[shown.status])} ·{' '}
            {madeText(shown)}
          </p>
        ) : null}
      </div>
      {quotation.acceptance ? (
        <QuotationAcceptancePanel quotationId={quotation.id} acceptance={quotation.acceptance} />
      ) : null}
      {canRevise(quotation) ? (
        <QuotationReviseAction quotation={quotation} onStarted={() => showLatest('heading')} />
      ) : null}
      {everSent ? (
        <div className="grid min-w-0 gap-4 lg:grid-cols-2 lg:items-start">
          <QuotationLinkPanel
            quotation={quotation}
            headingRef={linkHeading}
            onWithdrawn={() => setFocusOn('link')}
          />
          <QuotationHistory quotation={quotation} />
        </div>
      ) : null}
      {shown ? <QuotationRevisions quotation={quotation} shown={shown} /> : null}
      {shown && shown !== draft ? (
        <>
          <Notice>
            <NoticeDescription>
              {shown === latest && shown.status !== 'draft'
                ? quotationCopy.frozen(shown.revision, shown.status)
                : quotationCopy.earlierRevision(shown.revision)}
            </NoticeDescription>
          </Notice>
          <QuotationRevisionView revision={shown} />
        </>
      ) : null}
      {draft ? (
        <div hidden={shown !== draft}>
          <QuotationEditor quotation={quotation} draft={draft} onSent={() => showLatest('link')} />
        </div>
      ) : null}
    </div>
  )
}
