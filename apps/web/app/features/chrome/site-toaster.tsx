import { Toaster } from '@nirman/ui/toaster'
import { toasterLabels as toasterLabelsHindi } from '../../content/hi/toaster'
import { toasterLabels as toasterLabelsEnglish } from '../../content/toaster'
import { inPageLang } from '../../i18n/page-content'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const toasterLabels = inPageLang(toasterLabelsEnglish, toasterLabelsHindi)

/** The design system's Toaster, its landmark and buttons named in the page's language. */
export function SiteToaster() {
  return <Toaster labels={{ ...toasterLabels }} />
}
