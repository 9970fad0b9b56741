import { Toaster } from '@nirman/ui'
import { Outlet } from 'react-router'
import { SiteFooter } from '../features/chrome/site-footer'
import { SiteHeader } from '../features/chrome/site-header'
import { SkipLink } from '../features/chrome/skip-link'
import { QuotePopup } from '../features/quote/quote-popup'
import { BusinessJsonLd } from '../seo/business-json-ld'

/** The chrome of every public page: header, content, footer, the quote popup and the toasts. */
export default function SiteLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <QuotePopup />
      <Toaster />
      <BusinessJsonLd />
    </>
  )
}
