import { type QuotationDetail, quotationPaths } from '@nirman/contract'
import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'
import { answer, requestClient, sendQuoteRequest, signInStaff } from './staff-api'

// The staff side of the quotation page's end-to-end test (quotation-page.spec.ts), through the
// staff API as the dashboard calls it: a quote request arrives from the website in the client's
// language, staff start a quotation from the rate card for it and send it; the answer gives the
// client's link.

export interface SentQuotation {
  id: number
  /** "Q-12". */
  number: string
  /** The link's path on the website: `/q/<token>`. */
  path: string
  client: { name: string; email: string }
  /** The revision sent. */
  sent: QuotationDetail['revisions'][number]
  /** The quotation's version after sending (for withdrawing its link). */
  version: number
}

/**
 * A quotation sent to a client who asked in `language`, from the rate card: 1,200 sq ft of a
 * residential building in the premium finish. Worked by hand from the default card: ₹1,500 a sq
 * ft × 1.3 = ₹1,950; 1,200 × ₹1,950 = ₹23,40,000; CGST 9 % and SGST 9 % = ₹2,10,600 each: total
 * ₹27,61,200. Every name carries `run`, so that runs sharing the server never meet.
 */
export async function sendQuotation(
  request: APIRequestContext,
  run: string,
  language: 'en' | 'hi',
): Promise<SentQuotation> {
  const stamp = `${run} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const client = requestClient('Anita Sharma', stamp)

  // The quote request arrives from the website, in the client's language.
  const lead = await sendQuoteRequest(request, {
    client,
    language,
    message: 'A G+1 house on our plot in Danapur.',
  })

  // Staff start a quotation from the rate card, in the request's language, and send it.
  await signInStaff(request)
  const started = await answer<QuotationDetail>(
    await request.post(quotationPaths.ofLead(lead.id), {
      data: {
        from: 'rate_card',
        builtUpSqFt: 1200,
        propertyType: 'residential',
        finish: 'premium',
      },
    }),
    201,
  )
  const sent = await answer<QuotationDetail>(
    await request.post(quotationPaths.send(started.id), { data: { version: started.version } }),
    200,
  )
  const revision = sent.revisions.at(-1)
  if (!sent.link || !revision) throw new Error(`Quotation ${sent.id} was sent without a link`)
  expect(revision.content.language).toBe(language)
  expect(revision.content.clientEmail).toBe(client.email)
  expect(revision.totals.totalPaise).toBe(276_120_000)
  return {
    id: sent.id,
    number: sent.number,
    path: new URL(sent.link.url).pathname,
    client,
    sent: revision,
    version: sent.version,
  }
}

/** Staff withdraw the quotation's link: it opens nothing from then on. */
export async function withdrawLink(request: APIRequestContext, quotation: SentQuotation) {
  await answer(
    await request.post(quotationPaths.withdrawLink(quotation.id), {
      data: { version: quotation.version },
    }),
    200,
  )
}
