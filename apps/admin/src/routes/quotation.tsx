import { type QuotationRevision, quotationStatusLabels } from '@nirman/contract'
import { Notice, NoticeDescription, Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Link, useParams, useSearchParams } from 'react-router'
import { ApiRequestError } from '../api/client'
import { quotationQuery } from '../api/quotations'
import { formatDateTime } from '../features/lead-list/lead-format'
import { QuotationEditor } from '../features/quotations/quotation-editor'
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

/**
 * `/admin/quotations/:id`: a quotation at its latest revision, its draft's editor while it is a
 * draft, else to read; its revisions listed, an earlier one shown to read with `?revision=1`.
 * The editor stays mounted (hidden) while an earlier revision is read, so nothing typed is lost.
 */
export function QuotationPage() {
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const [params] = useSearchParams()
  const query = useQuery({ ...quotationQuery(id), enabled: valid })
  const quotation = query.data
  const missing = !valid || (query.error instanceof ApiRequestError && query.error.status === 404)

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
  return (
    <div className="mx-auto grid max-w-7xl gap-4">
      <BackToRequest leadId={quotation.leadId} />
      <div className="grid gap-2">
        <h2 className="text-2xl font-semibold break-words">
          {quotationCopy.heading(quotation.number)}
        </h2>
        {shown ? (
          <p className="text-muted-foreground">
            {quotationCopy.revisionStatus(shown.revision, quotationStatusLabels[shown.status])} ·{' '}
            {madeText(shown)}
          </p>
        ) : null}
      </div>
      {shown ? <QuotationRevisions quotation={quotation} shown={shown} /> : null}
      {shown && shown !== draft ? (
        <>
          <Notice>
            <NoticeDescription>
              {shown === latest
                ? quotationCopy.frozen(shown.revision, quotationStatusLabels[shown.status])
                : quotationCopy.earlierRevision(shown.revision)}
            </NoticeDescription>
          </Notice>
          <QuotationRevisionView revision={shown} />
        </>
      ) : null}
      {draft ? (
        <div hidden={shown !== draft}>
          <QuotationEditor quotation={quotation} draft={draft} />
        </div>
      ) : null}
    </div>
  )
}
