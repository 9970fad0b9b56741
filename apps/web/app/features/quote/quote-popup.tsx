import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { withHindiPart } from '../../i18n/hindi-parts'
import type { QuotePopupDialogProps } from './quote-popup-dialog'
import { useQuotePopupSchedule } from './use-quote-popup-schedule'

/** How long after page load the dialog's code starts loading, ahead of the first show at 10 s. */
const preloadDelay = 8000

// The dialog's form speaks the page's language: on a Hindi page its texts come with its code.
const loadDialog = () => withHindiPart('forms', () => import('./quote-popup-dialog'))

// The popup is a nicety: if its code cannot be fetched (the visitor went offline), show nothing
// rather than let the error take the page down.
const QuotePopupDialog = lazy<ComponentType<QuotePopupDialogProps>>(() =>
  loadDialog().catch(() => ({ default: (_props: QuotePopupDialogProps) => null })),
)

/**
 * The "Get a Quick Quote" popup of every public page (website.md sections 2 and 4). Always mounted
 * by the site layout, it holds only the schedule; the dialog and its form are fetched when the
 * popup first shows, so they add nothing to the JavaScript a page loads first.
 */
export function QuotePopup() {
  const { open, shows, close } = useQuotePopupSchedule()

  useEffect(() => {
    const timer = setTimeout(() => void loadDialog().catch(() => undefined), preloadDelay)
    return () => clearTimeout(timer)
  }, [])

  if (shows === 0) return null
  return (
    <Suspense fallback={null}>
      <QuotePopupDialog open={open} onClose={close} />
    </Suspense>
  )
}
