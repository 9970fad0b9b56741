import type { ClientQuotation } from '@nirman/contract'
import { useState } from 'react'
import { data, isRouteErrorResponse, useRevalidator } from 'react-router'
import { quotationShellCopy as shellHindi } from '../content/hi/quotation'
import { quotationShellCopy as shellEnglish } from '../content/quotation'
import {
  fetchQuotation,
  isQuotationToken,
  QuotationRequestError,
} from '../features/quotation/quotation-api'
import {
  QuotationNotFound,
  QuotationNotReached,
  QuotationOpening,
} from '../features/quotation/quotation-shell'
import { companyNameOf, QuotationView, quotationCopy } from '../features/quotation/quotation-view'
import type { Route } from './+types/quotation'

// /q/<token>: a quotation as its client reads it, from the link staff sent by e-mail and WhatsApp
// (issue 26). No account, no /hi/ twin: the page speaks the quotation's language. Its first HTML
// is the prerendered shell (react-router.config.ts), which the API sends for every /q/<token>;
// the quotation comes from the API in the browser. The root draws it in a frame of its own (no
// menu, no quote popup, no contact bar: root.tsx), and its address, which holds the token, goes
// to no other site: no referrer, no analytics, not in the sitemap, not indexed.

/**
 * The quotation from the API before the page draws. A token of the wrong shape, or one the API
 * does not know (or no longer: a withdrawn link), is a 404 for the ErrorBoundary; any other
 * failure (no connection) is thrown as it is.
 */
export async function clientLoader({ params }: Pick<Route.ClientLoaderArgs, 'params'>) {
  if (!isQuotationToken(params.token)) throw data(null, { status: 404 })
  try {
    return await fetchQuotation(params.token)
  } catch (error) {
    if (error instanceof QuotationRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 })
    }
    throw error
  }
}

export const meta = ({ loaderData }: { loaderData?: ClientQuotation }) => {
  const title = loaderData
    ? quotationCopy(loaderData).metaTitle(loaderData.number, companyNameOf(loaderData))
    : `${shellEnglish.title} / ${shellHindi.title}`
  return [
    { title },
    // A client's page: never in a search engine, and its address (the token) sent to no site
    // by a link or a resource (no canonical, no alternates, no Open Graph address either).
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ]
}

/** The prerendered shell, and the page while the quotation is on its way. */
export function HydrateFallback() {
  return <QuotationOpening />
}

/** The quotation, and after the client's answer on this page, the quotation as answered. */
export default function QuotationPage({
  loaderData,
  params,
}: Pick<Route.ComponentProps, 'loaderData' | 'params'>) {
  const revalidator = useRevalidator()
  // The API's answer to an acceptance or a decline is the quotation as it now stands; it holds
  // until the quotation is loaded again (a reload gives a new loaderData).
  const [answer, setAnswer] = useState<{ to: ClientQuotation; now: ClientQuotation } | null>(null)
  const answered = answer !== null && answer.to === loaderData
  return (
    <QuotationView
      quotation={answered ? answer.now : loaderData}
      token={params.token}
      justAnswered={answered}
      onAnswered={(now) => setAnswer({ to: loaderData, now })}
      onReload={() => void revalidator.revalidate()}
    />
  )
}

/** A link that opens nothing (in both languages), or the API out of reach with a way to retry. */
export function ErrorBoundary({ error }: Pick<Route.ErrorBoundaryProps, 'error'>) {
  const revalidator = useRevalidator()
  if (isRouteErrorResponse(error) && error.status === 404) return <QuotationNotFound />
  return (
    <QuotationNotReached
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  )
}
