import type { VisitorVisit } from '@nirman/contract'
import { data, isRouteErrorResponse, useLocation, useRevalidator } from 'react-router'
import {
  visitFormCopy as formHindi,
  visitPageCopy as pageHindi,
  visitPickerCopy as pickerHindi,
  visitShellCopy as shellHindi,
} from '../content/hi/site-visit'
import {
  visitFormCopy as formEnglish,
  visitPageCopy as pageEnglish,
  visitPickerCopy as pickerEnglish,
  visitShellCopy as shellEnglish,
} from '../content/site-visit'
import { fetchVisit, isVisitToken, VisitRequestError } from '../features/site-visit/visit-api'
import { VisitNotOpened, VisitNotReached, VisitOpening } from '../features/site-visit/visit-shell'
import { type VisitPageState, VisitView } from '../features/site-visit/visit-view'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { useLang } from '../i18n/use-lang'
import type { Route } from './+types/site-visit-link'

// /site-visit/<token> and /hi/site-visit/<token>: a visit as its visitor sees it, from the link in
// its e-mails and on the page after the booking (issue 28). No account: the link is the key, so
// the page is drawn in a frame of its own (no menu, no quote popup, no contact bar: root.tsx), its
// address goes to no other site (no referrer, no analytics) and it is never indexed. Its first HTML
// is the prerendered shell of its language (react-router.config.ts), which the API sends for every
// well-formed token; the visit comes from the API in the browser.

/** 404: no such visit; 410: a link replaced by a move's newer one. */
export async function clientLoader({ params }: Pick<Route.ClientLoaderArgs, 'params'>) {
  if (!isVisitToken(params.token)) throw data(null, { status: 404 })
  try {
    return await fetchVisit(params.token)
  } catch (error) {
    if (error instanceof VisitRequestError && [400, 404, 410].includes(error.status)) {
      throw data(null, { status: error.status === 410 ? 410 : 404 })
    }
    throw error
  }
}

export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => [
  { title: textIn(langOf(location.pathname), pageEnglish, pageHindi).metaTitle },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
]

/** The prerendered shell, and the page while the visit is on its way. */
export function HydrateFallback() {
  const shell = usePageText(shellEnglish, shellHindi)
  const page = usePageText(pageEnglish, pageHindi)
  return <VisitOpening copy={shell} title={page.title} />
}

/** The visit, with the ways to move or cancel it while it can change. */
export default function SiteVisitLinkPage({
  loaderData,
  params,
}: Pick<Route.ComponentProps, 'loaderData' | 'params'>) {
  const lang = useLang()
  const location = useLocation()
  const copy = usePageText(pageEnglish, pageHindi)
  const picker = usePageText(pickerEnglish, pickerHindi)
  const form = usePageText(formEnglish, formHindi)
  const opened = (location.state ?? {}) as VisitPageState
  return (
    <VisitView
      // A new link (after a move) is a new page: nothing of the old one's steps stays.
      key={params.token}
      lang={lang}
      token={params.token}
      visit={loaderData satisfies VisitorVisit}
      copy={copy}
      booking={{ picker, form }}
      opened={opened}
    />
  )
}

/** A link that opens nothing, a link replaced, or the API out of reach with a way to retry. */
export function ErrorBoundary({ error }: Pick<Route.ErrorBoundaryProps, 'error'>) {
  const lang = useLang()
  const revalidator = useRevalidator()
  const shell = usePageText(shellEnglish, shellHindi)
  const page = usePageText(pageEnglish, pageHindi)
  if (isRouteErrorResponse(error) && error.status === 410) {
    return (
      <VisitNotOpened lang={lang} copy={shell} title={shell.replacedTitle} text={page.replaced} />
    )
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <VisitNotOpened lang={lang} copy={shell} title={shell.notFoundTitle} text={shell.notFound} />
    )
  }
  return (
    <VisitNotReached
      copy={shell}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  )
}
