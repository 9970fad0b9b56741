import {
  type QuotationDetail,
  type QuotationRevision,
  quotationStatusLabels,
} from '@nirman/contract'
import { Link } from 'react-router'
import { quotationCopy } from '../../quotations-content'
import { formatDateTime } from '../lead-list/lead-format'

/**
 * The revisions of a quotation, oldest first, each with its status and when it was made: a link
 * shows it (`?revision=2`); the one shown is marked as the current page.
 */
export function QuotationRevisions({
  quotation,
  shown,
}: {
  quotation: QuotationDetail
  shown: QuotationRevision
}) {
  return (
    <nav aria-label={quotationCopy.revisionsLabel}>
      <ol className="flex flex-wrap gap-2">
        {quotation.revisions.map((revision) => {
          const current = revision.revision === shown.revision
          return (
            <li key={revision.revision}>
              <Link
                to={{ search: `?revision=${revision.revision}` }}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium underline-offset-4 hover:underline ${
                  current
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-background text-primary'
                }`}
              >
                {quotationCopy.revisionEntry(
                  revision.revision,
                  quotationStatusLabels[revision.status],
                  formatDateTime(revision.createdAt),
                )}
              </Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
