import { type QuotationContent, type QuotationDetail, quotationTotals } from '@nirman/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { openDashboard } from '../../test/dashboard'
import { type FakeApiState, lead } from '../../test/fake-api'
import { fakeQuotation, quotationRevision } from '../../test/fake-quotations'

// What the tests of a quotation's page share: the house they quote for, opening its page on the
// dashboard against the fake API, and a colleague's save made meanwhile.

/** 1,200 sq ft at ₹1,950 with CGST and SGST at 9 %, paid 10 % and 90 %: ₹27,61,200. */
export const house: Partial<QuotationContent> = {
  clientName: 'Anita Sharma',
  title: 'G+1 house at Danapur',
  validUntil: '2099-12-31',
  groups: [
    {
      title: 'Construction',
      items: [
        {
          description: 'House, all work',
          quantityMilli: 1_200_000,
          unit: 'sq ft',
          ratePaise: 195_000,
          optional: false,
        },
      ],
    },
  ],
  taxLines: [
    { label: 'CGST', rateBasisPoints: 900 },
    { label: 'SGST', rateBasisPoints: 900 },
  ],
  schedule: [
    { label: 'Booking', percentBasisPoints: 1000 },
    { label: 'Handover', percentBasisPoints: 9000 },
  ],
}

/** The house with the client's phone and e-mail, so that it can be sent. */
export const houseWithContact: Partial<QuotationContent> = {
  ...house,
  clientPhone: '+91 98765 43210',
  clientEmail: 'anita@example.com',
}

/**
 * Opens a quotation's page (by default at `/quotations/<id>`) as staff, once its heading shows;
 * without a quotation, a draft of `content` for lead 1.
 */
export function quotationOpener(content: Partial<QuotationContent>) {
  return async (
    quotation: QuotationDetail = fakeQuotation({ revisions: [quotationRevision(content)] }),
    path = `/quotations/${quotation.id}`,
  ) => {
    const opened = await openDashboard(
      [lead({ id: 1, name: 'Anita Sharma' })],
      { quotations: [quotation] },
      path,
    )
    await screen.findByRole('heading', { name: `Quotation ${quotation.number}`, level: 2 })
    return { ...opened, user: userEvent.setup() }
  }
}

/** The requests the page made with `method` to `path`, oldest first. */
export const callsTo = (api: Pick<FakeApiState, 'calls'>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path)

/**
 * The fake API refuses the next `method` request to `path` with a 400 as the API's error handler
 * words it: the first issue's message, and every issue by its dotted path.
 */
export function refuseNext(
  api: Pick<FakeApiState, 'failNext'>,
  method: string,
  path: string,
  issues: [{ path: string; message: string }, ...{ path: string; message: string }[]],
) {
  api.failNext = {
    method,
    path,
    status: 400,
    body: JSON.stringify({ message: issues[0].message, issues }),
  }
}

/** Meanwhile a colleague saves new terms ("Their terms") on the stored draft: its version 2. */
export function colleagueSavesTerms(api: Pick<FakeApiState, 'quotations'>) {
  const stored = api.quotations[0]
  const theirs = stored?.revisions[0]
  if (!stored || !theirs) throw new Error('no quotation')
  const content = { ...theirs.content, terms: 'Their terms' }
  stored.version = 2
  stored.revisions = [{ ...theirs, content, totals: quotationTotals(content) }]
}
