import { Notice, NoticeDescription, NoticeTitle, Spinner } from '@nirman/ui'
import { Component, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { SiteLayout } from './features/chrome/site-layout'
import { markHydrated } from './features/islands/deferred'
import { SitePage } from './router/site-page'

/** A page whose code failed to download (offline, or a new deployment replaced it). */
class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Notice variant="destructive">
          <NoticeTitle>This page could not be loaded</NoticeTitle>
          <NoticeDescription>
            Please check your connection and reload the page. If it keeps happening, call us: we are
            glad to help by phone.
          </NoticeDescription>
        </Notice>
      </div>
    )
  }
}

/** The whole website: the shared chrome around the page of the current address. */
export function App() {
  const { pathname, key } = useLocation()
  // React hydrates the page's Suspense boundaries after the first commit, so "hydration is over"
  // means: the visitor went to another address. Islands rendered from then on load at once.
  // Done while rendering the new address, not in an effect: that render is a transition which
  // React commits only when every island on screen can render, so it must not wait for itself.
  const firstKey = useRef(key)
  if (key !== firstKey.current) markHydrated()
  // Marks the document once the app runs (the quote popup's clock starts then): for monitoring and
  // the end-to-end tests, which wait for it before they move the popup's clock.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready'
  }, [])

  return (
    <SiteLayout>
      <PageLoadBoundary key={pathname}>
        <Suspense
          fallback={
            <div className="flex min-h-[60vh] items-center justify-center">
              <Spinner label="Loading..." />
            </div>
          }
        >
          <SitePage />
        </Suspense>
      </PageLoadBoundary>
    </SiteLayout>
  )
}
