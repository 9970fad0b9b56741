import type { QuotationDetail } from '@nirman/contract'
import { useQueryClient } from '@tanstack/react-query'
import { adminKeys } from '../../api/queries'
import { quotationKeys } from '../../api/quotations'

/**
 * How the page keeps what a change of a quotation answers (a send, a new revision, a link
 * withdrawn): the quotation whole goes in the query's cache, so every part of the page shows it at
 * once; the lead's list of quotations and the leads (a send moves the lead's stage) are asked again.
 */
export function useQuotationCache(id: number) {
  const queryClient = useQueryClient()
  return {
    keep: (answer: QuotationDetail) => {
      queryClient.setQueryData(quotationKeys.quotation(id), answer)
      void queryClient.invalidateQueries({ queryKey: quotationKeys.ofLead(answer.leadId) })
      void queryClient.invalidateQueries({ queryKey: adminKeys.leads() })
    },
    /** Fetches the quotation again, after someone else changed it (a 409). */
    reload: () => void queryClient.invalidateQueries({ queryKey: quotationKeys.quotation(id) }),
  }
}
