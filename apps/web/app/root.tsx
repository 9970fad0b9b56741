import { Notice, NoticeDescription, NoticeTitle, Spinner } from '@nirman/ui'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { errorCopy as englishErrorCopy } from './content/page-error'
import { JsonLd } from './features/articles/json-ld'
import { SiteLayout } from './features/chrome/site-layout'
import { earlyPressScript } from './features/hydration/early-presses'
import { captureLanding } from './features/lead-source/lead-source'
import { htmlLang, langOf } from './i18n/lang'
import { fromPart, usePageText } from './i18n/page-text'
import { businessJsonLd } from './seo/business-json-ld'

/**
 * A client's quotation (/q/<token>, routes/quotation.tsx) and a site visit's own page
 * (/site-visit/<token>, /hi/site-visit/<token>: routes/site-visit-link.tsx): pages of their own,
 * opened from a link on a phone. Their frame is only the page: no menu, contact bar or quote popup
 * over them, no link that would take their address (the token) into a quote request's source.
 */
const linkPage = /^(?:\/q\/|(?:\/hi)?\/site-visit\/[^/])/

// The visit's first page, with its referrer and advert tags, for the source of a quote request:
// taken when the app's code first runs in the browser, before any page can change the address
// (the prerender runs this module in Node, where there is no visit). Never a quotation's address.
if (typeof window !== 'undefined' && !linkPage.test(window.location.pathname)) {
  captureLanding()
}

// The 404 card's code, fetched when an address turns out unknown inside the app (the not-found
// pages the API sends have a route of their own, which brings it): not part of every first load.
const NotFoundCard = lazy(() =>
  import('./features/chrome/not-found-card').then((module) => ({ default: module.NotFoundCard })),
)

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
  { rel: 'stylesheet', href: stylesheet },
]

/** The document of every page: its <head> (the route's tags, the business's JSON-LD) and body. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  // The page's language, from its address (app/i18n/lang.ts).
  const lang = langOf(pathname)
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#173b76" />
        <Meta />
        <Links />
        <JsonLd data={businessJsonLd()} />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {/* First, so that a press on a quote form's button is never lost (early-presses.ts). Its
            text is the prerender's alone: the built page runs it from a file of its own
            (finish-build.mjs) and the browser's render never runs it, so the site's code does
            not carry it. */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyPressScript : '' }} />
        {linkPage.test(pathname) ? (
          <main id="main-content">{children}</main>
        ) : (
          <SiteLayout>{children}</SiteLayout>
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** The page of the current address, inside the chrome the Layout draws. */
export default function App() {
  // Marks the document once the app runs (the quote popup's clock starts then): for monitoring and
  // the end-to-end tests, which wait for it before they move the popup's clock.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready'
  }, [])
  return <Outlet />
}

/** What the single-page fallback shows until the page's code and data arrive (a project page). */
export function HydrateFallback() {
  const errorCopy = useErrorCopy()
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={errorCopy.loading} />
    </div>
  )
}

/**
 * A page that failed: an address nobody routes (the 404 card), or a page whose code could not be
 * downloaded (offline, or a new deployment replaced it).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const errorCopy = useErrorCopy()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundCard />
      </Suspense>
    )
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Notice variant="destructive">
        <NoticeTitle>{errorCopy.title}</NoticeTitle>
        <NoticeDescription>{errorCopy.text}</NoticeDescription>
      </Notice>
    </div>
  )
}

const errorCopyHindi = fromPart('firstLoad', (hindi) => hindi.pageError.errorCopy)

function useErrorCopy() {
  return usePageText(englishErrorCopy, errorCopyHindi)
}
