import type { ReactNode } from 'react'
import { deferred } from '../islands/deferred'
import { QuotePopup } from '../quote/quote-popup'
import { LazyToaster } from './lazy-toaster'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'

// Below the fold on every page: its code arrives when the visitor scrolls to it.
const SiteFooterIsland = deferred(
  () => import('./site-footer').then((module) => ({ default: module.SiteFooter })),
  { trigger: 'visible' },
)

/** The chrome of every public page: header, content, footer, the quote popup and the toasts. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooterIsland />
      <QuotePopup />
      <LazyToaster />
    </>
  )
}
