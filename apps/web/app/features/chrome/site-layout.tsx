import type { ReactNode } from 'react'
import { withHindiPart } from '../../i18n/hindi-parts'
import { hydrateWhenNear } from '../hydration/hydrate-when-near'
import { QuotePopup } from '../quote/quote-popup'
import { ContactBar } from './contact-bar'
import { LazyToaster } from './lazy-toaster'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'
import { useNavigationFocus } from './use-navigation-focus'

// The footer's code comes when it nears the screen, with its Hindi on a Hindi page; until then it
// is the prerendered HTML.
const SiteFooter = hydrateWhenNear(() =>
  withHindiPart('footer', () => import('./site-footer')).then((module) => module.SiteFooter),
)

/**
 * The chrome of every public page: header, content, footer, the contact bar, the quote popup and the
 * toasts.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  useNavigationFocus()
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <ContactBar />
      <QuotePopup />
      <LazyToaster />
    </>
  )
}
