import { Toaster } from '@nirman/ui/toaster'
import { toasterLabels as toasterLabelsHindi } from '../../content/hi/toaster'
import { toasterLabels as toasterLabelsEnglish } from '../../content/toaster'
import { usePageText } from '../../i18n/page-text'

/** The design system's Toaster, its landmark and buttons named in the page's language. */
export function SiteToaster() {
  // In the language of the page being drawn (app/i18n/page-text.ts).
  const toasterLabels = usePageText(toasterLabelsEnglish, toasterLabelsHindi)
  return <Toaster labels={{ ...toasterLabels }} />
}
