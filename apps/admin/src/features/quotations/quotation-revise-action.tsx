import type { QuotationDetail, QuotationStatus } from '@nirman/contract'
import { Button, toast } from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { FilePlus2 } from 'lucide-react'
import { useId } from 'react'
import { isUnauthorized } from '../../api/client'
import { reviseQuotation } from '../../api/quotations'
import { quotationCopy, quotationReviseCopy } from '../../quotations-content'
import { refusalOf } from '../forms/refusal'
import { RefusalNotice } from '../forms/refusal-notice'
import { useQuotationCache } from './quotation-cache'

const copy = quotationReviseCopy

/** The latest revision's states a new revision may follow (as apps/api allows: not a draft open, not accepted). */
const revisable: readonly QuotationStatus[] = ['sent', 'viewed', 'declined', 'expired']

/** Whether staff may start the next revision of `quotation`. */
export function canRevise(quotation: QuotationDetail): boolean {
  const latest = quotation.revisions.at(-1)
  return latest !== undefined && quotation.acceptance === null && revisable.includes(latest.status)
}

/**
 * "Start revision N+1" of a sent, viewed, declined or expired quotation: a draft copied from the
 * latest revision, which the page then opens in the editor (`onStarted`). The client keeps
 * reading the sent revision until the new one is sent.
 */
export function QuotationReviseAction({
  quotation,
  onStarted,
}: {
  quotation: QuotationDetail
  onStarted: (answer: QuotationDetail) => void
}) {
  const hintId = useId()
  const cache = useQuotationCache(quotation.id)
  const latest = quotation.revisions.at(-1)?.revision ?? 0
  const revise = useMutation({
    mutationFn: () => reviseQuotation(quotation.id, { version: quotation.version }),
    onSuccess: (answer) => {
      cache.keep(answer)
      toast(copy.started(answer.revisions.at(-1)?.revision ?? latest + 1))
      onStarted(answer)
    },
  })
  const refusal =
    revise.error && !isUnauthorized(revise.error) ? refusalOf(revise.error, copy.failed) : null
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          type="button"
          variant="outline"
          aria-describedby={hintId}
          loading={revise.isPending}
          loadingLabel={copy.starting}
          onClick={() => revise.mutate()}
        >
          <FilePlus2 aria-hidden />
          {copy.start(latest + 1)}
        </Button>
        <p id={hintId} className="min-w-0 flex-1 basis-60 text-sm text-muted-foreground">
          {copy.hint(latest)}
        </p>
      </div>
      <RefusalNotice
        refusal={refusal}
        reload={{
          label: quotationCopy.reload,
          onReload: () => {
            revise.reset()
            cache.reload()
          },
        }}
      />
    </div>
  )
}
