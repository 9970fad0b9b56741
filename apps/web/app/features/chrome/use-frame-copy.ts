import { frameCopy } from '../../content/navigation'
import { hindiTexts } from '../../i18n/hindi-texts'
import { localized } from '../../i18n/localized'
import { useLang } from '../../i18n/use-lang'

/** The words of the page frame (the skip link, the breadcrumbs' name) in the page's language. */
export function useFrameCopy(): typeof frameCopy {
  return localized(useLang(), frameCopy, hindiTexts()?.navigation.frameCopy)
}
